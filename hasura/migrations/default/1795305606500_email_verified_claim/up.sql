-- Issue 32: members who have not confirmed their email address make no public writes. Permissions cannot compare
-- a session variable with a literal, so they ask whether a row of this one-row table equals the access token's
-- x-hasura-email-verified claim (`_exists`, as Hasura v2 documents it): only 'true' is stored, so the check holds
-- exactly when the claim says 'true'. Tracked in metadata (auth_email_verified_claim.yaml) with no permissions.
CREATE TABLE auth.email_verified_claim (
  verified text PRIMARY KEY CHECK (verified = 'true')
);
INSERT INTO auth.email_verified_claim (verified) VALUES ('true');
