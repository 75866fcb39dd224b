import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { Alert } from './Alert';

const meta = {
  title: 'shared/Alert',
  component: Alert,
  args: { children: 'Invalid email or password.' },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'warning', 'info'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {};

export const Warning: Story = { args: { tone: 'warning', children: '您的登录状态已过期，请重新登录' } };

export const Info: Story = { args: { tone: 'info', children: 'Your sign-in changed in another tab.' } };

export const WithAction: Story = {
  args: {
    children: 'Error loading articles: network error',
    action: (
      <Button variant="ghost" onClick={() => {}}>
        Retry
      </Button>
    ),
  },
};

export const Light: Story = { globals: { theme: 'light' } };
