import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'shared/Checkbox',
  component: Checkbox,
  args: { label: 'Featured', defaultChecked: true },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checked: Story = {};

export const UncheckedLight: Story = { args: { defaultChecked: false }, globals: { theme: 'light' } };

export const Chinese: Story = { args: { label: '精选' }, globals: { locale: 'zh' } };

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
