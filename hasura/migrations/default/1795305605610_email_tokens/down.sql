DROP TABLE auth.email_tokens;
