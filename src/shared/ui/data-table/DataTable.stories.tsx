import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { DataTable } from './DataTable';
import { ListFooter, RowActions } from './DataTable.styles';

interface TableStoryProps {
  label: string;
  caption: string;
  columns: string[];
  rows: { name: string; status: string }[];
  edit: string;
  remove: string;
  showing: string;
  loadMore: string;
}

function TableStory({ rows, edit, remove, showing, loadMore, ...table }: TableStoryProps) {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <DataTable {...table} minWidth="36rem">
        {rows.map((row) => (
          <tr key={row.name}>
            <td>{row.name}</td>
            <td>{row.status}</td>
            <td>
              <RowActions>
                <a href="#edit">{edit}</a>
                <Button variant="ghost">{remove}</Button>
              </RowActions>
            </td>
          </tr>
        ))}
      </DataTable>
      <ListFooter>
        <span>{showing}</span>
        <Button variant="ghost">{loadMore}</Button>
      </ListFooter>
    </div>
  );
}

const meta = {
  title: 'shared/DataTable',
  component: TableStory,
  args: {
    label: 'Articles table',
    caption: 'All articles, newest first',
    columns: ['Article', 'Status', 'Actions'],
    rows: [
      { name: 'Ethereum after the merge', status: 'Published' },
      { name: 'Zero-knowledge proofs, explained', status: 'Draft' },
    ],
    edit: 'Edit',
    remove: 'Delete',
    showing: 'Showing 2 of 57',
    loadMore: 'Load more',
  },
} satisfies Meta<typeof TableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: {
    label: '文章表格',
    caption: '全部文章，最新在前',
    columns: ['文章', '状态', '操作'],
    rows: [
      { name: '合并之后的以太坊', status: '已发布' },
      { name: '零知识证明详解', status: '草稿' },
    ],
    edit: '编辑',
    remove: '删除',
    showing: '显示 2 / 57',
    loadMore: '加载更多',
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
