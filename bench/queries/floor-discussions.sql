-- The floor for the discussion list: the 20 newest discussions with their authors and their comments
-- (oldest first, each with its author), the whole response body in ONE statement.
SELECT json_build_object('data', json_build_object('discussions', coalesce(json_agg(json_build_object(
  'id', d.id, 'content', d.content, 'likes', d.likes, 'comments_count', d.comments_count, 'created_at', d.created_at,
  'author', json_build_object('display_name', u.display_name, 'avatar_url', u.avatar_url),
  'comments', cm.comments
) ORDER BY d.created_at DESC), '[]'::json)))::text AS json
FROM (SELECT * FROM public.discussions ORDER BY created_at DESC LIMIT 20) AS d
JOIN public.user_profiles AS u ON u.id = d.author_id
CROSS JOIN LATERAL (
  SELECT coalesce(json_agg(json_build_object(
    'id', c.id, 'content', c.content, 'likes', c.likes, 'created_at', c.created_at,
    'author', json_build_object('display_name', cu.display_name, 'avatar_url', cu.avatar_url)
  ) ORDER BY c.created_at), '[]'::json) AS comments
  FROM public.discussion_comments AS c
  JOIN public.user_profiles AS cu ON cu.id = c.author_id
  WHERE c.discussion_id = d.id
) AS cm
