import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { NewsItem, type NewsItemProps } from './NewsItem';

const now = new Date('2025-03-10T12:00:00Z');
// The fragment's data as the parent query would pass it (what makeFragmentData does, typed by the props).
const fields = {
  id: '61000000-0000-4000-8000-000000000001',
  title: 'Bitcoin spot ETFs log fifth straight week of net inflows',
  excerpt: 'Combined inflows topped expectations.',
  source_url: 'https://blockledger.example.com/news/etf',
  language: 'en',
  published_at: '2025-03-10T09:30:00Z',
  created_at: '2025-03-10T09:30:00Z',
  is_important: false,
  pinned_at: null as string | null,
  tickers: ['BTC'],
  news_category: { slug: 'crypto', name: 'Crypto', name_zh: '加密货币', color: '#f59e0b' },
  source: { name: 'Block Ledger Daily' },
};
const story = (extra: Partial<typeof fields> = {}) => ({ ...fields, ...extra }) as unknown as NewsItemProps['item'];

const renderInList = (element: ReactElement) =>
  render(
    <MemoryRouter>
      <ul>{element}</ul>
    </MemoryRouter>,
  );

describe('NewsItem', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await loadNamespaces(['content', 'news', 'common']);
  });

  afterAll(async () => {
    await changeLanguage('en');
  });

  it('links the title to the story page and the source to a new tab without opener, telling onOpen', () => {
    const onOpen = vi.fn();
    renderInList(<NewsItem item={story()} now={now} detailed onOpen={onOpen} />);
    expect(screen.getByRole('link', { name: /Bitcoin spot ETFs/ }).getAttribute('href')).toBe('/news/61000000-0000-4000-8000-000000000001');
    const source = screen.getByRole('link', { name: /Block Ledger Daily/ });
    expect(source.getAttribute('href')).toBe('https://blockledger.example.com/news/etf');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(source);
    fireEvent(source, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    fireEvent(source, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(onOpen.mock.calls).toEqual([['61000000-0000-4000-8000-000000000001'], ['61000000-0000-4000-8000-000000000001']]);
  });

  it('shows the clock time, the tickers as filter links and the flags of an important pinned story', () => {
    renderInList(<NewsItem item={story({ is_important: true, pinned_at: '2025-03-10T10:00:00Z' })} now={now} detailed />);
    const item = screen.getAllByRole('listitem')[0]!;
    expect(item.getAttribute('data-important')).toBe('true');
    expect(
      within(item)
        .getByText(/^\d\d:\d\d$/)
        .getAttribute('datetime'),
    ).toBe('2025-03-10T09:30:00Z');
    expect(within(item).getByText('Important')).toBeTruthy();
    expect(within(item).getByText('Pinned')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'News about $BTC' }).getAttribute('href')).toBe('/news?ticker=BTC');
  });

  it('shows the category and relative time in Chinese in the sidebar, without the stream’s flags', async () => {
    await changeLanguage('zh');
    await loadNamespaces(['content', 'news']);
    renderInList(<NewsItem item={story({ is_important: true })} now={now} />);
    expect(screen.getByText('加密货币')).toBeTruthy();
    expect(screen.getByText('2小时前')).toBeTruthy();
    expect(screen.queryByText('重要')).toBeNull();
  });
});
