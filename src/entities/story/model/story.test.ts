import { describe, expect, it } from 'vitest';
import { emptyStory, STORY_LIMITS, validateStory, type StoryValues } from './story';

const article: StoryValues = {
  ...emptyStory('en'),
  title: 'Rollups in 2025',
  excerpt: 'Where the fees go now.',
  content: 'A body that is comfortably longer than the fifty characters the rules ask for.',
  categoryId: 'c1',
};

const post: StoryValues = {
  ...emptyStory('en'),
  title: 'Rollups explained',
  excerpt: 'How rollups batch transactions.',
  content: 'A rollup executes transactions off chain and posts the data on chain.',
  categoryId: '8a0d2c8e-0000-4000-8000-000000000001',
};

const required = { categoryRequired: true };

describe('validateStory', () => {
  it('accepts a complete article and a complete post', () => {
    expect(validateStory(article, required)).toEqual({});
    expect(validateStory(post, required)).toEqual({});
  });

  it('asks for every empty field, the category only when the rules require one', () => {
    const empty = emptyStory('en');
    expect(validateStory(empty, required)).toEqual({
      title: 'titleRequired',
      excerpt: 'excerptRequired',
      content: 'contentRequired',
      categoryId: 'categoryRequired',
    });
    expect(validateStory(empty, { categoryRequired: false })).not.toHaveProperty('categoryId');
  });

  it('requires every field, counting only the trimmed text', () => {
    expect(validateStory({ ...post, title: '   ', excerpt: '\n', content: '', categoryId: '' }, required)).toEqual({
      title: 'titleRequired',
      excerpt: 'excerptRequired',
      content: 'contentRequired',
      categoryId: 'categoryRequired',
    });
  });

  it('checks the lengths after trimming', () => {
    const draft = { ...article, title: '  Tiny ', excerpt: ' short  ', content: `   ${'x'.repeat(49)}   ` };
    expect(validateStory(draft, required)).toEqual({ title: 'titleTooShort', excerpt: 'excerptTooShort', content: 'contentTooShort' });
    const long = { ...article, title: 'x'.repeat(201), excerpt: 'y'.repeat(501) };
    expect(validateStory(long, required)).toEqual({ title: 'titleTooLong', excerpt: 'excerptTooLong' });
    expect(validateStory({ ...article, title: 'x'.repeat(200), excerpt: 'y'.repeat(500) }, required)).toEqual({});
  });

  it('applies the limits of spec section 5 at their exact edges', () => {
    const at = (length: number) => 'x'.repeat(length);
    expect(validateStory({ ...post, title: ` ${at(4)} ` }, required).title).toBe('titleTooShort');
    expect(validateStory({ ...post, title: at(5) }, required).title).toBeUndefined();
    expect(validateStory({ ...post, title: at(200) }, required).title).toBeUndefined();
    expect(validateStory({ ...post, title: at(201) }, required).title).toBe('titleTooLong');
    expect(validateStory({ ...post, excerpt: at(9) }, required).excerpt).toBe('excerptTooShort');
    expect(validateStory({ ...post, excerpt: at(10) }, required).excerpt).toBeUndefined();
    expect(validateStory({ ...post, excerpt: at(500) }, required).excerpt).toBeUndefined();
    expect(validateStory({ ...post, excerpt: at(501) }, required).excerpt).toBe('excerptTooLong');
    expect(validateStory({ ...post, content: at(49) }, required).content).toBe('contentTooShort');
    expect(validateStory({ ...post, content: at(50) }, required).content).toBeUndefined();
    expect(validateStory({ ...post, content: at(STORY_LIMITS.contentMax + 1) }, required).content).toBe('contentTooLong');
  });

  it('counts a Chinese character as one, as the database does', () => {
    expect(validateStory({ ...article, title: '以太坊升级', excerpt: '十个汉字的摘要内容啊' }, required)).toEqual({});
    expect(validateStory({ ...article, title: '以太坊' }, required)).toEqual({ title: 'titleTooShort' });
  });

  it('counts characters as the database does (an emoji is one)', () => {
    expect(validateStory({ ...post, title: '🚀🚀🚀🚀🚀' }, required).title).toBeUndefined();
  });
});
