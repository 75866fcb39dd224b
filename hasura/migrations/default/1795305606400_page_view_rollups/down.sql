DROP TRIGGER page_views_rollup_update_2_add ON public.page_views;
DROP TRIGGER page_views_rollup_update_1_remove ON public.page_views;
DROP TRIGGER page_views_rollup_delete ON public.page_views;
DROP TRIGGER page_views_rollup_insert ON public.page_views;
DROP SCHEMA rollups CASCADE;
