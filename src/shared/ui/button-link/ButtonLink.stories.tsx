import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { ButtonAnchor, ButtonLink } from './ButtonLink';

const meta = {
  title: 'shared/ButtonLink',
  component: ButtonLink,
  decorators: [withRouter],
  args: { to: '/blog', children: 'View all blog articles' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSite: Story = {};

/** An address outside the site, opened in a new tab. */
export const ExternalLight: Story = {
  render: () => (
    <ButtonAnchor href="https://example.com" target="_blank" rel="noopener noreferrer">
      Register Now
    </ButtonAnchor>
  ),
  globals: { theme: 'light' },
};

export const Chinese: Story = { args: { children: '查看全部博客文章' }, globals: { locale: 'zh' } };

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
