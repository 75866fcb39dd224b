import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { TextAnchor, TextLink } from './TextLink';

const meta = {
  title: 'shared/TextLink',
  component: TextLink,
  args: { to: '/blog', children: 'Back to Blog' },
  decorators: [withRouter],
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};

/** An address outside the app, opened in a new tab. */
export const AnchorLight: Story = {
  render: () => (
    <TextAnchor href="https://example.com" target="_blank" rel="noopener noreferrer">
      Join Online
    </TextAnchor>
  ),
  globals: { theme: 'light' },
};

export const Chinese: Story = { args: { children: '返回博客' }, globals: { locale: 'zh' } };

export const ChineseLight: Story = {
  args: { children: '返回博客' },
  globals: { locale: 'zh', theme: 'light' },
};
