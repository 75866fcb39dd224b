-- Issue 30: the indexes the client's list pages need at ten years of content (server/test/db/query-plans.test.ts
-- EXPLAINs every document on a generated set). The lists sort `published_at desc_nulls_last, id asc` (a stable
-- tiebreak, and the key of their keyset pages), which the older `(published_at DESC)` indexes cannot give in
-- order (DESC is NULLS FIRST there): each list read and sorted its whole table for a page of twenty.

-- The news timeline, its later pages and the home page's live news.
CREATE INDEX news_articles_timeline_idx ON public.news_articles (published_at DESC NULLS LAST, id) WHERE is_published;

-- The home page's article feed, featured and following blocks; the blog list.
CREATE INDEX articles_list_idx ON public.articles (published_at DESC NULLS LAST, id) WHERE published;
CREATE INDEX blog_posts_list_idx ON public.blog_posts (published_at DESC NULLS LAST, id) WHERE published;
-- The home page's latest block (articles without a picture) and the author pages.
CREATE INDEX articles_no_image_list_idx ON public.articles (published_at DESC NULLS LAST, id) WHERE published AND image_url IS NULL;
CREATE INDEX articles_author_list_idx ON public.articles (author_id, published_at DESC NULLS LAST, id) WHERE published;
CREATE INDEX blog_posts_author_list_idx ON public.blog_posts (author_id, published_at DESC NULLS LAST, id) WHERE published;

-- The admin articles table, newest first with a tiebreak.
CREATE INDEX articles_admin_list_idx ON public.articles (created_at DESC, id);
