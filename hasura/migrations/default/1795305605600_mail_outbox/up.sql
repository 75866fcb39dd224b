-- Mail (issue 32): every message the site sends is a row here first, written in the transaction of what caused
-- it, rendered (subject, text and HTML parts in the member's language) at that moment. A worker of the server
-- (server/src/mail/) claims due rows with a lease, hands them to SMTP and marks them sent; a worker that crashed
-- mid-send leaves a lease that lapses, and the row is claimed again with the same Message-ID, so a receiver that
-- got it already sees one message. Without SMTP_URL rows stay `queued`: admins read them at /admin/outbox.
CREATE TABLE auth.mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- RFC 5322 Message-ID (without the angle brackets), fixed at enqueue: every attempt sends the same one.
  message_id text NOT NULL UNIQUE CHECK (message_id ~ '^[^<>@\s]+@[^<>@\s]+$'),
  recipient public.citext NOT NULL CHECK (public.is_email(recipient::text)),
  user_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  -- What the message is (verify-email, signup-attempt ...): templates of locales/<language>/mail.json.
  template text NOT NULL CHECK (template ~ '^[a-z][a-z0-9-]{0,39}$'),
  language text NOT NULL CHECK (language IN ('en', 'zh')),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 300),
  text_body text NOT NULL CHECK (char_length(text_body) <= 100000),
  html_body text NOT NULL CHECK (char_length(html_body) <= 200000),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When a queued row may be tried (later after each temporary failure).
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- While `sending`: the claim lapses at this time (a worker that crashed), and the row is claimed again.
  lease_until timestamptz,
  last_error text CHECK (char_length(last_error) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CONSTRAINT mail_outbox_lease CHECK ((status = 'sending') = (lease_until IS NOT NULL)),
  CONSTRAINT mail_outbox_sent CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);
COMMENT ON TABLE auth.mail_outbox IS 'Mail to send (or held for /admin/outbox without SMTP); read by site admins only';
-- The worker's claim: due queued rows and lapsed leases, oldest first.
CREATE INDEX mail_outbox_due_idx ON auth.mail_outbox (next_attempt_at) WHERE status = 'queued';
CREATE INDEX mail_outbox_lease_idx ON auth.mail_outbox (lease_until) WHERE status = 'sending';
-- The admin page lists newest first.
CREATE INDEX mail_outbox_created_at_idx ON auth.mail_outbox (created_at DESC, id);
CREATE INDEX mail_outbox_user_id_idx ON auth.mail_outbox (user_id) WHERE user_id IS NOT NULL;
