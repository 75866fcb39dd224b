-- Accounts of other sites a member signs in with (issue 32: OAuth 2.0 / OpenID Connect): one row per provider
-- account, named by the provider's id in OIDC_PROVIDERS and its stable subject (`sub`, GitHub's numeric id).
CREATE TABLE auth.identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  -- The address the provider gave at the last sign-in (shown on the profile), if any.
  email text CHECK (length(email) <= 254),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject),
  -- One account of a provider per member: a second one would be a surprise when unlinking.
  UNIQUE (user_id, provider)
);
