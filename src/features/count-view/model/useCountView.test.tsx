import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { useCountView, useCountViewOnOpen } from './useCountView';

interface SentRequest {
  query: string;
  variables: Record<string, unknown>;
}

/** A wrapper whose client records the HTTP calls and answers them with `answer`. */
function recording(sent: SentRequest[], answer: () => Response = () => Response.json({ data: null })) {
  const client = new Client({
    url: 'http://127.0.0.1/v1/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)) as SentRequest);
      return answer();
    },
  });
  return ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
}

const ARTICLE = '50000000-0000-4000-8000-000000000001';
const STORY = '61000000-0000-4000-8000-000000000001';

describe('useCountView', () => {
  it('counts the article shown once per id, and nothing while the id is unknown', async () => {
    const sent: SentRequest[] = [];
    const { rerender } = renderHook((id: string | undefined) => useCountView({ kind: 'article', id }), {
      wrapper: recording(sent),
      initialProps: undefined,
    });
    rerender(ARTICLE);
    rerender(ARTICLE);
    await act(() => waitFor(() => expect(sent).toHaveLength(1)));
    expect(sent[0]?.query).toContain('incrementArticleViews');
    expect(sent[0]?.variables).toEqual({ id: ARTICLE });
  });
});

describe('useCountViewOnOpen', () => {
  it('counts a news story each time it is opened', async () => {
    const sent: SentRequest[] = [];
    const { result } = renderHook(() => useCountViewOnOpen({ kind: 'news' }), { wrapper: recording(sent) });
    await act(async () => {
      result.current(STORY);
      await waitFor(() => expect(sent).toHaveLength(1));
    });
    expect(sent[0]?.query).toContain('incrementNewsViews');
    expect(sent[0]?.variables).toEqual({ id: STORY });
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = () =>
      Response.json({ errors: [{ message: 'No published news story has the id.', extensions: { code: 'not-found' } }] });
    const { result } = renderHook(() => useCountViewOnOpen({ kind: 'news' }), { wrapper: recording([], failing) });
    await act(async () => {
      result.current(STORY);
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('Could not count the news view', expect.stringContaining('No published news story')),
      );
    });
    warn.mockRestore();
  });
});
