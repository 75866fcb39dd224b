import { randomBytes } from 'node:crypto';
import { isAbsolute, relative, resolve } from 'node:path';
import { StorageError } from './errors.ts';
import { formatOfExtension, type ImageFormat } from './image-type.ts';

/** A folder name: the admin folders, or a user id. */
const FOLDER = /^[A-Za-z0-9_-]{1,64}$/;
/** `<milliseconds>-<12 hex>.<extension>`, as newFileName makes them. */
const FILE_NAME = /^(\d{10,16})-([0-9a-f]{12})\.([a-z]+)$/;

/** A checked `<folder>/<file>` path inside the bucket. */
export interface ImagePath {
  path: string;
  format: ImageFormat;
}

export function isFolderName(name: string): boolean {
  return FOLDER.test(name);
}

/** Timestamp + random + extension (spec section 9); unique enough that a clash only costs a retry. */
export function newFileName(format: ImageFormat): string {
  return `${Date.now()}-${randomBytes(6).toString('hex')}.${format.extension}`;
}

/** Checks a path from a request; anything but `<folder>/<file name this module makes>` is refused. */
export function parseImagePath(path: string): ImagePath {
  const [folder, file, ...rest] = path.split('/');
  const extension = file === undefined ? undefined : FILE_NAME.exec(file)?.[3];
  const format = extension === undefined ? undefined : formatOfExtension(extension);
  if (rest.length > 0 || folder === undefined || !isFolderName(folder) || format === undefined) {
    throw new StorageError(
      'invalid-path',
      `"${path}" is not an image path; image paths look like <folder>/<timestamp>-<random>.<jpg|png|webp|gif>.`,
    );
  }
  return { path, format };
}

/** The absolute file of a bucket path, after checking that it stays inside the root. */
export function resolveInside(root: string, path: string): string {
  const file = resolve(root, path);
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    throw new StorageError('invalid-path', `"${path}" points outside the image storage.`);
  }
  return file;
}
