CREATE INDEX discussions_author_id_idx ON public.discussions (author_id);
DROP INDEX public.discussions_author_list_idx;
