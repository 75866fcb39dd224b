-- Events: conferences, meetups and online sessions.

-- The spec stores "0 = unlimited" as NULL.
CREATE FUNCTION public.normalize_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.max_attendees := nullif(NEW.max_attendees, 0);
  RETURN NEW;
END
$$;

CREATE TABLE public.events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(public.trim_space(name)) BETWEEN 1 AND 200),
  slug text NOT NULL DEFAULT '' CONSTRAINT events_slug_key UNIQUE,
  description text NOT NULL CHECK (char_length(public.trim_space(description)) BETWEEN 1 AND 20000),
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  -- A place or an online link, as the spec's location_url.
  location_url text NOT NULL CHECK (char_length(public.trim_space(location_url)) BETWEEN 1 AND 500),
  image_url text CHECK (public.is_safe_url(image_url)),
  registration_url text CHECK (public.is_safe_url(registration_url)),
  max_attendees integer CHECK (max_attendees > 0),
  current_attendees integer NOT NULL DEFAULT 0 CHECK (current_attendees >= 0),
  price numeric NOT NULL DEFAULT 0 CHECK (price >= 0 AND price < 100000000 AND price = round(price, 2)),
  is_free boolean NOT NULL DEFAULT true,
  is_online boolean NOT NULL DEFAULT false,
  organizer_name text CHECK (char_length(organizer_name) <= 200),
  organizer_email text CHECK (public.is_email(organizer_email)),
  status text NOT NULL DEFAULT 'upcoming' CHECK (status IN ('upcoming', 'ongoing', 'completed', 'cancelled')),
  featured boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT true,
  category text CHECK (char_length(public.trim_space(category)) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_end_after_start CHECK (end_date > start_date)
);
CREATE INDEX events_published_start_idx ON public.events (start_date) WHERE published;
CREATE INDEX events_created_at_idx ON public.events (created_at DESC);
CREATE INDEX events_status_idx ON public.events (status, start_date);
CREATE TRIGGER events_set_updated_at BEFORE UPDATE ON public.events
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER events_normalize BEFORE INSERT OR UPDATE ON public.events
  FOR EACH ROW EXECUTE FUNCTION public.normalize_event();
CREATE TRIGGER events_unique_slug BEFORE INSERT OR UPDATE OF slug ON public.events
  FOR EACH ROW EXECUTE FUNCTION public.ensure_unique_slug('name');
