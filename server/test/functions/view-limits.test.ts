// The page-view budgets and the retention of page views: the real app on 127.0.0.1 over a seeded PGlite with
// PAGE_VIEW_LIMIT 3 (so 30 per address) and PAGE_VIEW_RETENTION_DAYS 30; the prune_views cron trigger run
// through the scheduler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_DIR } from '../../src/config/paths.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { createScheduler } from '../../src/scheduler/index.ts';
import type { Queryable } from '../../src/db/types.ts';
import { createPageViewBatches, type PageViewRow } from '../../src/functions/news/page-view-batch.ts';
import { dataOf } from '../engine/harness.ts';
import { ACTIONS_TEST_SECRET, startActionsApp, type ActionsApp } from './fixtures/actions-app.ts';

const RECORD = `mutation PageViewRecord($path: String!, $visitorId: String!, $sessionId: String!) {
  recordPageView(path: $path, visitorId: $visitorId, sessionId: $sessionId) { ok }
}`;

let server: ActionsApp;

beforeAll(async () => {
  server = await startActionsApp({ env: { PAGE_VIEW_LIMIT: '3', PAGE_VIEW_RETENTION_DAYS: '30' } });
});

afterAll(async () => {
  await server?.close();
});

const rowsOf = async (where: string, params: unknown[]): Promise<number> =>
  Number((await server.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM page_views WHERE ${where}`, params)).rows[0]!.n);

/** recordPageView straight to the handler, as the engine calls it for a client at `address`. */
async function recordFrom(address: string, visitorId: string): Promise<{ status: number; json: unknown }> {
  const body = {
    action: { name: 'recordPageView' },
    input: { path: '/news', visitorId, sessionId: `session-${visitorId}` },
    session_variables: { 'x-hasura-role': 'anonymous' },
    request_query: '',
  };
  return server.callHandler('record-page-view', body, { 'x-actions-secret': ACTIONS_TEST_SECRET, 'x-forwarded-for': address });
}

describe('recordPageView budgets', () => {
  it('records PAGE_VIEW_LIMIT views of a visitor an hour and answers ok beyond, without a row', async () => {
    for (let call = 0; call < 5; call += 1) {
      expect(
        dataOf(await server.gql(RECORD, {}, { path: `/news/${call}`, visitorId: 'budget-visitor-1', sessionId: 'budget-session-1' })),
      ).toEqual({
        recordPageView: { ok: true },
      });
    }
    expect(await rowsOf('visitor_id = $1', ['budget-visitor-1'])).toBe(3);
    const { rows } = await server.db.query<{ used: string }>(
      `SELECT used::text FROM security.budgets WHERE bucket = 'page-view-visitor' AND key = 'budget-visitor-1'`,
    );
    expect(rows).toEqual([{ used: '5' }]);
  });

  it('records ten times that per client address, whatever visitor ids it sends', async () => {
    const answers = [];
    for (let visitor = 0; visitor < 35; visitor += 1)
      answers.push(await recordFrom('203.0.113.50', `address-visitor-${String(visitor).padStart(2, '0')}`));
    expect(answers.every((answer) => answer.status === 200 && JSON.stringify(answer.json) === '{"ok":true}')).toBe(true);
    expect(await rowsOf(`visitor_id LIKE 'address-visitor-%'`, [])).toBe(30);
    // Another address has its own budget.
    expect((await recordFrom('203.0.113.51', 'other-address-visitor')).status).toBe(200);
    expect(await rowsOf('visitor_id = $1', ['other-address-visitor'])).toBe(1);
  });

  it('decides views sent at once as one after another: each is stored by the time it is answered, within the budgets', async () => {
    // Out at once (written in batches): 6 views of one visitor (its budget keeps 3) and, from another address, 34
    // visitors' (the address's budget keeps 30); every view answered ok.
    const views = [
      ...Array.from({ length: 6 }, () => ['203.0.113.60', 'burst-visitor'] as const),
      ...Array.from({ length: 34 }, (_, i) => ['203.0.113.61', `burst-other-${i}`] as const),
    ];
    const stored: number[] = [];
    const answers = await Promise.all(
      views.map(async ([address, visitor]) => {
        const answer = await recordFrom(address, visitor);
        stored.push(await rowsOf(`visitor_id LIKE 'burst-%'`, []));
        return answer;
      }),
    );
    expect(answers.every((answer) => answer.status === 200 && JSON.stringify(answer.json) === '{"ok":true}')).toBe(true);
    expect(await rowsOf('visitor_id = $1', ['burst-visitor'])).toBe(3);
    expect(await rowsOf(`visitor_id LIKE 'burst-other-%'`, [])).toBe(30);
    // Each answer came after its batch had committed: no view is answered before rows are there.
    expect(Math.min(...stored)).toBeGreaterThan(0);
    const { rows } = await server.db.query<{ bucket: string; key: string; used: string }>(
      `SELECT bucket, key, used::text FROM security.budgets WHERE key IN ('burst-visitor', '203.0.113.60', '203.0.113.61') ORDER BY bucket, key`,
    );
    expect(rows).toEqual([
      { bucket: 'page-view-address', key: '203.0.113.60', used: '6' },
      { bucket: 'page-view-address', key: '203.0.113.61', used: '34' },
      { bucket: 'page-view-visitor', key: 'burst-visitor', used: '6' },
    ]);
  });
});

describe('page-view batches', () => {
  const view = (visitorId: string): PageViewRow => ({
    path: '/news',
    title: null,
    referrer: null,
    visitorId,
    sessionId: `session-${visitorId}`,
    device: 'desktop',
    userId: null,
    address: '198.51.100.77',
    visitorLimit: 100,
    addressLimit: 1000,
  });

  it('refuse a view at once when the waiting ones reach their bound, and store the ones they took', async () => {
    const batches = createPageViewBatches(server.db, 2);
    // Three in one turn of the event loop: the first two wait for the batch, the third finds the bound reached.
    const outcomes = await Promise.allSettled(['bounded-1', 'bounded-2', 'bounded-3'].map((id) => batches.record(view(id))));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ code: 'rate-limit-exceeded', status: 429 });
    expect(await rowsOf(`visitor_id LIKE 'bounded-%'`, [])).toBe(2);
    // Once written, the bound has room again.
    await batches.record(view('bounded-4'));
    expect(await rowsOf(`visitor_id LIKE 'bounded-%'`, [])).toBe(3);
  });

  it('write a stream of views one statement per fill time: the first at once, the ones after it together', async () => {
    let statements = 0;
    const counted: Queryable = {
      query: (sql, params, options) => {
        if (options?.name === 'record_page_views') statements += 1;
        return server.db.query(sql, params, options);
      },
      exec: (sql) => server.db.exec(sql),
    };
    // A fill time far longer than the stream, so the split cannot depend on how fast the machine is.
    const batches = createPageViewBatches(counted, 100, 1_000);
    const answered: Promise<void>[] = [];
    for (let index = 0; index < 10; index += 1) {
      answered.push(batches.record(view(`stream-${index}`)));
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await Promise.all(answered);
    expect(statements).toBe(2);
    expect(await rowsOf(`visitor_id LIKE 'stream-%'`, [])).toBe(10);
  });
});

describe('prune_views cron trigger', () => {
  it('deletes page views older than PAGE_VIEW_RETENTION_DAYS and the view notes of past days, daily', async () => {
    await server.db.query(
      `INSERT INTO page_views (path, visitor_id, session_id, device, created_at) VALUES
         ('/old', 'retention-visitor', 'retention-session', 'desktop', now() - interval '31 days'),
         ('/kept', 'retention-visitor', 'retention-session', 'desktop', now() - interval '29 days')`,
    );
    await server.db.query(
      `INSERT INTO security.item_views_daily (item_kind, item_id, visitor_key, day) VALUES
         ('news', gen_random_uuid(), 'address:203.0.113.9', (now() AT TIME ZONE 'UTC')::date - 2),
         ('news', gen_random_uuid(), 'address:203.0.113.9', (now() AT TIME ZONE 'UTC')::date - 1),
         ('news', gen_random_uuid(), 'address:203.0.113.9', (now() AT TIME ZONE 'UTC')::date)`,
    );
    const triggers = loadMetadata(METADATA_DIR).cron_triggers.filter((trigger) => trigger.name === 'prune_views');
    let now = new Date();
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const scheduler = createScheduler({ db: server.db, triggers, now: () => now, log: quiet });
    try {
      await scheduler.tick();
      const { rows } = await server.db.query<{ scheduled_time: Date }>(
        `SELECT scheduled_time FROM scheduler.cron_runs WHERE trigger_name = 'prune_views'`,
      );
      expect(new Date(rows[0]!.scheduled_time).toISOString()).toMatch(/T03:17:00\.000Z$/);
      now = new Date(new Date(rows[0]!.scheduled_time).getTime() + 1000);
      await scheduler.tick();
    } finally {
      await scheduler.stop();
    }
    const runs = await server.db.query(
      `SELECT status, response_status FROM scheduler.cron_runs WHERE trigger_name = 'prune_views' AND status <> 'scheduled'`,
    );
    expect(runs.rows).toEqual([{ status: 'delivered', response_status: 200 }]);
    const kept = await server.db.query(`SELECT path FROM page_views WHERE visitor_id = 'retention-visitor'`);
    expect(kept.rows).toEqual([{ path: '/kept' }]);
    const notes = await server.db.query<{ age: number }>(
      `SELECT (now() AT TIME ZONE 'UTC')::date - day AS age FROM security.item_views_daily WHERE visitor_key = 'address:203.0.113.9' ORDER BY age`,
    );
    expect(notes.rows).toEqual([{ age: 0 }, { age: 1 }]);
  });

  it('is served only with the actions secret', async () => {
    const cronBody = { scheduled_time: new Date().toISOString(), payload: {}, name: 'prune_views', id: 'test' };
    expect((await server.callHandler('prune-views', cronBody)).status).toBe(401);
    const answer = await server.callHandler('prune-views', cronBody, { 'x-actions-secret': ACTIONS_TEST_SECRET });
    expect(answer).toEqual({ status: 200, json: { page_views: 0, item_views: 0 } });
  });
});
