import { describe, expect, it } from 'vitest';
import { categorySlug, categoryValues, toCategoryChanges, validateCategory } from './categoryForm';

describe('categorySlug', () => {
  it('drops punctuation and keeps 100 characters', () => {
    expect(categorySlug('Café Crème')).toBe('caf-crme');
    expect(categorySlug('x'.repeat(150))).toHaveLength(100);
  });
});

describe('validateCategory', () => {
  const valid = { name: 'DeFi', nameZh: '', slug: 'defi', description: '' };

  it('accepts a name and a slug', () => {
    expect(validateCategory(valid)).toEqual({});
  });

  it('requires a name and a slug, after trimming', () => {
    expect(validateCategory({ ...valid, name: '  ', slug: ' ' })).toEqual({ name: 'required', slug: 'required' });
  });

  it('refuses a slug the database CHECK refuses', () => {
    for (const slug of ['De Fi', 'defi--news', '-defi', 'défi', 'defi_news']) {
      expect(validateCategory({ ...valid, slug }).slug).toBe('invalid');
    }
    expect(validateCategory({ ...valid, slug: ' defi-news-2 ' })).toEqual({});
  });

  it('checks the lengths in characters', () => {
    expect(validateCategory({ ...valid, name: '链'.repeat(100), description: 'd'.repeat(1000) })).toEqual({});
    expect(validateCategory({ ...valid, name: 'n'.repeat(101), nameZh: '链'.repeat(101), description: 'd'.repeat(1001) })).toEqual({
      name: 'tooLong',
      nameZh: 'tooLong',
      description: 'tooLong',
    });
  });
});

describe('toCategoryChanges', () => {
  it('trims the texts and saves an empty description or Chinese name as null', () => {
    expect(toCategoryChanges({ name: '  DeFi ', nameZh: ' ', slug: ' defi ', description: '  ' })).toEqual({
      name: 'DeFi',
      name_zh: null,
      slug: 'defi',
      description: null,
    });
    expect(toCategoryChanges({ name: 'DeFi', nameZh: ' 去中心化金融 ', slug: 'defi', description: ' Lending. ' })).toEqual({
      name: 'DeFi',
      name_zh: '去中心化金融',
      slug: 'defi',
      description: 'Lending.',
    });
  });

  it('reads a saved row back with nulls as empty fields', () => {
    expect(categoryValues({ name: 'DeFi', name_zh: null, slug: 'defi', description: null })).toEqual({
      name: 'DeFi',
      nameZh: '',
      slug: 'defi',
      description: '',
    });
  });
});
