import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { ImagePicker } from './ImagePicker';

function Picker({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImagePicker label="Cover image" value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('image-picker-input'), { target: { files: [file] } });
}

describe('ImagePicker', () => {
  beforeAll(async () => {
    // jsdom has no object URLs; the picker previews the chosen file with one while it uploads.
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
    await initI18n();
    await loadNamespaces('upload');
  });

  it('refuses a file type the server does not accept, without uploading', async () => {
    await changeLanguage('en');
    render(<Picker initial={null} />);
    expect(screen.getByRole('group', { name: 'Cover image' })).toBeTruthy();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unsupported file type. Please upload a JPEG, PNG, WebP or GIF image.');
    expect(screen.getByText('none')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in first (zh)', async () => {
    await changeLanguage('zh');
    render(<Picker initial={null} />);
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先登录后再上传图片');
  });

  it('shows the current image, reports one that fails to load, and removes it', async () => {
    await changeLanguage('en');
    render(<Picker initial="/storage/images/u/1-abc.png" />);
    const preview = screen.getByRole('img', { name: 'Preview of the chosen image' });
    expect(preview.getAttribute('src')).toBe('/storage/images/u/1-abc.png');
    fireEvent.error(preview);
    expect(screen.getByText('Failed to load image')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeTruthy();
    expect(screen.getByText('none')).toBeTruthy();
  });
});
