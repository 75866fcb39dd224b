import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { Dialog } from './Dialog';
import { DialogActions, DialogBody } from './Dialog.styles';

const meta = {
  title: 'shared/Dialog',
  component: Dialog,
  args: { open: true, title: 'Dialog title', closeLabel: 'Close', onClose: () => {}, children: null },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the dialog</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)}>
          <DialogBody>
            <p>Escape, the backdrop and the close button close it; focus stays inside while it is open.</p>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>OK</Button>
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
