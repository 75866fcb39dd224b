import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { Chip, ChipLink } from './Chip';

interface ChipsStoryProps {
  labels: string[];
  /** Index of the chosen chip. */
  selected: number;
}

function ChipsStory({ labels, selected }: ChipsStoryProps) {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div role="group" aria-label="Toggle buttons" style={{ display: 'flex', gap: '0.5rem' }}>
        {labels.map((label, index) => (
          <Chip key={label} aria-pressed={index === selected}>
            {label}
          </Chip>
        ))}
      </div>
      <nav aria-label="Links" style={{ display: 'flex', gap: '0.5rem' }}>
        {labels.map((label, index) => (
          <ChipLink key={label} to={`/?c=${index}`} aria-current={index === selected ? 'page' : undefined}>
            {label}
          </ChipLink>
        ))}
      </nav>
    </div>
  );
}

const meta = {
  title: 'shared/Chip',
  component: ChipsStory,
  decorators: [withRouter],
  args: { labels: ['All', 'Conference', 'Workshop', 'Uncategorized'], selected: 0 },
} satisfies Meta<typeof ChipsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chips: Story = {};

export const Light: Story = { args: { selected: 2 }, globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { labels: ['全部', '会议', '工作坊', '未分类'] },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
