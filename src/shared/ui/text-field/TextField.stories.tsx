import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'shared/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The hint is announced with the input. */
export const WithHint: Story = {
  args: { hint: 'We never show your email to other members.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeValid();
    await expect(input).toHaveAccessibleDescription('We never show your email to other members.');
  },
};

/** The error replaces the hint, marks the input invalid and is announced with it; typing goes on as usual. */
export const WithError: Story = {
  args: { error: 'Enter a valid email address.', hint: 'Not shown while there is an error.', defaultValue: 'me@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(canvas.queryByText('Not shown while there is an error.')).toBeNull();
    await userEvent.type(input, 'example.com');
    await expect(input).toHaveValue('me@example.com');
  },
};

export const ChineseError: Story = {
  args: { label: '邮箱', error: '请输入有效的邮箱地址，例如 name@example.com。', defaultValue: 'me@' },
  globals: { locale: 'zh' },
};

export const Light: Story = { args: { hint: 'Light theme' }, globals: { theme: 'light' } };
