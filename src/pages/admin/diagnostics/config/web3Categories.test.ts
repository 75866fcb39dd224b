import { describe, expect, it } from 'vitest';
import { WEB3_CATEGORIES } from './web3Categories';

describe('WEB3_CATEGORIES', () => {
  it('are the 11 article categories of the demo seeds, each with its Chinese name and description', () => {
    expect(WEB3_CATEGORIES.map((category) => category.slug)).toEqual([
      'technology',
      'blockchain',
      'ai-ml',
      'web3',
      'defi',
      'nft',
      'cryptocurrency',
      'dao',
      'layer-2',
      'security',
      'metaverse',
    ]);
    expect(WEB3_CATEGORIES[2]).toEqual({ name: 'AI & ML', name_zh: expect.any(String), slug: 'ai-ml', description: 'Models, tooling and where machine learning meets crypto.' });
    for (const category of WEB3_CATEGORIES) {
      expect(category.name_zh.trim()).not.toBe('');
      expect(category.description.length).toBeGreaterThan(10);
    }
  });
});
