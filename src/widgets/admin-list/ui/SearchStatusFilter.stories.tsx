import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchStatusFilter } from './SearchStatusFilter';

const statuses = ['all', 'published', 'draft'] as const;
type Status = (typeof statuses)[number];

interface FilterStoryProps {
  search: string;
  placeholder: string;
  status: string;
  statusLabels: Record<Status, string>;
}

/** The filter bar over filters held in the story's state (the pages keep them in the address). */
function FilterStory({ search, placeholder, status, statusLabels }: FilterStoryProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Status>('all');
  const filters = {
    search: text,
    status: chosen,
    filtered: text !== '' || chosen !== 'all',
    setSearch: setText,
    setStatus: setChosen,
    clear: () => {
      setText('');
      setChosen('all');
    },
  };
  return (
    <div>
      <SearchStatusFilter
        filters={filters}
        statuses={statuses}
        labels={{ search, placeholder, status, statusOf: (value) => statusLabels[value] }}
      />
      <output>{filters.filtered ? `${chosen}: ${text}` : 'unfiltered'}</output>
    </div>
  );
}

const meta = {
  title: 'widgets/SearchStatusFilter',
  component: FilterStory,
  args: {
    search: 'Search articles',
    placeholder: 'Title or summary',
    status: 'Status',
    statusLabels: { all: 'All', published: 'Published', draft: 'Drafts' },
  },
} satisfies Meta<typeof FilterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search articles' }), 'zk');
    await userEvent.click(canvas.getByText('Drafts'));
    await expect(canvas.getByRole('radio', { name: 'Drafts' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('draft: zk');
  },
};

export const Chinese: Story = {
  args: {
    search: '搜索文章',
    placeholder: '标题或摘要',
    status: '状态',
    statusLabels: { all: '全部', published: '已发布', draft: '草稿' },
  },
  globals: { locale: 'zh', theme: 'light' },
};
