DROP TABLE public.events;
DROP FUNCTION public.normalize_event();
