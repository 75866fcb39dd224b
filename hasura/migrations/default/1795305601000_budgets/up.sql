-- Request budgets (server/src/limits): how much of something a key (a client address, a member, a visitor)
-- used in a fixed time window. Kept in the database so every server instance sharing it enforces one budget.
CREATE SCHEMA IF NOT EXISTS security;
CREATE TABLE security.budgets (
  bucket text NOT NULL CHECK (char_length(bucket) <= 64),
  key text NOT NULL CHECK (char_length(key) <= 256),
  window_start timestamptz NOT NULL,
  used bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, key, window_start)
);
CREATE INDEX budgets_window_start_idx ON security.budgets (window_start);
