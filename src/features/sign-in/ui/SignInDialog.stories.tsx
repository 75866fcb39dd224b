import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInDialog } from './SignInDialog';

const meta = {
  title: 'features/SignInDialog',
  component: SignInDialog,
  args: { mode: 'login', notice: null, onModeChange: () => {}, onClose: () => {} },
  argTypes: {
    mode: { control: 'inline-radio', options: ['login', 'register'] },
    notice: { control: 'inline-radio', options: [null, 'expired', 'other-tab'] },
  },
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const Register: Story = { args: { mode: 'register' } };

export const Expired: Story = { args: { notice: 'expired' }, globals: { locale: 'zh' } };

export const OtherTab: Story = { args: { notice: 'other-tab' }, globals: { theme: 'light' } };
