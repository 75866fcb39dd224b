import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MarkdownEditor, type MarkdownEditorLabels } from './MarkdownEditor';

const labels: MarkdownEditorLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  code: 'Code',
  link: 'Link',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  image: 'Insert image',
  imageUploading: 'Uploading the image...',
  preview: 'Preview',
  previewRegion: 'Preview of the content',
  placeholderText: 'text',
};

function Editor(props: { initial: string; error?: string; withImage?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <MarkdownEditor
      label="Content"
      value={value}
      onChange={setValue}
      labels={labels}
      error={props.error}
      hint="Markdown: tables, task lists and footnotes work."
      imageUpload={
        props.withImage ? { accept: 'image/*', upload: async (file) => `![${file.name}](/demo/event-zk-workshop.svg)` } : undefined
      }
    />
  );
}

const meta = {
  title: 'shared/MarkdownEditor',
  component: Editor,
  args: { initial: '## Rollups\n\nSelect some text and press **Bold**.\n\n- first\n- second' },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithImageUpload: Story = { args: { withImage: true } };

export const WithError: Story = { args: { initial: 'Too short', error: 'Content must be at least 50 characters' } };

export const Light: Story = { globals: { theme: 'light' } };
