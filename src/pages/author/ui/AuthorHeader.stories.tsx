import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { name: '林伟', subtitle: '@lin_wei · 2025年3月加入', bio: '关注以太坊扩容与零知识证明。', avatarAlt: '林伟的头像' },
  globals: { locale: 'zh' },
};

export const LongName: Story = { args: { name: 'A very long display name that has to wrap on narrow phone screens nicely' } };
