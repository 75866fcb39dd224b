import { describe, expect, it } from 'vitest';
import { canonicalTag, namedTags, tagDisplayName } from './tag';

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

describe('tagDisplayName', () => {
  it('reads as typed, ends trimmed and spaces collapsed; markup, an overlong form or another key give the key', () => {
    expect(tagDisplayName('DeFi Summer')).toBe('DeFi Summer');
    expect(tagDisplayName('  DeFi/NFT ')).toBe('DeFi/NFT');
    expect(tagDisplayName('🚀 Moon  Shot 🚀')).toBe('Moon Shot');
    expect(tagDisplayName('#Hackathon!')).toBe('Hackathon');
    expect(tagDisplayName('零知识 证明 X')).toBe('零知识 证明 X');
    expect(tagDisplayName('<b>Proof</b>')).toBe('b-proof-b');
    expect(tagDisplayName('y'.repeat(40))).toBe('y'.repeat(30));
    expect(tagDisplayName('🔥')).toBe('');
  });
});

describe('namedTags', () => {
  it('pairs each key with its name, the key standing in for a missing one', () => {
    expect(namedTags(['defi', 'nft'], ['DeFi'])).toEqual([
      { key: 'defi', name: 'DeFi' },
      { key: 'nft', name: 'nft' },
    ]);
  });
});
