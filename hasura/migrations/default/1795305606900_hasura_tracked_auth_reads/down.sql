-- Takes back what up granted (the column grants with the table's revoke) and drops the function.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chainpulse_hasura') THEN
    REVOKE ALL ON auth.mail_outbox FROM chainpulse_hasura;
    REVOKE ALL ON auth.email_verified_claim FROM chainpulse_hasura;
  END IF;
END
$$;

DROP FUNCTION security.grant_tracked_auth_reads();
