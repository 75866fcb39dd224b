import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify (the database rule)', () => {
  const slug = (text: string) => slugify(text, { maxLength: 80 });

  it('lowercases, turns runs of other characters into one hyphen and trims them', () => {
    expect(slug('  Web3 Summit: 2026 — Shanghai!  ')).toBe('web3-summit-2026-shanghai');
    expect(slug('区块链大会')).toBe('区块链大会');
    expect(slug('DeFi 大会 2026')).toBe('defi-大会-2026');
    expect(slug('以太坊 Pectra 升级：前瞻与影响')).toBe('以太坊-pectra-升级-前瞻与影响');
    expect(slug('！？。')).toBe('');
  });

  it('keeps at most 80 characters, without a hyphen at the end', () => {
    expect(slug(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });

  it('separates words at punctuation, as public.slugify does', () => {
    expect(slug('Café Crème')).toBe('caf-cr-me');
  });
});

describe('slugify (the category rule: punctuation dropped)', () => {
  const slug = (text: string) => slugify(text, { maxLength: 100, dropPunctuation: true });

  it("follows the spec's rule", () => {
    expect(slug('  Layer 2 Scaling  ')).toBe('layer-2-scaling');
    expect(slug('AI & ML')).toBe('ai-ml');
    expect(slug('DeFi -- Lending')).toBe('defi-lending');
    expect(slug('--Web3 / NFTs!--')).toBe('web3-nfts');
    expect(slug('Zero\tKnowledge\n Proofs')).toBe('zero-knowledge-proofs');
    expect(slug('Café Crème')).toBe('caf-crme');
  });

  it('gives nothing for a name without a-z or 0-9', () => {
    expect(slug('去中心化金融')).toBe('');
    expect(slug('区块链 NFT')).toBe('nft');
  });

  it("cuts to the database's 100 characters without a hyphen at the end", () => {
    const cut = slug(`${'a'.repeat(99)} b`);
    expect(cut).toBe('a'.repeat(99));
    expect(slug('x'.repeat(150))).toHaveLength(100);
  });
});
