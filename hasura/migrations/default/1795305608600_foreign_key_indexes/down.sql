DROP INDEX public.news_sources_default_category_idx;
DROP INDEX auth.passkey_challenges_user_id_idx;
DROP INDEX auth.refresh_tokens_replaced_by_idx;
DROP INDEX public.page_views_user_id_idx;
