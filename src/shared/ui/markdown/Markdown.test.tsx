import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import Markdown from './Markdown';

describe('Markdown', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });

  it('renders GFM tables, strikethrough, task lists, autolinks and footnotes', () => {
    const source = [
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '~~gone~~ and https://example.com',
      '',
      '- [x] done',
      '- [ ] todo',
      '',
      'A note[^1].',
      '',
      '[^1]: The footnote.',
    ].join('\n');
    const { container } = render(<Markdown>{source}</Markdown>);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('gone');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'https://example.com' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(container.textContent).toContain('The footnote.');
  });

  it('labels task list checkboxes with their text and makes an empty header cell a plain cell', () => {
    const source = ['| | Optimistic |', '|---|---|', '| Finality | 7 days |', '', '- [x] Blob space', '  - [ ] nested'].join('\n');
    const { container } = render(<Markdown>{source}</Markdown>);
    expect(screen.getByRole('checkbox', { name: 'Blob space' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'nested' })).toBeTruthy();
    expect(container.querySelectorAll('th')).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Optimistic' })).toBeTruthy();
  });

  it('shows raw HTML as the text it is, never rendering it', () => {
    const { container } = render(<Markdown>{'Hi <img src=x onerror="alert(1)"> <b>bold</b>\n\n<div>block</div>'}</Markdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('div[data-markdown] > div')).toBeNull();
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Hi <img src=x onerror="alert(1)"> <b>bold</b>', '<div>block</div>']);
  });

  it('highlights a fenced block of a known language and offers to copy its code', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<Markdown>{'```ts\nconst fee: number = 1; // cheap\n```\n\n```\n<b>plain</b>\n```'}</Markdown>);
    const [typed, plain] = [...container.querySelectorAll('pre code')];
    // highlight.js comes in after the first render.
    await waitFor(() => expect(typed?.querySelector('.hljs-keyword')?.textContent).toBe('const'), { timeout: 10_000 });
    expect(typed?.querySelector('.hljs-comment')?.textContent).toBe('// cheap');
    expect(typed?.textContent).toBe('const fee: number = 1; // cheap');
    expect(plain?.innerHTML).toBe('&lt;b&gt;plain&lt;/b&gt;');
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy code' })[0]!);
    expect(writeText).toHaveBeenCalledWith('const fee: number = 1; // cheap');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('keeps site links in the same tab', () => {
    render(<Markdown>{'[Blog](/blog)'}</Markdown>);
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('target')).toBeNull();
  });
});
