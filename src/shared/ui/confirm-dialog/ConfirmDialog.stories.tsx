import type { Meta, StoryObj } from '@storybook/react-vite';
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
    onCancel: () => {},
    // Stays busy, to show the busy state after a click.
    onConfirm: () => new Promise(() => {}),
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
