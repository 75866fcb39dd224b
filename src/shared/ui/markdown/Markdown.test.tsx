import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { loadSafeHtml } from './loadSafeHtml';
import Markdown from './Markdown';

describe('Markdown', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    // The raw-HTML sanitiser is in before rendering (else a body with raw HTML suspends while it loads).
    await loadSafeHtml();
  });

  it('marks a body with raw HTML for the browser to load the sanitiser before hydrating; others need none', () => {
    const { container } = render(
      <>
        <Markdown>{'Plain **markdown** and 1 < 2'}</Markdown>
        <Markdown>{'With <b>HTML</b>'}</Markdown>
      </>,
    );
    expect([...container.querySelectorAll('[data-markdown]')].map((body) => body.getAttribute('data-markdown'))).toEqual(['', 'html']);
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

  it('renders safe raw HTML: inline markup, details, abbreviations, keys, marks, line breaks', () => {
    const source = [
      'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>: <b>bold</b>, <i>it</i>, <em>em</em>, <strong>strong</strong>, H<sub>2</sub>O, x<sup>2</sup>,',
      '<mark>marked</mark>, <abbr title="Ethereum Improvement Proposal">EIP</abbr>, <u>under</u><br>next line',
      '',
      '<details><summary>More</summary>',
      '',
      'Hidden **markdown** body',
      '',
      '</details>',
    ].join('\n');
    const { container } = render(<Markdown>{source}</Markdown>);
    const text = (selector: string) => [...container.querySelectorAll(selector)].map((element) => element.textContent);
    expect(text('kbd')).toEqual(['Ctrl', 'C']);
    expect(text('b')).toEqual(['bold']);
    expect(text('i')).toEqual(['it']);
    expect(text('sub')).toEqual(['2']);
    expect(text('sup')).toEqual(['2']);
    expect(text('mark')).toEqual(['marked']);
    expect(text('u')).toEqual(['under']);
    expect(container.querySelector('abbr')?.getAttribute('title')).toBe('Ethereum Improvement Proposal');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('details > summary')?.textContent).toBe('More');
    expect(container.querySelector('details strong')?.textContent).toBe('markdown');
  });

  it('never renders script, style, event handlers, inline styles, frames or javascript: addresses', () => {
    const source = [
      'Hi <img src="javascript:alert(1)" onerror="alert(1)"> <b onclick="alert(2)" style="color:red">bold</b>',
      '<a href="javascript:alert(3)">js</a> <a href="JaVaScRiPt:alert(4)">js2</a> <a href="https://example.com" onmouseover="alert(5)">ok</a>',
      '',
      '<script>alert(6)</script>',
      '',
      '<style>body{display:none}</style>',
      '',
      '<iframe src="https://evil.example"></iframe><object data="x"></object><form action="/x"><input name="q"></form>',
      '',
      '<div id="root" class="evil">block</div>',
    ].join('\n');
    const { container } = render(<Markdown>{source}</Markdown>);
    const body = container.querySelector('[data-markdown]')!;
    expect(body.querySelector('script, style, iframe, object, form')).toBeNull();
    // The one input markdown makes (a task's checkbox) is all an input can be: disabled, never a text field.
    expect(body.querySelector('input:not([type="checkbox"][disabled])')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|onclick|onmouseover|style=|javascript:/i);
    expect(body.textContent).not.toContain('alert(6)');
    expect(body.textContent).not.toContain('display:none');
    expect(body.querySelector('b')?.textContent).toBe('bold');
    // An image with an unsafe source loses the source; links keep only safe addresses.
    expect(body.querySelector('img')?.getAttribute('src')).toBeNull();
    const links = [...body.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['js', null],
      ['js2', null],
      ['ok', 'https://example.com'],
    ]);
    // An id cannot take the page's own (it is prefixed), and classes go.
    const div = body.querySelector('div');
    expect(div?.id).toBe('user-content-root');
    expect(div?.className).toBe('');
    expect(div?.textContent).toBe('block');
  });

  it('renders the same HTML on the server as in the browser, footnote links reaching their notes', () => {
    const source = 'A <b>note</b>[^1] and <details><summary>s</summary>d</details>\n\n[^1]: The <i>footnote</i>.';
    const server = renderToString(<Markdown>{source}</Markdown>);
    const { container } = render(<Markdown>{source}</Markdown>);
    expect(container.innerHTML).toBe(server);
    const reference = container.querySelector<HTMLAnchorElement>('a[data-footnote-ref]')!;
    const target = reference.getAttribute('href')!.slice(1);
    expect(container.querySelector(`[id="${target}"]`)?.textContent).toContain('The footnote.');
    const back = container.querySelector<HTMLAnchorElement>('a[data-footnote-backref]')!;
    expect(container.querySelector(`[id="${back.getAttribute('href')!.slice(1)}"]`)).toBe(reference);
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
