/** Images never change once stored (every upload gets a new name), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where images live: local disk or an S3-compatible bucket. Paths are `<folder>/<file>`, checked by the caller. */
export interface ImageStore {
  /** Writes a new object; false when the path is taken already (nothing is ever overwritten). */
  create(path: string, bytes: Buffer, contentType: string): Promise<boolean>;
  /** The stored bytes, or undefined when there is no such image. */
  read(path: string): Promise<Buffer | undefined>;
  /** The URL a browser loads the image from. */
  urlOf(path: string): string;
  close(): void;
}

/** The route that serves images from the store (local disk, or S3 without a public URL). */
export const IMAGE_ROUTE_PREFIX = '/storage/images';
