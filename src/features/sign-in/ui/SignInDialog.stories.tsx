import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { withRouter } from '@/shared/lib/storybook';
import { SignInDialog } from './SignInDialog';

const meta = {
  title: 'features/SignInDialog',
  component: SignInDialog,
  // The "Forgot password?" link is a router link.
  decorators: [withRouter],
  args: { mode: 'login', notice: null, onModeChange: fn(), onClose: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['login', 'register'] },
    notice: { control: 'inline-radio', options: [null, 'expired', 'other-tab'] },
    reason: { control: 'inline-radio', options: [undefined, 'vote', 'bookmark', 'discuss'] },
  },
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const Register: Story = { args: { mode: 'register' } };

/** Opened by a visitor's vote: one line says why, above the form. */
export const ToVote: Story = {
  args: { reason: 'vote' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sign in to vote on news.')).toBeVisible();
  },
};

export const ToBookmarkChinese: Story = { args: { reason: 'bookmark' }, globals: { locale: 'zh' } };

export const Expired: Story = { args: { notice: 'expired' }, globals: { locale: 'zh' } };

export const OtherTab: Story = { args: { notice: 'other-tab' }, globals: { theme: 'light' } };

export const WithReason: Story = {
  args: {
    reason: 'Sign in to follow Lin Wei: you will see their new posts in your Following feed and get a notification when they publish.',
  },
};

/** Nothing is sent while a field is wrong: each says what to fix, announced with its input. */
export const LoginValidation: Story = {
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('Enter your email address.');
    await expect(password).toHaveAccessibleDescription('Enter your password.');

    await userEvent.type(email, 'me@example');
    await userEvent.type(password, 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(email).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
    await expect(password).toBeValid();
    await expect(password).toHaveValue('correct horse battery');
  },
};

/** The eye button shows and hides the password, its name saying what the next press does. */
export const PasswordToggle: Story = {
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Password');
    await userEvent.type(password, 'hunter2');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Register also asks for the names; the link under the form switches to Login. */
export const RegisterValidationChinese: Story = {
  args: { mode: 'register' },
  globals: { locale: 'zh' },
  play: async ({ args, canvas }) => {
    const form = await canvas.findByRole('dialog', { name: '注册' });
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(form).toHaveTextContent('请输入显示名称。');
    await expect(canvas.getByLabelText('用户名')).toHaveAccessibleDescription('请输入用户名。');
    await expect(canvas.getByLabelText('邮箱')).toHaveAccessibleDescription('请输入邮箱地址。');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('login');
  },
};

/** Cancel, the close button and Escape all close it. */
export const Close: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Login' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close the dialog' }));
    // Escape reaches the dialog as its `cancel` event (see shared/Dialog's KeyboardFlow).
    await fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(args.onModeChange).not.toHaveBeenCalled();
  },
};
