-- Account deletion with a grace period (issue 32): a member asks, and after ACCOUNT_DELETION_GRACE_DAYS the
-- erase job (server/src/auth/account-deletion.ts) removes the account. keep_content: their blog posts, discussions
-- and comments stay under the shared "deleted member" profile; otherwise they go with the account. The cancel link
-- mailed with the schedule is kept as SHA-256 only. Signing in during the grace removes the row (cancels).
CREATE TABLE auth.account_deletions (
  user_id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
  keep_content boolean NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  due_at timestamptz NOT NULL,
  cancel_token_hash text NOT NULL UNIQUE CHECK (cancel_token_hash ~ '^[0-9a-f]{64}$'),
  -- Set (with auth.users.disabled) when the erase job begins: from then on it finishes, sign-in no longer cancels.
  erase_started_at timestamptz,
  CHECK (due_at >= requested_at)
);
CREATE INDEX account_deletions_due_at_idx ON auth.account_deletions (due_at);
