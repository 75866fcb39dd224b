import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'shared/LinkButton',
  component: LinkButton,
  args: { children: '中文', href: '?lang=zh', variant: 'ghost' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'ghost'] },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What works before the page's script runs: the header's language, theme and menu switches, as links. */
export const Ghost: Story = {};

export const Primary: Story = { args: { children: 'Read more', href: '#more', variant: 'primary' } };

export const GhostLight: Story = { globals: { theme: 'light' } };
