import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCounts } from './StatCounts';

const meta = {
  title: 'shared/StatCounts',
  component: StatCounts,
  args: {
    label: 'Article counts',
    columns: 3,
    items: [
      { key: 'total', label: 'Total', value: 57 },
      { key: 'published', label: 'Published', value: 49 },
      { key: 'draft', label: 'Drafts', value: 8 },
    ],
  },
} satisfies Meta<typeof StatCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};

export const LargeLight: Story = {
  args: {
    label: 'Traffic',
    columns: undefined,
    size: 'large',
    minItemWidth: '12rem',
    items: [
      { key: 'views', label: 'Total views', value: '12,480' },
      { key: 'today', label: 'Views today', value: '312' },
      { key: 'visitors', label: 'Unique visitors', value: '4,102' },
      { key: 'bounce', label: 'Bounce rate', value: '41%' },
    ],
  },
  globals: { theme: 'light' },
};

export const Chinese: Story = {
  args: {
    label: '文章统计',
    items: [
      { key: 'total', label: '全部', value: 57 },
      { key: 'published', label: '已发布', value: 49 },
      { key: 'draft', label: '草稿', value: 8 },
    ],
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
