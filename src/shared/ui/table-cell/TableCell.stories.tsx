import type { Meta, StoryObj } from '@storybook/react-vite';
import { CellTags, CellTitle } from './TableCell';

interface CellStoryProps {
  title: string;
  tags: string[];
}

function CellStory({ title, tags }: CellStoryProps) {
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '20rem' }}>
      <CellTitle>{title}</CellTitle>
      <CellTags>
        {tags.map((tag) => (
          <span key={tag}>{tag}</span>
        ))}
      </CellTags>
    </div>
  );
}

const meta = {
  title: 'shared/TableCell',
  component: CellStory,
  args: { title: 'Zero-knowledge proofs, explained without the maths', tags: ['DeFi', 'English', 'Online'] },
} satisfies Meta<typeof CellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cell: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = { args: { title: '零知识证明详解', tags: ['去中心化金融', '中文', '线上'] }, globals: { locale: 'zh' } };
