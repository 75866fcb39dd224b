// The app behind PgBouncer in transaction mode (Debian's pgbouncer, started here in front of a throwaway
// PostgreSQL 15), as docs/deploy.md's scale-out guide sets it up: DATABASE_POOL_MODE=transaction and a direct
// DATABASE_LISTEN_URL. Through a transaction pooler each statement may reach another server connection, so the
// database layer keeps nothing on a session: no startup options, no named prepared statements, deadlines by SET
// LOCAL. Two app instances share the pooler: migrations, writes, live queries and cache invalidation across them.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementTimeoutError } from '../../src/db/errors.ts';
import { openPostgres, type PostgresDatabase } from '../../src/db/postgres.ts';
import { graphqlWsClient, sleep, type GraphqlWsClient } from '../subscriptions/ws-clients.ts';
import { hasPgBouncer, startPgBouncer, type PgBouncer } from '../support/pgbouncer.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { sharedInstanceEnv, startServer, type ServerProcess } from '../support/server-process.ts';
import { verifyOverHttp } from '../support/verify-email.ts';

const DATABASE = 'behind_pgbouncer';
const PASSWORD = 'correct horse battery';
const ADMIN_SECRET = `pgbouncer-admin-${randomUUID()}`;

interface Session {
  accessToken: string;
  user: { id: string };
}

interface GraphqlAnswer<Data> {
  data?: Data;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let postgres: PostgresServer | undefined;
let bouncer: PgBouncer | undefined;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
const workDir = mkdtempSync(join(tmpdir(), 'pgbouncer-app-'));
const opened: PostgresDatabase[] = [];

function running<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not running`);
  return value;
}

async function signUp(server: ServerProcess): Promise<Session> {
  const tag = randomUUID().slice(0, 8);
  const response = await fetch(`${server.url}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `pgb.${tag}@example.com`, username: `pgb_${tag}`, displayName: 'Pooled', password: PASSWORD }),
  });
  const body = (await response.json()) as { session?: Session & { refreshToken: string } };
  if (!body.session) throw new Error(`no session: ${response.status} ${JSON.stringify(body)}`);
  // The member writes: they confirm their address first (issue 32).
  return verifyOverHttp(server.url, ADMIN_SECRET, `pgb.${tag}@example.com`, body.session.refreshToken);
}

async function gql<Data>(
  server: ServerProcess,
  query: string,
  options: { token?: string; variables?: Record<string, unknown> } = {},
): Promise<{ body: GraphqlAnswer<Data>; cache: string | null }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) Object.assign(headers, { authorization: `Bearer ${options.token}`, 'x-hasura-role': 'user' });
  const response = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  return { body: (await response.json()) as GraphqlAnswer<Data>, cache: response.headers.get('x-cache') };
}

describe.skipIf(!hasPostgres15() || !hasPgBouncer())('behind PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    postgres = await startPostgres({ database: DATABASE });
    // Two server connections for every client: statements of one client land on different ones.
    bouncer = await startPgBouncer({ postgresPort: postgres.port, database: DATABASE, poolSize: 2 });
    const shared = {
      ...sharedInstanceEnv('pgbouncer', ADMIN_SECRET),
      DATABASE_URL: bouncer.url,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_LISTEN_URL: postgres.url,
    };
    // The first applies the migrations and the demo content through the pooler; the second finds them applied.
    a = await startServer({ ...shared, DATA_DIR: join(workDir, 'a') });
    b = await startServer({ ...shared, DATA_DIR: join(workDir, 'b') });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all(opened.map((db) => db.close().catch(() => undefined)));
    await bouncer?.stop();
    await postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('is refused by the pooler when the database layer keeps session state, and works when told of the pooler', async () => {
    const pooler = running(bouncer, 'PgBouncer');
    // The session mode's startup option (generic plans) is a startup parameter PgBouncer does not carry.
    await expect(openPostgres(pooler.url)).rejects.toThrow(/Cannot connect/);

    const db = await openPostgres(pooler.url, { transactionPooling: true, max: 8 });
    opened.push(db);
    // A deadline holds through the pooler ...
    await expect(db.query('select pg_sleep(5)', [], { timeoutMs: 100 })).rejects.toBeInstanceOf(StatementTimeoutError);
    // ... and never stays on a server connection another statement then gets.
    const settings = await Promise.all(Array.from({ length: 16 }, () => db.query<{ statement_timeout: string }>('show statement_timeout')));
    expect(new Set(settings.map((result) => result.rows[0]?.statement_timeout))).toEqual(new Set(['0']));
    // A statement the engine names (prepared once per connection elsewhere) runs on whichever connection it gets.
    const named = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        db.query<{ n: number }>('select $1::int as n', [index], { name: 'pgbouncer-named', timeoutMs: 1000 }),
      ),
    );
    expect(named.map((result) => result.rows[0]?.n)).toEqual(Array.from({ length: 16 }, (_, index) => index));
    // A transaction's statements keep their transaction's server connection.
    const pids = await db.transaction(async (tx) => {
      const first = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      await sleep(20);
      const second = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      return [first.rows[0]?.pid, second.rows[0]?.pid];
    });
    expect(pids[0]).toBe(pids[1]);
  });

  it("pushes a write made on A to B's live query and drops B's cached visitor answer", async () => {
    const serverA = running(a, 'server A');
    const serverB = running(b, 'server B');
    const session = await signUp(serverA);
    const content = `Written on A behind PgBouncer, read on B: ${randomUUID()}`;
    const latest = 'query PgBouncerLatest { discussions(order_by: {created_at: desc}, limit: 1) { content } }';
    // B keeps the visitors' answer ...
    const first = await gql<{ discussions: { content: string }[] }>(serverB, latest);
    expect(first.body.errors).toBeUndefined();
    expect((await gql(serverB, latest)).cache).toBe('hit');

    let client: GraphqlWsClient | undefined;
    try {
      client = graphqlWsClient(`${serverB.url.replace('http', 'ws')}/v1/graphql`, {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      });
      const live = client.subscribe<{ data?: { discussions: { content: string }[] } }>({
        query: `subscription PgBouncerThreads($author: uuid!) { discussions(where: {author_id: {_eq: $author}}) { content } }`,
        variables: { author: session.user.id },
      });
      expect(await live.next()).toEqual({ data: { discussions: [] } });
      const inserted = await gql(
        serverA,
        'mutation PgBouncerPost($content: String!) { insert_discussions_one(object: {content: $content}) { id } }',
        {
          token: session.accessToken,
          variables: { content },
        },
      );
      expect(inserted.body.errors).toBeUndefined();
      // ... B's live query sees the write ...
      await live.next((result) => result.data?.discussions.length === 1, 10_000);
      live.unsubscribe();
    } finally {
      await client?.dispose();
    }
    // ... and the database's write notice, heard on the direct LISTEN connection, dropped B's kept answer.
    const deadline = Date.now() + 10_000;
    let answer = await gql<{ discussions: { content: string }[] }>(serverB, latest);
    while (answer.body.data?.discussions[0]?.content !== content && Date.now() < deadline) {
      await sleep(100);
      answer = await gql<{ discussions: { content: string }[] }>(serverB, latest);
    }
    expect(answer.body.data?.discussions[0]?.content).toBe(content);
  });
});
