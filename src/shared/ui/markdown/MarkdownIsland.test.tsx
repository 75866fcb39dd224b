import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { LazyMarkdown } from './LazyMarkdown';
import Markdown from './Markdown';
import { MarkdownPlaceholder } from './Markdown.styles';
import { loadedMarkdown } from './loadMarkdown';
import { loadSafeHtml } from './loadSafeHtml';

const SOURCE = [
  'An <b>intro</b> with a [link](https://example.com).',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '```ts',
  'const fee: number = 1; // cheap',
  '```',
].join('\n');

describe('MarkdownIsland', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadSafeHtml();
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates a server-rendered body as it is, without the markdown code, and adds highlighting and copying to it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // As the server renders LazyMarkdown: the body inside its Suspense boundary.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={<MarkdownPlaceholder aria-busy="true" />}>
        <Markdown>{SOURCE}</Markdown>
      </Suspense>,
    );
    document.body.append(container);
    const body = container.querySelector('[data-markdown]')!;
    const served = body.innerHTML;
    expect(served).toContain('<b>intro</b>');

    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    await act(async () => {
      hydrateRoot(container, <LazyMarkdown>{SOURCE}</LazyMarkdown>, { onRecoverableError: (error) => problems.push(error) });
    });
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    // The same element, the same markup; the markdown renderer was never loaded.
    expect(container.querySelector('[data-markdown]')).toBe(body);
    expect(loadedMarkdown()).toBeUndefined();

    const code = body.querySelector('pre code')!;
    await waitFor(() => expect(code.querySelector('.hljs-keyword')?.textContent).toBe('const'), { timeout: 10_000 });
    expect(code.textContent).toBe('const fee: number = 1; // cheap');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('const fee: number = 1; // cheap'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(body.querySelector('table')).not.toBeNull();
  });

  it('renders a body the page does not have with the markdown code', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<LazyMarkdown>{'Only **in the browser**'}</LazyMarkdown>);
    });
    await waitFor(() => expect(container.querySelector('[data-markdown] strong')?.textContent).toBe('in the browser'));
    expect(loadedMarkdown()).toBeDefined();
  });
});
