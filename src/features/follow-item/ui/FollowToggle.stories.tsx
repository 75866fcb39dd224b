import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loadNamespaces } from '@/shared/lib/i18n';
import { FollowToggle } from './FollowToggle';

// The look of FollowButton in each of its states (the button itself reads the session and the API).
const meta = {
  title: 'features/FollowButton',
  component: FollowToggle,
  args: { following: false, name: 'Lin Wei', onClick: fn() },
  loaders: [() => loadNamespaces('content')],
} satisfies Meta<typeof FollowToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {};

export const Following: Story = { args: { following: true } };

export const Busy: Story = { args: { busy: true } };

export const Failed: Story = {
  args: { error: 'You follow 500 authors, members and tags, the most you can. Unfollow some first.' },
};

export const FollowingLight: Story = { args: { following: true }, globals: { theme: 'light' } };

export const Chinese: Story = { args: { following: true, name: '林伟' }, globals: { locale: 'zh' } };
