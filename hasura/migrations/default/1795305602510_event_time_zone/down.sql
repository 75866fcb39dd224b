ALTER TABLE public.events DROP COLUMN time_zone;
DROP FUNCTION public.is_time_zone(text);
