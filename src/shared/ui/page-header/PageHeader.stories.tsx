import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'shared/PageHeader',
  component: PageHeader,
  args: { title: 'Upcoming Events', lead: 'Conferences, meetups and workshops near you and online.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndLead: Story = {};

export const WithActions: Story = {
  args: {
    title: 'Latest News',
    lead: 'Real-time technology and Web3 news from trusted sources.',
    actions: <Button variant="ghost">Refresh</Button>,
  },
  globals: { theme: 'light' },
};

export const Chinese: Story = {
  args: {
    title: '最新资讯',
    lead: '来自可靠来源的实时科技与 Web3 资讯。',
    actions: <Button>刷新</Button>,
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = {
  args: { title: '近期活动', lead: undefined },
  globals: { locale: 'zh', theme: 'light' },
};
