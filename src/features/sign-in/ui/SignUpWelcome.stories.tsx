import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withRouter } from '@/shared/lib/storybook';
import { SignUpWelcome } from './SignUpWelcome';

const meta = {
  title: 'features/SignInDialog/SignUpWelcome',
  component: SignUpWelcome,
  args: { name: 'Alice', onClose: fn() },
  decorators: [withRouter],
} satisfies Meta<typeof SignUpWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome to ChainPulse, Alice!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
  },
};

export const ChineseLight: Story = { args: { name: '李雷' }, globals: { locale: 'zh', theme: 'light' } };
