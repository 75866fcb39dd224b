import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'shared/Button',
  component: Button,
  args: { children: 'Read more' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'ghost'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Ghost: Story = { args: { variant: 'ghost' } };

export const Disabled: Story = { args: { disabled: true } };
