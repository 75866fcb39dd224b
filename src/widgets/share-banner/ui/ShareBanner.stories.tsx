import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { ShareBanner } from './ShareBanner';

const meta = {
  title: 'widgets/ShareBanner',
  component: ShareBanner,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ShareBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const ChineseLight: Story = { globals: { locale: 'zh', theme: 'light' } };
