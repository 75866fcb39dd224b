export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

export interface ImageFormat {
  type: ImageType;
  extension: string;
  contentType: string;
}

export const IMAGE_FORMATS: Record<ImageType, ImageFormat> = {
  jpeg: { type: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' },
  png: { type: 'png', extension: 'png', contentType: 'image/png' },
  webp: { type: 'webp', extension: 'webp', contentType: 'image/webp' },
  gif: { type: 'gif', extension: 'gif', contentType: 'image/gif' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** The image type its first bytes (magic numbers) say, whatever the file's name or declared type; undefined for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** The format of a stored file, from the extension this module gave it. */
export function formatOfExtension(extension: string): ImageFormat | undefined {
  return Object.values(IMAGE_FORMATS).find((format) => format.extension === extension);
}
