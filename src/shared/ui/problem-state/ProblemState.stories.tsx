import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { Button } from '../button';
import { TextLink } from '../text-link';
import { ProblemState } from './ProblemState';

const meta = {
  title: 'shared/ProblemState',
  component: ProblemState,
  decorators: [withRouter],
  args: {
    title: 'Article Not Found',
    children: (
      <>
        <p>This article does not exist or is not published.</p>
        <TextLink to="/">Back to Home</TextLink>
      </>
    ),
  },
} satisfies Meta<typeof ProblemState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const LoadFailedLight: Story = {
  args: {
    title: 'Error Loading Article',
    children: (
      <>
        <p>Failed to fetch article</p>
        <Button>Try again</Button>
        <TextLink to="/">Back to Home</TextLink>
      </>
    ),
  },
  globals: { theme: 'light' },
};

export const Chinese: Story = {
  args: {
    title: '未找到文章',
    children: (
      <>
        <p>该文章不存在或尚未发布。</p>
        <TextLink to="/">返回首页</TextLink>
      </>
    ),
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
