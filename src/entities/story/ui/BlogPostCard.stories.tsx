import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fragmentData, placeholderImage, withRouter } from '@/shared/lib/storybook';
import { BlogPostCard, type BlogPostCardProps } from './BlogPostCard';
import { BlogPostCardSkeleton } from './BlogPostCardSkeleton';

const post = fragmentData<BlogPostCardProps['post']>;

const english = {
  id: '52000000-0000-4000-8000-000000000001',
  slug: 'running-a-validator-at-home',
  title: 'What I Learned Running an Ethereum Validator at Home for a Year',
  excerpt: 'Power cuts, client bugs and one missed attestation streak: notes from twelve months of solo staking.',
  image_url: placeholderImage('#7c3aed'),
  read_time: 8,
  language: 'en',
  published: true,
  tags: ['staking', 'ethereum', 'defi'],
  // Display names: the form each tag was first typed in.
  tag_names: ['Staking', 'Ethereum', 'DeFi'],
  published_at: '2025-02-11T07:15:00Z',
  created_at: '2025-02-10T21:40:00Z',
  author_id: '61000000-0000-4000-8000-000000000011',
  author: { id: '61000000-0000-4000-8000-000000000011', display_name: 'Grace Hopper', username: 'ghopper' },
};

const chinese = {
  ...english,
  id: '52000000-0000-4000-8000-000000000002',
  slug: 'zai-jia-yun-xing-yan-zheng-zhe',
  title: '在家运行以太坊验证者一年，我学到了什么',
  excerpt: '停电、客户端漏洞和一次错过的见证：独立质押十二个月的笔记。',
  language: 'zh',
  author_id: '61000000-0000-4000-8000-000000000012',
  author: { id: '61000000-0000-4000-8000-000000000012', display_name: '王小明', username: 'xiaoming' },
};

const meta = {
  title: 'entities/BlogPostCard',
  component: BlogPostCard,
  decorators: [withRouter, (Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { post: post(english), category: <span>Staking</span> },
} satisfies Meta<typeof BlogPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCover: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

/** No cover, a title that wraps several lines, and an author with neither name (shown as the username). */
export const LongTitleNoImage: Story = {
  args: {
    post: post({
      ...english,
      title:
        'A Very Long Member Post Title About Restaking, Shared Security, Slashing Conditions and Everything Else Nobody Told You Before You Deposited',
      image_url: null,
      published_at: null,
      author_id: '61000000-0000-4000-8000-000000000013',
      author: { id: '61000000-0000-4000-8000-000000000013', display_name: '', username: 'anon-staker' },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('anon-staker')).toBeVisible();
  },
};

/** The author's own draft (in their posts list): marked as a draft. */
export const Draft: Story = {
  args: { post: post({ ...english, published: false, published_at: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
  },
};

export const NoAuthor: Story = {
  args: { post: post({ ...english, author: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown Author')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { post: post(chinese), category: <span>质押</span> },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('link', { name: '在家运行以太坊验证者一年，我学到了什么' });
    await expect(title).toHaveAttribute('href', '/blog/zai-jia-yun-xing-yan-zheng-zhe');
    await expect(canvas.getByText('8 分钟阅读')).toBeVisible();
  },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };

export const Loading: Story = { render: () => <BlogPostCardSkeleton /> };
