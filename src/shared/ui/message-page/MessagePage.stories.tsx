import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { TextLink } from '../text-link';
import { MessagePage } from './MessagePage';

const meta = {
  title: 'shared/MessagePage',
  component: MessagePage,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has moved.',
    children: <TextLink to="/">Back to the home page</TextLink>,
  },
} satisfies Meta<typeof MessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: {
    title: '页面未找到',
    message: '您访问的页面不存在或已被移动。',
    children: <TextLink to="/">返回首页</TextLink>,
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
