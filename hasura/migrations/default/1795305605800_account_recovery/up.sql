-- Account recovery and changes (issue 32): the mailed links of a password reset, an unlock of an account locked by
-- failed sign-ins and an email change (its token keeps the new address), and the last time a member proved their
-- password again (requireRecentAuth, server/src/auth/recovery.ts).
ALTER TABLE auth.email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE auth.email_tokens
  ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('verify-email', 'reset-password', 'unlock', 'change-email'));

CREATE TABLE auth.reauthentications (
  user_id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now()
);
