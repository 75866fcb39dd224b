-- Indexes of the reader pages. A member's page, /u/:username, looks the member up by the username as stored (the links
-- carry it); the unique index is on lower(username), which an equality on the column itself cannot use.
CREATE INDEX user_profiles_username_idx ON public.user_profiles (username);

-- A tag's page, /tag/:tag, lists published posts with `tags @> {tag}`: a GIN index on the published posts' tags
-- serves it (drafts are never listed by tag), in place of the index on every post's tags, which nothing else reads.
CREATE INDEX blog_posts_published_tags_idx ON public.blog_posts USING gin (tags) WHERE published;
DROP INDEX public.blog_posts_tags_idx;
