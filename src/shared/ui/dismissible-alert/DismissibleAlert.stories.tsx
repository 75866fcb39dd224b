import type { Meta, StoryObj } from '@storybook/react-vite';
import { DismissibleAlert } from './DismissibleAlert';

const meta = {
  title: 'shared/DismissibleAlert',
  component: DismissibleAlert,
  args: { tone: 'info', children: 'Event created.', dismissLabel: 'Dismiss the message', onDismiss: () => {} },
} satisfies Meta<typeof DismissibleAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const ErrorLight: Story = {
  args: { tone: 'error', children: 'Delete failed: network error' },
  globals: { theme: 'light' },
};

export const Chinese: Story = {
  args: { children: '活动已创建。', dismissLabel: '关闭提示' },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
