import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, mocked, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'shared/ConfirmDialog',
  component: ConfirmDialog<string>,
  args: {
    target: 'article-1',
    title: 'Delete the article?',
    message: 'Delete “Ethereum after the merge”? This cannot be undone.',
    confirmLabel: 'Delete',
    busyLabel: 'Deleting…',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    onCancel: fn(),
    // Stays busy, to show the busy state after a click.
    onConfirm: fn(() => new Promise(() => {})),
  },
} satisfies Meta<typeof ConfirmDialog<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delete: Story = {};

export const WithErrorLight: Story = { args: { error: 'Delete failed: network error' }, globals: { theme: 'light' } };

export const Chinese: Story = {
  args: {
    title: '删除文章？',
    message: '删除「合并之后的以太坊」？此操作无法撤销。',
    confirmLabel: '删除',
    busyLabel: '正在删除…',
    cancelLabel: '取消',
    closeLabel: '关闭',
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };

/** Confirming runs the action with the target and the dialog stays busy: no second confirm, no cancel, no Escape. */
export const ConfirmIsBusy: Story = {
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Delete the article?' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('article-1');
    await expect(canvas.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape reaches the dialog as its `cancel` event (see shared/Dialog's KeyboardFlow).
    await fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Cancel and Escape tell the owner and run nothing. */
export const CancelAndEscape: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await fireEvent(canvas.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** As a list uses it: a failed action shows why and leaves the dialog open; a retry that works closes it. */
function DeleteFlow({ onDelete }: { onDelete: (row: string) => Promise<void> }) {
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      {!deleted && <Button onClick={() => setTarget('Rollups explained')}>Delete “Rollups explained”</Button>}
      <ConfirmDialog
        target={target}
        title="Delete the post?"
        message={`Delete “${target ?? ''}”?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        cancelLabel="Cancel"
        closeLabel="Close"
        error={error}
        onCancel={() => setTarget(null)}
        onConfirm={async (row) => {
          try {
            await onDelete(row);
            setTarget(null);
            setDeleted(true);
          } catch {
            setError('Delete failed: network error');
          }
        }}
      />
    </>
  );
}

export const FailThenRetry: StoryObj<typeof DeleteFlow> = {
  args: { onDelete: fn(async () => {}) },
  render: (args) => <DeleteFlow {...args} />,
  play: async ({ args, canvas }) => {
    mocked(args.onDelete).mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “Rollups explained”' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Delete failed: network error');
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
    await expect(args.onDelete).toHaveBeenLastCalledWith('Rollups explained');
    await expect(canvas.queryByRole('button', { name: 'Delete “Rollups explained”' })).toBeNull();
  },
};
