import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matchesSearch';

describe('matchesSearch', () => {
  it('matches everything for an empty search', () => {
    expect(matchesSearch(['DeFi'], '  ')).toBe(true);
  });

  it('finds the text in any field, case-insensitively and trimmed', () => {
    expect(matchesSearch(['DeFi', 'defi', null], ' LEND ')).toBe(false);
    expect(matchesSearch(['DeFi', 'defi', 'Lending and exchanges'], ' LEND ')).toBe(true);
    expect(matchesSearch([null, '区块链基础设施工程师'], '基础设施')).toBe(true);
  });
});
