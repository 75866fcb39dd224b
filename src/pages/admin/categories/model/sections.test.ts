import { describe, expect, it } from 'vitest';
import { rowOfValues } from '@/shared/ui/form-fields';
import { AUTHORS, CATEGORIES, categorySlug, sectionErrors, valuesOf, type SectionRow, type SectionValues } from './sections';

const validateCategory = (values: SectionValues<'name' | 'nameZh' | 'slug' | 'description'>) => sectionErrors(CATEGORIES, values);
const validateAuthor = (values: SectionValues<'name' | 'email' | 'bio' | 'expertise'>) => sectionErrors(AUTHORS, values);
const row = (columns: Record<string, string | null>) => ({ id: 'r1', articles_aggregate: {}, ...columns }) as SectionRow;

describe('categorySlug', () => {
  it('drops punctuation and keeps 100 characters', () => {
    expect(categorySlug('Café Crème')).toBe('caf-crme');
    expect(categorySlug('x'.repeat(150))).toHaveLength(100);
  });
});

describe('the categories section checks (sectionErrors)', () => {
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

describe('the categories section changes (rowOfValues, valuesOf)', () => {
  it('trims the texts and saves an empty description or Chinese name as null', () => {
    expect(rowOfValues(CATEGORIES.columns, { name: '  DeFi ', nameZh: ' ', slug: ' defi ', description: '  ' })).toEqual({
      name: 'DeFi',
      name_zh: null,
      slug: 'defi',
      description: null,
    });
    expect(rowOfValues(CATEGORIES.columns, { name: 'DeFi', nameZh: ' 去中心化金融 ', slug: 'defi', description: ' Lending. ' })).toEqual({
      name: 'DeFi',
      name_zh: '去中心化金融',
      slug: 'defi',
      description: 'Lending.',
    });
  });

  it('reads a saved row back with nulls as empty fields', () => {
    expect(valuesOf(CATEGORIES, row({ name: 'DeFi', name_zh: null, slug: 'defi', description: null }))).toEqual({
      name: 'DeFi',
      nameZh: '',
      slug: 'defi',
      description: '',
    });
  });
});

describe('the authors section checks (sectionErrors)', () => {
  const valid = { name: 'Elena Marsh', email: 'elena@example.com', bio: '', expertise: '' };

  it('accepts a name and an email', () => {
    expect(validateAuthor(valid)).toEqual({});
  });

  it('requires the name and the email, after trimming', () => {
    expect(validateAuthor({ ...valid, name: ' ', email: '  ' })).toEqual({ name: 'required', email: 'required' });
  });

  it('refuses the emails the database CHECK refuses, even those <input type="email"> accepts', () => {
    for (const email of ['elena', 'elena@example', 'elena marsh@example.com', 'a@b@example.com']) {
      expect(validateAuthor({ ...valid, email }).email).toBe('invalid');
    }
    expect(validateAuthor({ ...valid, email: ' elena@mail.example.com ' })).toEqual({});
  });

  it('checks the lengths', () => {
    expect(validateAuthor({ ...valid, bio: 'b'.repeat(1001), expertise: 'e'.repeat(201) })).toEqual({
      bio: 'tooLong',
      expertise: 'tooLong',
    });
  });
});

describe('the authors section changes (rowOfValues, valuesOf)', () => {
  it('trims the texts and saves an empty bio or expertise as null', () => {
    expect(rowOfValues(AUTHORS.columns, { name: ' Elena ', email: ' elena@example.com ', bio: ' ', expertise: '' })).toEqual({
      name: 'Elena',
      email: 'elena@example.com',
      bio: null,
      expertise: null,
    });
    expect(
      rowOfValues(AUTHORS.columns, { name: 'Elena', email: 'elena@example.com', bio: ' Analyst. ', expertise: ' DeFi ' }),
    ).toMatchObject({
      bio: 'Analyst.',
      expertise: 'DeFi',
    });
  });

  it('reads a saved row back with nulls as empty fields', () => {
    expect(valuesOf(AUTHORS, row({ name: 'Elena', email: 'e@example.com', bio: null, expertise: null }))).toEqual({
      name: 'Elena',
      email: 'e@example.com',
      bio: '',
      expertise: '',
    });
  });
});
