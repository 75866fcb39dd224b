import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withRouter } from '@/shared/lib/storybook';
import { ReportRow, type Report } from './ReportRow';

const author = {
  id: 'u1',
  username: 'marcus',
  display_name: 'Marcus Okafor',
  is_admin: false,
  suspended_until: null,
  suspension_reason: null,
};

const longText = Array.from({ length: 40 }, (_, i) => `Line ${i + 1}: buy my token before it moons, link in bio.`).join('\n');

const report = (fields: Partial<Report>): Report => ({
  id: 'r1',
  reason: 'Spam',
  created_at: '2026-05-01T10:00:00Z',
  reporter: { username: 'lin', display_name: 'Lin Wei' },
  discussion: { id: 'd1', content: 'Buy my token now, it is going to the moon.', hidden: false, author },
  comment: null,
  blog_post: null,
  ...fields,
});

const meta = {
  title: 'pages/Admin/ReportRow',
  component: ReportRow,
  args: {
    report: report({}),
    moderation: { unhide: fn(), resolve: fn(), run: fn(), pending: null, notice: null, setNotice: fn() },
    onModerate: fn(),
  },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: '48rem', padding: 0 }}>
        <Story />
      </ul>
    ),
    withRouter,
  ],
} satisfies Meta<typeof ReportRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discussion: Story = {};

/** A long text starts folded, so Hide and Resolve stay close; Show all unfolds it. */
export const LongTextFolded: Story = {
  args: { report: report({ discussion: { id: 'd1', content: longText, hidden: false, author } }) },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: 'Show all' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Warn opens the moderator's dialog for the item's author. */
export const WarnAuthor: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Warn' }));
    await expect(args.onModerate).toHaveBeenCalledWith({
      kind: 'warn',
      item: { kind: 'discussion', id: 'd1' },
      memberName: 'Marcus Okafor',
    });
  },
};

export const SuspendedAuthorChinese: Story = {
  args: {
    report: report({
      discussion: {
        id: 'd1',
        content: '现在就买我的代币。',
        hidden: true,
        author: { ...author, display_name: '马库斯', suspended_until: '2099-01-01T00:00:00Z', suspension_reason: '反复发布广告' },
      },
    }),
  },
  globals: { locale: 'zh' },
};

export const BlogPostByAnAdmin: Story = {
  args: {
    report: report({
      discussion: null,
      blog_post: {
        id: 'b1',
        slug: 'get-rich',
        title: 'Get rich quick',
        excerpt: 'A post that breaks the rules.',
        hidden: false,
        author: { ...author, is_admin: true },
      },
    }),
  },
  globals: { theme: 'light' },
};
