import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ModerationRow, ReservedRow } from './MemberModeration';

/** A week from now: the member is suspended while the story runs. */
const until = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

const meta = {
  title: 'features/MemberModeration',
  component: ModerationRow,
  args: { memberName: 'Marcus Okafor', until, reason: 'Spam links in three threads', canSuspend: true, onOpen: fn() },
  // A phone's content width: the place held before the controls load must be the row's height once they show.
  render: (args) => (
    <div style={{ width: 343 }}>
      <div data-testid="reserved">
        <ReservedRow />
      </div>
      <div data-testid="loaded">
        <ModerationRow {...args} />
      </div>
    </div>
  ),
} satisfies Meta<typeof ModerationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const sameHeight = async (canvasElement: HTMLElement) => {
  const height = (id: string) => canvasElement.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().height;
  await expect(height('reserved')).toBeGreaterThan(0);
  await expect(height('loaded')).toBe(height('reserved'));
};

/** A suspended member on a phone: the note gives way with an ellipsis, the row stays one line (no shift). */
export const SuspendedOnPhone: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Lift suspension' })).toBeVisible();
    await expect(canvas.getByText(/Suspended until/)).toHaveAttribute('title', expect.stringContaining('Spam links in three threads'));
    await sameHeight(canvasElement);
  },
};

export const SuspendedOnPhoneChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => sameHeight(canvasElement),
};

/** Not suspended: Warn and Suspend, the same height. */
export const Member: Story = {
  args: { until: null, reason: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Suspend' })).toBeVisible();
    await sameHeight(canvasElement);
  },
};
