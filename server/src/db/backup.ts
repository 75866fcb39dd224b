// Backups of the site's state: the database (pg_dump of PostgreSQL, or the embedded database's data directory)
// and the rest of DATA_DIR (the uploaded images, and the secrets and signing key generated there when none is
// given), into one folder with a manifest of checksums; and the restore.
// `npm run backup` (scripts/backup.mjs) runs them; docs/deploy.md gives the schedule and the off-host copies.
//
// Consistency: the database is taken first, in one snapshot (pg_dump's single transaction; the embedded database
// while no server holds DATA_DIR), then the uploads. Images are written once under new names before any row
// names them, so every image a row of the dump names is already on disk when the uploads are read; images
// uploaded in between are extra files no row names, which a restore carries harmlessly.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StartupError } from './errors.ts';
import { lockDataDir, type DataDir } from './data-dir.ts';
import { openPglite } from './pglite.ts';

export interface BackupTarget {
  /** A PostgreSQL database (DATABASE_URL); the embedded database of dataDir when undefined. */
  databaseUrl: string | undefined;
  /** DATA_DIR: the embedded database (pgdata/) and the uploaded images (uploads/). */
  dataDir: string;
  /**
   * A command prefix the PostgreSQL tools run under (`docker compose exec -T postgres`): the dump streams through
   * its standard output, the restore through its standard input. Default: pg_dump and pg_restore on the PATH.
   */
  pgExec?: string[];
  /** The same for tar, which reads and writes the uploads (`docker compose exec -T app`); default: tar here. */
  filesExec?: string[];
  /** Leave DATA_DIR/uploads out (images in S3, which keeps its own versions); the rest of DATA_DIR is still taken. */
  skipUploads?: boolean;
}

export interface Manifest {
  version: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; sha256: string; bytes: number };
  /** DATA_DIR but the embedded database and the lock: uploads/ (unless skipped), chainpulse.json, the signing key. */
  files: { file: string; sha256: string; bytes: number; uploads: boolean } | null;
}

const MANIFEST = 'manifest.json';

/** Runs a command, its standard output into a file (or its standard input from one); rejects naming it on failure. */
async function run(command: string[], io: { stdoutTo?: string; stdinFrom?: string } = {}): Promise<void> {
  const [program, ...args] = command;
  const child = spawn(program!, args, { stdio: [io.stdinFrom ? 'pipe' : 'ignore', io.stdoutTo ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 8192) stderr += chunk;
  });
  const exited = new Promise<number | null>((settle, fail) => {
    child.once('error', fail);
    child.once('close', settle);
  });
  const streams: Promise<void>[] = [];
  if (io.stdoutTo) streams.push(pipeline(child.stdout!, createWriteStream(io.stdoutTo)));
  if (io.stdinFrom) streams.push(pipeline(createReadStream(io.stdinFrom), child.stdin!));
  const [code] = await Promise.all([exited, ...streams]);
  if (code !== 0) throw new StartupError('backup-failed', `${program} ${args.join(' ')} failed (exit ${code}): ${stderr.trim()}`);
}

