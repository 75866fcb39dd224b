import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Provider } from 'urql';
import { createTestClient } from '@/shared/api';
import { withRouter } from '@/shared/lib/storybook';
import { MyPostsList } from './MyPosts';

const category = { id: 'c1', name: 'Tech Blog', name_zh: '技术博客', slug: 'tech-blog' };

const posts = [
  {
    id: 'p1',
    slug: 'rollups-explained',
    title: 'Rollups explained',
    published: true,
    hidden: false,
    language: 'en',
    updated_at: '2026-11-20T09:00:00Z',
    category,
  },
  {
    id: 'p2',
    slug: 'zk-intro',
    title: '零知识证明入门',
    published: false,
    hidden: false,
    language: 'zh',
    updated_at: '2026-11-18T09:00:00Z',
    category: null,
  },
  // Taken off the blog by moderators: marked so, never as a plain draft.
  {
    id: 'p3',
    slug: 'get-rich-quick',
    title: 'Get rich quick',
    published: false,
    hidden: true,
    language: 'en',
    updated_at: '2026-11-17T09:00:00Z',
    category,
  },
];

/** The site's client over the normalised cache, its API answering the list with `posts` (no network; every selected
 * column is given, as the cache reads a row without one as not yet loaded). */
const clientAnswering = (data: { blog_posts: typeof posts }) => createTestClient({ MyPostsQuery: data }).client;

const meta = {
  title: 'widgets/MyPosts',
  component: MyPostsList,
  args: { authorId: 'u1' },
  decorators: [withRouter],
} satisfies Meta<typeof MyPostsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPosts: Story = {
  decorators: [(Story) => <Provider value={clientAnswering({ blog_posts: posts })}>{Story()}</Provider>],
  play: async ({ canvas }) => {
    const hidden = (await canvas.findByText('Get rich quick')).closest('li');
    await expect(hidden).toHaveTextContent('Hidden by moderators');
    await expect(hidden).not.toHaveTextContent('Draft');
  },
};

export const Empty: Story = {
  decorators: [(Story) => <Provider value={clientAnswering({ blog_posts: [] })}>{Story()}</Provider>],
};

export const Light: Story = { decorators: WithPosts.decorators, globals: { theme: 'light' } };

export const Chinese: Story = { decorators: WithPosts.decorators, globals: { locale: 'zh' } };
