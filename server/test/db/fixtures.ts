// Shared helpers of the database integration tests: the two backends (embedded PGlite and a throwaway
// PostgreSQL 15), members, valid rows of every table, and assertions on rejected statements.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database, Queryable } from '../../src/db/types.ts';
import { createEmptyDatabase, createTestDatabase } from '../support/database.ts';
import { createDatabase, hasPostgres15, type PostgresServer, startPostgres } from '../support/postgres-server.ts';

export type Row = Record<string, unknown>;

/** The two post tables that share the title/excerpt/content rules: [table name, qualified table]. */
export const POSTS: [string, string][] = [
  ['articles', 'public.articles'],
  ['blog_posts', 'public.blog_posts'],
];

/** One database engine the schema must behave the same on. */
export interface Backend {
  readonly name: 'pglite' | 'postgres';
  /** False when the engine cannot run on this machine (no PostgreSQL 15 installed). */
  readonly available: boolean;
  /** Starts what the backend needs (the PostgreSQL server), so tests do not pay for it; for beforeAll. */
  prepare(): Promise<void>;
  /** A fresh database with every migration applied. */
  migrated(): Promise<Database>;
  /** A fresh database with nothing in it. */
  empty(): Promise<Database>;
  /** A second connection pool of `max` connections on a database `migrated()` or `empty()` gave. */
  reopen(db: Database, max: number): Promise<Database>;
  /** Closes every database this backend opened and stops its server. */
  dispose(): Promise<void>;
}

let counter = 0;
/** A short name unique within the run, usable in usernames, slugs, titles and URLs. */
export function unique(prefix = 'u'): string {
  counter += 1;
  return `${prefix}_${counter}_${randomUUID().slice(0, 6)}`;
}

/** A unique lowercase word of a-z and 0-9, which slugify leaves as it is. */
export function token(): string {
  counter += 1;
  return `k${counter}${randomUUID().replaceAll('-', '').slice(0, 6)}`;
}

/** The database clock (clock_timestamp, not the transaction's now()). */
export async function databaseTime(db: Queryable): Promise<Date> {
  const result = await db.query<{ t: Date }>('select clock_timestamp() as t');
  return result.rows[0]!.t;
}

function pgliteBackend(): Backend {
  const opened: Database[] = [];
  const keep = <T extends Database>(db: T): T => {
    opened.push(db);
    return db;
  };
  return {
    name: 'pglite',
    available: true,
    prepare: async () => undefined,
    migrated: async () => keep(await createTestDatabase()),
    empty: async () => keep(await createEmptyDatabase()),
    reopen: () => Promise.reject(new Error('PGlite has a single connection')),
    async dispose() {
      await Promise.all(opened.splice(0).map((db) => db.close()));
    },
  };
}

function postgresBackend(): Backend {
  const available = hasPostgres15();
  let server: Promise<PostgresServer> | undefined;
  const opened: Database[] = [];
  const urls = new Map<Database, string>();
  let databases = 0;

  async function newDatabase(): Promise<Database> {
    server ??= startPostgres();
    databases += 1;
    const url = await createDatabase(await server, `test_${process.pid}_${databases}`);
    const db = await openPostgres(url);
    opened.push(db);
    urls.set(db, url);
    return db;
  }

  return {
    name: 'postgres',
    available,
    async prepare() {
      server ??= startPostgres();
      await server;
    },
    empty: newDatabase,
    async migrated() {
      const db = await newDatabase();
      await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
      return db;
    },
    async reopen(db, max) {
      const url = urls.get(db);
      if (!url) throw new Error('reopen() takes a database this backend opened');
      const pool = await openPostgres(url, { max });
      opened.push(pool);
      return pool;
    },
    async dispose() {
      await Promise.all(opened.splice(0).map((db) => db.close().catch(() => undefined)));
      const running = await server?.catch(() => undefined);
      server = undefined;
      await running?.stop();
    },
  };
}

/** Both engines; each test file that uses them gets its own PGlite instances and PostgreSQL server. */
export function backends(): Backend[] {
  return [pgliteBackend(), postgresBackend()];
}

// ---------------------------------------------------------------------------------------------
// Rows

/** Inserts one row built from `values` (keys are column names) and returns it as stored. */
export async function insertRow(db: Queryable, table: string, values: Row): Promise<Row> {
  const columns = Object.keys(values);
  const sql =
    columns.length === 0
      ? `insert into ${table} default values returning *`
      : `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning *`;
  const result = await db.query<Row>(sql, Object.values(values));
  return result.rows[0]!;
}

/** Updates the row of `table` with this id and returns it as stored. */
export async function updateRow(db: Queryable, table: string, id: unknown, values: Row): Promise<Row> {
  const columns = Object.keys(values);
  const sql = `update ${table} set ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} where id = $1 returning *`;
  const result = await db.query<Row>(sql, [id, ...Object.values(values)]);
  if (result.rows.length !== 1) throw new Error(`no row ${String(id)} in ${table}`);
  return result.rows[0]!;
}