async function sha256(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** The embedded database, opened while no server holds DATA_DIR (its lock refuses otherwise). */
async function withEmbedded<T>(dataDir: string, fn: (pgdata: string) => Promise<T>): Promise<T> {
  const root = resolve(dataDir);
  const layout = { root, pgdata: join(root, 'pgdata'), uploads: join(root, 'uploads') } as DataDir;
  const unlock = lockDataDir(layout);
  try {
    return await fn(layout.pgdata);
  } finally {
    unlock();
  }
}

/** Takes a backup into a new folder under `outDir` (written aside and renamed when whole); answers its path. */
export async function takeBackup(target: BackupTarget, outDir: string, now = new Date()): Promise<{ dir: string; manifest: Manifest }> {
  const name = `chainpulse-${now.toISOString().replace(/[:.]/g, '-')}`;
  const dir = join(resolve(outDir), name);
  const partial = `${dir}.partial`;
  mkdirSync(partial, { recursive: true });
  try {
    let database: Manifest['database'];
    if (target.databaseUrl) {
      const file = 'database.dump';
      // Custom format, one consistent snapshot; owners and grants left to the restoring role.
      await run(
        [...(target.pgExec ?? []), 'pg_dump', '--format=custom', '--no-owner', '--no-privileges', `--dbname=${target.databaseUrl}`],
        {
          stdoutTo: join(partial, file),
        },
      );
      database = { kind: 'postgres', file, ...(await sha256(join(partial, file))) };
    } else {
      const file = 'pgdata.tar.gz';
      await withEmbedded(target.dataDir, async (pgdata) => {
        if (!existsSync(pgdata)) throw new StartupError('backup-failed', `${pgdata} holds no database.`);
        const db = await openPglite({ dir: pgdata });
        try {
          const dump = await db.pglite.dumpDataDir('gzip');
          writeFileSync(join(partial, file), Buffer.from(await dump.arrayBuffer()));
        } finally {
          await db.close();
        }
      });
      database = { kind: 'pglite', file, ...(await sha256(join(partial, file))) };
    }
    let files: Manifest['files'] = null;
    const root = target.filesExec ? '/data' : resolve(target.dataDir);
    if (target.filesExec || existsSync(root)) {
      const file = 'data.tar.gz';
      const exclude = ['./pgdata', './server.pid', ...(target.skipUploads ? ['./uploads'] : [])].map((path) => `--exclude=${path}`);
      await run([...(target.filesExec ?? []), 'tar', '-czf', '-', ...exclude, '-C', root, '.'], { stdoutTo: join(partial, file) });
      files = { file, ...(await sha256(join(partial, file))), uploads: !target.skipUploads };
    }
    const manifest: Manifest = { version: 1, createdAt: now.toISOString(), database, files };
    writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, dir);
    return { dir, manifest };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Reads a backup's manifest and checks every file against its checksum. */
export async function readBackup(dir: string): Promise<Manifest> {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) throw new StartupError('backup-invalid', `${dir} is not a backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  for (const entry of [manifest.database, manifest.files]) {
    if (!entry) continue;
    const { sha256: sum } = await sha256(join(dir, entry.file));
    if (sum !== entry.sha256) throw new StartupError('backup-invalid', `${entry.file} does not match its checksum: the backup is damaged.`);
  }
  return manifest;
}

/**
 * Restores a backup into an empty target: a PostgreSQL database (an existing schema's objects are replaced) or a
 * DATA_DIR without a database; DATA_DIR's files (uploads, chainpulse.json, the signing key) are unpacked first.
 * Stop the app (and Hasura) first.
 */
export async function restoreBackup(dir: string, target: BackupTarget): Promise<Manifest> {
  const manifest = await readBackup(dir);
  const file = join(dir, manifest.database.file);
  const root = resolve(target.dataDir);
  const pgdata = join(root, 'pgdata');
  if (manifest.database.kind === 'postgres' && !target.databaseUrl) {
    throw new StartupError('backup-invalid', 'This backup is of a PostgreSQL database: set DATABASE_URL.');
  }
  if (manifest.database.kind === 'pglite') {
    if (target.databaseUrl) throw new StartupError('backup-invalid', 'This backup is of the embedded database: unset DATABASE_URL.');
    if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
      throw new StartupError('backup-invalid', `${pgdata} already holds a database: move it away first.`);
    }
  }
  if (manifest.files) {
    const destination = target.filesExec ? '/data' : root;
    if (!target.filesExec) mkdirSync(destination, { recursive: true });
    const exclude = target.skipUploads ? ['--exclude=./uploads'] : [];
    await run([...(target.filesExec ?? []), 'tar', '-xzf', '-', ...exclude, '-C', destination], {
      stdinFrom: join(dir, manifest.files.file),
    });
  }
  if (manifest.database.kind === 'postgres') {
    await run(
      [
        ...(target.pgExec ?? []),
        'pg_restore',
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${target.databaseUrl}`,
      ],
      { stdinFrom: file },
    );
  } else {
    mkdirSync(root, { recursive: true });
    await withEmbedded(target.dataDir, async () => {
      const db = await openPglite({ dir: pgdata, loadDataDir: new Blob([readFileSync(file)]) });
      await db.close();
    });
  }
  return manifest;
}
