import { describe, expect, it } from 'vitest';
import { articleColumns, emptyDraft, validateDraft, type ArticleDraft } from './articleDraft';

const valid: ArticleDraft = {
  ...emptyDraft('en', 'me'),
  title: 'Rollups in 2025',
  excerpt: 'Where the fees go now.',
  content: 'A body that is comfortably longer than the fifty characters the rules ask for.',
  categoryId: 'c1',
};

describe('validateDraft', () => {
  it('accepts a complete article', () => {
    expect(validateDraft(valid, { categoriesExist: true })).toEqual({});
  });

  it('asks for every empty field, the category only when categories exist', () => {
    const empty = emptyDraft('en', 'me');
    expect(validateDraft(empty, { categoriesExist: true })).toEqual({
      title: 'titleRequired',
      excerpt: 'excerptRequired',
      content: 'contentRequired',
      categoryId: 'categoryRequired',
    });
    expect(validateDraft(empty, { categoriesExist: false })).not.toHaveProperty('categoryId');
  });

  it('checks the lengths after trimming', () => {
    const draft = { ...valid, title: '  Tiny ', excerpt: ' short  ', content: `   ${'x'.repeat(49)}   ` };
    expect(validateDraft(draft, { categoriesExist: true })).toEqual({ title: 'titleTooShort', excerpt: 'excerptTooShort', content: 'contentTooShort' });
    const long = { ...valid, title: 'x'.repeat(201), excerpt: 'y'.repeat(501) };
    expect(validateDraft(long, { categoriesExist: true })).toEqual({ title: 'titleTooLong', excerpt: 'excerptTooLong' });
    expect(validateDraft({ ...valid, title: 'x'.repeat(200), excerpt: 'y'.repeat(500) }, { categoriesExist: true })).toEqual({});
  });

  it('counts a Chinese character as one, as the database does', () => {
    expect(validateDraft({ ...valid, title: '以太坊升级', excerpt: '十个汉字的摘要内容啊' }, { categoriesExist: true })).toEqual({});
    expect(validateDraft({ ...valid, title: '以太坊' }, { categoriesExist: true })).toEqual({ title: 'titleTooShort' });
  });
});

describe('articleColumns', () => {
  it('trims the texts and stores empty choices as null', () => {
    const columns = articleColumns({ ...valid, title: ' Rollups in 2025 ', categoryId: '', translationOfId: '' }, null, true);
    expect(columns).toMatchObject({ title: 'Rollups in 2025', category_id: null, translation_of_id: null, author_id: null, published: true, language: 'en' });
  });
});
