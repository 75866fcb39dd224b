-- Extensions, shared helper functions and the auth schema.
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Keeps updated_at current on every update.
CREATE FUNCTION public.set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

-- Only http(s) URLs or site-relative paths may be stored where the UI renders a link or an image,
-- so no javascript: or data: URL can reach an href or src.
CREATE FUNCTION public.is_safe_url(url text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT url ~ '^(https?://[^\s/]+|/)[^\s]*$' AND char_length(url) <= 2048
$$;

-- Trims all Unicode white space, as the UI's String.prototype.trim does (btrim alone keeps newlines,
-- tabs and the ideographic space Chinese keyboards type).
CREATE FUNCTION public.trim_space(value text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(value, E' \t\n\r\x0b\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')
$$;

CREATE FUNCTION public.is_email(address text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT address ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' AND char_length(address) <= 254
$$;

-- The spec's slug rule: lowercase, runs of anything but a-z and 0-9 become one hyphen, no hyphen at the ends.
CREATE FUNCTION public.slugify(value text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(lower(coalesce(value, '')), '[^a-z0-9]+', '-', 'g'), '-')
$$;

CREATE SCHEMA auth;

CREATE TABLE auth.users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email public.citext NOT NULL UNIQUE CHECK (public.is_email(email::text)),
  -- NULL means the account cannot sign in (demo members).
  password_hash text,
  email_verified boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON auth.users
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

-- Opaque refresh tokens, stored hashed; each use rotates the token within its family, and reuse of a
-- rotated token revokes the whole family.
CREATE TABLE auth.refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  replaced_by uuid REFERENCES auth.refresh_tokens (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at)
);
CREATE INDEX refresh_tokens_user_id_idx ON auth.refresh_tokens (user_id);
CREATE INDEX refresh_tokens_family_id_idx ON auth.refresh_tokens (family_id);

CREATE TABLE public.user_profiles (
  id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
  username text NOT NULL CHECK (username ~ '^[A-Za-z0-9_]{3,30}$'),
  display_name text NOT NULL CHECK (char_length(public.trim_space(display_name)) BETWEEN 1 AND 50),
  avatar_url text CHECK (public.is_safe_url(avatar_url)),
  bio text CHECK (char_length(bio) <= 500),
  website text CHECK (public.is_safe_url(website)),
  location text CHECK (char_length(location) <= 100),
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_profiles_username_key ON public.user_profiles (lower(username));
CREATE INDEX user_profiles_created_at_idx ON public.user_profiles (created_at DESC);
CREATE INDEX user_profiles_display_name_trgm_idx ON public.user_profiles USING gin (display_name public.gin_trgm_ops);
CREATE TRIGGER user_profiles_set_updated_at BEFORE UPDATE ON public.user_profiles
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
