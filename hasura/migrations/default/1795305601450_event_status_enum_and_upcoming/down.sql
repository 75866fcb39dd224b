DROP FUNCTION public.event_is_upcoming(public.events);
ALTER TABLE public.events DROP CONSTRAINT events_status_fkey;
ALTER TABLE public.events
  ADD CONSTRAINT events_status_check CHECK (status IN ('upcoming', 'ongoing', 'completed', 'cancelled'));
DROP TABLE public.event_statuses;
