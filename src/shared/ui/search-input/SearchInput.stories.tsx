import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'shared/SearchInput',
  component: SearchInput,
  args: { placeholder: 'Search news articles...', 'aria-label': 'Search news' },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FilledLight: Story = { args: { defaultValue: 'rollup' }, globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { placeholder: '搜索资讯...', 'aria-label': '搜索资讯' },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
