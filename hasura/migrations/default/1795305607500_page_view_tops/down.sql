DROP TRIGGER page_views_tops_update_2_add ON public.page_views;
DROP TRIGGER page_views_tops_update_1_remove ON public.page_views;
DROP TRIGGER page_views_tops_delete ON public.page_views;
DROP TRIGGER page_views_tops_insert ON public.page_views;
DROP FUNCTION rollups.rebuild_page_view_tops();
DROP FUNCTION rollups.page_view_tops_removed();
DROP FUNCTION rollups.page_view_tops_added();
DROP TABLE rollups.page_views_pages_daily;
DROP TABLE rollups.page_views_devices_daily;
