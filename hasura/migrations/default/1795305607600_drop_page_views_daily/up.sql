-- Issue 30: rollups.page_views_daily (a row per UTC day, page and device) is read by nothing since the dashboard reads
-- its views per day and device and its top pages from their own roll-ups (1795305607500_page_view_tops), while its
-- four statement triggers on public.page_views still ran for every page view recorded and every retention batch.
-- It goes with its trigger functions and its rebuild; rollups.page_path stays (the other roll-ups use it).
DROP TRIGGER page_views_rollup_update_2_add ON public.page_views;
DROP TRIGGER page_views_rollup_update_1_remove ON public.page_views;
DROP TRIGGER page_views_rollup_delete ON public.page_views;
DROP TRIGGER page_views_rollup_insert ON public.page_views;
DROP FUNCTION rollups.rebuild_page_views_daily();
DROP FUNCTION rollups.page_views_deleted();
DROP FUNCTION rollups.page_views_inserted();
DROP TABLE rollups.page_views_daily;
