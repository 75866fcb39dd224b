import type { Meta, StoryObj } from '@storybook/react-vite';
import { Client, Provider, fetchExchange } from 'urql';
import { expect, fn } from 'storybook/test';
import { CreateDiscussionBox } from './CreateDiscussionBox';

// Signed out, nothing is sent: the client is only there for the mutation and mention hooks.
const client = new Client({ url: 'http://127.0.0.1:9/v1/graphql', exchanges: [fetchExchange] });

const meta = {
  title: 'features/CreateDiscussion/CreateDiscussionBox',
  component: CreateDiscussionBox,
  decorators: [
    (Story) => (
      <Provider value={client}>
        <div style={{ maxWidth: '24rem' }}>
          <Story />
        </div>
      </Provider>
    ),
  ],
  args: { onSignIn: fn() },
} satisfies Meta<typeof CreateDiscussionBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the title, the topic picker and the counted text, all disabled, and the sign-in offer. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Topic' })).toHaveValue('general');
    await expect(canvas.getByText('0 / 5,000 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** Opened from a topic of the forum, the picker starts on it. */
export const FromTopic: Story = {
  args: { topic: 'defi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Topic' })).toHaveValue('defi');
  },
};

export const ChineseLight: Story = { globals: { locale: 'zh', theme: 'light' } };
