DROP TABLE auth.sessions;
DROP TABLE auth.sign_in_codes;
DROP TABLE auth.recovery_codes;
DROP TABLE auth.totp_secrets;
