-- The runs of the cron triggers in hasura/metadata/cron_triggers.yaml, written by server/src/scheduler:
-- one row per trigger and scheduled time. In a schema of its own that the metadata does not track, so it
-- is never part of the GraphQL API.
CREATE SCHEMA scheduler;

CREATE TABLE scheduler.cron_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trigger_name text NOT NULL,
  scheduled_time timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'delivered', 'error', 'dead')),
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  -- After a failed try: when the next one is due (the run stays 'scheduled' until its retries run out).
  next_retry_at timestamptz,
  -- Set by the server that is delivering the run; a server that dies mid-delivery loses the claim then.
  locked_until timestamptz,
  response_status integer,
  response_body text CHECK (octet_length(response_body) <= 10240),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Each run exists once, so two servers on one database never deliver it twice.
  UNIQUE (trigger_name, scheduled_time)
);
CREATE INDEX cron_runs_pending_idx ON scheduler.cron_runs (trigger_name, scheduled_time) WHERE status = 'scheduled';
CREATE TRIGGER cron_runs_set_updated_at BEFORE UPDATE ON scheduler.cron_runs
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
