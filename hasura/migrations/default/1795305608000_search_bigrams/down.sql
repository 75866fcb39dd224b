DROP INDEX public.discussions_search_bigrams_idx;
DROP INDEX public.events_search_bigrams_idx;
DROP INDEX public.news_articles_search_bigrams_idx;
DROP INDEX public.blog_posts_search_bigrams_idx;
DROP INDEX public.articles_search_bigrams_idx;
DROP FUNCTION public.search_bigrams(text);
