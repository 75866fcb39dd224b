import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange, Provider } from 'urql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { NewsItem, type NewsItemProps } from './NewsItem';

const now = new Date('2025-03-10T12:00:00Z');
// The fragment's data as the parent query would pass it (what makeFragmentData does, typed by the props).
const story = {
  id: '61000000-0000-4000-8000-000000000001',
  title: 'Bitcoin spot ETFs log fifth straight week of net inflows',
  excerpt: 'Combined inflows topped expectations.',
  source_url: 'https://blockledger.example.com/news/etf',
  published_at: '2025-03-10T09:30:00Z',
  created_at: '2025-03-10T09:30:00Z',
  news_category: { slug: 'crypto', name: 'Crypto', name_zh: '加密货币', color: '#f59e0b' },
  source: { name: 'Block Ledger Daily' },
} as unknown as NewsItemProps['item'];

interface SentRequest {
  query: string;
  variables: Record<string, unknown>;
}

/** A client whose HTTP calls are recorded and answered with an empty result. */
function recordingClient(sent: SentRequest[]) {
  return new Client({
    url: 'http://127.0.0.1/v1/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)) as SentRequest);
      return Response.json({ data: null });
    },
  });
}

describe('NewsItem', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await loadNamespaces('content');
  });

  afterAll(async () => {
    await changeLanguage('en');
  });

  it('opens the source in a new tab without opener and counts the view', async () => {
    const sent: SentRequest[] = [];
    render(
      <Provider value={recordingClient(sent)}>
        <ul>
          <NewsItem item={story} now={now} detailed />
        </ul>
      </Provider>,
    );
    const link = screen.getByRole('link', { name: /Bitcoin spot ETFs/ });
    expect(link.getAttribute('href')).toBe('https://blockledger.example.com/news/etf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('2h ago')).toBeTruthy();
    expect(screen.getByText('Block Ledger Daily')).toBeTruthy();

    fireEvent.click(link);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.query).toContain('incrementNewsViews');
    expect(sent[0]?.variables).toEqual({ id: '61000000-0000-4000-8000-000000000001' });
  });

  it('shows the category and relative time in Chinese', async () => {
    await changeLanguage('zh');
    await loadNamespaces('content');
    render(
      <Provider value={recordingClient([])}>
        <ul>
          <NewsItem item={story} now={now} />
        </ul>
      </Provider>,
    );
    expect(screen.getByText('加密货币')).toBeTruthy();
    expect(screen.getByText('2小时前')).toBeTruthy();
    expect(screen.getByText('（在新标签页打开）', { exact: false })).toBeTruthy();
  });
});
