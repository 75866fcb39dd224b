import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownEditor, type MarkdownEditorLabels, type MarkdownImageUpload } from './MarkdownEditor';

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

function Editor({ initial, imageUpload }: { initial: string; imageUpload?: MarkdownImageUpload }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownEditor
      label="Content"
      value={value}
      onChange={setValue}
      labels={labels}
      imageUpload={imageUpload}
      error={value ? undefined : 'Please enter article content'}
    />
  );
}

const area = () => screen.getByLabelText<HTMLTextAreaElement>('Content');

describe('MarkdownEditor', () => {
  it('formats the selected text from the toolbar and keeps it selected', () => {
    render(<Editor initial="make this strong" />);
    area().setSelectionRange(5, 9);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(area().value).toBe('make **this** strong');
    expect([area().selectionStart, area().selectionEnd]).toEqual([7, 11]);
    expect(document.activeElement).toBe(area());
  });

  it('applies Ctrl+I as italic and builds lists and links', () => {
    render(<Editor initial="word" />);
    area().setSelectionRange(0, 4);
    fireEvent.keyDown(area(), { key: 'i', ctrlKey: true });
    expect(area().value).toBe('_word_');
    area().setSelectionRange(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(area().value).toBe('- _word_');
    area().setSelectionRange(area().value.length, area().value.length);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(area().value).toBe('- _word_[text](https://)');
  });

  it('shows the text rendered as markdown in the preview, and back', async () => {
    render(<Editor initial={'## Rollups\n\n**Blobs** are cheap.'} />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of the content' });
    // The markdown renderer loads on first use.
    await waitFor(() => expect(preview.querySelector('h2')?.textContent).toBe('Rollups'), { timeout: 10_000 });
    expect(preview.querySelector('strong')?.textContent).toBe('Blobs');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.queryByRole('region', { name: 'Preview of the content' })).toBeNull();
    expect(area().hidden).toBe(false);
  });

  it('inserts an uploaded image where the caret was', async () => {
    const upload = vi.fn(async (file: File) => `![${file.name}](/storage/images/x.png)`);
    render(<Editor initial={'first\nsecond'} imageUpload={{ accept: 'image/png', upload }} />);
    area().setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'chart.png', { type: 'image/png' })] } });
    await waitFor(() => expect(area().value).toBe('first\n![chart.png](/storage/images/x.png)\nsecond'));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('leaves the text alone when the upload fails', async () => {
    render(<Editor initial="keep" imageUpload={{ accept: 'image/png', upload: async () => null }} />);
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [new File(['x'], 'x.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Insert image' })).toHaveProperty('disabled', false));
    expect(area().value).toBe('keep');
  });

  it('marks the text area invalid with its error', () => {
    render(<Editor initial="" />);
    expect(area().getAttribute('aria-invalid')).toBe('true');
    expect(area().getAttribute('aria-describedby')).toBe(screen.getByText('Please enter article content').id);
  });
});
