-- Hasura's role reads the auth tables its metadata tracks (issue 31's least privilege meets issue 32): site_admin's
-- outbox (/admin/outbox, the columns auth_mail_outbox.yaml exposes) and the one-row auth.email_verified_claim that
-- the unverified members' insert checks read through `_exists`. Without these grants a serving Hasura connected as
-- chainpulse_hasura refuses every public write and the admin outbox. Still nothing of auth.users' password hash or
-- of auth.refresh_tokens. Where the role does not exist (the embedded PGlite, or a migrating role that could not
-- make it) nothing is granted.
CREATE FUNCTION security.grant_tracked_auth_reads() RETURNS void
LANGUAGE plpgsql AS $grant$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'chainpulse_hasura') THEN
    RETURN;
  END IF;
  GRANT USAGE ON SCHEMA auth TO chainpulse_hasura;
  GRANT SELECT (id, message_id, recipient, template, language, subject, text_body, html_body, status, attempts,
    next_attempt_at, last_error, created_at, sent_at) ON auth.mail_outbox TO chainpulse_hasura;
  GRANT SELECT ON auth.email_verified_claim TO chainpulse_hasura;
END
$grant$;

SELECT security.grant_tracked_auth_reads();
