import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown from './Markdown';

describe('Markdown', () => {
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

  it('drops raw HTML instead of rendering it', () => {
    const { container } = render(<Markdown>{'Hi <img src=x onerror="alert(1)"> <b>bold</b>'}</Markdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('keeps site links in the same tab', () => {
    render(<Markdown>{'[Blog](/blog)'}</Markdown>);
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('target')).toBeNull();
  });
});
