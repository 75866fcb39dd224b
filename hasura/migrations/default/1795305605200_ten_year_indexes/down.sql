DROP INDEX public.blog_posts_author_list_idx;
DROP INDEX public.articles_author_list_idx;
DROP INDEX public.articles_no_image_list_idx;
DROP INDEX public.blog_posts_list_idx;
DROP INDEX public.articles_list_idx;
DROP INDEX public.articles_admin_list_idx;
DROP INDEX public.news_articles_timeline_idx;
