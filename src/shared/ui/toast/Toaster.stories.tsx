import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Toaster } from './Toaster';
import { showToast } from './toastStore';

function Shown({ text, dismissLabel }: { text: string; dismissLabel: string }) {
  useEffect(() => showToast(text), [text]);
  return <Toaster dismissLabel={dismissLabel} />;
}

const meta = {
  title: 'shared/Toaster',
  component: Shown,
  args: { text: 'Your post is published.', dismissLabel: 'Dismiss the message' },
} satisfies Meta<typeof Shown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};

export const Chinese: Story = {
  args: { text: '文章已发布。', dismissLabel: '关闭提示' },
  globals: { locale: 'zh', theme: 'light' },
};

/** The toast is announced in its live region and goes with its × button. */
export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your post is published.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the message' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
