import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'shared/LoadMore',
  component: LoadMore,
  args: { hasMore: true, busy: false, label: 'Load more', onMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click asks the list for its next page. */
export const MoreToShow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

/** While the next page loads, the button waits. */
export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeDisabled();
  },
};

/** Everything is shown: no button. */
export const AllShown: Story = {
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ChineseLight: Story = { args: { label: '加载更多' }, globals: { locale: 'zh', theme: 'light' } };
