-- The floor for the home page: the whole response body in ONE hand-written statement, in the same
-- shape (and json_build_object formatting) as the engine's answer. The anonymous role's filters are
-- written out: published articles, published news, active sources.
SELECT json_build_object('data', json_build_object(
  'featured', (
    SELECT coalesce(json_agg(json_build_object(
      'id', a.id, 'title', a.title, 'slug', a.slug, 'excerpt', a.excerpt, 'image_url', a.image_url,
      'read_time', a.read_time, 'published_at', a.published_at,
      'category', CASE WHEN c.id IS NOT NULL THEN json_build_object('name', c.name, 'slug', c.slug) END,
      'author', CASE WHEN au.id IS NOT NULL THEN json_build_object('name', au.name) END
    ) ORDER BY a.published_at DESC), '[]'::json)
    FROM (SELECT * FROM public.articles WHERE published AND featured ORDER BY published_at DESC LIMIT 3) AS a
    LEFT JOIN public.categories AS c ON c.id = a.category_id
    LEFT JOIN public.authors AS au ON au.id = a.author_id
  ),
  'latest', (
    SELECT coalesce(json_agg(json_build_object(
      'id', a.id, 'title', a.title, 'slug', a.slug, 'excerpt', a.excerpt, 'image_url', a.image_url,
      'read_time', a.read_time, 'published_at', a.published_at,
      'category', CASE WHEN c.id IS NOT NULL THEN json_build_object('name', c.name, 'slug', c.slug) END,
      'author', CASE WHEN au.id IS NOT NULL THEN json_build_object('name', au.name) END
    ) ORDER BY a.published_at DESC), '[]'::json)
    FROM (SELECT * FROM public.articles WHERE published ORDER BY published_at DESC LIMIT 6) AS a
    LEFT JOIN public.categories AS c ON c.id = a.category_id
    LEFT JOIN public.authors AS au ON au.id = a.author_id
  ),
  'trending', (
    SELECT coalesce(json_agg(json_build_object(
      'id', n.id, 'title', n.title, 'source_url', n.source_url, 'image_url', n.image_url, 'category', n.category,
      'views_count', n.views_count, 'published_at', n.published_at,
      'source', CASE WHEN s.id IS NOT NULL THEN json_build_object('name', s.name) END
    ) ORDER BY n.views_count DESC), '[]'::json)
    FROM (SELECT * FROM public.news_articles WHERE is_published ORDER BY views_count DESC LIMIT 10) AS n
    LEFT JOIN public.news_sources AS s ON s.id = n.source_id AND s.is_active
  )
))::text AS json
