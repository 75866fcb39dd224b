-- Every foreign key's column is indexed, so deleting (or re-keying) the row it points to finds the rows that point to
-- it through the index instead of reading the whole table. Deleting a member nulls their page views
-- (page_views.user_id ON DELETE SET NULL): without an index that read every page view (50,000,000 on the ten-year
-- set), past any statement deadline. Partial where most rows hold NULL (anonymous views, unreplaced tokens), so
-- writing those rows costs no index entry.
CREATE INDEX page_views_user_id_idx ON public.page_views (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX refresh_tokens_replaced_by_idx ON auth.refresh_tokens (replaced_by) WHERE replaced_by IS NOT NULL;
CREATE INDEX passkey_challenges_user_id_idx ON auth.passkey_challenges (user_id);
CREATE INDEX news_sources_default_category_idx ON public.news_sources (default_category);
