import { describe, expect, it } from 'vitest';
import { articleColumns, emptyDraft, type ArticleDraft } from './articleDraft';

const valid: ArticleDraft = {
  ...emptyDraft('en', 'me'),
  title: 'Rollups in 2025',
  excerpt: 'Where the fees go now.',
  content: 'A body that is comfortably longer than the fifty characters the rules ask for.',
  categoryId: 'c1',
};

describe('articleColumns', () => {
  it('trims the texts and stores empty choices as null', () => {
    const columns = articleColumns({ ...valid, title: ' Rollups in 2025 ', categoryId: '', translationOfId: '' }, null, true);
    expect(columns).toMatchObject({
      title: 'Rollups in 2025',
      category_id: null,
      translation_of_id: null,
      author_id: null,
      published: true,
      language: 'en',
    });
  });
});
