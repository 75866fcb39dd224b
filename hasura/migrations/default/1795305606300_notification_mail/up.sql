-- Notification mail (issue 32): mentions, replies and comments on a member's posts by email, each type instant,
-- daily or off, and a weekly digest per language. The member's choices are public.notification_email_settings
-- (read and written by the owner through the API; no row means the defaults). An in-site notification of an
-- instant type leaves a row in auth.notification_mail_pending (written by a trigger, so it survives restarts);
-- the server renders it into auth.mail_outbox, re-checking then that what it is about is still visible. Daily
-- summaries and weekly digests record each member and period in auth.notification_mail_periods, so a cron run
-- delivered twice mails once. Unsubscribe links are signed with a per-member key (auth.notification_mail_keys).
CREATE TABLE public.notification_email_settings (
  user_id uuid PRIMARY KEY REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  mentions text NOT NULL DEFAULT 'instant' CHECK (mentions IN ('instant', 'daily', 'off')),
  replies text NOT NULL DEFAULT 'instant' CHECK (replies IN ('instant', 'daily', 'off')),
  comments text NOT NULL DEFAULT 'daily' CHECK (comments IN ('instant', 'daily', 'off')),
  weekly_digest boolean NOT NULL DEFAULT true,
  -- The language of the member's mail: the site's language when they last saved these settings.
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.notification_email_settings IS 'A member''s notification mail choices; no row means the defaults';
CREATE TRIGGER notification_email_settings_set_updated_at BEFORE UPDATE ON public.notification_email_settings
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
SELECT write_notices.watch('public.notification_email_settings');

-- The mail type of a notification: a mention, a reply to the member's comment, or a comment on their post
-- (discussion or blog post); NULL for the kinds never mailed (likes, moderation, publications).
CREATE FUNCTION public.notification_mail_type(what text, on_comment uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN what = 'mention' THEN 'mentions'
    WHEN what = 'reply' AND (SELECT parent_id FROM public.discussion_comments WHERE id = on_comment) IS NOT NULL THEN 'replies'
    WHEN what = 'reply' THEN 'comments'
  END
$$;

-- The member's choice for a mail type (the defaults without a row).
CREATE FUNCTION public.notification_mail_choice(member uuid, mail_type text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT CASE mail_type WHEN 'mentions' THEN mentions WHEN 'replies' THEN replies ELSE comments END
     FROM public.notification_email_settings WHERE user_id = member),
    CASE mail_type WHEN 'comments' THEN 'daily' ELSE 'instant' END)
$$;

CREATE TABLE auth.notification_mail_pending (
  notification_id uuid PRIMARY KEY REFERENCES public.notifications (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_mail_pending_created_idx ON auth.notification_mail_pending (created_at);

-- A notification of a type the member gets instantly waits here for the server (server/src/mail/notifications.ts).
CREATE FUNCTION public.queue_notification_mail() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  mail_type text := public.notification_mail_type(NEW.kind, NEW.comment_id);
BEGIN
  IF mail_type IS NOT NULL AND public.notification_mail_choice(NEW.recipient_id, mail_type) = 'instant' THEN
    INSERT INTO auth.notification_mail_pending (notification_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER notifications_queue_mail AFTER INSERT ON public.notifications
  FOR EACH ROW EXECUTE FUNCTION public.queue_notification_mail();

-- One daily summary or weekly digest per member and period (the day or the week's Monday, UTC).
CREATE TABLE auth.notification_mail_periods (
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('daily', 'weekly')),
  period date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, period, user_id)
);
CREATE INDEX notification_mail_periods_user_idx ON auth.notification_mail_periods (user_id);

-- The key that signs a member's unsubscribe links; deleting it voids every link already sent.
CREATE TABLE auth.notification_mail_keys (
  user_id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
  secret bytea NOT NULL CHECK (length(secret) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- RFC 8058 one-click unsubscribe: the List-Unsubscribe URL a message carries (its List-Unsubscribe-Post header
-- is sent with it).
ALTER TABLE auth.mail_outbox ADD COLUMN list_unsubscribe text CHECK (list_unsubscribe ~ '^https?://\S+$' AND char_length(list_unsubscribe) <= 2000);
CREATE INDEX notifications_created_at_idx ON public.notifications (created_at);
