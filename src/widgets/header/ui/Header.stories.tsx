import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withRouter } from '@/shared/lib/storybook';
import { Header } from './Header';

const meta = {
  title: 'widgets/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const ChineseLight: Story = { globals: { locale: 'zh', theme: 'light' } };

/** On phones the navigation, search and preferences fold into the menu button. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The open phone menu takes focus, keeps Tab inside, and Escape closes it and gives focus back to its button. */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Open the menu' });
    await expect(toggle).toBeVisible();
    await userEvent.click(toggle);
    const home = canvas.getByRole('link', { name: 'Home' });
    await waitFor(() => expect(home).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Close the menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};
