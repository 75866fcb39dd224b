-- Events, round two (issue 28): a price's currency, the language an event is written in and a link to its
-- translation (as articles and blog posts have), members' RSVPs with the capacity kept by the database, and
-- reminders of the events a member goes to or is interested in.
ALTER TABLE public.events
  ADD COLUMN currency text NOT NULL DEFAULT 'CNY' CONSTRAINT events_currency_check CHECK (currency ~ '^[A-Z]{3}$'),
  ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT events_language_check CHECK (language IN ('en', 'zh')),
  ADD COLUMN translation_of_id uuid REFERENCES public.events (id) ON DELETE SET NULL
    CONSTRAINT events_translation_not_self CHECK (translation_of_id <> id);
COMMENT ON COLUMN public.events.currency IS 'ISO 4217 code of the price (CNY, USD, EUR)';
CREATE INDEX events_translation_of_id_idx ON public.events (translation_of_id);
CREATE INDEX events_language_start_idx ON public.events (language, start_date) WHERE published;
UPDATE public.events SET language = public.language_of(name);

-- A member's answer to an event: going (takes a seat) or interested (takes none). One per member and event.
CREATE TABLE public.event_rsvps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES public.events (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('going', 'interested')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT event_rsvps_once UNIQUE (event_id, user_id)
);
CREATE INDEX event_rsvps_user_id_idx ON public.event_rsvps (user_id, created_at DESC);
CREATE TRIGGER event_rsvps_set_updated_at BEFORE UPDATE ON public.event_rsvps
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER event_rsvps_budget BEFORE INSERT ON public.event_rsvps
  FOR EACH ROW EXECUTE FUNCTION public.enforce_member_budget('user_id', '50', '1 day');

-- Keeps events.current_attendees and the capacity: a member who becomes `going` takes a seat with one conditional
-- UPDATE of the event's row, which holds the row's lock until the transaction ends, so concurrent RSVPs queue on it
-- and each sees the count the one before left: no overbooking. A full, cancelled, finished, unpublished or
-- past event takes no new RSVP (interested included); leaving `going` (withdrawing, or becoming interested)
-- gives the seat back.
CREATE FUNCTION public.keep_event_attendance() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_going boolean := TG_OP <> 'INSERT' AND OLD.status = 'going';
  is_going boolean := TG_OP <> 'DELETE' AND NEW.status = 'going';
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.event_id <> OLD.event_id THEN
    RAISE EXCEPTION 'an RSVP stays with its event (constraint "event_rsvps_same_event")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'event_rsvps_same_event';
  END IF;
  IF TG_OP <> 'DELETE' AND NOT EXISTS (
    SELECT 1 FROM public.events
    WHERE id = NEW.event_id AND published AND status IN ('upcoming', 'ongoing') AND end_date > now()
  ) THEN
    RAISE EXCEPTION 'this event takes no RSVP (constraint "event_rsvps_open_event")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'event_rsvps_open_event';
  END IF;
  IF is_going AND NOT was_going THEN
    UPDATE public.events SET current_attendees = current_attendees + 1
      WHERE id = NEW.event_id AND (max_attendees IS NULL OR current_attendees < max_attendees);
    IF NOT FOUND THEN
      RAISE EXCEPTION 'this event is full (constraint "event_rsvps_capacity")'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'event_rsvps_capacity';
    END IF;
  ELSIF was_going AND NOT is_going THEN
    UPDATE public.events SET current_attendees = greatest(current_attendees - 1, 0) WHERE id = OLD.event_id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER event_rsvps_attendance BEFORE INSERT OR UPDATE OR DELETE ON public.event_rsvps
  FOR EACH ROW EXECUTE FUNCTION public.keep_event_attendance();

-- Reminders: notifications name an event, and a `reminder` is a member's own (actor = recipient).
ALTER TABLE public.notifications
  ADD COLUMN event_id uuid REFERENCES public.events (id) ON DELETE CASCADE,
  DROP CONSTRAINT notifications_one_target,
  ADD CONSTRAINT notifications_one_target CHECK (num_nonnulls(discussion_id, article_id, blog_post_id, event_id) = 1),
  DROP CONSTRAINT notifications_once,
  ADD CONSTRAINT notifications_once UNIQUE NULLS NOT DISTINCT
    (recipient_id, kind, actor_id, discussion_id, article_id, blog_post_id, comment_id, event_id),
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('reply', 'mention', 'like', 'hidden', 'warning', 'publish', 'reminder'));
CREATE INDEX notifications_event_id_idx ON public.notifications (event_id) WHERE event_id IS NOT NULL;

-- Reminds every member going to or interested in an event that starts within `lead` (and has not started), once
-- per member and event; run by the event_reminders cron trigger. Returns how many reminders it wrote. Each member
-- keeps their newest 200 notifications, as notify_member prunes.
CREATE FUNCTION public.send_event_reminders(lead interval DEFAULT interval '24 hours') RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  written integer;
  reminded uuid[];
BEGIN
  WITH due AS (
    INSERT INTO public.notifications (recipient_id, kind, actor_id, event_id)
    SELECT rsvp.user_id, 'reminder', rsvp.user_id, rsvp.event_id
    FROM public.event_rsvps AS rsvp
    JOIN public.events AS event ON event.id = rsvp.event_id
    WHERE event.published AND event.status = 'upcoming'
      AND event.start_date > now() AND event.start_date <= now() + lead
    ON CONFLICT DO NOTHING
    RETURNING recipient_id
  )
  SELECT count(*), array_agg(DISTINCT recipient_id) INTO written, reminded FROM due;
  IF written > 0 THEN
    DELETE FROM public.notifications WHERE id IN (
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY recipient_id ORDER BY created_at DESC, id DESC) AS place
        FROM public.notifications WHERE recipient_id = ANY (reminded)
      ) AS ranked WHERE place > 200
    );
  END IF;
  RETURN written;
END
$$;
