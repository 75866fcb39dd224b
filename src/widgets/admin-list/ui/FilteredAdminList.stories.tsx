import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import type { FilteredListTranslator } from '../lib/listWords';
import { FilteredAdminList } from './FilteredAdminList';

const statuses = ['all', 'published', 'draft'] as const;
type Status = (typeof statuses)[number];

const english = {
  'search.label': 'Search articles',
  'search.placeholder': 'Title or summary',
  'status.label': 'Status',
  'status.all': 'All',
  'status.published': 'Published',
  'status.draft': 'Drafts',
  'empty.filtered': 'No articles match your search or filter.',
  'empty.none': 'No articles yet.',
  'empty.clear': 'Clear search and filter',
};

const chinese: typeof english = {
  'search.label': '搜索文章',
  'search.placeholder': '标题或摘要',
  'status.label': '状态',
  'status.all': '全部',
  'status.published': '已发布',
  'status.draft': '草稿',
  'empty.filtered': '没有符合搜索或筛选条件的文章。',
  'empty.none': '还没有文章。',
  'empty.clear': '清除搜索和筛选',
};

interface ListStoryProps {
  words: typeof english;
  action: string;
}

/** An empty list over filters held in the story's state (the pages keep them in the address, useFilteredAdminList). */
function ListStory({ words, action }: ListStoryProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const searchField = useRef<HTMLInputElement>(null);
  const clear = () => {
    setSearch('');
    setStatus('all');
  };
  const filtered = search !== '' || status !== 'all';
  const t = ((key: string) => words[key as keyof typeof english] ?? key) as FilteredListTranslator<Status>;
  const list = { rows: [], matching: 0, fetching: false, failure: null, onRetry: fn(), onMore: fn() };
  const actions = { notice: null, setNotice: fn(), pending: null, run: fn() };
  return (
    <FilteredAdminList
      state={{
        list,
        actions,
        statuses,
        searchField,
        t,
        filters: { search, status, filtered, setSearch, setStatus, clear },
        toDelete: null,
        setToDelete: fn(),
        confirmDelete: fn(async () => {}),
        confirmText: () => '',
      }}
      noneAction={<Button variant="ghost">{action}</Button>}
      rows={[]}
      minWidth="30rem"
      columns={[]}
    />
  );
}

const meta = {
  title: 'widgets/FilteredAdminList',
  component: ListStory,
  args: { words: english, action: 'Write the first article' },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unfiltered, an empty list offers the page's action; filtered, it says nothing matches and offers to clear the filters. */
export const Filters: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No articles yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Write the first article' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search articles' }), 'zk');
    await userEvent.click(canvas.getByText('Drafts'));
    await expect(canvas.getByRole('radio', { name: 'Drafts' })).toBeChecked();
    await expect(canvas.getByText('No articles match your search or filter.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Write the first article' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filter' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

export const ChineseLight: Story = { args: { words: chinese, action: '撰写第一篇文章' }, globals: { locale: 'zh', theme: 'light' } };
