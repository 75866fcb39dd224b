import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loadNamespaces } from '@/shared/lib/i18n';
import { BookmarkToggle } from './BookmarkToggle';

// The look of BookmarkButton in each of its states (the button itself reads the session and the API).
const meta = {
  title: 'features/BookmarkButton',
  component: BookmarkToggle,
  args: { saved: false, onClick: fn() },
  // Its messages are in the `content` namespace, which pages load with their code.
  loaders: [() => loadNamespaces('content')],
} satisfies Meta<typeof BookmarkToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {};

export const Saved: Story = { args: { saved: true } };

export const Busy: Story = { args: { busy: true } };

export const Failed: Story = {
  args: { error: 'You have 200 bookmarks, the most you can keep. Remove some on your Bookmarks page first.' },
};

export const SavedLight: Story = { args: { saved: true }, globals: { theme: 'light' } };

export const Chinese: Story = { args: { saved: true }, globals: { locale: 'zh' } };
