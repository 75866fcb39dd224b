import { describe, expect, it } from 'vitest';
import { addTag, TAG_LIMITS } from './postForm';

describe('addTag', () => {
  it('adds the tag as it reads (its display name), markup giving its canonical key', () => {
    expect(addTag(['web3'], '  ZK Proofs ')).toEqual({ tags: ['web3', 'ZK Proofs'], full: false, invalid: false });
    expect(addTag([], '🚀 DeFi/NFT')).toEqual({ tags: ['DeFi/NFT'], full: false, invalid: false });
    expect(addTag([], '<b>DeFi/NFT</b> 🚀')).toEqual({ tags: ['b-defi-nft-b'], full: false, invalid: false });
  });

  it('ignores empty input and duplicates, whatever their spelling; refuses a tag of only emoji', () => {
    expect(addTag(['web3'], '   ')).toEqual({ tags: ['web3'], full: false, invalid: false });
    expect(addTag(['web3'], ' Web3 ')).toEqual({ tags: ['web3'], full: false, invalid: false });
    expect(addTag(['Layer 2'], 'layer-2')).toEqual({ tags: ['Layer 2'], full: false, invalid: false });
    expect(addTag(['web3'], '🔥🔥')).toEqual({ tags: ['web3'], full: false, invalid: true });
  });

  it('stops at the limit', () => {
    const tags = Array.from({ length: TAG_LIMITS.tagsMax }, (_, index) => `tag${index}`);
    expect(addTag(tags, 'one more')).toEqual({ tags, full: true, invalid: false });
  });
});
