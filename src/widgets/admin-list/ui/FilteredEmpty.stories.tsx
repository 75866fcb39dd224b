import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from '@/shared/ui/empty-state';
import { Button } from '@/shared/ui/button';
import { FilteredEmpty } from './FilteredEmpty';

const english = {
  'empty.filtered': 'No events match your search or filter.',
  'empty.none': 'No events yet.',
  'empty.clear': 'Clear search and filter',
} as const;

const chinese = {
  'empty.filtered': '没有符合搜索或筛选条件的活动。',
  'empty.none': '还没有活动。',
  'empty.clear': '清除搜索和筛选',
} as const;

interface EmptyStoryProps {
  filtered: boolean;
  words: Record<keyof typeof english, string>;
  action: string;
  onClear: () => void;
}

function EmptyStory({ filtered, words, action, onClear }: EmptyStoryProps) {
  return (
    <EmptyState>
      <FilteredEmpty
        filters={{ filtered, clear: onClear }}
        t={(key) => words[key]}
        noneAction={<Button variant="ghost">{action}</Button>}
      />
    </EmptyState>
  );
}

const meta = {
  title: 'widgets/FilteredEmpty',
  component: EmptyStory,
  args: { filtered: true, words: english, action: 'Create the first event', onClear: fn() },
} satisfies Meta<typeof EmptyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filtered: says nothing matches and offers to clear the filters, not the page's own action. */
export const Filtered: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No events match your search or filter.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create the first event' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filter' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Unfiltered: says there are none yet and offers the page's action. */
export const NoneYet: Story = {
  args: { filtered: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create the first event' })).toBeVisible();
  },
};

export const ChineseLight: Story = { args: { words: chinese, action: '创建第一个活动' }, globals: { locale: 'zh', theme: 'light' } };
