import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ModerationDialog } from './ModerationDialog';

const item = { kind: 'comment', id: 'c1' } as const;

const meta = {
  title: 'features/ModerationDialog',
  component: ModerationDialog,
  args: {
    request: { kind: 'hide', item, memberName: 'Marcus Okafor' },
    error: null,
    onCancel: fn(),
    onConfirm: fn(async () => undefined),
  },
} satisfies Meta<typeof ModerationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hiding: the note is optional, so Hide is ready at once. */
export const Hide: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Hide' })).toBeEnabled();
  },
};

/** A warning needs a note: Send warning waits for one, then sends it. */
export const Warn: Story = {
  args: { request: { kind: 'warn', item, memberName: 'Marcus Okafor' } },
  play: async ({ args, canvas }) => {
    const send = await canvas.findByRole('button', { name: 'Send warning' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Note to the member (required)'), 'Please stay on topic.');
    await userEvent.click(send);
    await expect(args.onConfirm).toHaveBeenCalledWith(args.request, { note: 'Please stay on topic.', days: 7 });
  },
};

/** A warning about the member (from the users page or the member's page), not about an item. */
export const WarnMember: Story = {
  args: { request: { kind: 'warn', memberId: 'u1', memberName: 'Marcus Okafor' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Send Marcus Okafor a warning? They get a notification with your note.')).toBeVisible();
    await expect(canvas.queryByText(/about this item/)).toBeNull();
  },
};

export const WarnMemberChinese: Story = {
  args: { request: { kind: 'warn', memberId: 'u1', memberName: '林薇' } },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '警告成员' })).toBeVisible();
  },
};

export const SuspendChinese: Story = {
  args: { request: { kind: 'suspend', memberId: 'u1', memberName: '林薇', item } },
  globals: { locale: 'zh' },
};

export const Unsuspend: Story = { args: { request: { kind: 'unsuspend', memberId: 'u1', memberName: 'Marcus Okafor' } } };

export const RefusedForAnAdmin: Story = {
  args: {
    request: { kind: 'suspend', memberId: 'u1', memberName: 'Ada Admin' },
    error: 'Administrators cannot be suspended. Revoke the admin right first.',
  },
  globals: { theme: 'light' },
};
