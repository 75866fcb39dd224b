import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'shared/TextArea',
  component: TextArea,
  args: { label: 'Excerpt', rows: 4, placeholder: 'A short summary of the post' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: '12 / 500' } };

export const WithError: Story = { args: { error: 'Excerpt must be at least 10 characters', defaultValue: 'Too short' } };

export const Light: Story = { args: { hint: 'Light theme' }, globals: { theme: 'light' } };

export const Chinese: Story = { args: { label: '摘要', error: '摘要至少需要 10 个字符' }, globals: { locale: 'zh' } };
