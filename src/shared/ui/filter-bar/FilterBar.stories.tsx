import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { TextField } from '../text-field';
import { FilterBar } from './FilterBar';

interface BarStoryProps {
  label: string;
  placeholder: string;
  action: string;
  onAction?: () => void;
}

function BarStory({ label, placeholder, action, onAction }: BarStoryProps) {
  return (
    <FilterBar>
      <TextField type="search" label={label} placeholder={placeholder} />
      <Button onClick={onAction}>{action}</Button>
    </FilterBar>
  );
}

const meta = {
  title: 'shared/FilterBar',
  component: BarStory,
  args: { label: 'Search categories', placeholder: 'Name, slug or description', action: 'New category', onAction: fn() },
} satisfies Meta<typeof BarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search field and the button each work on their own: typing does not press the button. */
export const SearchAndButton: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search categories' });
    await userEvent.type(search, 'layer 2');
    await expect(search).toHaveValue('layer 2');
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'New category' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { label: '搜索分类', placeholder: '名称、标识或描述', action: '新建分类' },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
