-- Event status as a Hasura enum table (`is_enum` in its metadata): the four values are rows, so the API types
-- events.status by the GraphQL enum `event_statuses_enum` and refuses other values before the database does.
-- The foreign key replaces the CHECK of 1795305600300_events.
CREATE TABLE public.event_statuses (
  value text PRIMARY KEY,
  comment text NOT NULL
);
INSERT INTO public.event_statuses (value, comment) VALUES
  ('upcoming', 'Announced and not started yet'),
  ('ongoing', 'Taking place now'),
  ('completed', 'Over'),
  ('cancelled', 'Called off');

ALTER TABLE public.events DROP CONSTRAINT events_status_check;
ALTER TABLE public.events
  ADD CONSTRAINT events_status_fkey FOREIGN KEY (status) REFERENCES public.event_statuses (value) ON UPDATE CASCADE;

-- Whether the event starts in the future: the computed field `is_upcoming`, so the server's render and the browser
-- that hydrates it agree whatever the browser's clock says. STABLE, as Hasura requires of computed fields.
CREATE FUNCTION public.event_is_upcoming(event public.events) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT event.start_date > now()
$$;
