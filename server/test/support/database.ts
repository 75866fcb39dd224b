import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR, ROOT_DIR, SEEDS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { openPglite, type PgliteDatabase } from '../../src/db/pglite.ts';
import { openPgliteThread, type PgliteThreadDatabase } from '../../src/db/pglite-thread.ts';
import { applySeeds } from '../../src/db/seed.ts';

const CACHE_DIR = join(ROOT_DIR, 'node_modules', '.cache', 'test-databases');
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(ROOT_DIR, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }
).version;

type TemplateKind = 'empty' | 'migrated' | 'seeded';

// Keyed by PGlite's version and the content of every migration (and seed file), so any change builds a new template.
function templateKey(kind: TemplateKind): string {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  if (kind !== 'empty') {
    for (const migration of readMigrations(MIGRATIONS_DIR)) hash.update(migration.version).update(migration.up);
  }
  if (kind === 'seeded' && existsSync(SEEDS_DIR)) {
    for (const file of readdirSync(SEEDS_DIR).sort()) hash.update(file).update(readFileSync(join(SEEDS_DIR, file)));
  }
  return `${hash.digest('hex').slice(0, 16)}${kind === 'migrated' ? '' : `-${kind}`}`;
}

async function buildTemplate(kind: TemplateKind): Promise<Buffer> {
  const db = await openPglite();
  try {
    if (kind !== 'empty') {
      await applyMigrations(db, readMigrations(MIGRATIONS_DIR), {
        onFresh: kind === 'seeded' ? async (tx) => void (await applySeeds(tx, SEEDS_DIR)) : undefined,
      });
    }
    return Buffer.from(await (await db.pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.close();
  }
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
 * Runs `fn` holding `lock` (a file naming its holder's pid) across processes: test files run in parallel, and only
 * one of them should build a missing template while the others wait for it. A lock whose holder died is taken over.
 */
export async function withFileLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
    } catch {
      continue; // Released meanwhile.
    }
    // An empty file is a holder between creating and writing it.
    if (holder > 0 && !isAlive(holder)) rmSync(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The cached template tarball of a migrated database (with the demo content when `seeds`). */
export function testTemplate(options: { seeds?: boolean } = {}): Promise<Buffer> {
  return cachedTemplate(options.seeds ? 'seeded' : 'migrated');
}

async function cachedTemplate(kind: TemplateKind): Promise<Buffer> {
  const file = join(CACHE_DIR, `${templateKey(kind)}.tar`);
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    await withFileLock(`${file}.lock`, async () => {
      if (existsSync(file)) return; // Built by the file that held the lock before.
      const template = await buildTemplate(kind);
      // Written aside then renamed, so a parallel test never reads half a template.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, template);
      renameSync(partial, file);
    });
  }
  return readFileSync(file);
}

/**
 * A fresh, empty PGlite database in memory (what `openPglite()` creates), from a template cached on disk: loading
 * it takes under half the time of PGlite's own first start (initdb), which the conformance and engine tests pay
 * for each setup.
 */
export async function createEmptyDatabase(): Promise<PgliteDatabase> {
  return openPglite({ loadDataDir: new Blob([await cachedTemplate('empty')]) });
}

/**
 * A fresh, migrated PGlite database in memory (with the demo content when `seeds`), made from a
 * template cached on disk, so a test file pays well under a second instead of create-and-migrate.
 */
export async function createTestDatabase(options: { seeds?: boolean } = {}): Promise<PgliteDatabase> {
  return openPglite({ loadDataDir: new Blob([await testTemplate(options)]) });
}

/**
 * As createTestDatabase, in the worker thread the server runs its database in (statement deadlines work). With
 * `dir` the template is unpacked there, so a thread ended at a deadline reopens with what the test wrote.
 */
export async function createTestDatabaseThread(options: { seeds?: boolean; dir?: string } = {}): Promise<PgliteThreadDatabase> {
  return openPgliteThread({ loadDataDir: new Uint8Array(await testTemplate(options)), ...(options.dir ? { dir: options.dir } : {}) });
}
