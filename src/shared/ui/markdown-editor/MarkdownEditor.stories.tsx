import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** Bold wraps the selected word (the button and Ctrl+B); the arrow keys move along the toolbar. */
export const FormatSelection: Story = {
  args: { initial: 'Rollups are cheap now' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Content' });
    area.focus();
    area.setSelectionRange(12, 17);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(area).toHaveValue('Rollups are **cheap** now');
    // The word stays selected: Ctrl+I makes it italic too.
    await expect(area).toHaveFocus();
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect(area).toHaveValue('Rollups are **_cheap_** now');

    canvas.getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Preview' })).toHaveFocus();
  },
};

/** The preview renders the text as the article page does; the formatting buttons rest meanwhile. */
export const PreviewToggle: Story = {
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('button', { name: 'Preview' });
    await userEvent.click(preview);
    const region = await canvas.findByRole('region', { name: 'Preview of the content' });
    // The markdown renderer loads on first use.
    await expect(await within(region).findByRole('heading', { level: 2, name: 'Rollups' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await userEvent.click(preview);
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toBeVisible();
  },
};

/** A chosen image is uploaded and its markdown inserted on a line of its own where the caret was. */
export const UploadImage: Story = {
  args: { initial: 'Before\nAfter', withImage: true },
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Content' });
    area.focus();
    area.setSelectionRange(6, 6);
    await userEvent.click(canvas.getByRole('button', { name: 'Insert image' }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['<svg/>'], 'chart.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(area).toHaveValue('Before\n![chart.svg](/demo/event-zk-workshop.svg)\nAfter'));
  },
};

/** The error marks the text area invalid and is announced with it. */
export const ErrorAnnounced: Story = {
  args: WithError.args,
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Content' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Content must be at least 50 characters');
  },
};
