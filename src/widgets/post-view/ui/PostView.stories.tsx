import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryBadge } from '@/entities/category';
import { withRouter } from '@/shared/lib/storybook';
import { Alert } from '@/shared/ui/alert';
import { PostView } from './PostView';
import { PostViewProblem } from './PostViewProblem';
import { PostViewSkeleton } from './PostViewSkeleton';

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#0e7490"/></svg>',
  );

const meta = {
  title: 'widgets/PostView',
  component: PostView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    post: {
      title: 'How Layer 2 Rollups Are Reshaping Ethereum Fees',
      language: 'en',
      content:
        '## Where the money goes\n\nA rollup transaction pays for **execution** and *data availability*.\n\n- Blob space\n- Shared sequencing',
      excerpt: 'Rollups moved most activity off the main chain. Here is where the fees went.',
      imageUrl: cover,
      author: 'Ada Lovelace',
      date: '2025-01-05T09:30:00Z',
      readTime: 6,
    },
    category: <CategoryBadge category={null} />,
    summaryTitle: 'Article Summary',
    meta: <span>1,204 views</span>,
    back: { to: '/', label: 'Back to Home' },
  },
} satisfies Meta<typeof PostView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The article page: header, then cover, summary and body; the back link last. */
export const Article: Story = {};

/** The blog post page: back link and cover first, tags under the meta line. */
export const BlogPostLight: Story = {
  args: {
    coverFirst: true,
    summaryTitle: 'Summary',
    meta: undefined,
    // Each tag reads by its display name and links to its key's page.
    tags: {
      label: 'Tags',
      values: [
        { key: 'layer-2', name: 'Layer 2' },
        { key: 'defi', name: 'DeFi' },
      ],
    },
    shareUrl: 'https://chainpulse.example/blog/rollups-reshape-fees',
    back: { to: '/blog', label: 'Back to Blog' },
  },
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '#DeFi' })).toHaveAttribute('href', '/tag/defi');
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    post: {
      title: 'Layer 2 Rollup 如何重塑以太坊手续费',
      language: 'zh',
      content: '## 手续费去了哪里\n\nRollup 交易为**执行**和*数据可用性*付费。',
      excerpt: 'Rollup 把大部分交易移出了主链。',
      imageUrl: null,
      author: null,
      date: '2025-01-05T09:30:00Z',
      readTime: null,
    },
    summaryTitle: '文章摘要',
    meta: undefined,
    back: { to: '/', label: '返回首页' },
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };

export const Loading: Story = {
  render: () => <PostViewSkeleton label="Loading article..." />,
};

export const LoadFailed: Story = {
  render: () => (
    <PostViewProblem
      title="Error Loading Article"
      message="Failed to fetch article"
      onRetry={() => {}}
      back={{ to: '/', label: 'Back to Home' }}
    />
  ),
};

export const NotFoundChineseLight: Story = {
  render: () => <PostViewProblem title="未找到文章" message="该文章不存在或尚未发布。" back={{ to: '/', label: '返回首页' }} />,
  globals: { locale: 'zh', theme: 'light' },
};

/** A draft its author opened: the banner says only they can see it; a long tag wraps on a phone. */
export const DraftOnPhone: Story = {
  args: {
    coverFirst: true,
    summaryTitle: 'Summary',
    notice: <Alert tone="warning">Draft: only you can see this. Publish it from the editor to show it on the blog.</Alert>,
    tags: {
      label: 'Tags',
      values: [
        { key: 'layer2', name: 'layer2' },
        { key: 'a-very-long-tag-of-thirty-chars', name: 'a-very-long-tag-of-thirty-chars' },
      ],
    },
    back: { to: '/blog', label: 'Back to Blog' },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
