import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { Header } from './Header';

const meta = {
  title: 'widgets/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const ChineseLight: Story = { globals: { locale: 'zh', theme: 'light' } };

/** On phones the navigation, search and preferences fold into the menu button. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
