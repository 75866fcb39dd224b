import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountSecurity } from './AccountSecurity';

const meta = {
  title: 'pages/Profile/AccountSecurity',
  component: AccountSecurity,
  args: { email: 'lin@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Change email address' })).toBeVisible();
    await expect(canvas.getByText('Your address now: lin@example.com')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '更改邮箱地址' })).toBeVisible();
  },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
