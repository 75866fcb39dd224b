import type { Meta, StoryObj } from '@storybook/react-vite';
import { Client, Provider, fetchExchange } from 'urql';
import { expect, userEvent, within } from 'storybook/test';
import { EditDiscussionTitle } from './EditDiscussionTitle';

// Nothing is saved here: the client is only there for the mutation hook.
const client = new Client({ url: 'http://127.0.0.1:9/v1/graphql', exchanges: [fetchExchange] });

const meta = {
  title: 'features/EditDiscussionTitle',
  component: EditDiscussionTitle,
  decorators: [
    (Story) => (
      <Provider value={client}>
        <Story />
      </Provider>
    ),
  ],
  args: { id: 'd1', title: 'Which rollups share a sequencer today?' },
} satisfies Meta<typeof EditDiscussionTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog opens on the title as it is; Save waits for a change and refuses an empty or over-long title. */
export const Author: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Edit title' }));
    const dialog = await page.findByRole('dialog', { name: 'Edit the title' });
    const field = within(dialog).getByRole('textbox', { name: 'Title' });
    const save = within(dialog).getByRole('button', { name: 'Save title' });
    await expect(field).toHaveValue('Which rollups share a sequencer today?');
    await expect(save).toBeDisabled();
    await userEvent.clear(field);
    await expect(within(dialog).getByText('Give your discussion a title.')).toBeVisible();
    await expect(save).toBeDisabled();
    await userEvent.type(field, 'x'.repeat(121));
    await expect(save).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Shared sequencers in 2026');
    await expect(save).toBeEnabled();
  },
};

/** A moderator retitling someone else's thread is told the text stays the author's. */
export const ModeratorChinese: Story = {
  args: { asModerator: true, title: '哪些 Rollup 共享排序器？' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: '编辑标题' }));
    await expect(await page.findByText('以版主身份修改此讨论的标题，作者的正文保持不变。')).toBeVisible();
  },
};
