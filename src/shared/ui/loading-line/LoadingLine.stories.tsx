import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingLine } from './LoadingLine';

const meta = {
  title: 'shared/LoadingLine',
  component: LoadingLine,
  args: { label: 'Loading articles…' },
} satisfies Meta<typeof LoadingLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = { args: { label: '正在加载文章…' }, globals: { locale: 'zh' } };

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
