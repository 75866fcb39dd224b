-- Limits that every server instance sharing the database enforces together, as security.budgets does for
-- counted budgets. In the security schema, untracked, so they are not in the API.

-- Sign-in attempts (server/src/auth/sign-in-limiter.ts), per email and per client address: how many failed, when
-- the last one did, until when the email or address is locked, and how many are still in flight (`pending`,
-- begun but not yet failed or succeeded) with the start of the newest. Only failures lock; pending attempts
-- only cap a burst. A row whose lock has passed and whose last failure is older than the limiter's window
-- counts no failures; pending attempts count as none a short while after the newest began (an instance that
-- crashed mid-attempt never ends it). Rows that hold neither are pruned now and then.
CREATE TABLE security.sign_in_failures (
  scope text NOT NULL CHECK (scope IN ('email', 'address')),
  key text NOT NULL CHECK (char_length(key) <= 256),
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at timestamptz,
  locked_until timestamptz,
  pending integer NOT NULL DEFAULT 0 CHECK (pending >= 0),
  last_attempt_at timestamptz,
  PRIMARY KEY (scope, key)
);
CREATE INDEX sign_in_failures_last_failure_at_idx ON security.sign_in_failures (last_failure_at);

-- Throttled runs (server/src/limits/throttle.ts: fetchNews), one row per throttle and key. `claim` is the run
-- holding the row while `claimed_until` is set (a lease the running instance renews, so a crashed instance's
-- lapses), else the last run that finished; `result` is the answer of the last finished run, given again to
-- the calls within the throttle window after `finished_at`.
CREATE TABLE security.throttles (
  name text NOT NULL CHECK (char_length(name) <= 64),
  key text NOT NULL CHECK (char_length(key) <= 256),
  claim uuid,
  claimed_until timestamptz,
  finished_at timestamptz,
  result jsonb,
  PRIMARY KEY (name, key)
);
