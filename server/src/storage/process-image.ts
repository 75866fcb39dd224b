import sharp, { type Metadata, type Sharp } from 'sharp';
import { StorageError } from './errors.ts';
import type { ImageType } from './image-type.ts';

export interface ImageLimits {
  /** Longest side of the stored image in pixels; smaller images are never enlarged. */
  maxSide: number;
  /** Most pixels decoded (width x height, x frames for an animation): pixel bombs are refused from their header. */
  maxPixels: number;
  /** Animations with more frames than this keep only their first frame. */
  maxFrames: number;
  /** JPEG and WebP quality (PNG stays lossless, GIF keeps its palette). */
  quality: number;
}

/** Spec section 9: longest side 1200 px, quality 0.8. */
export const IMAGE_LIMITS: ImageLimits = { maxSide: 1200, maxPixels: 50_000_000, maxFrames: 100, quality: 80 };

const PROCESSING_TIMEOUT_SECONDS = 20;

function decodeError(error: unknown, limits: ImageLimits): StorageError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    const megapixels = limits.maxPixels / 1_000_000;
    return new StorageError('too-many-pixels', `The image has more than ${megapixels} million pixels; upload a smaller one.`, {
      cause: error,
    });
  }
  return new StorageError('invalid-image', 'The file could not be read as an image (it may be damaged); upload another one.', {
    cause: error,
  });
}

async function readMetadata(bytes: Buffer, limits: ImageLimits): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: limits.maxPixels }).metadata();
  } catch (error) {
    throw decodeError(error, limits);
  }
}

/** A short animation is kept; a long or huge one keeps its first frame, so limits stay per frame. */
function keepsAnimation(metadata: Metadata, limits: ImageLimits): boolean {
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  return frames > 1 && frames <= limits.maxFrames && metadata.width * frameHeight * frames <= limits.maxPixels;
}

function encode(image: Sharp, type: ImageType, quality: number): Sharp {
  switch (type) {
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality });
    case 'gif':
      return image.gif();
  }
}

/**
 * Re-encodes an upload in its own format: EXIF rotation applied, longest side scaled down to the limit,
 * all metadata (EXIF, GPS, XMP, ICC) dropped. Refuses pixel bombs and files that do not decode.
 */
export async function processImage(bytes: Buffer, type: ImageType, limits: ImageLimits = IMAGE_LIMITS): Promise<Buffer> {
  const metadata = await readMetadata(bytes, limits);
  if (metadata.format !== type) throw decodeError(new Error(`decoded as ${metadata.format}, not ${type}`), limits);
  const image = sharp(bytes, {
    limitInputPixels: limits.maxPixels,
    animated: keepsAnimation(metadata, limits),
    autoOrient: true,
    failOn: 'error',
  })
    .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
    .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS });
  try {
    return await encode(image, type, limits.quality).toBuffer();
  } catch (error) {
    throw decodeError(error, limits);
  }
}
