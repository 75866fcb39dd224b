// The action plumbing: registerActions' routes (secret, Hasura's action and cron bodies, errors), the engine
// reaching the handlers through /v1/graphql, who may call which action, and `npm start` wiring the secret
// and the base URL by itself.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_DIR } from '../../src/config/paths.ts';
import { prepareDataDir } from '../../src/db/data-dir.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { ActionFailure, actionHandlers, registerActions, type ActionContext } from '../../src/functions/index.ts';
import { adminHeaders, bearer, dataOf, MEMBERS, memberToken, siteAdminToken } from '../engine/harness.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { ACTIONS_TEST_SECRET, startActionsApp, type ActionsApp } from './fixtures/actions-app.ts';

const SECRET = 'plumbing-test-secret';

describe('registerActions', () => {
  let app: FastifyInstance;
  let server: ActionsApp;

  beforeAll(async () => {
    server = await startActionsApp();
    app = Fastify();
    registerActions(app, {
      db: server.db,
      secret: SECRET,
      handlers: {
        echoCall: async ({ input, session, headers }: ActionContext) => ({
          input,
          session,
          userAgent: headers['x-forwarded-user-agent'] ?? null,
        }),
        refuseCall: async () => {
          throw new ActionFailure('not-allowed', 'You may not do that.');
        },
        crashCall: async () => {
          throw new Error('connection to postgres://admin:hunter2@db failed');
        },
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = { 'x-actions-secret': SECRET }) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const actionBody = (name: string, input: unknown = {}) => ({
    action: { name },
    input,
    session_variables: { 'X-Hasura-Role': 'user', 'x-hasura-user-id': MEMBERS.sofia },
    request_query: 'mutation { x }',
  });

  it('serves each handler at /actions/<kebab-name> with the input and the lower-cased session', async () => {
    const response = await post('/actions/echo-call', actionBody('echoCall', { id: 7 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      input: { id: 7 },
      session: { 'x-hasura-role': 'user', 'x-hasura-user-id': MEMBERS.sofia },
      userAgent: null,
    });
  });

  it("accepts a cron trigger's body: its payload as the input, as admin", async () => {
    const response = await post('/actions/echo-call', {
      scheduled_time: '2026-01-01T00:15:00Z',
      payload: { sourceId: null },
      name: 'fetch_news',
      id: 'run-1',
    });
    expect(response.json()).toEqual({ input: { sourceId: null }, session: { 'x-hasura-role': 'admin' }, userAgent: null });
  });

  it('refuses a call without the secret, or with another one', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-actions-secret': 'guess' }, { 'x-actions-secret': `${SECRET}x` }];
    for (const headers of attempts) {
      const response = await post('/actions/echo-call', actionBody('echoCall'), headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Missing or wrong x-actions-secret header.', extensions: { code: 'access-denied' } });
    }
    // The secret is checked before the body is read.
    expect((await post('/actions/echo-call', '{not json', {})).statusCode).toBe(401);
  });

  it('answers an ActionFailure 400 with its code, as Hasura passes it through', async () => {
    const response = await post('/actions/refuse-call', actionBody('refuseCall'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'You may not do that.', extensions: { code: 'not-allowed' } });
  });

  it('answers an unexpected error 500 without its details', async () => {
    const response = await post('/actions/crash-call', actionBody('crashCall'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'internal error', extensions: { code: 'unexpected' } });
    expect(response.body).not.toContain('hunter2');
  });

  it('refuses bodies that are neither an action call nor a cron call, or name another action', async () => {
    const other = await post('/actions/echo-call', actionBody('refuseCall'));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ extensions: { code: 'invalid-request' } });
    const shapeless = await post('/actions/echo-call', { hello: 'world' });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json()).toMatchObject({ extensions: { code: 'invalid-request' } });
    const notJson = await post('/actions/echo-call', '{not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ extensions: { code: 'invalid-request' } });
  });

  it('serves the project handlers in the real app only with the secret', async () => {
    const body = { ...actionBody('incrementNewsViews', { id: '00000000-0000-4000-8000-000000000000' }) };
    expect((await server.callHandler('increment-news-views', body)).status).toBe(401);
    const answer = await server.callHandler('increment-news-views', body, { 'x-actions-secret': ACTIONS_TEST_SECRET });
    expect(answer).toEqual({
      status: 400,
      json: { message: 'No published news story has the id 00000000-0000-4000-8000-000000000000.', extensions: { code: 'not-found' } },
    });
  });
});

describe('hasura/metadata', () => {
  it('declares the nine actions of the contract at /actions/<kebab-name> with the secret header, and the four cron triggers', () => {
    const metadata = loadMetadata(METADATA_DIR);
    const secret = [{ name: 'x-actions-secret', value_from_env: 'ACTIONS_SECRET' }];
    expect(
      metadata.actions.map((action) => [
        action.name,
        action.definition.type,
        action.definition.handler,
        action.permissions.map(({ role }) => role),
      ]),
    ).toEqual([
      ['search', 'query', '{{ACTIONS_BASE_URL}}/actions/search', ['anonymous', 'user', 'site_admin']],
      ['articleAnalytics', 'query', '{{ACTIONS_BASE_URL}}/actions/article-analytics', ['site_admin']],
      ['contentTotals', 'query', '{{ACTIONS_BASE_URL}}/actions/content-totals', ['site_admin']],
      ['dailyAnalytics', 'query', '{{ACTIONS_BASE_URL}}/actions/daily-analytics', ['site_admin']],
      ['fetchNews', 'mutation', '{{ACTIONS_BASE_URL}}/actions/fetch-news', ['site_admin']],
      ['recordPageView', 'mutation', '{{ACTIONS_BASE_URL}}/actions/record-page-view', ['anonymous', 'user', 'site_admin']],
      ['incrementNewsViews', 'mutation', '{{ACTIONS_BASE_URL}}/actions/increment-news-views', ['anonymous', 'user', 'site_admin']],
      ['incrementArticleViews', 'mutation', '{{ACTIONS_BASE_URL}}/actions/increment-article-views', ['anonymous', 'user', 'site_admin']],
      ['resetWeb3Categories', 'mutation', '{{ACTIONS_BASE_URL}}/actions/reset-web3-categories', ['site_admin']],
    ]);
    for (const action of metadata.actions) expect(action.definition.headers, action.name).toEqual(secret);
    // The client's address (x-forwarded-for) budgets page views and counts views once per visitor and day.
    const forwarding = metadata.actions.filter((action) => action.definition.forward_client_headers).map((action) => action.name);
    expect(forwarding).toEqual(['recordPageView', 'incrementNewsViews', 'incrementArticleViews']);
    expect(metadata.cron_triggers).toEqual([
      expect.objectContaining({
        name: 'fetch_news',
        webhook: '{{ACTIONS_BASE_URL}}/actions/fetch-news',
        schedule: '*/15 * * * *',
        payload: {},
        headers: secret,
      }),
      expect.objectContaining({
        name: 'prune_views',
        webhook: '{{ACTIONS_BASE_URL}}/actions/prune-views',
        schedule: '17 3 * * *',
        payload: {},
        headers: secret,
      }),
      expect.objectContaining({
        name: 'event_reminders',
        webhook: '{{ACTIONS_BASE_URL}}/actions/send-event-reminders',
        schedule: '*/15 * * * *',
        payload: {},
        headers: secret,
      }),
      expect.objectContaining({
        name: 'erase_accounts',
        webhook: '{{ACTIONS_BASE_URL}}/actions/erase-accounts',
        schedule: '41 * * * *',
        payload: {},
        headers: secret,
      }),
      expect.objectContaining({
        name: 'notification_mail_daily',
        webhook: '{{ACTIONS_BASE_URL}}/actions/send-daily-notification-mail',
        schedule: '20 0 * * *',
        payload: {},
        headers: secret,
      }),
      expect.objectContaining({
        name: 'weekly_digest',
        webhook: '{{ACTIONS_BASE_URL}}/actions/send-weekly-digest',
        schedule: '0 8 * * 1',
        payload: {},
        headers: secret,
      }),
    ]);
  });
});

describe('actions through /v1/graphql', () => {
  let server: ActionsApp;

  beforeAll(async () => {
    server = await startActionsApp({
      handlers: {
        ...actionHandlers,
        incrementNewsViews: async () => {
          throw new Error('password=hunter2');
        },
      },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const rootFields = async (type: string, headers: Record<string, string>): Promise<string[]> => {
    const result = await server.gql<{ __type: { fields: { name: string }[] } | null }>(
      `{ __type(name: "${type}") { fields { name } } }`,
      headers,
    );
    return (dataOf(result).__type?.fields ?? []).map((field) => field.name);
  };

  it('gives visitors and members the public actions, and only site admins the analytics, fetchNews and resetWeb3Categories', async () => {
    const publicQueries = ['search'];
    const publicMutations = ['incrementArticleViews', 'incrementNewsViews', 'recordPageView'];
    const member = bearer(await memberToken(MEMBERS.linWei));
    const siteAdmin = bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' });
    for (const headers of [{}, member]) {
      const queries = await rootFields('query_root', headers);
      expect(queries).toEqual(expect.arrayContaining(publicQueries));
      expect(queries).not.toContain('articleAnalytics');
      expect(queries).not.toContain('dailyAnalytics');
      const mutations = await rootFields('mutation_root', headers);
      expect(mutations).toEqual(expect.arrayContaining(publicMutations));
      expect(mutations).not.toContain('fetchNews');
      expect(mutations).not.toContain('resetWeb3Categories');
    }
    expect(await rootFields('query_root', siteAdmin)).toEqual(
      expect.arrayContaining([...publicQueries, 'articleAnalytics', 'dailyAnalytics']),
    );
    expect(await rootFields('mutation_root', siteAdmin)).toEqual(
      expect.arrayContaining([...publicMutations, 'fetchNews', 'resetWeb3Categories']),
    );
  });

  it('refuses the admin-only actions to visitors and members with the engine error', async () => {
    for (const headers of [{}, bearer(await memberToken(MEMBERS.chenHao))]) {
      const result = await server.gql('query AnalyticsTotal { articleAnalytics { totalViews } }', headers);
      expect(result.errors).toEqual([
        {
          message: "field 'articleAnalytics' not found in type: 'query_root'",
          extensions: { code: 'validation-failed', path: '$.selectionSet.articleAnalytics' },
        },
      ]);
      const daily = await server.gql('query AnalyticsDaily { dailyAnalytics(days: 7) { totalViews } }', headers);
      expect(daily.errors?.[0]?.extensions.code).toBe('validation-failed');
    }
  });

  it("hides a handler's crash from every caller, the admin included", async () => {
    const query = 'mutation ViewsCrash { incrementNewsViews(id: "00000000-0000-4000-8000-000000000000") { views_count } }';
    const visitor = await server.gql(query);
    expect(visitor.errors).toEqual([{ message: 'internal error', extensions: { code: 'unexpected', path: '$' } }]);
    const admin = await server.gql(query, adminHeaders());
    expect(JSON.stringify(admin.errors)).not.toContain('hunter2');
    expect(admin.errors?.[0]?.message).toBe('internal error');
  });
});

describe('npm start', () => {
  let dataDir: string;
  let started: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'actions-start-'));
  });

  afterAll(async () => {
    await started?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds an actions secret to the marker of an older DATA_DIR once, keeping the rest', () => {
    const root = join(dataDir, 'older');
    mkdirSync(root);
    const older = { format: 1, createdAt: '2026-01-01T00:00:00.000Z', adminSecret: 'kept-admin-secret' };
    writeFileSync(join(root, 'chainpulse.json'), JSON.stringify(older));
    const first = prepareDataDir(root).marker;
    expect(first).toEqual({ ...older, actionsSecret: expect.stringMatching(/^[\w-]{32}$/) as string });
    expect(JSON.parse(readFileSync(join(root, 'chainpulse.json'), 'utf8'))).toEqual(first);
    expect(prepareDataDir(root).marker).toEqual(first);
  });

  it('generates the actions secret into DATA_DIR and points the engine at its own handlers', async () => {
    // The TypeScript sources, not a bundle built before; empty ACTIONS_* so the test process's own cannot leak in.
    started = await startServer({
      DATA_DIR: join(dataDir, 'data'),
      SKIP_BUILD: '1',
      SKIP_BUNDLE: '1',
      ACTIONS_BASE_URL: '',
      ACTIONS_SECRET: '',
    });
    const marker = JSON.parse(readFileSync(join(dataDir, 'data', 'chainpulse.json'), 'utf8')) as { actionsSecret?: string };
    expect(marker.actionsSecret).toMatch(/^[\w-]{32}$/);
    const response = await fetch(`${started.url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation StartViews { recordPageView(path: "/", visitorId: "visitor-start", sessionId: "session-start") { ok } }',
      }),
    });
    expect(await response.json()).toEqual({ data: { recordPageView: { ok: true } } });
    const refused = await fetch(`${started.url}/actions/record-page-view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
  }, 180_000);
});
