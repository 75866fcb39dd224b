import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { ShareBanner } from './ShareBanner';

const meta = {
  title: 'widgets/ShareBanner',
  component: ShareBanner,
  decorators: [withRouter],
} satisfies Meta<typeof ShareBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const ChineseLight: Story = { globals: { locale: 'zh', theme: 'light' } };
