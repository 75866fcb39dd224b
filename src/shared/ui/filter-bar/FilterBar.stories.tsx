import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { TextField } from '../text-field';
import { FilterBar } from './FilterBar';

interface BarStoryProps {
  label: string;
  placeholder: string;
  action: string;
}

function BarStory({ label, placeholder, action }: BarStoryProps) {
  return (
    <FilterBar>
      <TextField type="search" label={label} placeholder={placeholder} />
      <Button>{action}</Button>
    </FilterBar>
  );
}

const meta = {
  title: 'shared/FilterBar',
  component: BarStory,
  args: { label: 'Search categories', placeholder: 'Name, slug or description', action: 'New category' },
} satisfies Meta<typeof BarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndButton: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { label: '搜索分类', placeholder: '名称、标识或描述', action: '新建分类' },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
