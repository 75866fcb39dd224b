import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose } from './Prose';

const meta = {
  title: 'shared/Prose',
  component: Prose,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <h1>About ChainPulse</h1>
        <p>
          News, blogs and events about technology and Web3, with <a href="#top">a link</a>.
        </p>
        <h2>A section</h2>
        <p>Another paragraph at the reading width.</p>
      </>
    ),
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: { theme: 'light' } };
