-- The floor for a blog post page: the post by id (published only, as the anonymous role sees it) with
-- its category and its author's profile, the whole response body in ONE statement.
SELECT json_build_object('data', json_build_object('post', (
  SELECT json_build_object(
    'id', b.id, 'title', b.title, 'slug', b.slug, 'excerpt', b.excerpt, 'content', b.content,
    'image_url', b.image_url, 'tags', b.tags, 'language', b.language, 'read_time', b.read_time,
    'views_count', b.views_count, 'published_at', b.published_at,
    'category', CASE WHEN c.id IS NOT NULL THEN json_build_object('name', c.name, 'slug', c.slug) END,
    'author', json_build_object('id', u.id, 'username', u.username, 'display_name', u.display_name,
                                'avatar_url', u.avatar_url, 'bio', u.bio)
  )
  FROM public.blog_posts AS b
  JOIN public.user_profiles AS u ON u.id = b.author_id
  LEFT JOIN public.categories AS c ON c.id = b.category_id
  WHERE b.id = $1 AND b.published
)))::text AS json
