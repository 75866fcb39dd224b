import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import type { ListTranslator } from '../lib/listWords';
import { AdminList, type AdminColumn } from './AdminList';

interface ArticleRow {
  id: string;
  title: string;
  status: string;
}

const rows: ArticleRow[] = [
  { id: '1', title: 'Ethereum after the merge', status: 'Published' },
  { id: '2', title: 'Zero-knowledge proofs, explained', status: 'Draft' },
];

/** A translator over the list's words, "showing" with its figures. */
const translator =
  (words: Record<string, string>): ListTranslator =>
  (key: string, options?: { shown: number; count: number }) =>
    `${words[key]}`.replace('{{shown}}', `${options?.shown}`).replace('{{count}}', `${options?.count}`);

const english = {
  'table.region': 'Articles table',
  'table.caption': 'All articles, newest first',
  loading: 'Loading articles…',
  retry: 'Try again',
  loadMore: 'Load more',
  showing: 'Showing {{shown}} of {{count}}',
};

const columns = (article: string, status: string): AdminColumn<ArticleRow>[] => [
  { header: article, cell: (row) => row.title },
  { header: status, cell: (row) => row.status },
];

const meta = {
  title: 'widgets/AdminList',
  component: AdminList<ArticleRow>,
  args: {
    rows,
    matching: 57,
    fetching: false,
    failure: null,
    onRetry: fn(),
    onDismissNotice: fn(),
    onMore: fn(),
    empty: <p>No articles yet.</p>,
    minWidth: '30rem',
    columns: columns('Article', 'Status'),
    t: translator(english),
  },
} satisfies Meta<typeof AdminList<ArticleRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  args: { notice: { tone: 'info', text: 'Article published.' }, dismissLabel: 'Dismiss the message' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('table', { name: /all articles/i })).toBeVisible();
    await expect(canvas.getByText('Showing 2 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the message' }));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { rows: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading articles…').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    matching: 0,
    empty: (
      <>
        <p>No article matches these filters.</p>
        <Button variant="ghost">Clear the filters</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No article matches these filters.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Failure: Story = {
  args: { rows: undefined, failure: 'The articles could not be loaded: network error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryAllByText('Loading articles…')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
  globals: { theme: 'light' },
};

export const Chinese: Story = {
  args: {
    rows: [
      { id: '1', title: '合并之后的以太坊', status: '已发布' },
      { id: '2', title: '零知识证明详解', status: '草稿' },
    ],
    columns: columns('文章', '状态'),
    t: translator({
      ...english,
      'table.region': '文章表格',
      'table.caption': '全部文章，最新在前',
      loadMore: '加载更多',
      showing: '显示 {{shown}} / {{count}}',
    }),
  },
  globals: { locale: 'zh' },
};
