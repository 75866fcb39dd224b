// The action handlers' statements are counted for the client that called through the engine: they wait in its lane
// of the database queue and draw on its database-time budget (the engine names the client in a header beside the
// actions secret). A client's own header of that name is never believed: the engine drops a forwarded one, and a
// call without the secret is refused before anything runs. The page-view batch's statement stays the server's.
// The REST routes (/auth, /storage) are counted for the address that asked, and refused with 429 past its budget.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { addressClientKey, DATABASE_CLIENT_HEADER } from '../../src/db/client.ts';
import type { PgliteThreadDatabase } from '../../src/db/pglite-thread.ts';
import { bearer, dataOf, MEMBERS, memberToken, testConfig, type GraphqlResult, type Headers } from '../engine/harness.ts';
import { createTestDatabaseThread } from '../support/database.ts';

const SECRET = 'action-clients-test-secret-0123456789';
const SEARCH = `query ActionClientSearch($q: String!) { search(query: $q, limit: 5) { id } }`;
const ARTICLE_VIEW = `mutation ActionClientView($id: uuid!) { incrementArticleViews(id: $id) { id views_count } }`;
const PAGE_VIEW = `mutation ActionClientPageView($v: String!) {
  recordPageView(path: "/news", title: null, referrer: null, visitorId: $v, sessionId: "session-action-clients") { ok }
}`;

