import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { resolveInside } from './paths.ts';
import { IMAGE_ROUTE_PREFIX, type ImageStore } from './store.ts';

function hasCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as { code?: unknown }).code as string);
}

/** Images as files under `root` (DATA_DIR/uploads/images), served by GET /storage/images/*. */
export function createLocalStore(root: string): ImageStore {
  const base = resolve(root);
  return {
    async create(path, bytes) {
      const file = resolveInside(base, path);
      await mkdir(dirname(file), { recursive: true });
      try {
        // 'wx' fails when the file exists: an upload never replaces another.
        await writeFile(file, bytes, { flag: 'wx' });
        return true;
      } catch (error) {
        if (hasCode(error, 'EEXIST')) return false;
        await rm(file, { force: true });
        throw error;
      }
    },
    async read(path) {
      try {
        return await readFile(resolveInside(base, path));
      } catch (error) {
        if (hasCode(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return undefined;
        throw error;
      }
    },
    urlOf: (path) => `${IMAGE_ROUTE_PREFIX}/${path}`,
    close: () => undefined,
  };
}
