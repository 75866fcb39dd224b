import { describe, expect, it } from 'vitest';
import { trimmedLength } from './trimmedLength';

describe('trimmedLength', () => {
  it('counts code points after trimming, as the database does (an emoji is one)', () => {
    expect(trimmedLength(' 区块链🚀 ')).toBe(4);
    expect(trimmedLength('\u3000 abc \n')).toBe(3);
    expect(trimmedLength('   ')).toBe(0);
  });
});
