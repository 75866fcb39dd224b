import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DELETED_MEMBER_ID } from '@/shared/config';
import { withRouter } from '@/shared/lib/storybook';
import { TextButton } from '@/shared/ui/text-button';
import { NotificationItem, type NotificationItemProps } from './NotificationItem';

const now = new Date('2026-05-01T12:00:00Z');

// Fragment data is a plain object at run time (masking is a type-level view).
const notification = (fields: Record<string, unknown>) =>
  ({
    id: 'n1',
    kind: 'reply',
    note: null,
    read_at: null,
    created_at: new Date(now.getTime() - 5 * 60_000).toISOString(),
    discussion_id: 'd1',
    comment_id: 'c1',
    actor: { display_name: 'Marcus Okafor', avatar_url: null },
    discussion: { content: 'Which rollups share a sequencer today?' },
    article: null,
    blog_post: null,
    comment: { content: 'Two of them already do, and a third is testing it. @ada have a look at the docs.' },
    event: null,
    ...fields,
  }) as unknown as NotificationItemProps['notification'];

const meta = {
  title: 'pages/Notifications/NotificationItem',
  component: NotificationItem,
  args: {
    notification: notification({}),
    now,
    actions: (
      <TextButton type="button" onClick={() => undefined}>
        Mark read
      </TextButton>
    ),
  },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: '40rem', padding: 0 }}>
        <Story />
      </ul>
    ),
    withRouter,
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadReply: Story = {};

export const Mention: Story = { args: { notification: notification({ kind: 'mention' }) } };

export const ReadLike: Story = {
  args: {
    notification: notification({
      kind: 'like',
      read_at: now.toISOString(),
      comment_id: null,
      comment: null,
      discussion_id: null,
      discussion: null,
      blog_post: { slug: 'my-first-mainnet-deploy', title: 'My first mainnet deploy' },
    }),
    actions: undefined,
  },
};

export const ChineseLight: Story = {
  args: { notification: notification({ kind: 'mention', actor: { display_name: '林薇', avatar_url: null } }) },
  globals: { locale: 'zh', theme: 'light' },
};

/** A reply kept under the shared deleted member: named in the reader's language, not by its stored English name. */
export const FromDeletedMemberChinese: Story = {
  args: { notification: notification({ actor: { id: DELETED_MEMBER_ID, display_name: 'Deleted member', avatar_url: null } }) },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/已删除的成员/)).toBeVisible();
    await expect(canvas.queryByText(/Deleted member/)).toBeNull();
  },
};

export const ModeratorHid: Story = {
  args: {
    notification: notification({
      kind: 'hidden',
      note: 'Personal attacks are not allowed; the rest of the thread stays.',
      comment_id: null,
      comment: null,
    }),
  },
};

/** Someone the member follows published a blog post. */
export const Publish: Story = {
  args: {
    notification: notification({
      kind: 'publish',
      discussion_id: null,
      comment_id: null,
      discussion: null,
      comment: null,
      blog_post: { slug: 'rollup-sequencers', title: 'Shared sequencers, one year on' },
    }),
  },
};

export const ModeratorWarning: Story = {
  args: { notification: notification({ kind: 'warning', note: 'Please keep the thread on topic.', comment: null, comment_id: null }) },
};

/** A warning about the member (given from the users page or the member's page): no item, no link. */
export const ModeratorWarningToTheMember: Story = {
  args: {
    notification: notification({
      kind: 'warning',
      note: 'Mind the tone in your messages.',
      discussion_id: null,
      comment_id: null,
      discussion: null,
      comment: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A moderator sent you a warning')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A reminder of an event the member is going to, in Chinese. */
export const ReminderChinese: Story = {
  args: {
    notification: notification({
      kind: 'reminder',
      discussion_id: null,
      comment_id: null,
      discussion: null,
      comment: null,
      actor: { display_name: '林薇', avatar_url: null },
      event: { slug: 'shanghai-meetup', name: '链脉开发者见面会：上海', start_date: '2026-05-02T11:00:00Z' },
    }),
  },
  globals: { locale: 'zh' },
};
