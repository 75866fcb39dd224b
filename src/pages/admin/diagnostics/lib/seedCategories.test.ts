import { describe, expect, it } from 'vitest';
import { seedArticleCategories } from './seedCategories';

describe('seedArticleCategories', () => {
  it('reads the article rows of the seed, quotes unescaped, and skips the blog ones', () => {
    const sql = `INSERT INTO public.categories (id, name, name_zh, slug, description, scope, created_at) VALUES
  ('10000000-0000-4000-8000-000000000003', 'AI & ML', '人工智能与机器学习', 'ai-ml',
   'Models, tooling and where machine learning meets crypto.', 'article', now() - interval '90 days'),
  ('10000000-0000-4000-8000-000000000012', 'Personal Blog', '个人博客', 'personal-blog',
   'Members'' own stories and experiences.', 'blog', now() - interval '90 days'),
  ('10000000-0000-4000-8000-000000000099', 'Builders'' Corner', '开发者角', 'builders-corner',
   'What the builders'' teams ship.', 'article', now());`;
    expect(seedArticleCategories(sql)).toEqual([
      { name: 'AI & ML', name_zh: '人工智能与机器学习', slug: 'ai-ml', description: 'Models, tooling and where machine learning meets crypto.' },
      { name: 'Builders\' Corner', name_zh: '开发者角', slug: 'builders-corner', description: 'What the builders\' teams ship.' },
    ]);
  });
});
