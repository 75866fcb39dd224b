import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthorHeader } from './AuthorHeader';

const meta = {
  title: 'pages/author/AuthorHeader',
  component: AuthorHeader,
  args: {
    name: 'Sarah Chen',
    subtitle: 'DeFi and Layer 2 research',
    bio: 'Covers rollups, bridges and the economics of block space. Previously a protocol engineer.',
    avatarUrl: null,
    avatarAlt: 'Avatar of Sarah Chen',
  },
} satisfies Meta<typeof AuthorHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editorial author: expertise under the name. */
export const Editor: Story = {};

/** A member without a bio. */
export const Member: Story = { args: { name: 'Lin Wei', subtitle: '@lin_wei · Member since March 2025', bio: null } };

/** A member's follower counts, in one line under the name. */
export const WithCounts: Story = {
  args: { name: 'Lin Wei', subtitle: '@lin_wei · Member since March 2025', counts: '1,204 followers · 1 following' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,204 followers · 1 following')).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { name: '林伟', subtitle: '@lin_wei · 2025年3月加入', bio: '关注以太坊扩容与零知识证明。', avatarAlt: '林伟的头像' },
  globals: { locale: 'zh' },
};

export const LongName: Story = { args: { name: 'A very long display name that has to wrap on narrow phone screens nicely' } };

/** A member's website (an http(s) link) and location. */
export const MemberDetails: Story = {
  args: {
    name: 'Lin Wei',
    subtitle: '@lin_wei · Member since March 2025',
    details: {
      label: 'Profile details',
      website: { label: 'Website', value: 'https://lin.example.com/blog' },
      location: { label: 'Location', value: 'Shenzhen' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'lin.example.com/blog' })).toHaveAttribute('href', 'https://lin.example.com/blog');
    await expect(canvas.getByText('Shenzhen')).toBeVisible();
  },
};

/** A website stored before the http(s) rule, such as javascript:, is shown as text and never a link. */
export const UnsafeWebsiteIsText: Story = {
  args: {
    name: 'Mallory',
    details: { label: 'Profile details', website: { label: 'Website', value: 'javascript:alert(1)' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('javascript:alert(1)')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
