-- Passkeys (WebAuthn, issue 32): a member's credentials, each named and removable, and the short-lived single-use
-- challenges of the registration and sign-in ceremonies. Only the server reads them (no role of the GraphQL API
-- has them tracked).
CREATE TABLE auth.passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  -- The credential id as the browser names it (base64url).
  credential_id text NOT NULL UNIQUE CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND char_length(credential_id) <= 1400),
  -- The COSE public key.
  public_key bytea NOT NULL CHECK (octet_length(public_key) BETWEEN 1 AND 4096),
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}' CHECK (cardinality(transports) <= 8),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_id_idx ON auth.passkeys (user_id);

CREATE TABLE auth.passkey_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  -- The member registering (null for a sign-in, whose member is named by the credential).
  user_id uuid REFERENCES auth.users (id) ON DELETE CASCADE,
  challenge text NOT NULL CHECK (challenge ~ '^[A-Za-z0-9_-]{16,128}$'),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at),
  CHECK ((purpose = 'register') = (user_id IS NOT NULL))
);
CREATE INDEX passkey_challenges_expires_at_idx ON auth.passkey_challenges (expires_at);
