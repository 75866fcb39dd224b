import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container';

const meta = {
  title: 'shared/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <p>Page content, centered at the reading width with side padding on phones.</p>,
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: { theme: 'light' } };
