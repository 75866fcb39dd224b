import { describe, expect, it } from 'vitest';
import { splitMentions } from './mentions';

describe('splitMentions', () => {
  it('finds mentions at the start, mid-text and at the end', () => {
    expect(splitMentions('@ada thanks, cc @bob_2.')).toEqual([
      { username: 'ada' },
      { text: ' thanks, cc ' },
      { username: 'bob_2' },
      { text: '.' },
    ]);
  });

  it('leaves emails, short names and too long names as text', () => {
    const text = `mail me@ada_dev or @ab or @${'x'.repeat(31)}`;
    expect(splitMentions(text)).toEqual([{ text }]);
  });

  it('keeps a text without mentions whole', () => {
    expect(splitMentions('你好，世界')).toEqual([{ text: '你好，世界' }]);
    expect(splitMentions('')).toEqual([]);
  });
});
