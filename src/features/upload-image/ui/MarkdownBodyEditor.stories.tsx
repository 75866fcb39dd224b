import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { MarkdownBodyEditor } from './MarkdownBodyEditor';

function Editor({ initial, label, error }: { initial: string; label: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownBodyEditor label={label} value={value} onChange={setValue} folder="blog" error={error} rows={8} />;
}

const meta = {
  title: 'features/upload-image/MarkdownBodyEditor',
  component: Editor,
  args: { initial: '## Rollups\n\n```ts\nconst fee = 1n;\n```', label: 'Content' },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The articles' and blog posts' body editor: the toolbar with its image upload and preview, in the site's language. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Insert image' })).toBeEnabled();
  },
};

export const Chinese: Story = {
  args: { label: '内容' },
  globals: { locale: 'zh', theme: 'light' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '插入图片' })).toBeEnabled();
  },
};

export const WithError: Story = { args: { initial: 'Too short', error: 'Content must be at least 50 characters' } };
