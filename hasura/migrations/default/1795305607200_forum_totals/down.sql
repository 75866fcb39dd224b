DROP TRIGGER discussion_comments_forum_totals ON public.discussion_comments;
DROP TRIGGER discussions_forum_totals ON public.discussions;
DROP FUNCTION rollups.rebuild_forum_totals();
DROP FUNCTION rollups.forum_comment_changed();
DROP FUNCTION rollups.forum_count_comment(uuid, integer, integer);
DROP FUNCTION rollups.forum_discussion_changed();
DROP FUNCTION rollups.forum_count_discussion(uuid, integer, integer, integer, integer);
DROP TABLE rollups.forum_authors;
DROP TABLE rollups.forum_threads;
DROP TABLE public.forum_totals;
-- write_notices.watch made these for the totals table.
DROP FUNCTION write_notices.announce_public_forum_totals_insert();
DROP FUNCTION write_notices.announce_public_forum_totals_update();
DROP FUNCTION write_notices.announce_public_forum_totals_delete();