/** The row of `table` with this id, or undefined when there is none. */
export async function findRow(db: Queryable, table: string, id: unknown, key = 'id'): Promise<Row | undefined> {
  const result = await db.query<Row>(`select * from ${table} where "${key}" = $1`, [id]);
  return result.rows[0];
}

export async function countRows(db: Queryable, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const result = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return result.rows[0]!.n;
}

export interface Member {
  id: string;
  username: string;
  email: string;
}

/** A member: an auth.users account and its user_profiles row with the same id. */
export async function createMember(
  db: Queryable,
  options: { username?: string; email?: string; displayName?: string; isAdmin?: boolean } = {},
): Promise<Member> {
  const username = options.username ?? unique('member');
  const email = options.email ?? `${username.toLowerCase()}@example.com`;
  const user = await insertRow(db, 'auth.users', { email });
  await insertRow(db, 'public.user_profiles', {
    id: user.id,
    username,
    display_name: options.displayName ?? `Member ${username}`,
    is_admin: options.isAdmin ?? false,
  });
  return { id: user.id as string, username, email };
}

export const VALID_EXCERPT = 'A short excerpt of the text.';
export const VALID_CONTENT = 'This body is long enough: it has more than fifty characters in it.';

export function articleValues(overrides: Row = {}): Row {
  return { title: `Article ${unique('t')}`, excerpt: VALID_EXCERPT, content: VALID_CONTENT, ...overrides };
}

export function insertArticle(db: Queryable, overrides: Row = {}): Promise<Row> {
  return insertRow(db, 'public.articles', articleValues(overrides));
}

/** A blog post; creates a member as its author unless author_id is given. */
export async function insertBlogPost(db: Queryable, overrides: Row = {}): Promise<Row> {
  const authorId = 'author_id' in overrides ? overrides.author_id : (await createMember(db)).id;
  return insertRow(db, 'public.blog_posts', {
    title: `Blog post ${unique('t')}`,
    excerpt: VALID_EXCERPT,
    content: VALID_CONTENT,
    author_id: authorId,
    ...overrides,
  });
}

export function insertEvent(db: Queryable, overrides: Row = {}): Promise<Row> {
  return insertRow(db, 'public.events', {
    name: `Event ${unique('e')}`,
    description: 'A meetup about databases.',
    start_date: '2030-05-01T10:00:00Z',
    end_date: '2030-05-01T18:00:00Z',
    location_url: 'Berlin',
    ...overrides,
  });
}

export function insertCategory(db: Queryable, overrides: Row = {}): Promise<Row> {
  const name = unique('category');
  return insertRow(db, 'public.categories', { name, slug: name.toLowerCase().replaceAll('_', '-'), ...overrides });
}

export function insertAuthor(db: Queryable, overrides: Row = {}): Promise<Row> {
  return insertRow(db, 'public.authors', { name: `Author ${unique('a')}`, email: 'writer@example.com', ...overrides });
}

export async function insertDiscussion(db: Queryable, overrides: Row = {}): Promise<Row> {
  const authorId = 'author_id' in overrides ? overrides.author_id : (await createMember(db)).id;
  return insertRow(db, 'public.discussions', { content: 'What do you think about rollups?', author_id: authorId, ...overrides });
}

export async function insertComment(db: Queryable, discussionId: unknown, overrides: Row = {}): Promise<Row> {
  const authorId = 'author_id' in overrides ? overrides.author_id : (await createMember(db)).id;
  return insertRow(db, 'public.discussion_comments', {
    discussion_id: discussionId,
    author_id: authorId,
    content: 'I agree with this.',
    ...overrides,
  });
}

export function insertNewsCategory(db: Queryable, overrides: Row = {}): Promise<Row> {
  const name = unique('news');
  return insertRow(db, 'public.news_categories', { slug: name.toLowerCase().replaceAll('_', '-'), name, ...overrides });
}

export function insertNewsSource(db: Queryable, overrides: Row = {}): Promise<Row> {
  const name = unique('source');
  return insertRow(db, 'public.news_sources', {
    name,
    url: `https://${name.toLowerCase().replaceAll('_', '-')}.example.com`,
    feed_url: `https://${name.toLowerCase().replaceAll('_', '-')}.example.com/feed.xml`,
    ...overrides,
  });
}

export function insertNewsArticle(db: Queryable, overrides: Row = {}): Promise<Row> {
  return insertRow(db, 'public.news_articles', {
    title: 'Bitcoin moves',
    source_url: `https://news.example.com/${unique('story')}`,
    ...overrides,
  });
}

// ---------------------------------------------------------------------------------------------
// Assertions

export interface ExpectedFailure {
  /** SQLSTATE: 23514 check, 23502 not null, 23503 foreign key, 23505 unique. */
  code: string;
  constraint?: string;
  column?: string;
}

/** Asserts that the statement is rejected by the database with this SQLSTATE (and constraint). */
export async function expectRejected(statement: Promise<unknown>, expected: ExpectedFailure): Promise<void> {
  await expect(statement).rejects.toMatchObject(expected);
}

export const CHECK = '23514';
export const NOT_NULL = '23502';
export const FOREIGN_KEY = '23503';
export const UNIQUE = '23505';
