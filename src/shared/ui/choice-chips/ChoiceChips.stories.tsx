import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ChoiceChips } from './ChoiceChips';

type Status = 'all' | 'published' | 'draft';

interface ChipsStoryProps {
  legend: string;
  labels: Record<Status, string>;
  onChange?: (status: Status) => void;
}

function ChipsStory({ legend, labels, onChange }: ChipsStoryProps) {
  const [value, setValue] = useState<Status>('all');
  const options = (['all', 'published', 'draft'] as const).map((status) => ({ value: status, label: labels[status] }));
  return (
    <ChoiceChips
      legend={legend}
      name="status"
      options={options}
      value={value}
      onChange={(status) => {
        setValue(status);
        onChange?.(status);
      }}
    />
  );
}

const meta = {
  title: 'shared/ChoiceChips',
  component: ChipsStory,
  args: { legend: 'Status', labels: { all: 'All', published: 'Published', draft: 'Drafts' }, onChange: fn() },
} satisfies Meta<typeof ChipsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One radio group named by its legend: a click or the arrow keys choose, and the owner hears of it. */
export const StatusFilter: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Status' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(canvas.getByText('Drafts'));
    await expect(canvas.getByRole('radio', { name: 'Drafts' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('draft');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Published' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('published');
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { legend: '状态', labels: { all: '全部', published: '已发布', draft: '草稿' } },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
