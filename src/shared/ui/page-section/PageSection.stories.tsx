import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../skeleton';
import { PageSection } from './PageSection';

const meta = {
  title: 'shared/PageSection',
  component: PageSection,
  args: {
    title: 'Past events',
    children: <Skeleton height="6rem" radius="0.75rem" />,
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = { args: { title: '往期活动' }, globals: { locale: 'zh' } };

export const ChineseLight: Story = { args: { title: '精选' }, globals: { locale: 'zh', theme: 'light' } };
