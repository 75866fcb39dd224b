import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsVoteButtons } from './NewsVoteButtons';

const meta = {
  title: 'entities/NewsItem/NewsVoteButtons',
  component: NewsVoteButtons,
  args: { bull: 42, bear: 7, mine: null, onVote: () => {} },
} satisfies Meta<typeof NewsVoteButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No vote yet (or a visitor, whose press opens the sign-in dialog). */
export const NoVote: Story = {};

export const Bullish: Story = { args: { mine: 'bull', bull: 43 } };

export const BearishLight: Story = { args: { mine: 'bear', bear: 8 }, globals: { theme: 'light' } };

/** Over the vote budget: the write was refused and the vote put back. */
export const Refused: Story = {
  args: { error: 'You have voted a lot in the last few minutes. Try again shortly.' },
};

export const Chinese: Story = {
  args: { mine: 'bull', bull: 1280, bear: 96 },
  globals: { locale: 'zh' },
};
