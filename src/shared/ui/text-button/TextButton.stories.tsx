import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextButton } from './TextButton';

const meta = {
  title: 'shared/TextButton',
  component: TextButton,
  args: { children: 'Reply', type: 'button' },
} satisfies Meta<typeof TextButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};

export const ChineseLight: Story = { args: { children: '回复' }, globals: { locale: 'zh', theme: 'light' } };
