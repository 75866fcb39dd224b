// Two real servers (`npm start`, from the TypeScript sources) on one PostgreSQL, sharing the secrets every
// instance must share and nothing else (each has its own DATA_DIR): a session made on one works on the other,
// a write on one reaches the other's live queries within the poll interval, the sign-in and sign-up limits and
// the fetchNews throttle are one for both, and a due cron run is delivered once though both schedulers run.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import { makeImage } from '../storage/support.ts';
import { graphqlWsClient, sleep, type GraphqlWsClient } from '../subscriptions/ws-clients.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { verifyOverHttp } from '../support/verify-email.ts';
import { sharedInstanceEnv, startServer, type ServerProcess } from '../support/server-process.ts';

const ADMIN_SECRET = `two-instances-admin-${randomUUID()}`;
const ADMIN_EMAIL = 'admin@two-instances.example.com';
const ADMIN_PASSWORD = 'two instances admin password';
const PASSWORD = 'correct horse battery';
const SIGNUP_LIMIT = 5;
/** The live-query poll interval (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL's default). */
const POLL_INTERVAL_MS = 1000;
/** A generous bound for a write on one server to reach the other's subscription; the delay is reported. */
const LIVE_DEADLINE_MS = 10 * POLL_INTERVAL_MS;
/** The schedulers tick every 10 s; after this long past a run's time both have looked at it. */
const SCHEDULER_TICK_MS = 10_000;

interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; isAdmin: boolean };
}

interface AuthAnswer {
  status: number;
  body: { session?: Session; error?: { code: string; retryAfter?: number } };
}

interface Threads {
  data?: { discussions: { content: string }[] };
}

interface Fetched {
  fetchNews: { throttled: boolean; fetched_at: string; new_items: number };
}

interface GraphqlAnswer<Data> {
  data?: Data;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let postgres: PostgresServer | undefined;
let db: Database | undefined;
const workDir = mkdtempSync(join(tmpdir(), 'two-instances-'));
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let accounts = 0;

function serverA(): ServerProcess {
  if (!a) throw new Error('server A is not running');
  return a;
}
function serverB(): ServerProcess {
  if (!b) throw new Error('server B is not running');
  return b;
}
function database(): Database {
  if (!db) throw new Error('no database');
  return db;
}

async function auth(server: ServerProcess, path: string, body: unknown): Promise<AuthAnswer> {
  const response = await fetch(`${server.url}/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as AuthAnswer['body'] };
}

function newAccount(): { email: string; username: string; displayName: string; password: string } {
  accounts += 1;
  const tag = `${process.pid}_${accounts}`;
  return { email: `two.${tag}@example.com`, username: `two_${tag}`, displayName: 'Two Instances', password: PASSWORD };
}

function sessionOf(answer: AuthAnswer): Session {
  if (answer.status !== 200 || !answer.body.session) throw new Error(`no session: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.session;
}

async function gql<Data>(
  server: ServerProcess,
  query: string,
  options: { token?: string; role?: string; variables?: Record<string, unknown> } = {},
): Promise<GraphqlAnswer<Data>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.role) headers['x-hasura-role'] = options.role;
  const response = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  return (await response.json()) as GraphqlAnswer<Data>;
}

