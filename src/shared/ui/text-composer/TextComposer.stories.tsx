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
