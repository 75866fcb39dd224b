import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fragmentData, placeholderImage, withRouter } from '@/shared/lib/storybook';
import { Button } from '@/shared/ui/button';
import type { AuthorMetaProps } from './AuthorMeta';
import { DiscussionCard, type DiscussionCardProps } from './DiscussionCard';
import { DiscussionCardSkeleton } from './DiscussionCardSkeleton';

const discussion = fragmentData<DiscussionCardProps['discussion']>;
const author = fragmentData<NonNullable<AuthorMetaProps['author']>>;

const english = {
  id: '71000000-0000-4000-8000-000000000001',
  title: 'Blob fees since the upgrade?',
  topic: 'blockchain',
  content:
    'Has anyone compared blob fees across the big rollups since the last upgrade? Mine dropped by half, but the sequencer fee did not move at all.',
  language: 'en',
  hidden: false,
  created_at: '2025-03-10T10:45:00Z',
  author: author({
    id: '61000000-0000-4000-8000-000000000021',
    username: 'satoshi_fan',
    display_name: 'Mei Chen',
    avatar_url: placeholderImage('#be185d'),
  }),
};

const meta = {
  title: 'entities/DiscussionCard',
  component: DiscussionCard,
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>, withRouter],
  args: {
    discussion: discussion(english),
    now: new Date('2025-03-10T12:00:00Z'),
    actions: (
      <>
        <Button variant="ghost">♥ 12</Button>
        <Button variant="ghost">Comments (3)</Button>
      </>
    ),
  },
} satisfies Meta<typeof DiscussionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a list: the title is an h3 linking to the thread, the topic a link to the forum filtered by it. */
export const WithActions: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Blob fees since the upgrade?' });
    await expect(canvas.getByRole('link', { name: 'Blob fees since the upgrade?' })).toHaveAttribute(
      'href',
      '/discussion/71000000-0000-4000-8000-000000000001',
    );
    await expect(title).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Blockchain & Web3' })).toHaveAttribute('href', '/discussion?topic=blockchain');
    await expect(canvas.queryByRole('link', { name: /Read more/ })).toBeNull();
  },
};

/** On the thread's page the title is the page's h1, not a link. */
export const ThreadPage: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blob fees since the upgrade?' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Blob fees since the upgrade?' })).toBeNull();
  },
};

/** A 5,000-character text in a list: a few lines, then "Read more" to the thread. */
export const ClampedLongText: Story = {
  args: {
    clamp: true,
    discussion: discussion({ ...english, content: 'Rollups post their data to Ethereum as blobs. '.repeat(108).trim() }),
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^Rollups post their data/);
    await expect(text.getBoundingClientRect().height).toBeLessThan(200);
    await expect(canvas.getByRole('link', { name: 'Read more of “Blob fees since the upgrade?”' })).toHaveAttribute(
      'href',
      '/discussion/71000000-0000-4000-8000-000000000001',
    );
  },
};

export const Light: Story = { globals: { theme: 'light' } };

/** A deleted author, no controls, and one long unbroken word (an address) that must wrap. */
export const AnonymousLongText: Story = {
  args: {
    actions: undefined,
    discussion: discussion({
      ...english,
      author: null,
      content: `Send test tokens to 0x${'9f3c'.repeat(30)} and tell me if they arrive.`,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anonymous User')).toBeVisible();
    const text = canvas.getByText(/Send test tokens/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

/** An author with no display name, username or avatar: the fallbacks. */
export const UnknownAuthor: Story = {
  args: {
    discussion: discussion({
      ...english,
      author: author({ id: '61000000-0000-4000-8000-000000000022', username: '', display_name: '', avatar_url: null }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown User')).toBeVisible();
    await expect(canvas.getByText('@unknown')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    discussion: discussion({
      ...english,
      language: 'zh',
      title: '升级后的 Blob 费用？',
      topic: 'dev_tools',
      content: '升级之后有人比较过各大 Rollup 的 Blob 费用吗？我的降了一半，但排序器费用一点没变。',
      author: author({ id: '61000000-0000-4000-8000-000000000023', username: 'lin', display_name: '林晓', avatar_url: null }),
    }),
    actions: (
      <>
        <Button variant="ghost">♥ 12</Button>
        <Button variant="ghost">评论 (3)</Button>
      </>
    ),
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };

export const Loading: Story = { render: () => <DiscussionCardSkeleton /> };
