import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { resolveInside } from './paths.ts';
import { IMAGE_ROUTE_PREFIX, type ImageStore } from './store.ts';

/** Where uploads are written before they get their name; a folder name no image path can have (no dot allowed). */
const INCOMING = '.incoming';

/** The files this process is writing in INCOMING: anything else there was left by a process that was killed. */
const writing = new Set<string>();

function hasCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as { code?: unknown }).code as string);
}

/** Writes a new file and flushes it to the disk. */
async function writeSynced(file: string, bytes: Buffer): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a directory's entries (a new name in it) to the disk; some platforms cannot open a directory for it. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!hasCode(error, 'EISDIR', 'EPERM', 'EACCES', 'EINVAL')) throw error;
  } finally {
    await handle?.close();
  }
}

/** Makes the folder of `file`; returns the directories whose entries change: the folder, and the parents of new ones. */
async function makeFolder(file: string): Promise<string[]> {
  const folder = dirname(file);
  const created = await mkdir(folder, { recursive: true });
  const changed = [folder];
  if (created !== undefined) {
    for (let dir = folder; dir !== dirname(created) && dir !== dirname(dir); dir = dirname(dir)) changed.push(dirname(dir));
  }
  return changed;
}

/** Removes what killed processes left half-written in INCOMING. */
async function sweepIncoming(incoming: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(incoming);
  } catch {
    return;
  }
  await Promise.all(
    entries
      .map((entry) => join(incoming, entry))
      .filter((file) => !writing.has(file))
      .map((file) => rm(file, { force: true })),
  );
}

/**
 * Images as files under `root` (DATA_DIR/uploads/images), served by GET /storage/images/*. An upload is written
 * and flushed under a temporary name, then linked to its own: once acknowledged it is on the disk whole, and a
 * crash (kill -9, power loss) while it is written never leaves part of an image under an image's name.
 */
export function createLocalStore(root: string): ImageStore {
  const base = resolve(root);
  const incoming = join(base, INCOMING);
  let swept: Promise<void> | undefined;
  return {
    async create(path, bytes) {
      const file = resolveInside(base, path);
      swept ??= sweepIncoming(incoming);
      await swept;
      const changed = await makeFolder(file);
      await mkdir(incoming, { recursive: true });
      const temp = join(incoming, randomBytes(12).toString('hex'));
      writing.add(temp);
      try {
        await writeSynced(temp, bytes);
        try {
          // link, unlike rename, fails when the name exists: an upload never replaces another.
          await link(temp, file);
        } catch (error) {
          if (hasCode(error, 'EEXIST')) return false;
          throw error;
        }
        for (const dir of changed) await syncDirectory(dir);
        return true;
      } finally {
        await rm(temp, { force: true });
        writing.delete(temp);
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
