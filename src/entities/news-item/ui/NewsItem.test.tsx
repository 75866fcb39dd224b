import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('NewsItem', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await loadNamespaces('content');
  });

  afterAll(async () => {
    await changeLanguage('en');
  });

  it('opens the source in a new tab without opener and tells onOpen on a click or a middle click', () => {
    const onOpen = vi.fn();
    render(
      <ul>
        <NewsItem item={story} now={now} detailed onOpen={onOpen} />
      </ul>,
    );
    const link = screen.getByRole('link', { name: /Bitcoin spot ETFs/ });
    expect(link.getAttribute('href')).toBe('https://blockledger.example.com/news/etf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('2h ago')).toBeTruthy();
    expect(screen.getByText('Block Ledger Daily')).toBeTruthy();

    fireEvent.click(link);
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(onOpen.mock.calls).toEqual([['61000000-0000-4000-8000-000000000001'], ['61000000-0000-4000-8000-000000000001']]);
  });

  it('shows the category and relative time in Chinese', async () => {
    await changeLanguage('zh');
    await loadNamespaces('content');
    render(
      <ul>
        <NewsItem item={story} now={now} />
      </ul>,
    );
    expect(screen.getByText('加密货币')).toBeTruthy();
    expect(screen.getByText('2小时前')).toBeTruthy();
    expect(screen.getByText('（在新标签页打开）', { exact: false })).toBeTruthy();
  });
});
