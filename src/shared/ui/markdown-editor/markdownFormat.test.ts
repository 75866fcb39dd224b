import { describe, expect, it } from 'vitest';
import { applyFormat, insertBlock, type EditState } from './markdownFormat';

/** The state of `text` with the part between the two '|' selected (one '|' for a caret). */
function at(marked: string): EditState {
  const start = marked.indexOf('|');
  const end = marked.lastIndexOf('|');
  const text = marked.replaceAll('|', '');
  return { text, start, end: start === end ? start : end - 1 };
}

/** The state written back with '|' around the selection. */
function show({ text, start, end }: EditState): string {
  return start === end
    ? `${text.slice(0, start)}|${text.slice(start)}`
    : `${text.slice(0, start)}|${text.slice(start, end)}|${text.slice(end)}`;
}

describe('applyFormat', () => {
  it('wraps the selection in bold, italic or code markers and keeps it selected', () => {
    expect(show(applyFormat(at('a |word| b'), 'bold', 'text'))).toBe('a **|word|** b');
    expect(show(applyFormat(at('a |word| b'), 'italic', 'text'))).toBe('a _|word|_ b');
    expect(show(applyFormat(at('a |word| b'), 'code', 'text'))).toBe('a `|word|` b');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(show(applyFormat(at('Hello |'), 'bold', 'text'))).toBe('Hello **|text|**');
  });

  it('turns a multi-line selection into a fenced code block', () => {
    expect(show(applyFormat(at('|a\nb|'), 'code', 'text'))).toBe('```\n|a\nb|\n```');
  });

  it('makes a link of the selection with the address selected', () => {
    expect(show(applyFormat(at('see |the docs| now'), 'link', 'text'))).toBe('see [the docs](|https://|) now');
    expect(show(applyFormat(at('|'), 'link', 'link text'))).toBe('[link text](|https://|)');
  });

  it('prefixes every line the selection touches with a list marker', () => {
    expect(show(applyFormat(at('intro\nfi|rst\nsec|ond\nend'), 'bullet-list', 'text'))).toBe('intro\n- first\n- second|\nend');
    expect(show(applyFormat(at('a\n|b\nc|'), 'numbered-list', 'text'))).toBe('a\n1. b\n2. c|');
    expect(show(applyFormat(at('|'), 'bullet-list', 'text'))).toBe('- |');
  });
});

describe('insertBlock', () => {
  it('puts the block on a line of its own, the caret after it', () => {
    expect(show(insertBlock(at('before|after'), '![Image](/a.png)'))).toBe('before\n![Image](/a.png)\n|after');
    expect(show(insertBlock(at('line\n|'), '![Image](/a.png)'))).toBe('line\n![Image](/a.png)\n|');
    expect(show(insertBlock(at('|\nnext'), '![Image](/a.png)'))).toBe('![Image](/a.png)|\nnext');
  });

  it('replaces a selection', () => {
    expect(show(insertBlock(at('a\n|old|\nb'), '![x](/x.png)'))).toBe('a\n![x](/x.png)|\nb');
  });
});
