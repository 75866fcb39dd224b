import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from '../page-header';
import { Skeleton } from '../skeleton';
import { Page } from './Page';

const meta = {
  title: 'shared/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <PageHeader title="Blog" lead="Stories, tutorials and opinions from our members." />
        <Skeleton height="8rem" radius="0.75rem" />
        <Skeleton height="8rem" radius="0.75rem" />
      </>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['reading', 'narrow', 'medium', 'wide'] },
    spacing: { control: 'inline-radio', options: ['tight', 'normal'] },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const ReadingLight: Story = {
  args: { width: 'reading', spacing: 'tight' },
  globals: { theme: 'light' },
};

export const ChineseLight: Story = {
  args: {
    children: (
      <>
        <PageHeader title="博客" lead="来自社区成员的故事、教程与观点。" />
        <Skeleton height="8rem" radius="0.75rem" />
      </>
    ),
  },
  globals: { locale: 'zh', theme: 'light' },
};
