-- Single-use, expiring tokens of the links the site mails (issue 32): stored as SHA-256 of 32 random bytes, each
-- for one purpose and the address it was sent to (a token mailed to an address the account no longer has is void).
CREATE TABLE auth.email_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email')),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  email public.citext NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at)
);
CREATE INDEX email_tokens_user_id_idx ON auth.email_tokens (user_id, purpose);

-- Administrators count as verified (their address was given by whoever runs the site); the demo members already are.
UPDATE auth.users SET email_verified = true
WHERE NOT email_verified AND id IN (SELECT id FROM public.user_profiles WHERE is_admin);
