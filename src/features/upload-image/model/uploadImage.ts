import { RestError } from '@/shared/api';
import { postImage, type PostImageOptions, type UploadedImage } from '../api/uploadImage';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../config/limits';
import { compressImage } from '../lib/compressImage';

export type UploadImageOptions = PostImageOptions;

function isAcceptedType(type: string): boolean {
  return ACCEPTED_IMAGE_TYPES.some((accepted) => accepted === type);
}

/**
 * Checks, compresses (spec section 9) and uploads an image for the signed-in member. Refuses at once
 * what the server would refuse by its declared type or size; the server still checks the bytes.
 */
export async function uploadImage(file: File, options: UploadImageOptions = {}): Promise<UploadedImage> {
  // An empty type means the browser could not tell; the server reads the bytes.
  if (file.type !== '' && !isAcceptedType(file.type)) {
    throw new RestError('unsupported-type', `${file.type} is not an accepted image type.`, 415);
  }
  // The hint promises 5 MB at most: a larger file is refused as chosen, even when scaling it down would fit.
  if (file.size > MAX_UPLOAD_BYTES) throw new RestError('file-too-large', 'The image is larger than 5 MB.', 413);
  const compressed = await compressImage(file);
  if (compressed.size > MAX_UPLOAD_BYTES) {
    throw new RestError('file-too-large', 'The image is larger than 5 MB.', 413);
  }
  return postImage(compressed, options);
}
