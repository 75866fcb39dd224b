import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withRouter } from '@/shared/lib/storybook';
import { AccountPlaceholder } from './AccountPlaceholder';

/** The member's account button as the server renders it from the hint cookie, before the menu's code runs. */
const meta = {
  title: 'widgets/Header/AccountPlaceholder',
  component: AccountPlaceholder,
  args: { name: 'Alice Wonderland' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '1rem' }}>
        <Story />
      </div>
    ),
    withRouter,
  ],
} satisfies Meta<typeof AccountPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Account menu of Alice Wonderland' });
    await expect(link).toHaveAttribute('href', '/profile');
    await expect(link).toHaveTextContent('Alice Wonderland');
  },
};

/** On phones: the avatar and the first word of the name. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const ChineseLight: Story = { args: { name: '李雷' }, globals: { locale: 'zh', theme: 'light' } };