describe('action handlers counted for the calling client', () => {
  let db: PgliteThreadDatabase;
  let app: FastifyInstance;
  let url: string;
  const saved = { base: process.env.ACTIONS_BASE_URL, secret: process.env.ACTIONS_SECRET };

  beforeAll(async () => {
    db = await createTestDatabaseThread({ seeds: true });
    app = await buildApp({ config: testConfig({ ACTIONS_SECRET: SECRET }), db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    process.env.ACTIONS_BASE_URL = url;
    process.env.ACTIONS_SECRET = SECRET;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    for (const [name, value] of [
      ['ACTIONS_BASE_URL', saved.base],
      ['ACTIONS_SECRET', saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  async function gql<Data>(query: string, headers: Headers, variables: Record<string, unknown>): Promise<GraphqlResult<Data>> {
    const response = await fetch(`${url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      // The operation's name beside its document, as the site's client (urql) sends it.
      body: JSON.stringify({ query, variables, operationName: /^(?:query|mutation)\s+(\w+)/.exec(query)?.[1] }),
    });
    return (await response.json()) as GraphqlResult<Data>;
  }

  const memberKey = (id: string) => `member:${id}`;

  it("charges a member's searches to that member, not to another one", async () => {
    const before = { lin: db.queue.used(memberKey(MEMBERS.linWei)), marcus: db.queue.used(memberKey(MEMBERS.marcus)) };
    const token = await memberToken(MEMBERS.linWei);
    dataOf(await gql(SEARCH, bearer(token), { q: 'bitcoin' }));
    expect(db.queue.used(memberKey(MEMBERS.linWei))).toBeGreaterThan(before.lin);
    expect(db.queue.used(memberKey(MEMBERS.marcus))).toBe(before.marcus);
  });

  it("names the handler's statements by the request's operation, as the database's time by operation counts them", async () => {
    const operations: (string | undefined)[] = [];
    const before = db.queue.onDone;
    db.queue.onDone = (client, ms) => {
      operations.push(client?.operation);
      before?.(client, ms);
    };
    try {
      dataOf(await gql(SEARCH, bearer(await memberToken(MEMBERS.marcus)), { q: 'solana' }));
    } finally {
      db.queue.onDone = before;
    }
    expect(operations).toContain('ActionClientSearch');
    expect(operations).not.toContain('action');
  });

  it("runs a member's mutations, and the handlers they call, in the member's lane of writes; its queries in its own", async () => {
    const seen: { key: string | undefined; lane: string | undefined; operation: string | undefined }[] = [];
    const before = db.queue.onDone;
    db.queue.onDone = (client, ms) => {
      seen.push({ key: client?.key, lane: client?.lane, operation: client?.operation });
      before?.(client, ms);
    };
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM articles WHERE published ORDER BY id LIMIT 1`);
    const token = await memberToken(MEMBERS.sofia);
    try {
      dataOf(await gql(ARTICLE_VIEW, bearer(token), { id: rows[0]!.id }));
      dataOf(
        await gql(`mutation ActionClientBookmark($id: uuid!) { insert_bookmarks_one(object: { article_id: $id }) { id } }`, bearer(token), {
          id: rows[0]!.id,
        }),
      );
      dataOf(await gql(SEARCH, bearer(token), { q: 'bitcoin' }));
      dataOf(await gql(`query ActionClientBookmarks { bookmarks { id } }`, bearer(token), {}));
    } finally {
      db.queue.onDone = before;
    }
    const member = memberKey(MEMBERS.sofia);
    const lanesOf = (operation: string) =>
      seen.filter((entry) => entry.operation === operation).map((entry) => `${entry.key} ${entry.lane ?? 'own'}`);
    // The view: one statement (the suspension read in it, not before it); the bookmark: its transaction.
    expect(lanesOf('ActionClientView')).toEqual([`${member} writes`]);
    expect(lanesOf('ActionClientBookmark')).toEqual([`${member} writes`]);
    expect(lanesOf('ActionClientSearch').length).toBeGreaterThan(0);
    expect(new Set(lanesOf('ActionClientSearch'))).toEqual(new Set([`${member} own`]));
    expect(lanesOf('ActionClientBookmarks')).toEqual([`${member} own`]);
  });

  it("refuses a client's action once its database time is spent, while another client's still runs", async () => {
    const lin = await memberToken(MEMBERS.linWei);
    const marcus = await memberToken(MEMBERS.marcus);
    dataOf(await gql(SEARCH, bearer(lin), { q: 'ethereum' }));
    // Lin Wei has used some database time; the budget is set just under it.
    db.queue.budgetMsPerMinute = db.queue.used(memberKey(MEMBERS.linWei));
    try {
      const refused = await gql(SEARCH, bearer(lin), { q: 'ethereum' });
      expect(refused.errors?.[0]?.extensions.code).toBe('database-budget-exceeded');
      expect(dataOf(await gql<{ search: unknown[] }>(SEARCH, bearer(marcus), { q: 'ethereum' })).search).toBeInstanceOf(Array);
    } finally {
      db.queue.budgetMsPerMinute = undefined;
    }
  });

  it('ignores a client header naming another client, forwarded through the engine or sent without the secret', async () => {
    const victim = 'member:forged-victim';
    const forged = { [DATABASE_CLIENT_HEADER]: JSON.stringify({ key: victim, budgeted: true }) };
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM articles WHERE published ORDER BY id LIMIT 1`);
    const token = await memberToken(MEMBERS.sofia);
    const before = db.queue.used(memberKey(MEMBERS.sofia));
    // incrementArticleViews forwards the client's headers to its handler: the forged one is dropped.
    dataOf(await gql(ARTICLE_VIEW, bearer(token, forged), { id: rows[0]!.id }));
    expect(db.queue.used(victim)).toBe(0);
    expect(db.queue.used(memberKey(MEMBERS.sofia))).toBeGreaterThan(before);

    // Straight to the handler without the secret: refused before the body is read, nothing charged.
    const direct = await fetch(`${url}/actions/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forged },
      body: JSON.stringify({ action: { name: 'search' }, input: { query: 'bitcoin' }, session_variables: {} }),
    });
    expect(direct.status).toBe(401);
    expect(db.queue.used(victim)).toBe(0);
  });

  it("keeps the page-view batch's statement as the server's work", async () => {
    const address = addressClientKey('127.0.0.1');
    const before = db.queue.used(address);
    dataOf(await gql(PAGE_VIEW, {}, { v: 'visitor-action-clients' }));
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM page_views WHERE visitor_id = 'visitor-action-clients'`);
    expect(rows[0]!.n).toBe(1);
    expect(db.queue.used(address)).toBe(before);
  });

  it('signs a member without a second factor in with four turns of the database queue: the second factor read with the session', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const email = 'turns-action-clients@example.com';
    const password = 'The turns a sign-in waits for';
    expect((await post('/auth/signup', { email, password, displayName: 'Turns', username: 'turns_action_clients' })).status).toBe(200);
    const turns: string[] = [];
    const before = db.queue.onDone;
    db.queue.onDone = (client, ms) => {
      turns.push(`${client?.key} ${client?.operation}`);
      before?.(client, ms);
    };
    let answer: Response;
    try {
      answer = await post('/auth/signin', { email, password });
    } finally {
      db.queue.onDone = before;
    }
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { session?: { accessToken?: string } }).session?.accessToken).toEqual(expect.any(String));
    // The attempt's start, the account, the attempt's end, then the second factor's read and the session's writes.
    expect(turns).toEqual(Array.from({ length: 4 }, () => `${addressClientKey('127.0.0.1')} POST /auth/signin`));
  });

  it("charges a sign-in's statements to the address signing in, and answers 429 with Retry-After once its time is spent", async () => {
    const address = addressClientKey('127.0.0.1');
    const signIn = () =>
      fetch(`${url}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody-action-clients@example.com', password: 'not the password at all' }),
      });
    // One minute window throughout (a window ending mid-test would refill the budget).
    const held = Date.now();
    db.queue.clock = () => held;
    try {
      const before = db.queue.used(address);
      const wrong = await signIn();
      expect(wrong.status).toBe(401);
      expect(db.queue.used(address)).toBeGreaterThan(before);
      db.queue.budgetMsPerMinute = db.queue.used(address);
      const refused = await signIn();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('database-budget-exceeded');
    } finally {
      db.queue.budgetMsPerMinute = undefined;
      db.queue.clock = Date.now;
    }
  });
});
