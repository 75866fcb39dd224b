import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextComposer } from './TextComposer';

const meta = {
  title: 'shared/TextComposer',
  component: TextComposer,
  args: {
    label: 'Your discussion',
    placeholder: 'Share a question, an idea or something you built...',
    submitLabel: 'Post',
    submittingLabel: 'Posting...',
    onSubmit: async (): Promise<string | null> => null,
  },
} satisfies Meta<typeof TextComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Failing: Story = {
  args: { onSubmit: async () => 'Service temporarily unavailable, please retry later' },
};

export const SignedOut: Story = {
  args: {
    placeholder: 'Please login to create a discussion',
    locked: { message: 'Please log in first', actionLabel: 'Login / Register', onAction: () => {} },
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
