import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { UserMenu } from './UserMenu';

const user = { id: 'u1', email: 'ada@example.com', displayName: 'Ada Lovelace', username: 'ada', isAdmin: false };

const meta = {
  title: 'widgets/Header/UserMenu',
  component: UserMenu,
  args: { user, isAdmin: false },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '24rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
    withRouter,
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};

export const Admin: Story = { args: { user: { ...user, isAdmin: true }, isAdmin: true } };

export const EmailOnly: Story = { args: { user: { ...user, displayName: null } } };

export const ChineseLight: Story = {
  args: { user: { ...user, isAdmin: true }, isAdmin: true },
  globals: { locale: 'zh', theme: 'light' },
};

/** On phones the button shows the avatar and the first word of the name, not a cut-off full name. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
