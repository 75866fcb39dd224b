DROP TABLE auth.reauthentications;
DELETE FROM auth.email_tokens WHERE purpose <> 'verify-email';
ALTER TABLE auth.email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE auth.email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('verify-email'));
