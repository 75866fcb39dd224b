import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ShareLinkButtons } from './ShareLinkButtons';

const meta = {
  title: 'features/ShareLinkButtons',
  component: ShareLinkButtons,
  args: {
    title: 'Bitcoin spot ETFs log fifth straight week of net inflows',
    text: 'Funds took in $1.2 billion this week.',
    url: 'https://chainpulse.example/news/61000000-0000-4000-8000-000000000001',
  },
} satisfies Meta<typeof ShareLinkButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Copy link' puts the address on the clipboard and says so (or, refused, shows the address to copy by hand). */
export const CopyLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    const status = canvas.getByRole('status');
    // The clipboard answers asynchronously (at once, or after the browser's permission check).
    await waitFor(() => expect(status).toHaveTextContent(/^(Link copied\.|Could not copy the link\. Its address: .+)$/), {
      timeout: 5000,
    });
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

export const Light: Story = { globals: { theme: 'light' } };
