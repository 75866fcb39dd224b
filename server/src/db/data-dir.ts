import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeError, StartupError } from './errors.ts';

const MARKER = 'chainpulse.json';

interface Marker {
  format: 1;
  createdAt: string;
  /** Generated when HASURA_GRAPHQL_ADMIN_SECRET is not set, and kept for later starts. */
  adminSecret: string;
  /** Generated when ACTIONS_SECRET is not set; added to an older marker on its first start. */
  actionsSecret?: string;
}

/** DATA_DIR as start-up prepared it. */
export interface DataDir {
  root: string;
  pgdata: string;
  uploads: string;
  marker: Required<Marker>;
  /** True when this start created the directory, so a failed start removes it again. */
  created: boolean;
}

const newSecret = (): string => randomBytes(24).toString('base64url');

function writeMarker(root: string, marker: Marker): void {
  try {
    writeFileSync(join(root, MARKER), `${JSON.stringify(marker, null, 2)}\n`, { mode: 0o600 });
  } catch (error) {
    throw new StartupError('data-dir-unwritable', `DATA_DIR ${root} cannot be written: ${describeError(error)}.`);
  }
}

function readMarker(root: string): Marker {
  const file = join(root, MARKER);
  if (!existsSync(file)) {
    throw new StartupError(
      'data-dir-foreign',
      `DATA_DIR ${root} is not empty and was not created by this site (no ${MARKER}); ` + 'point DATA_DIR at an empty or new directory.',
    );
  }
  try {
    const marker = JSON.parse(readFileSync(file, 'utf8')) as Marker;
    if (marker.format !== 1 || typeof marker.adminSecret !== 'string') throw new Error('unknown format');
    return marker;
  } catch {
    throw new StartupError('data-dir-corrupt', `DATA_DIR ${root} has a damaged ${MARKER}; restore it from a backup.`);
  }
}

/**
 * Checks that DATA_DIR is missing, empty, or one this site made (it holds our marker file) before
 * anything is written to it, so a foreign directory is refused untouched; creates a new one.
 */
export function prepareDataDir(root: string): DataDir {
  const layout = { root, pgdata: join(root, 'pgdata'), uploads: join(root, 'uploads') };
  let entries: string[] = [];
  try {
    if (existsSync(root)) entries = readdirSync(root);
  } catch (error) {
    throw new StartupError('data-dir-unreadable', `DATA_DIR ${root} cannot be read: ${describeError(error)}.`);
  }
  if (entries.length > 0) {
    const marker = readMarker(root);
    const complete = { ...marker, actionsSecret: marker.actionsSecret ?? newSecret() };
    if (marker.actionsSecret === undefined) writeMarker(root, complete);
    return { ...layout, marker: complete, created: false };
  }
  const marker: Required<Marker> = { format: 1, createdAt: new Date().toISOString(), adminSecret: newSecret(), actionsSecret: newSecret() };
  try {
    mkdirSync(layout.uploads, { recursive: true });
  } catch (error) {
    throw new StartupError('data-dir-unwritable', `DATA_DIR ${root} cannot be written: ${describeError(error)}.`);
  }
  writeMarker(root, marker);
  return { ...layout, marker, created: true };
}

/** Removes a DATA_DIR that this failed start created, so a retry starts clean. */
export function discardDataDir(dir: DataDir): void {
  if (dir.created) rmSync(dir.root, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process: the embedded database is a single-process database, and a
 * second server on the same files would corrupt them. Returns the release function.
 */
export function lockDataDir(dir: DataDir): () => void {
  const file = join(dir.root, 'server.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new StartupError('data-dir-locked', `DATA_DIR ${dir.root} is in use by another server (process ${pid}); stop it first.`);
    }
  }
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}
