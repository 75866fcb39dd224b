import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextComposer } from './TextComposer';

const meta = {
  title: 'shared/TextComposer',
  component: TextComposer,
  args: {
    label: 'Your discussion',
    placeholder: 'Share a question, an idea or something you built...',
    submitLabel: 'Post',
    submittingLabel: 'Posting...',
    onSubmit: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof TextComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Failing: Story = {
  args: { onSubmit: fn(async () => 'Service temporarily unavailable, please retry later') },
};

export const SignedOut: Story = {
  args: {
    placeholder: 'Please login to create a discussion',
    locked: { message: 'Please log in first', actionLabel: 'Login / Register', onAction: fn() },
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: {
    label: '评论内容',
    placeholder: '请登录后评论',
    submitLabel: '评论',
    submittingLabel: '发送中...',
    locked: { message: '请先登录', actionLabel: '登录 / 注册', onAction: () => {} },
  },
  globals: { locale: 'zh', theme: 'light' },
};

/** Blank text cannot be sent; the text goes trimmed and the box clears once it is saved. */
export const SendsTrimmedText: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your discussion' });
    const send = canvas.getByRole('button', { name: 'Post' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'Which rollup has the lowest fees?  ');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith('Which rollup has the lowest fees?');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

/** Ctrl+Enter sends from the box; a failure is shown and the text is kept for another try. */
export const FailureKeepsText: Story = {
  args: Failing.args,
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your discussion' });
    await userEvent.type(box, 'gm');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service temporarily unavailable, please retry later');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(box).toHaveValue('gm');
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

/** Locked: the box and the button are disabled and the action (sign in) is offered. */
export const LockedOffersAction: Story = {
  args: SignedOut.args,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your discussion' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Login / Register' }));
    await expect(args.locked?.onAction).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const counter = {
  format: (length: number, max: number) => `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,
  tooLong: (length: number, max: number) =>
    `${length.toLocaleString('en-US')} characters is over the limit of ${max.toLocaleString('en-US')}. Shorten the text to post it.`,
};

/** A paste over the limit is kept whole, counted and refused with the reason; shortening it allows sending. */
export const CountedOverLimit: Story = {
  args: { maxLength: 20, counter },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your discussion' });
    const send = canvas.getByRole('button', { name: 'Post' });
    await expect(canvas.getByText('0 / 20 characters')).toBeVisible();
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(25));
    await expect(box).toHaveValue('x'.repeat(25));
    await expect(canvas.getByText('25 characters is over the limit of 20. Shorten the text to post it.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(canvas.getByText('20 / 20 characters')).toBeVisible();
    await expect(send).toBeEnabled();
  },
};

const members = [
  { username: 'mei_chen', displayName: 'Mei Chen' },
  { username: 'satoshi_fan', displayName: 'Satoshi Fan' },
  { username: 'satoshi_n', displayName: '中本聪' },
];

/** Typing @sat offers the members; the arrows move, Enter writes the username, Escape closes the list. */
export const MentionSuggestions: Story = {
  args: {
    mentions: {
      label: 'Members to mention',
      source: async (query: string) => members.filter((member) => member.username.startsWith(query.toLowerCase())),
    },
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your discussion' });
    await userEvent.type(box, 'Thanks @sat');
    const list = await canvas.findByRole('listbox', { name: 'Members to mention' });
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Thanks @satoshi_n ');
    await expect(list).not.toBeInTheDocument();
    await userEvent.type(box, 'and @me');
    await canvas.findByRole('listbox', { name: 'Members to mention' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveValue('Thanks @satoshi_n and @me');
  },
};
