-- Issue 32: two-factor sign-in (TOTP, RFC 6238, with recovery codes), sign-in by emailed link or code, and the
-- sessions a member can list and end (one row per refresh-token family).

-- A member's TOTP secret: pending (enabled_at null) from set-up until a code confirms it. last_step is the time
-- step of the last code accepted, so a code works once.
CREATE TABLE auth.totp_secrets (
  user_id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
  secret text NOT NULL CHECK (secret ~ '^[A-Z2-7]{32}$'),
  enabled_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One-time recovery codes, shown once and kept as SHA-256.
CREATE TABLE auth.recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);

-- Sign-in links and codes: the link's token and the 6-digit code are both SHA-256 (the code salted with the row's
-- id); either uses the row once; a wrong code counts in attempts, and the row is void after 5.
CREATE TABLE auth.sign_in_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  email public.citext NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at)
);
CREATE INDEX sign_in_codes_user_id_idx ON auth.sign_in_codes (user_id);

-- A session: a refresh-token family, with the device and address it was last used from.
CREATE TABLE auth.sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  device text CHECK (char_length(device) <= 100),
  address text CHECK (char_length(address) <= 64),
  second_factor boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON auth.sessions (user_id);

-- The families of older databases become sessions of an unknown device.
INSERT INTO auth.sessions (id, user_id, created_at, last_seen_at)
SELECT family_id, min(user_id::text)::uuid, min(created_at), max(created_at)
FROM auth.refresh_tokens GROUP BY family_id;
