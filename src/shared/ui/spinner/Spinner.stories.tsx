import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'shared/Spinner',
  component: Spinner,
  args: { label: 'Loading…' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { size: '3rem' } };

export const Light: Story = { globals: { theme: 'light' } };
