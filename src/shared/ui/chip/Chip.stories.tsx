import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withRouter } from '@/shared/lib/storybook';
import { Chip, ChipLink, ChipRow, ChipSwatch } from './Chip';

interface ChipsStoryProps {
  labels: string[];
  /** Index of the chosen chip. */
  selected: number;
}

const swatches = ['#f59e0b', '#10b981', '#8b5cf6', '#ef4444'];

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
      {/* A row that scrolls sideways on phones (wraps from tablets up), with category colours. */}
      <ChipRow role="group" aria-label="Row" style={{ maxWidth: '20rem' }}>
        {[...labels, ...labels].map((label, index) => (
          <Chip key={`${label}-${index}`} aria-pressed={index === selected}>
            <ChipSwatch $color={swatches[index % swatches.length]!} aria-hidden="true" />
            {label}
          </Chip>
        ))}
      </ChipRow>
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

/** The chosen toggle and the current link look the same: filled with the primary colour. */
export const OneSelectedLook: Story = {
  play: async ({ canvas }) => {
    const pressed = canvas.getAllByRole('button', { pressed: true })[0]!;
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(getComputedStyle(pressed).backgroundColor).toBe(getComputedStyle(current).backgroundColor);
    await expect(getComputedStyle(pressed).backgroundColor).not.toBe(
      getComputedStyle(canvas.getAllByRole('button', { pressed: false })[0]!).backgroundColor,
    );
  },
};

export const Light: Story = { args: { selected: 2 }, globals: { theme: 'light' } };

export const Chinese: Story = {
  args: { labels: ['全部', '会议', '工作坊', '未分类'] },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
