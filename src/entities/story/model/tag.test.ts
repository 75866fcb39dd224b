import { describe, expect, it } from 'vitest';
import { canonicalTag } from './tag';

describe('canonicalTag', () => {
  it('gives the key the database stores: lowercase, slug-like, Han kept, no slash, markup or emoji, at most 30', () => {
    expect(canonicalTag('Layer 2')).toBe('layer-2');
    expect(canonicalTag('DeFi/NFT')).toBe('defi-nft');
    expect(canonicalTag('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(canonicalTag('🚀 Moon 🚀')).toBe('moon');
    expect(canonicalTag('零知识 证明')).toBe('零知识-证明');
    expect(canonicalTag('🔥')).toBe('');
    expect(canonicalTag('x'.repeat(40))).toBe('x'.repeat(30));
  });
});
