import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describeError, StartupError } from './errors.ts';
import type { Database, Queryable, QueryResult } from './types.ts';

const PG_MAJOR = '18';

// Same JS values as node-postgres gives, so code above this layer does not care which backend runs.
const parsers = {
  [types.INT8]: (value: string) => value,
  [types.NUMERIC]: (value: string) => value,
};

// A string parameter reaches PostgreSQL as written, as node-postgres sends it: PGlite's own boolean serializer
// throws a plain Error (no SQLSTATE) for a string it does not know, where PostgreSQL answers 22P02.
const serializers = {
  [types.BOOL]: (value: unknown) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)),
};

const extensions = { citext, pg_trgm };

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Refuses a directory that is not an empty one nor a PGlite data directory, before PGlite can write to it. */
export function checkDataDir(dir: string): void {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.length === 0) return;
  const versionFile = join(dir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    throw new StartupError(
      'data-dir-foreign',
      `The database directory ${dir} is not empty and holds no PostgreSQL data (no PG_VERSION); ` +
        'point DATA_DIR at an empty directory or at one this site created.',
    );
  }
  const version = readFileSync(versionFile, 'utf8').trim();
  if (version !== PG_MAJOR) {
    throw new StartupError(
      'data-dir-version',
      `The database directory ${dir} holds PostgreSQL ${version} data; this site's embedded database is PostgreSQL ${PG_MAJOR}.`,
    );
  }
}

/** The start-up error of an embedded database (in `dir`, or in memory) that did not open. */
export function openFailure(dir: string | undefined, error: unknown): StartupError {
  return new StartupError(
    'data-dir-corrupt',
    `The embedded database in ${dir ?? 'memory'} could not be opened: ${describeError(error)}. ` +
      'Restore it from a backup or point DATA_DIR at an empty directory.',
    { cause: error },
  );
}

/** The embedded database, with its PGlite instance for dumps. */
export interface PgliteDatabase extends Database {
  readonly pglite: PGlite;
}

function fromPglite(pg: PGlite): PgliteDatabase {
  return {
    kind: 'pglite',
    pglite: pg,
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onMessage) {
      const stop = await pg.listen(channel, onMessage);
      return () => stop();
    },
    close: () => pg.close(),
  };
}

export interface OpenPgliteOptions {
  /** Directory of the database files; omitted for an in-memory database. */
  dir?: string;
  /** A tarball from dumpDataDir to start from (fast test databases). */
  loadDataDir?: Blob;
}

/** Opens (creating when empty) the embedded database. */
export async function openPglite(options: OpenPgliteOptions = {}): Promise<PgliteDatabase> {
  const { dir, loadDataDir } = options;
  if (dir) {
    checkDataDir(dir);
    mkdirSync(dir, { recursive: true });
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions,
      parsers,
      serializers,
    });
    await pg.query('select 1');
  } catch (error) {
    throw openFailure(dir, error);
  }
  return fromPglite(pg);
}