function dataOf<Data>(answer: GraphqlAnswer<Data>): Data {
  if (answer.errors || !answer.data) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** Resolves once `check` holds, polling every 200 ms; rejects after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

describe.skipIf(!hasPostgres15())('two server instances on one PostgreSQL', () => {
  beforeAll(async () => {
    postgres = await startPostgres({ database: 'two_instances' });
    const shared = {
      ...sharedInstanceEnv('two-instances', ADMIN_SECRET),
      DATABASE_URL: postgres.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SIGNUP_LIMIT: String(SIGNUP_LIMIT),
    };
    // One after the other: the first applies the migrations and the demo content, the second finds them applied.
    a = await startServer({ ...shared, DATA_DIR: join(workDir, 'a') });
    b = await startServer({ ...shared, DATA_DIR: join(workDir, 'b') });
    db = await openPostgres(postgres.url);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('serves a session made on A on B: GraphQL as the member, an upload, and the refresh', async () => {
    const account = newAccount();
    sessionOf(await auth(serverA(), 'signup', account));
    const session = sessionOf(await auth(serverA(), 'signin', { email: account.email, password: PASSWORD }));

    const me = await gql<{ user_profiles_by_pk: { username: string } | null }>(
      serverB(),
      'query TwoInstancesMe($id: uuid!) { user_profiles_by_pk(id: $id) { username } }',
      { token: session.accessToken, role: 'user', variables: { id: session.user.id } },
    );
    expect(dataOf(me)).toEqual({ user_profiles_by_pk: { username: account.username } });

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makeImage('png'))], { type: 'image/png' }), 'two-instances.png');
    const upload = await fetch(`${serverB().url}/storage/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const stored = (await upload.json()) as { url: string; path: string };
    expect(stored.path).toMatch(/\.png$/);
    const image = await fetch(new URL(stored.url, serverB().url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    // The refresh token A issued rotates on B; the new access token works on A.
    const refreshed = sessionOf(await auth(serverB(), 'token', { refreshToken: session.refreshToken }));
    expect(refreshed.refreshToken).not.toBe(session.refreshToken);
    const again = await gql<{ user_profiles_by_pk: { username: string } | null }>(
      serverA(),
      'query TwoInstancesMeAgain($id: uuid!) { user_profiles_by_pk(id: $id) { username } }',
      { token: refreshed.accessToken, role: 'user', variables: { id: session.user.id } },
    );
    expect(dataOf(again)).toEqual({ user_profiles_by_pk: { username: account.username } });
  });

  it("pushes a write made on A to a live query on B within the poll interval's reach", async () => {
    const account = newAccount();
    const signedUp = sessionOf(await auth(serverA(), 'signup', account));
    // The member writes: they confirm their address first (issue 32), reading the mail on B.
    const session = await verifyOverHttp(serverB().url, ADMIN_SECRET, account.email, signedUp.refreshToken);
    let client: GraphqlWsClient | undefined;
    try {
      client = graphqlWsClient(`${serverB().url.replace('http', 'ws')}/v1/graphql`, {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      });
      const live = client.subscribe<Threads>({
        query: `subscription TwoInstancesThreads($author: uuid!) {
          discussions(where: {author_id: {_eq: $author}}, order_by: {created_at: asc}) { content }
        }`,
        variables: { author: session.user.id },
      });
      expect(await live.next()).toEqual({ data: { discussions: [] } });
      // Each write waits a different fraction of the poll interval after the last update, so the writes fall at
      // different points of B's poll cycle (right after an update, the next poll is a whole interval away).
      const writes = 8;
      const delays: number[] = [];
      for (let write = 1; write <= writes; write += 1) {
        await sleep(((write - 1) * POLL_INTERVAL_MS) / writes);
        const content = `Written on A, read on B: thread number ${write} of the two-instances test.`;
        const inserted = await gql(
          serverA(),
          'mutation TwoInstancesPost($content: String!) { insert_discussions_one(object: {content: $content}) { id } }',
          { token: session.accessToken, role: 'user', variables: { content } },
        );
        const written = performance.now();
        dataOf(inserted);
        await live.next((result) => result.data?.discussions.length === write, LIVE_DEADLINE_MS);
        delays.push(Math.round(performance.now() - written));
      }
      const sorted = [...delays].sort((x, y) => x - y);
      console.log(
        `Cross-instance live-query delay (poll interval ${POLL_INTERVAL_MS} ms), ${writes} writes: ${delays.join(', ')} ms; ` +
          `min ${sorted[0]}, median ${sorted[Math.floor(writes / 2)]}, max ${sorted.at(-1)} ms`,
      );
      live.unsubscribe();
    } finally {
      await client?.dispose();
    }
  });

  it("answers a site admin's second fetchNews within the minute from the other instance, throttled", async () => {
    await database().query('UPDATE public.news_sources SET is_active = false');
    const admin = sessionOf(await auth(serverA(), 'signin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    const fetchNews = 'mutation TwoInstancesFetch { fetchNews { throttled fetched_at new_items } }';
    const first = dataOf(await gql<Fetched>(serverA(), fetchNews, { token: admin.accessToken, role: 'site_admin' }));
    const second = dataOf(await gql<Fetched>(serverB(), fetchNews, { token: admin.accessToken, role: 'site_admin' }));
    // The first is throttled itself when the schedulers' own fetch ran within the minute (seen on a starved machine);
    // either way the second, asked of the other instance, answers that same fetch, throttled.
    expect(first.fetchNews.fetched_at).toEqual(expect.any(String));
    expect(second.fetchNews).toEqual({ ...first.fetchNews, throttled: true });
  });

  it('counts failed sign-ins on A on B: the wait after three failures holds on both', async () => {
    const account = newAccount();
    sessionOf(await auth(serverB(), 'signup', account));
    for (let i = 0; i < 3; i += 1) {
      expect((await auth(serverA(), 'signin', { email: account.email, password: 'wrong password' })).status).toBe(401);
    }
    const refused = await auth(serverB(), 'signin', { email: account.email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'too-many-attempts', retryAfter: 1 });
    await sleep(1100);
    sessionOf(await auth(serverB(), 'signin', { email: account.email, password: PASSWORD }));
  });

  it('shares the sign-up limit of an address between the instances', async () => {
    const { rows } = await database().query<{ used: string }>(
      `SELECT coalesce(sum(used), 0)::text AS used FROM security.budgets WHERE bucket = 'signup' AND key = '127.0.0.1'
       AND window_start = to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600)`,
    );
    const left = SIGNUP_LIMIT - Number(rows[0]!.used);
    expect(left).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i <= left; i += 1) statuses.push((await auth(i % 2 === 0 ? serverB() : serverA(), 'signup', newAccount())).status);
    expect(statuses).toEqual([...Array.from({ length: left }, () => 200), 429]);
    const refused = await auth(serverA(), 'signup', newAccount());
    expect(refused.body.error?.code).toBe('too-many-signups');
  });

  it('delivers a due cron run once though both schedulers run', async () => {
    const source = await database().query<{ id: string }>(
      `INSERT INTO public.news_sources (name, url, feed_url, language, is_active)
       VALUES ('Two Instances Feed', 'http://127.0.0.1:9', 'http://127.0.0.1:9/feed.xml', 'en', true) RETURNING id`,
    );
    // As the scheduler records a run, due now; a whole second off the */15 schedule, so no real run shares it.
    let due = Math.floor(Date.now() / 1000) * 1000 - 2000;
    if (due % (15 * 60_000) === 0) due -= 1000;
    const scheduledTime = new Date(due).toISOString().replace('.000Z', 'Z');
    const inserted = await database().query<{ id: string }>(
      `INSERT INTO scheduler.cron_runs (trigger_name, scheduled_time) VALUES ('fetch_news', $1) RETURNING id`,
      [scheduledTime],
    );
    const runId = inserted.rows[0]!.id;
    const runOf = async () =>
      (
        await database().query<{ status: string; tries: number; response_status: number | null; response_body: string | null }>(
          'SELECT status, tries, response_status, response_body FROM scheduler.cron_runs WHERE id = $1',
          [runId],
        )
      ).rows[0]!;
    await until(async () => (await runOf()).status !== 'scheduled', 3 * SCHEDULER_TICK_MS, 'the run to be delivered');
    // Both schedulers have ticked since the run fell due: one claimed it, the other found it claimed or done.
    await sleep(Math.max(0, due + SCHEDULER_TICK_MS + 1000 - Date.now()));
    const run = await runOf();
    expect(run).toMatchObject({ status: 'delivered', tries: 1, response_status: 200 });
    const delivered = `Cron trigger "fetch_news", run of ${scheduledTime}: delivered`;
    const lines = [serverA(), serverB()].map((server) => server.output().split(delivered).length - 1);
    expect(lines[0]! + lines[1]!).toBe(1);
    console.log(`The cron run of ${scheduledTime} was delivered once, by server ${lines[0] === 1 ? 'A' : 'B'}.`);
    // The webhook fetched once: one log row for the source (its feed is on a private address, refused at once).
    const logs = await database().query<{ error_message: string }>(
      'SELECT error_message FROM public.news_fetch_logs WHERE source_id = $1',
      [source.rows[0]!.id],
    );
    expect(JSON.parse(run.response_body ?? '{}')).toMatchObject({ throttled: false });
    expect(logs.rows).toEqual([{ error_message: 'the feed is not on a public address' }]);
  }, 60_000);

  // Last: it locks the test's address (127.0.0.1) for 15 minutes.
  it('locks a client address after 30 failures on both instances together, on both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40 && statuses.at(-1) !== 429; i += 1) {
      const server = i % 2 === 0 ? serverA() : serverB();
      statuses.push((await auth(server, 'signin', { email: `spray.${i}.${randomUUID()}@example.com`, password: 'wrong password' })).status);
    }
    // Earlier tests' failures from this address count too, so the lock comes at or before the 31st attempt.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(31);
    for (const server of [serverA(), serverB()]) {
      const locked = await auth(server, 'signin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body.error?.retryAfter).toBeGreaterThan(800);
    }
  });
});
