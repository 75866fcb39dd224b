import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'shared/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this.' },
  render: (args) => (
    <p>
      The text after this sentence is hidden from sight. <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
