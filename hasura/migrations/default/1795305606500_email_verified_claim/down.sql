DROP TABLE auth.email_verified_claim;
