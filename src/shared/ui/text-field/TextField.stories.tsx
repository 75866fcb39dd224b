import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'shared/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'We never show your email to other members.' } };

export const WithError: Story = { args: { error: 'Enter a valid email address.', defaultValue: 'me@' } };

export const Light: Story = { args: { hint: 'Light theme' }, globals: { theme: 'light' } };
