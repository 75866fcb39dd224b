import { describe, expect, it } from 'vitest';
import { addTag, TAG_LIMITS } from './postForm';

describe('addTag', () => {
  it('adds a trimmed tag', () => {
    expect(addTag(['web3'], '  zk proofs ')).toEqual({ tags: ['web3', 'zk proofs'], full: false });
  });

  it('ignores empty input and duplicates, whatever their case', () => {
    expect(addTag(['web3'], '   ')).toEqual({ tags: ['web3'], full: false });
    expect(addTag(['web3'], ' Web3 ')).toEqual({ tags: ['web3'], full: false });
  });

  it('stops at the limit', () => {
    const tags = Array.from({ length: TAG_LIMITS.tagsMax }, (_, index) => `tag${index}`);
    expect(addTag(tags, 'one more')).toEqual({ tags, full: true });
  });
});
