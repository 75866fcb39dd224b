import { IMAGE_QUALITY, MAX_IMAGE_SIDE } from '../config/limits';

export interface Size {
  width: number;
  height: number;
}

/** The size that fits within `max` on the longest side, keeping the proportions; never enlarges. */
export function fitWithin({ width, height }: Size, max: number): Size {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

// GIF is passed through: a canvas would keep only the first frame of an animation.
const reencodedTypes = new Set(['image/jpeg', 'image/webp', 'image/png']);

function canvasToBlob(bitmap: ImageBitmap, size: Size, type: string): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, IMAGE_QUALITY));
}

function renamed(blob: Blob, file: File): File {
  return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
}

/**
 * Shrinks a photo in the browser before upload (spec section 9): longest side at most 1200 px, JPEG
 * and WebP at quality 0.8, PNG kept lossless. Returns the original file when it cannot be decoded
 * here (the server then gives its verdict), is a GIF, or when re-encoding would not make it smaller.
 */
export async function compressImage(file: File): Promise<File> {
  if (!reencodedTypes.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap, MAX_IMAGE_SIDE);
    const resized = size.width < bitmap.width || size.height < bitmap.height;
    // A PNG that needs no resizing would only grow when redrawn.
    if (!resized && file.type === 'image/png') return file;
    const blob = await canvasToBlob(bitmap, size, file.type);
    // Some browsers cannot encode WebP and fall back to PNG; keep the original then.
    if (!blob || blob.type !== file.type) return file;
    return resized || blob.size < file.size ? renamed(blob, file) : file;
  } finally {
    bitmap.close();
  }
}
