import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { Footer } from './Footer';

const meta = {
  title: 'widgets/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const ChineseLight: Story = { globals: { locale: 'zh', theme: 'light' } };
