import type { Meta, StoryObj } from '@storybook/react-vite';
import { Client, Provider } from 'urql';
import { withRouter } from '@/shared/lib/storybook';
import { Section } from './CommentThread.styles';
import { CommentTree, type ThreadComment } from './CommentTree';

// Stories render the thread's tree from fixed data; the client never answers (nothing is sent until a click).
const client = new Client({ url: '/v1/graphql', exchanges: [] });
const now = new Date('2026-05-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

function comment(id: string, author: [string, string], content: string, minutes: number, extra: { likes?: number; hidden?: boolean } = {}) {
  const [display_name, username] = author;
  return {
    id,
    author_id: username,
    content,
    likes: extra.likes ?? 0,
    hidden: extra.hidden ?? false,
    created_at: minutesAgo(minutes),
    author: { username, display_name, avatar_url: null },
  };
}

const ada: [string, string] = ['Ada Lovelace', 'ada'];
const lin: [string, string] = ['林薇', 'lin_wei'];
const marcus: [string, string] = ['Marcus Okafor', 'marcus_dev'];

// Fragment data is plain objects at run time (masking is a type-level view).
const comments = [
  {
    ...comment('c1', lin, 'Passkeys have been ready for a while — what is missing is wallet support. @marcus_dev, any data?', 180, {
      likes: 4,
    }),
    replies: [
      comment('c2', marcus, 'About a third of our new users pick passkeys when offered. @lin_wei I can share the funnel.', 120, {
        likes: 2,
      }),
      comment('c3', ada, 'Same here: recovery is the hard part, not sign-in.', 30),
    ],
  },
  { ...comment('c4', ada, 'This one was hidden by moderators; only I see it.', 10, { hidden: true }), replies: [] },
] as unknown as ThreadComment[];

const meta = {
  title: 'widgets/CommentThread',
  component: CommentTree,
  args: {
    target: { discussionId: 'd1' },
    comments,
    liked: new Set(['c2']),
    userId: 'ada',
    now,
    onSignIn: () => undefined,
  },
  decorators: [
    (Story) => (
      <Provider value={client}>
        <Section style={{ maxWidth: '48rem', padding: '1rem' }}>
          <Story />
        </Section>
      </Provider>
    ),
    withRouter,
  ],
} satisfies Meta<typeof CommentTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReplies: Story = {};

export const Visitor: Story = { args: { userId: undefined, liked: new Set() } };

export const ChineseLight: Story = { globals: { locale: 'zh', theme: 'light' } };
