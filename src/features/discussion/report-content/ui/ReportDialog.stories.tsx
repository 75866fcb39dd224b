import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportDialog } from './ReportDialog';

const meta = {
  title: 'features/ReportContent/ReportDialog',
  component: ReportDialog,
  args: {
    open: true,
    kind: 'comment',
    onClose: () => undefined,
    onSubmit: async (): Promise<string | null> => null,
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comment: Story = {};

export const Discussion: Story = { args: { kind: 'discussion' } };

export const Failing: Story = { args: { onSubmit: async () => 'Your report could not be sent: Service temporarily unavailable' } };

export const Sent: Story = { args: { sent: true } };

export const ChineseLight: Story = { globals: { locale: 'zh', theme: 'light' } };
