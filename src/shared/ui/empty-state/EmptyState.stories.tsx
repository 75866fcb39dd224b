import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'shared/EmptyState',
  component: EmptyState,
  args: {
    children: (
      <>
        <p>No blog articles found.</p>
        <Button>Refresh</Button>
      </>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageAndAction: Story = {};

export const WithTitleLight: Story = {
  args: {
    children: (
      <>
        <h3>No news found</h3>
        <p>Try adjusting your search or category filter.</p>
        <Button>Refresh News</Button>
      </>
    ),
  },
  globals: { theme: 'light' },
};

export const Chinese: Story = {
  args: {
    children: (
      <>
        <p>该分类下暂无活动。</p>
        <Button>查看全部活动</Button>
      </>
    ),
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
