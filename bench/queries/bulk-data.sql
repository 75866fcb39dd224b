-- Benchmark volume on top of the demo content (bench/engine.mjs runs this once after the seeds):
-- 50 members, 300 articles, 2,000 news stories, 200 discussions with 5 comments each. Generated with
-- generate_series; every value respects the CHECK constraints of hasura/migrations, and the triggers
-- (slugs, read_time, published_at, comments_count) run as they do for real content.

INSERT INTO auth.users (id, email, email_verified, created_at, updated_at)
SELECT ('31000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'bench.member' || g || '@bench.example.com', true,
       now() - interval '120 days', now() - interval '120 days'
FROM generate_series(1, 50) AS g;

INSERT INTO public.user_profiles (id, username, display_name, avatar_url, bio, location, created_at, updated_at)
SELECT ('31000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'bench_member_' || g, 'Bench Member ' || g,
       '/demo/bench-avatar-' || g || '.svg', 'Generated member ' || g || ' who reads every day and posts now and then.',
       'Node ' || g, now() - interval '120 days', now() - interval '120 days'
FROM generate_series(1, 50) AS g;

WITH refs AS (
  SELECT ARRAY(SELECT id FROM public.categories WHERE scope = 'article' ORDER BY slug) AS categories,
         ARRAY(SELECT id FROM public.authors ORDER BY id) AS authors
)
INSERT INTO public.articles (title, excerpt, content, image_url, category_id, author_id, language, featured, published,
                             published_at, views_count, created_at, updated_at)
SELECT 'Benchmark story ' || g || ': rollups, wallets and the markets around them',
       'Generated summary of benchmark story ' || g || ', about as long as the excerpt of a real article on the site.',
       repeat('A generated paragraph of benchmark content for story ' || g || ', to give the row a realistic size. ', 60),
       '/demo/bench-article-' || g || '.jpg',
       refs.categories[1 + g % cardinality(refs.categories)],
       refs.authors[1 + g % cardinality(refs.authors)],
       CASE WHEN g % 3 = 0 THEN 'zh' ELSE 'en' END,
       g % 10 = 0,
       g % 20 <> 0,
       CASE WHEN g % 20 <> 0 THEN now() - make_interval(hours => g * 5) END,
       (g * 7919) % 5000,
       now() - make_interval(hours => g * 5), now() - make_interval(hours => g * 5)
FROM generate_series(1, 300) AS g, refs;

WITH refs AS (
  SELECT ARRAY(SELECT slug FROM public.news_categories ORDER BY sort_order) AS categories,
         ARRAY(SELECT id FROM public.news_sources ORDER BY id) AS sources
)
INSERT INTO public.news_articles (title, excerpt, category, source_id, source_url, image_url, author_name, language,
                                  is_published, is_featured, views_count, published_at, created_at, updated_at)
SELECT 'Benchmark headline ' || g || ': a protocol upgrade, a funding round and a new model release',
       'Generated excerpt of news story ' || g || ', as a feed would give it: a sentence or two about what happened and why it matters.',
       refs.categories[1 + g % cardinality(refs.categories)],
       refs.sources[1 + g % cardinality(refs.sources)],
       'https://news.bench.example.com/story/' || g,
       'https://images.bench.example.com/story/' || g || '.jpg',
       'Reporter ' || (g % 40),
       CASE WHEN g % 4 = 0 THEN 'zh' ELSE 'en' END,
       g % 25 <> 0,
       g % 50 = 0,
       (g * 7919) % 20000,
       now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 7)
FROM generate_series(1, 2000) AS g, refs;

WITH refs AS (SELECT ARRAY(SELECT id FROM public.user_profiles ORDER BY id) AS members)
INSERT INTO public.discussions (id, author_id, content, likes, created_at, updated_at)
SELECT ('32000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
       refs.members[1 + g % cardinality(refs.members)],
       'Benchmark discussion ' || g || ': ' || repeat('what do you all make of the latest upgrade and its fees? ', 4),
       (g * 13) % 40,
       now() - make_interval(hours => g * 3), now() - make_interval(hours => g * 3)
FROM generate_series(1, 200) AS g, refs;

WITH refs AS (SELECT ARRAY(SELECT id FROM public.user_profiles ORDER BY id) AS members)
INSERT INTO public.discussion_comments (discussion_id, author_id, content, likes, created_at, updated_at)
SELECT ('32000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
       refs.members[1 + (g * 5 + c) % cardinality(refs.members)],
       'Comment ' || c || ' on discussion ' || g || ': ' || repeat('I agree with part of this, but not all. ', 3),
       (g + c) % 7,
       now() - make_interval(hours => g * 3) + make_interval(mins => c * 11),
       now() - make_interval(hours => g * 3) + make_interval(mins => c * 11)
FROM generate_series(1, 200) AS g, generate_series(1, 5) AS c, refs;

ANALYZE;
