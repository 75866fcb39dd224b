import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactList } from './FactList';

const meta = {
  title: 'shared/FactList',
  component: FactList,
  args: {
    facts: [
      ['Signed in', 'Yes'],
      ['User ID', <code>4f7c2a9e-8d1b-4c3e-9a5f-2b6d8e0c1a3f</code>],
      ['Expires at', '29 Nov 2026, 10:42:07', 'token-expiry'],
      ['Email', 'a-very-long-address-that-wraps@example.com'],
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each label names its value (a description list); a fact's test id lands on its value. */
export const Facts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByTestId('token-expiry')).toHaveTextContent('29 Nov 2026, 10:42:07');
  },
};

export const Empty: Story = { args: { facts: [] } };

export const Light: Story = { globals: { theme: 'light' } };

export const ChinesePhone: Story = {
  args: {
    facts: [
      ['已登录', '是'],
      ['邮箱', 'admin@example.com'],
    ],
  },
  globals: { locale: 'zh', viewport: { value: 'mobile1', isRotated: false } },
};
