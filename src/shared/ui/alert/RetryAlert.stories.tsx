import type { Meta, StoryObj } from '@storybook/react-vite';
import { RetryAlert } from './RetryAlert';

const meta = {
  title: 'shared/RetryAlert',
  component: RetryAlert,
  args: {
    children: 'Error loading events: network error',
    retryLabel: 'Try again',
    onRetry: () => {},
  },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};

export const WithoutRetryLight: Story = { args: { onRetry: undefined }, globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { children: '加载活动出错：网络错误', retryLabel: '重试' },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
