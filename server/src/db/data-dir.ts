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

/** The fields of /proc/<pid>/stat after the command name (Linux); undefined when the process is gone or elsewhere. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces and parentheses: the fields start after the last one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** When the kernel started the process (clock ticks since boot, Linux): a reused pid has another start time. */
function startTimeOf(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

function isAlive(pid: number): boolean {
  // A zombie (killed, not yet reaped by its parent) answers signals but runs no more.
  if (procStat(pid)?.[0] === 'Z') return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server a lock file names: its pid, and its start time when the system tells it. */
interface LockOwner {
  pid: number;
  startTime: string | undefined;
}

function readLock(file: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine = '', startLine = ''] = text.split('\n');
  const pid = Number(pidLine.trim());
  // An empty or torn file (a crash while it was written) names no one; pid 0 would mean this process group.
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return { pid, startTime: startLine.trim() || undefined };
}

/** True when the lock's server still runs: alive, and not a new process that was given the pid of a killed one. */
function holdsLock(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  const startTime = startTimeOf(owner.pid);
  return owner.startTime === undefined || startTime === undefined || startTime === owner.startTime;
}

/**
 * Claims DATA_DIR for this process: the embedded database is a single-process database, and a
 * second server on the same files would corrupt them. A lock left by a server that was killed (kill -9,
 * a crash, a power loss) is taken over: its process is gone, is a zombie, or its pid now belongs to
 * another process. Returns the release function.
 */
export function lockDataDir(dir: DataDir): () => void {
  const file = join(dir.root, 'server.pid');
  const owner = readLock(file);
  if (owner && holdsLock(owner)) {
    throw new StartupError('data-dir-locked', `DATA_DIR ${dir.root} is in use by another server (process ${owner.pid}); stop it first.`);
  }
  writeFileSync(file, `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`);
  return () => rmSync(file, { force: true });
}
