import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceChips } from './ChoiceChips';

type Status = 'all' | 'published' | 'draft';

interface ChipsStoryProps {
  legend: string;
  labels: Record<Status, string>;
}

function ChipsStory({ legend, labels }: ChipsStoryProps) {
  const [value, setValue] = useState<Status>('all');
  const options = (['all', 'published', 'draft'] as const).map((status) => ({ value: status, label: labels[status] }));
  return <ChoiceChips legend={legend} name="status" options={options} value={value} onChange={setValue} />;
}

const meta = {
  title: 'shared/ChoiceChips',
  component: ChipsStory,
  args: { legend: 'Status', labels: { all: 'All', published: 'Published', draft: 'Drafts' } },
} satisfies Meta<typeof ChipsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusFilter: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { legend: '状态', labels: { all: '全部', published: '已发布', draft: '草稿' } },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
