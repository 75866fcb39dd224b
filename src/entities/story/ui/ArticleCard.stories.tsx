import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fragmentData, placeholderImage, withRouter } from '@/shared/lib/storybook';
import { ArticleCard, type ArticleCardProps } from './ArticleCard';
import { ArticleCardSkeleton } from './ArticleCardSkeleton';

const article = fragmentData<ArticleCardProps['article']>;

const english = {
  id: '51000000-0000-4000-8000-000000000001',
  slug: 'layer-2-rollups-ethereum-fees',
  title: 'How Layer 2 Rollups Are Reshaping Ethereum Fees',
  excerpt: 'Rollups moved most activity off the main chain. Here is where the fees went, and what blobs changed.',
  image_url: placeholderImage('#0e7490'),
  read_time: 6,
  language: 'en',
  published_at: '2025-01-05T09:30:00Z',
  created_at: '2025-01-04T18:00:00Z',
  author_id: '61000000-0000-4000-8000-000000000001',
  author: { name: 'Ada Lovelace', slug: 'ada-lovelace' },
};

const chinese = {
  ...english,
  id: '51000000-0000-4000-8000-000000000002',
  slug: 'layer-2-rollup-yi-tai-fang-shou-xu-fei',
  title: 'Layer 2 Rollup 如何重塑以太坊手续费',
  excerpt: 'Rollup 把大部分交易移出了主链。手续费去了哪里，Blob 又改变了什么？',
  language: 'zh',
  author_id: '61000000-0000-4000-8000-000000000002',
  author: { name: '林晓', slug: 'lin-xiao' },
};

const meta = {
  title: 'entities/ArticleCard',
  component: ArticleCard,
  decorators: [withRouter, (Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
  args: {
    article: article(english),
    category: <span>Layer 2</span>,
    size: 'row',
  },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list item: cover, category, title, excerpt and the meta line. */
export const Row: Story = {};

/** The lead of the featured block, its cover fetched first. */
export const Large: Story = { args: { size: 'large', priority: true } };

/** Beside the lead: no excerpt. */
export const Small: Story = { args: { size: 'small' } };

/** Text only, even with a cover. */
export const Compact: Story = { args: { size: 'compact' } };

export const Light: Story = { globals: { theme: 'light' } };

export const LongTitleNoImageNoAuthor: Story = {
  args: {
    article: article({
      ...english,
      title:
        'Why the Next Generation of Zero-Knowledge Proof Systems Could Finally Make Private, Verifiable Computation Cheap Enough for Everyday Decentralized Applications',
      image_url: null,
      author_id: null,
      author: null,
      published_at: null,
      read_time: 0,
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('Unknown Author')).toBeVisible();
    await expect(canvas.getByText('5 min read')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { article: article(chinese), category: <span>以太坊</span> },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('link', { name: 'Layer 2 Rollup 如何重塑以太坊手续费' });
    await expect(title).toHaveAttribute('href', '/article/layer-2-rollup-yi-tai-fang-shou-xu-fei');
    await expect(canvas.getByText('6 分钟阅读')).toBeVisible();
  },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };

/** An English article on the Chinese site: the title and excerpt keep lang="en". */
export const EnglishOnChineseSite: Story = { globals: { locale: 'zh' } };

export const Loading: Story = { render: () => <ArticleCardSkeleton /> };
