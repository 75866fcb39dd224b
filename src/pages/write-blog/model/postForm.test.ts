import { describe, expect, it } from 'vitest';
import { addTag, emptyPostForm, POST_LIMITS, validatePostForm } from './postForm';

const valid = {
  ...emptyPostForm('en'),
  title: 'Rollups explained',
  excerpt: 'How rollups batch transactions.',
  content: 'A rollup executes transactions off chain and posts the data on chain.',
  categoryId: '8a0d2c8e-0000-4000-8000-000000000001',
};

describe('validatePostForm', () => {
  it('accepts a complete post', () => {
    expect(validatePostForm(valid)).toEqual({});
  });

  it('requires every field, counting only the trimmed text', () => {
    expect(validatePostForm({ ...valid, title: '   ', excerpt: '\n', content: '', categoryId: '' })).toEqual({
      title: 'titleRequired',
      excerpt: 'excerptRequired',
      content: 'contentRequired',
      categoryId: 'categoryRequired',
    });
  });

  it('applies the limits of spec section 5 at their exact edges', () => {
    const at = (length: number) => 'x'.repeat(length);
    expect(validatePostForm({ ...valid, title: ` ${at(4)} ` }).title).toBe('titleTooShort');
    expect(validatePostForm({ ...valid, title: at(5) }).title).toBeUndefined();
    expect(validatePostForm({ ...valid, title: at(200) }).title).toBeUndefined();
    expect(validatePostForm({ ...valid, title: at(201) }).title).toBe('titleTooLong');
    expect(validatePostForm({ ...valid, excerpt: at(9) }).excerpt).toBe('excerptTooShort');
    expect(validatePostForm({ ...valid, excerpt: at(10) }).excerpt).toBeUndefined();
    expect(validatePostForm({ ...valid, excerpt: at(500) }).excerpt).toBeUndefined();
    expect(validatePostForm({ ...valid, excerpt: at(501) }).excerpt).toBe('excerptTooLong');
    expect(validatePostForm({ ...valid, content: at(49) }).content).toBe('contentTooShort');
    expect(validatePostForm({ ...valid, content: at(50) }).content).toBeUndefined();
    expect(validatePostForm({ ...valid, content: at(POST_LIMITS.contentMax + 1) }).content).toBe('contentTooLong');
  });

  it('counts characters as the database does (an emoji is one)', () => {
    expect(validatePostForm({ ...valid, title: '🚀🚀🚀🚀🚀' }).title).toBeUndefined();
  });
});

describe('addTag', () => {
  it('adds a trimmed tag', () => {
    expect(addTag(['web3'], '  zk proofs ')).toEqual({ tags: ['web3', 'zk proofs'], full: false });
  });

  it('ignores empty input and duplicates, whatever their case', () => {
    expect(addTag(['web3'], '   ')).toEqual({ tags: ['web3'], full: false });
    expect(addTag(['web3'], ' Web3 ')).toEqual({ tags: ['web3'], full: false });
  });

  it('stops at the limit', () => {
    const tags = Array.from({ length: POST_LIMITS.tagsMax }, (_, index) => `tag${index}`);
    expect(addTag(tags, 'one more')).toEqual({ tags, full: true });
  });
});
