import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fragmentData } from '@/shared/lib/storybook';
import { NewsItem, type NewsItemProps } from './NewsItem';
import { NewsItemSkeleton } from './NewsItemSkeleton';

const item = fragmentData<NewsItemProps['item']>;

const english = {
  id: '61000000-0000-4000-8000-000000000001',
  title: 'Bitcoin spot ETFs log fifth straight week of net inflows',
  excerpt: 'Combined inflows topped $1.2 billion as issuers cut fees again.',
  source_url: 'https://blockledger.example.com/news/etf',
  published_at: '2025-03-10T09:30:00Z',
  created_at: '2025-03-10T09:30:00Z',
  news_category: { slug: 'crypto', name: 'Crypto', name_zh: '加密货币', color: '#f59e0b' },
  source: { name: 'Block Ledger Daily' },
};

const meta = {
  title: 'entities/NewsItem',
  component: NewsItem,
  // A news item is a list item: the timeline and the sidebar render it in a list.
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: '40rem' }}>{Story()}</ul>],
  args: { item: item(english), now: new Date('2025-03-10T12:00:00Z'), onOpen: fn() },
} satisfies Meta<typeof NewsItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar: category, time and title. */
export const Compact: Story = {};

/** The timeline: also the excerpt and the source. */
export const Detailed: Story = {
  args: { detailed: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /Bitcoin spot ETFs/ });
    await expect(link).toHaveAttribute('href', 'https://blockledger.example.com/news/etf');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('2h ago')).toBeVisible();
    await expect(canvas.getByText('Block Ledger Daily')).toBeVisible();
    // Counted without leaving the story: the click is stopped before the browser opens the tab.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith('61000000-0000-4000-8000-000000000001');
  },
};

export const DetailedLight: Story = { args: { detailed: true }, globals: { theme: 'light' } };

/** No category, excerpt or source, and a long title. */
export const Bare: Story = {
  args: {
    detailed: true,
    item: item({
      ...english,
      title:
        'Regulators in three jurisdictions publish a joint consultation on stablecoin reserves, custody rules and cross-border redemption rights',
      excerpt: null,
      news_category: null,
      source: null,
    }),
  },
};

export const Chinese: Story = {
  args: {
    detailed: true,
    item: item({
      ...english,
      title: '比特币现货 ETF 连续第五周录得净流入',
      excerpt: '随着发行方再次下调费率，合计流入超过 12 亿美元。',
      source: { name: '链闻日报' },
    }),
  },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2小时前')).toBeVisible();
    await expect(canvas.getByText('加密货币')).toBeVisible();
  },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };

export const Loading: Story = { render: () => <NewsItemSkeleton /> };
