DROP INDEX public.events_search_trgm_idx;
DROP INDEX public.news_articles_search_trgm_idx;
DROP INDEX public.blog_posts_search_trgm_idx;
DROP INDEX public.articles_search_trgm_idx;
