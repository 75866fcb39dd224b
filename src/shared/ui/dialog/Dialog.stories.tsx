import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Dialog } from './Dialog';
import { DialogActions, DialogBody } from './Dialog.styles';

const meta = {
  title: 'shared/Dialog',
  component: Dialog,
  args: { open: true, title: 'Dialog title', closeLabel: 'Close', onClose: fn(), children: null },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const close = () => {
      args.onClose();
      setOpen(false);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the dialog</Button>
        <Dialog {...args} open={open} onClose={close}>
          <DialogBody>
            <p>Escape, the backdrop and the close button close it; focus stays inside while it is open.</p>
            <DialogActions>
              <Button onClick={close}>OK</Button>
            </DialogActions>
          </DialogBody>
        </Dialog>
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Closed: Story = { args: { open: false } };

/** Opens from its button, keeps focus inside while open, closes on Escape and gives focus back to the button. */
export const KeyboardFlow: Story = {
  args: { open: false },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open the dialog' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Dialog title' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The page behind is inert: it cannot take focus while the dialog is open.
    opener.focus();
    await expect(opener).not.toHaveFocus();
    // The browser answers a real Escape on a modal <dialog> with a `cancel` event (a simulated key press gets no
    // answer): that event stands in for the key here; e2e/auth.spec.ts presses the real key.
    await fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

/** The close button and a click on the backdrop (outside the panel) close it; a click inside the panel does not. */
export const CloseButtonAndBackdrop: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText(/Escape, the backdrop/));
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Open the dialog' }));
    await userEvent.click(await canvas.findByRole('dialog'));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
