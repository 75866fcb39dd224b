import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loadNamespaces } from '@/shared/lib/i18n';
import { RsvpControls } from './RsvpControls';

// The look of RsvpButton in each of its states (the button itself reads the session and the API).
const meta = {
  title: 'features/RsvpButton',
  component: RsvpControls,
  args: { status: null, onAnswer: fn(), onWithdraw: fn() },
  loaders: [() => loadNamespaces('events')],
} satisfies Meta<typeof RsvpControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAnswer: Story = {};

export const Going: Story = { args: { status: 'going' } };

export const Interested: Story = { args: { status: 'interested' }, globals: { theme: 'light' } };

export const Full: Story = { args: { full: true } };

export const Failed: Story = { args: { error: 'This event is full: every seat is taken.' } };

export const Chinese: Story = { args: { status: 'going' }, globals: { locale: 'zh' } };
