import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { Client, fetchExchange, Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountPageViews } from './useCountPageViews';

interface SentRequest {
  query: string;
  variables: Record<string, unknown>;
}

/** Renders a page that counts its views, starting at `path`; the requests it sends and a way to move on. */
function renderCountedPage(path: string) {
  const sent: SentRequest[] = [];
  const client = new Client({
    url: 'http://127.0.0.1/v1/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)) as SentRequest);
      return Response.json({ data: { recordPageView: { ok: true } } });
    },
  });
  let navigate: ReturnType<typeof useNavigate> | undefined;
  function Page() {
    useCountPageViews();
    navigate = useNavigate();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { sent, navigate: (to: string) => act(() => navigate?.(to)) };
}

describe('useCountPageViews', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('records each page one second after it shows, with the page title and the previous page as referrer', async () => {
    const { sent, navigate } = renderCountedPage('/about');

    document.title = 'About Us | ChainPulse';
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(sent).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sent).toHaveLength(1);

    await navigate('/contact?from=footer');
    document.title = 'Contact | ChainPulse';
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((request) => request.variables);
    expect(sent[0]?.query).toContain('recordPageView');
    expect(first).toMatchObject({ path: '/about', title: 'About Us | ChainPulse' });
    expect(second).toMatchObject({
      path: '/contact?from=footer',
      title: 'Contact | ChainPulse',
      referrer: `${window.location.origin}/about`,
    });
    expect(second?.visitorId).toBe(first?.visitorId);
    expect(second?.sessionId).toBe(first?.sessionId);
    expect(localStorage.getItem('visitorId')).toBe(first?.visitorId);
  });

  it('counts a page once whatever its language, and never the administrators’ screens', async () => {
    const { sent, navigate } = renderCountedPage('/news');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await navigate('/news?lang=zh');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await navigate('/admin/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await navigate('/console');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sent.map((request) => request.variables.path)).toEqual(['/news']);
  });
});
