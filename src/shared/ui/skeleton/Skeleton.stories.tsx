import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'shared/Skeleton',
  component: Skeleton,
  args: { width: '20rem', height: '1rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const Card: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', width: '20rem' }}>
      <Skeleton height="10rem" radius="0.75rem" />
      <Skeleton width="60%" />
      <Skeleton />
      <Skeleton width="80%" />
    </div>
  ),
};

export const Light: Story = { globals: { theme: 'light' } };
