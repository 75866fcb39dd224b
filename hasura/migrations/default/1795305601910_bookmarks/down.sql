DROP TABLE public.bookmarks;
DROP FUNCTION public.limit_bookmarks();
