import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../config/limits';
import { uploadImage } from './uploadImage';

describe('uploadImage', () => {
  it('refuses a file over 5 MB as chosen, as the hint says, before scaling or sending it', async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'cover.jpg', { type: 'image/jpeg' });
    await expect(uploadImage(big)).rejects.toMatchObject({ code: 'file-too-large', status: 413 });
  });

  it('refuses a type the server does not accept', async () => {
    const pdf = new File(['%PDF'], 'cover.pdf', { type: 'application/pdf' });
    await expect(uploadImage(pdf)).rejects.toMatchObject({ code: 'unsupported-type' });
  });
});
