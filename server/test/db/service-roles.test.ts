// Least privilege on a real PostgreSQL 15 (issue 31 item 2): the owner applies the migrations (which make the
// service roles and grant them what they use) and scripts/hasura/service-roles.sh lets them log in, as a deploy
// does. Then the site's server runs in external mode as chainpulse_app and, as Hasura's stand-in, this project's
// engine runs as chainpulse_hasura: sign-up, sign-in, a member's post (its triggers write budgets, notices and
// slugs), queries and /healthz all work, while neither role may create or drop anything, nor read what it does not
// need (Hasura: password hashes and refresh tokens), and each has its statement deadline.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import { MIGRATIONS_DIR, ROOT_DIR, SEEDS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations, revertMigrations } from '../../src/db/migrate.ts';
import { openPostgres, type PostgresDatabase } from '../../src/db/postgres.ts';
import { applySeeds } from '../../src/db/seed.ts';
import { createDatabase, hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { verifyOverHttp } from '../support/verify-email.ts';

const SECRET = 'service-roles-test-secret';
const BIN_DIR = '/usr/lib/postgresql/15/bin';

let server: PostgresServer;
let ownerUrl: string;
let owner: PostgresDatabase;
let asApp: PostgresDatabase;
let asHasura: PostgresDatabase;
let dataDir: string;
const apps: FastifyInstance[] = [];

const urlAs = (role: string) => {
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = `${role}-password`;
  return url.toString();
};

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(db: PostgresDatabase, sql: string): Promise<string> {
  try {
    await db.query(sql);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const listen = async (app: FastifyInstance) => {
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe.skipIf(!hasPostgres15())('the service roles on PostgreSQL 15', () => {
  beforeAll(async () => {
    server = await startPostgres();
    ownerUrl = await createDatabase(server, 'chainpulse');
    owner = await openPostgres(ownerUrl);
    await applyMigrations(owner, readMigrations(MIGRATIONS_DIR), { onFresh: async (tx) => void (await applySeeds(tx, SEEDS_DIR)) });
    // What the deploy runs as the owner: the roles may log in (the test server trusts local connections).
    const url = new URL(ownerUrl);
    execFileSync('sh', [join(ROOT_DIR, 'scripts/hasura/service-roles.sh')], {
      env: {
        PATH: `${BIN_DIR}:${process.env.PATH ?? ''}`,
        PGHOST: url.hostname,
        PGPORT: url.port,
        PGUSER: decodeURIComponent(url.username),
        PGDATABASE: 'chainpulse',
        APP_DB_PASSWORD: 'chainpulse_app-password',
        HASURA_DB_PASSWORD: 'chainpulse_hasura-password',
      },
      stdio: 'pipe',
    });
    asApp = await openPostgres(urlAs('chainpulse_app'));
    asHasura = await openPostgres(urlAs('chainpulse_hasura'));
    dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-roles-'));
  }, 120_000);

  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await asApp?.close();
    await asHasura?.close();
    await owner?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('run without superuser, cannot create, drop, alter or empty anything, and have their deadlines', async () => {
    for (const [db, role, deadline] of [
      [asApp, 'chainpulse_app', '1min'],
      [asHasura, 'chainpulse_hasura', '10s'],
    ] as const) {
      const who = await db.query<{ user: string; superuser: boolean; timeout: string }>(
        `select current_user as user, (select rolsuper from pg_roles where rolname = current_user) as superuser,
                current_setting('statement_timeout') as timeout`,
      );
      expect(who.rows[0], role).toEqual({ user: role, superuser: false, timeout: deadline });
      expect(await outcome(db, 'create table public.intruder (id int)'), role).toBe('42501');
      expect(await outcome(db, 'create table auth.intruder (id int)'), role).toBe('42501');
      expect(await outcome(db, 'create schema intruder'), role).toBe('42501');
      expect(await outcome(db, 'drop table public.news_articles'), role).toBe('42501');
      expect(await outcome(db, 'alter table public.news_articles add column intruder int'), role).toBe('42501');
      expect(await outcome(db, 'truncate public.news_articles'), role).toBe('42501');
      expect(await outcome(db, 'create function public.intruder() returns int language sql as $$ select 1 $$'), role).toBe('42501');
      expect(await outcome(db, 'select pg_read_file($$postgresql.conf$$)'), role).toBe('42501');
      // A deadline stops a long statement.
      expect(await outcome(db, `set statement_timeout = '200ms'; select pg_sleep(2)`), role).toBe('57014');
    }
  });

  it("keeps the secrets of auth from Hasura's role and gives the app's role what sign-in needs", async () => {
    expect(await outcome(asHasura, 'select password_hash from auth.users limit 1')).toBe('42501');
    expect(await outcome(asHasura, 'select * from auth.users limit 1')).toBe('42501');
    expect(await outcome(asHasura, 'select token_hash from auth.refresh_tokens limit 1')).toBe('42501');
    expect(await outcome(asHasura, 'delete from auth.users')).toBe('42501');
    expect(await outcome(asHasura, 'select id, email, disabled from auth.users limit 1')).toBe('ok');
    expect(await outcome(asApp, 'select password_hash from auth.users limit 1')).toBe('ok');
    expect(await outcome(asApp, 'select count(*) from auth.refresh_tokens')).toBe('ok');
    expect(await outcome(asApp, 'select count(*) from security.budgets')).toBe('ok');
  });

  it("reverted in another database of the cluster, takes that database's grants back and keeps the roles", async () => {
    const other = await openPostgres(await createDatabase(server, 'other'));
    try {
      const migrations = readMigrations(MIGRATIONS_DIR);
      await applyMigrations(other, migrations);
      const granted = `select has_table_privilege('chainpulse_app', 'public.news_articles', 'SELECT') as app,
                              has_column_privilege('chainpulse_hasura', 'auth.users', 'email', 'SELECT') as hasura`;
      expect((await other.query(granted)).rows[0]).toEqual({ app: true, hasura: true });
      // This migration and any made after it.
      const since = migrations.filter((migration) => migration.version >= '1795305605400').length;
      await revertMigrations(other, migrations, since);
      expect((await other.query(granted)).rows[0]).toEqual({ app: false, hasura: false });
      const roles = await other.query(`select count(*)::int as n from pg_roles where rolname in ('chainpulse_app', 'chainpulse_hasura')`);
      expect(roles.rows[0]).toEqual({ n: 2 });
      expect(await outcome(asApp, 'select count(*) from public.news_articles')).toBe('ok');
    } finally {
      await other.close();
    }
  });

  it("serves the site: the app in external mode as chainpulse_app, Hasura's stand-in as chainpulse_hasura", async () => {
    const common = { HASURA_GRAPHQL_ADMIN_SECRET: SECRET, DATA_DIR: dataDir };
    const upstreamUrl = await listen(
      // A real Hasura runs none of the app's pollers (the notification mail's would read auth as chainpulse_hasura).
      await buildApp({
        config: loadConfig({ ...common, HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false' }),
        db: asHasura,
        notificationMailPollMs: 0,
      }),
    );
    const siteUrl = await listen(
      await buildApp({
        config: loadConfig({
          ...common,
          GRAPHQL_ENGINE: 'external',
          HASURA_GRAPHQL_ENDPOINT: upstreamUrl,
          DATABASE_URL: urlAs('chainpulse_app'),
          HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
        }),
        db: asApp,
      }),
    );

    const health = await fetch(`${siteUrl}/healthz`);
    expect(health.status).toBe(200);
    const signup = await post(`${siteUrl}/auth/signup`, {
      email: 'least-privilege@example.com',
      password: 'a long enough passphrase 42',
      displayName: 'Least Privilege',
      username: 'least_privilege',
    });
    expect(signup.status).toBe(200);
    const signin = await post(`${siteUrl}/auth/signin`, { email: 'least-privilege@example.com', password: 'a long enough passphrase 42' });
    expect(signin.status).toBe(200);
    // The member writes: they confirm their address first (issue 32), reading the mail as a site admin through
    // Hasura's role (the outbox is one of the auth tables its metadata tracks).
    const signedIn = (signin.body as { session: { refreshToken: string } }).session;
    const token = (await verifyOverHttp(siteUrl, SECRET, 'least-privilege@example.com', signedIn.refreshToken)).accessToken;
    const member = { authorization: `Bearer ${token}` };

    const posted = await post(
      `${siteUrl}/v1/graphql`,
      { query: 'mutation { insert_discussions_one(object: { content: "Written through the least-privileged roles." }) { id } }' },
      member,
    );
    expect(posted.body).toMatchObject({ data: { insert_discussions_one: { id: expect.any(String) } } });
    const read = await post(`${siteUrl}/v1/graphql`, { query: '{ news_articles(limit: 2) { id title } }' });
    expect(read.body).toMatchObject({ data: { news_articles: [{ id: expect.any(String) }, { id: expect.any(String) }] } });
    // A leaked admin secret's run_sql (which this engine does not serve) would run as Hasura's role too: the first
    // test shows what that role cannot do. The owner's tables are all still there.
    expect((await owner.query(`select to_regclass('public.news_articles') is not null as present`)).rows[0]).toEqual({ present: true });
  });
});
