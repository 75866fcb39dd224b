import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewItemsBar } from './NewItemsBar';

const meta = {
  title: 'entities/NewsItem/NewItemsBar',
  component: NewItemsBar,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '8rem', paddingTop: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { count: 3, onReveal: () => {} },
} satisfies Meta<typeof NewItemsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};

/** One new story: the singular. */
export const One: Story = { args: { count: 1 } };

export const ChineseLight: Story = { args: { count: 5 }, globals: { locale: 'zh', theme: 'light' } };
