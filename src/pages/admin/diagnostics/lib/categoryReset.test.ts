import { describe, expect, it } from 'vitest';
import { planCategoryReset } from './categoryReset';

const web3 = (slug: string) => ({ name: slug.toUpperCase(), name_zh: slug, slug, description: '' });

describe('planCategoryReset', () => {
  it('removes the others, keeps the same slugs and adds the missing ones', () => {
    const current = [
      { id: '1', name: 'DeFi', slug: 'defi', articles: 4 },
      { id: '2', name: 'Gossip', slug: 'gossip', articles: 2 },
      { id: '3', name: 'Old', slug: 'old', articles: 1 },
    ];
    const plan = planCategoryReset(current, [web3('defi'), web3('nft'), web3('dao')]);
    expect(plan.remove.map((c) => c.slug)).toEqual(['gossip', 'old']);
    expect(plan.keep.map((c) => c.slug)).toEqual(['defi']);
    expect(plan.add.map((c) => c.slug)).toEqual(['nft', 'dao']);
    expect(plan.orphanedArticles).toBe(3);
  });

  it('does not add a slug another scope already holds', () => {
    const plan = planCategoryReset([], [web3('nft'), web3('dao')], ['dao']);
    expect(plan.add.map((c) => c.slug)).toEqual(['nft']);
  });

  it('changes nothing when the Web3 categories are already there', () => {
    const plan = planCategoryReset([{ id: '1', name: 'NFT', slug: 'nft', articles: 3 }], [web3('nft')]);
    expect(plan).toEqual({ remove: [], keep: [{ id: '1', name: 'NFT', slug: 'nft', articles: 3 }], add: [], orphanedArticles: 0 });
  });
});
