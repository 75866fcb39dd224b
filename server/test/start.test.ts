import { createHash, generateKeyPairSync } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/config/paths.ts';
import { readMigrations } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { HasuraCli, hasuraStarts } from './db/hasura-cli.ts';
import { createDatabase, hasPostgres15, startPostgres, type PostgresServer } from './support/postgres-server.ts';
import { freePort, runStartToExit, startServer, type ServerProcess } from './support/server-process.ts';

const migrationCount = readMigrations(MIGRATIONS_DIR).length;

/** Every file below dir with a hash of its content, to prove a failed start changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(dir, full)] = createHash('sha1').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

async function withDatabase<T>(pgdata: string, fn: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>): Promise<T> {
  const db = await openPglite({ dir: pgdata });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

function cannotStartLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.startsWith('Cannot start:'));
}

describe('npm start on the embedded database', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'chainpulse-start-'));
  const dataDir = join(workDir, 'data');
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  // In a clean clone this start builds the SPA and the server bundle first.
  it('starts on a fresh DATA_DIR: /healthz, the SPA, API 404s, and the demo content in the database', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(server.output()).toContain(`${migrationCount} migration(s) applied, demo content loaded`);
    expect(server.output()).toMatch(/Admin secret \(x-hasura-admin-secret\), kept in .*: \S{20,}/);

    // Public pages come rendered by the server (with the data the browser hydrates from); a missing item is a 404.
    for (const [path, status] of [
      ['/', 200],
      ['/blog', 200],
      ['/article/123', 404],
    ] as const) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status).toBe(status);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<div id="root"><');
      expect(html).toContain('<script id="hydration-state" type="application/json">');
    }
    // Under Hasura's namespaces, Hasura's not-found body; other API paths the services' shape.
    const missingApi = await fetch(`${server.url}/v1/unknown`);
    expect(missingApi.status).toBe(404);
    expect(await missingApi.json()).toEqual({ path: '$', error: 'resource does not exist', code: 'not-found' });
    const missingAuth = await fetch(`${server.url}/auth/unknown`);
    expect(missingAuth.status).toBe(404);
    expect(await missingAuth.json()).toMatchObject({ error: { code: 'not-found' } });
    expect((await fetch(`${server.url}/missing-file.png`)).status).toBe(404);

    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    const counts = await withDatabase(join(dataDir, 'pgdata'), async (db) => {
      const result = await db.query<{ migrations: number; categories: number; articles: number }>(
        `select (select count(*)::int from hdb_catalog.schema_migrations) as migrations,
                (select count(*)::int from public.categories) as categories,
                (select count(*)::int from public.articles) as articles`,
      );
      return result.rows[0]!;
    });
    expect(counts.migrations).toBe(migrationCount);
    expect(counts.categories).toBeGreaterThan(0);
    expect(counts.articles).toBeGreaterThan(0);
  }, 300_000);

  it('restarts on the same DATA_DIR applying nothing and serves the demo images', async () => {
    const imageUrl = await withDatabase(join(dataDir, 'pgdata'), async (db) => {
      const result = await db.query<{ image_url: string }>(`select image_url from public.articles where image_url is not null limit 1`);
      return result.rows[0]?.image_url;
    });
    expect(imageUrl).toMatch(/^\/demo\//);
    await server?.stop();
    server = await startServer({ DATA_DIR: dataDir });
    expect(server.output()).toContain('0 migration(s) applied.');
    expect(server.output()).not.toContain('demo content loaded');
    const image = await fetch(`${server.url}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('cache-control')).toContain('max-age=');
  });

  it('refuses a second server on the same DATA_DIR while the first one runs', async () => {
    expect(server).toBeDefined();
    const second = await runStartToExit({ DATA_DIR: dataDir, SKIP_BUILD: '1' });
    expect(second.code).toBe(1);
    expect(cannotStartLines(second.stderr)).toEqual([expect.stringContaining('is in use by another server')]);
    expect((await fetch(`${server!.url}/healthz`)).status).toBe(200);
    expect(await server!.stop()).toBe(0);
    server = undefined;
  });

  it('refuses a foreign DATA_DIR and leaves it untouched', async () => {
    const foreign = join(workDir, 'foreign');
    mkdirSync(join(foreign, 'photos'), { recursive: true });
    writeFileSync(join(foreign, 'notes.txt'), 'not a database');
    writeFileSync(join(foreign, 'photos', 'a.jpg'), 'jpeg bytes');
    const before = snapshot(foreign);
    const run = await runStartToExit({ DATA_DIR: foreign, SKIP_BUILD: '1' });
    expect(run.code).toBe(1);
    expect(cannotStartLines(run.stderr)).toEqual([expect.stringContaining('was not created by this site')]);
    expect(snapshot(foreign)).toEqual(before);
  });

  it('refuses a corrupted database in DATA_DIR and leaves it untouched', async () => {
    const corrupted = join(workDir, 'corrupted');
    cpSync(dataDir, corrupted, { recursive: true });
    writeFileSync(join(corrupted, 'pgdata', 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
    const before = snapshot(corrupted);
    const run = await runStartToExit({ DATA_DIR: corrupted, SKIP_BUILD: '1' });
    expect(run.code).toBe(1);
    expect(cannotStartLines(run.stderr)).toEqual([expect.stringContaining('could not be opened')]);
    expect(snapshot(corrupted)).toEqual(before);
  });

  it('stops on a failing migration, naming it, and applies nothing', async () => {
    const failing = join(workDir, 'failing');
    cpSync(dataDir, failing, { recursive: true });
    const last = readMigrations(MIGRATIONS_DIR).at(-1)!;
    // The migration's changes are there but its version record is gone, so applying it again must fail (an object it
    // creates already exists, or one it drops no longer does).
    await withDatabase(join(failing, 'pgdata'), (db) =>
      db.query('delete from hdb_catalog.schema_migrations where version = $1', [last.version]),
    );
    const run = await runStartToExit({ DATA_DIR: failing, SKIP_BUILD: '1' });
    expect(run.code).toBe(1);
    expect(cannotStartLines(run.stderr)).toEqual([
      expect.stringMatching(
        new RegExp(`Migration ${last.version}_${last.name} failed: .* (?:already exists|does not exist).*Nothing was applied\\.`),
      ),
    ]);
    const versions = await withDatabase(join(failing, 'pgdata'), async (db) =>
      (await db.query<{ version: string }>('select version::text from hdb_catalog.schema_migrations')).rows.map((r) => r.version),
    );
    expect(versions).toHaveLength(migrationCount - 1);
    expect(versions).not.toContain(last.version);
    expect(existsSync(join(failing, 'server.pid'))).toBe(false);
  });

  it('refuses an unreachable DATABASE_URL and leaves no DATA_DIR behind', async () => {
    const fresh = join(workDir, 'unreachable');
    const run = await runStartToExit({ DATA_DIR: fresh, DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/site', SKIP_BUILD: '1' });
    expect(run.code).toBe(1);
    const [line] = cannotStartLines(run.stderr);
    expect(line).toContain('Cannot connect to the PostgreSQL server at postgres://nobody:***@127.0.0.1:1/site');
    expect(line).not.toContain('secret');
    expect(existsSync(fresh)).toBe(false);
  });

  it('refuses an invalid PORT with a message naming it', async () => {
    const run = await runStartToExit({ DATA_DIR: join(workDir, 'port'), PORT: 'eighty', SKIP_BUILD: '1' });
    expect(run.code).toBe(1);
    expect(cannotStartLines(run.stderr)).toEqual(['Cannot start: PORT must be a whole number from 0 to 65535, not "eighty".']);
  });
});

describe.skipIf(!hasPostgres15())('npm start on PostgreSQL 15 (DATABASE_URL)', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'chainpulse-start-pg-'));
  let postgres: PostgresServer;

  beforeAll(async () => {
    postgres = await startPostgres();
  });

  afterAll(async () => {
    await postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function count(url: string, sql: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>(sql)).rows[0]?.n);
    } finally {
      await client.end();
    }
  }

  it('migrates a fresh database, loads the demo content and restarts applying nothing', async () => {
    const url = await createDatabase(postgres, 'site');
    const env = { DATA_DIR: join(workDir, 'data'), DATABASE_URL: url, SKIP_BUILD: '1' };
    let server = await startServer(env);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({ status: 'ok', database: 'postgres' });
    expect(server.output()).toContain(`${migrationCount} migration(s) applied, demo content loaded`);
    expect(await server.stop()).toBe(0);
    expect(await count(url, 'select count(*) as n from hdb_catalog.schema_migrations')).toBe(migrationCount);
    expect(await count(url, 'select count(*) as n from public.news_articles')).toBeGreaterThan(0);
    expect(await count(url, 'select count(*) as n from public.discussion_comments')).toBeGreaterThan(0);

    server = await startServer(env);
    expect(server.output()).toContain('0 migration(s) applied.');
    expect(await server.stop()).toBe(0);
  });

  it('shares the migration state with the Hasura CLI: applies only what `hasura migrate apply` has not', async () => {
    const url = await createDatabase(postgres, 'hasura');
    const migrations = readMigrations(MIGRATIONS_DIR);
    const db = await openPostgres(url);
    const cli = new HasuraCli(db);
    try {
      await hasuraStarts(db);
      await cli.apply(migrations.slice(0, 2));
      const server = await startServer({ DATA_DIR: join(workDir, 'hasura-data'), DATABASE_URL: url, SKIP_BUILD: '1' });
      expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({
        status: 'ok',
        schemaVersion: migrations.at(-1)!.version,
      });
      expect(server.output()).toContain(`${migrationCount - 2} migration(s) applied.`);
      expect(await server.stop()).toBe(0);
      expect((await cli.status(migrations)).every((row) => row.present && row.applied && !row.dirty)).toBe(true);
      expect(
        await count(url, `select count(*) as n from pg_tables where schemaname = 'hdb_catalog' and tablename = 'schema_migrations'`),
      ).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('with GRAPHQL_ENGINE=external: serves its keys at once, waits for Hasura to migrate, then passes GraphQL to it', async () => {
    // The compose file's order: the site starts first, since Hasura fetches its jwk_url as it starts; Hasura's
    // cli-migrations image applies hasura/migrations; the site is healthy once every migration is in. Hasura is
    // this project's Hasura-compatible server here (real Hasura ships only as a container).
    const url = await createDatabase(postgres, 'external');
    const migrations = readMigrations(MIGRATIONS_DIR);
    const hasuraPort = await freePort();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const shared = {
      DATABASE_URL: url,
      HASURA_GRAPHQL_ADMIN_SECRET: 'external-start-secret',
      ACTIONS_SECRET: 'external-actions-secret',
      SKIP_BUILD: '1',
    };
    const site = await startServer(
      {
        ...shared,
        DATA_DIR: join(workDir, 'external-site'),
        GRAPHQL_ENGINE: 'external',
        HASURA_GRAPHQL_ENDPOINT: `http://127.0.0.1:${hasuraPort}`,
        AUTH_JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'a long enough passphrase 42',
      },
      180_000,
      '/auth/jwks.json',
    );
    let hasura: ServerProcess | undefined;
    const db = await openPostgres(url);
    try {
      const waiting = await fetch(`${site.url}/healthz`);
      expect(waiting.status).toBe(503);
      expect(await waiting.json()).toMatchObject({ status: 'migrating', expectedSchemaVersion: migrations.at(-1)!.version });
      expect(site.output()).toContain(`GraphQL: Hasura at http://127.0.0.1:${hasuraPort}`);
      // Nothing of the schema is the site's doing.
      expect(await count(url, `select count(*) as n from pg_namespace where nspname = 'auth'`)).toBe(0);

      await hasuraStarts(db);
      await new HasuraCli(db).apply(migrations);
      await expect.poll(async () => (await fetch(`${site.url}/healthz`)).status, { timeout: 30_000, interval: 500 }).toBe(200);
      await expect.poll(() => site.output(), { timeout: 10_000 }).toContain('Admin sign-in: owner@example.com');

      hasura = await startServer({
        ...shared,
        DATA_DIR: join(workDir, 'external-hasura'),
        PORT: String(hasuraPort),
        DEMO_CONTENT: 'false',
        HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ jwk_url: `${site.url}/auth/jwks.json` }),
      });
      expect(hasura.output()).toContain('0 migration(s) applied.');
      const signIn = await fetch(`${site.url}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'a long enough passphrase 42' }),
      });
      const { session } = (await signIn.json()) as { session: { accessToken: string } };
      // The site's token, checked by "Hasura" with the site's published key, as the site_admin role.
      const answer = await fetch(`${site.url}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}`, 'x-hasura-role': 'site_admin' },
        body: JSON.stringify({ query: '{ user_profiles { display_name is_admin } }' }),
      });
      expect(await answer.json()).toEqual({ data: { user_profiles: [{ display_name: expect.any(String), is_admin: true }] } });
      expect((await fetch(`${site.url}/`)).status).toBe(200);
    } finally {
      await db.close();
      await hasura?.stop();
      expect(await site.stop()).toBe(0);
    }
  });

  it('stops on a migration that fails against an existing table and creates nothing', async () => {
    const url = await createDatabase(postgres, 'occupied');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // Another application's table with a name the site needs.
    await client.query('create table public.page_views (id serial primary key, hits int)');
    await client.end();
    const run = await runStartToExit({ DATA_DIR: join(workDir, 'occupied-data'), DATABASE_URL: url, SKIP_BUILD: '1' });
    expect(run.code).toBe(1);
    expect(cannotStartLines(run.stderr)).toEqual([
      expect.stringMatching(/Migration \d+_page_views failed: relation "page_views" already exists( \(42P07\))?\. Nothing was applied\./),
    ]);
    expect(await count(url, `select count(*) as n from pg_namespace where nspname in ('auth', 'hdb_catalog')`)).toBe(0);
    expect(await count(url, `select count(*) as n from pg_tables where schemaname = 'public'`)).toBe(1);
  });
});
