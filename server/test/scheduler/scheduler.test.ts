// The cron trigger scheduler against a real migrated database and a real HTTP webhook on loopback: what it
// POSTs (Hasura's body and headers), what it records in scheduler.cron_runs, retries, timeouts, tolerance,
// two servers on one database, and a clean stop. Time is moved with an injected clock; only the HTTP
// timeout and the in-flight delivery wait on real time (about a second).
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StartupError } from '../../src/db/errors.ts';
import type { Database, Queryable } from '../../src/db/types.ts';
import type { CronTrigger } from '../../src/engine/metadata/index.ts';
import { createScheduler, RESPONSE_BODY_LIMIT, type SchedulerLog } from '../../src/scheduler/index.ts';
import { backends } from '../db/fixtures.ts';
import { createTestDatabase } from '../support/database.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

interface RunRow {
  id: string;
  scheduled_time: string;
  status: string;
  tries: number;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  next_retry_at: string | null;
}

const ENV = { base: 'CRON_TEST_BASE_URL', secret: 'CRON_TEST_SECRET' };
const received: Received[] = [];
let server: Server;
let db: Database;
// Called by /hold when a request arrives; the answer follows 300 ms later.
let holdArrived: () => void = () => undefined;

/** A clock the test moves by hand. */
function clock(iso: string): { now: () => Date; set(iso: string): void } {
  let time = new Date(iso);
  return { now: () => new Date(time), set: (next) => void (time = new Date(next)) };
}

const quiet: SchedulerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

let counter = 0;
function trigger(path: string, overrides: Partial<CronTrigger> = {}): CronTrigger {
  counter += 1;
  return {
    name: `test_trigger_${counter}`,
    webhook: `{{${ENV.base}}}${path}`,
    schedule: '*/15 * * * *',
    include_in_metadata: true,
    ...overrides,
  };
}

const requestsTo = (path: string): Received[] => received.filter((request) => request.path === path);

async function runsOf(database: Queryable, name: string): Promise<RunRow[]> {
  const result = await database.query<RunRow>(
    `SELECT id::text, to_char(scheduled_time AT TIME ZONE 'UTC', 'HH24:MI') AS scheduled_time, status, tries,
            response_status, response_body, error, to_char(next_retry_at AT TIME ZONE 'UTC', 'HH24:MI:SS') AS next_retry_at
     FROM scheduler.cron_runs WHERE trigger_name = $1 ORDER BY scheduled_time`,
    [name],
  );
  return result.rows;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path: path.replace(/\?.*/, ''), headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if (path.startsWith('/ok')) response.end('thanks');
      else if (path.startsWith('/fail')) response.writeHead(500).end('boom');
      else if (path.startsWith('/big')) response.end(`\u0000${'é'.repeat(RESPONSE_BODY_LIMIT)}`);
      else if (path.startsWith('/hold')) {
        holdArrived();
        setTimeout(() => response.end('held'), 300);
      }
      // Anything else (/slow) never answers: the scheduler's timeout has to end it.
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.env[ENV.base] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env[ENV.secret] = 's3cret';
  db = await createTestDatabase();
});

afterAll(async () => {
  delete process.env[ENV.base];
  delete process.env[ENV.secret];
  server.closeAllConnections();
  server.close();
  await db.close();
});

describe('cron trigger scheduler', () => {
  it("delivers a due run once, with Hasura's body and the configured headers, and logs it delivered", async () => {
    const time = clock('2030-01-01T12:07:00Z');
    const cron = trigger('/ok/deliver', {
      payload: { source: 'all', limit: 20 },
      comment: 'fetch the news',
      headers: [
        { name: 'X-Static', value: 'one' },
        { name: 'X-Secret', value_from_env: ENV.secret },
      ],
    });
    const scheduler = createScheduler({ db, triggers: [cron], now: time.now, log: quiet });

    await scheduler.tick();
    expect(requestsTo('/ok/deliver')).toHaveLength(0);
    expect(await runsOf(db, cron.name)).toMatchObject([{ scheduled_time: '12:15', status: 'scheduled', tries: 0 }]);

    time.set('2030-01-01T12:15:02Z');
    await scheduler.tick();
    const [request] = requestsTo('/ok/deliver');
    const [run, next] = await runsOf(db, cron.name);
    expect(requestsTo('/ok/deliver')).toHaveLength(1);
    expect(request!.body).toEqual({
      scheduled_time: '2030-01-01T12:15:00Z',
      payload: { source: 'all', limit: 20 },
      name: cron.name,
      id: run!.id,
      comment: 'fetch the news',
    });
    expect(request!.headers).toMatchObject({ 'content-type': 'application/json', 'x-static': 'one', 'x-secret': 's3cret' });
    expect(run).toMatchObject({
      scheduled_time: '12:15',
      status: 'delivered',
      tries: 1,
      response_status: 200,
      response_body: 'thanks',
      error: null,
    });
    expect(next).toMatchObject({ scheduled_time: '12:30', status: 'scheduled', tries: 0 });

    time.set('2030-01-01T12:20:00Z');
    await scheduler.tick();
    await scheduler.tick();
    expect(requestsTo('/ok/deliver')).toHaveLength(1);

    time.set('2030-01-01T12:30:00Z');
    await scheduler.tick();
    expect(requestsTo('/ok/deliver').map((r) => r.body.scheduled_time)).toEqual(['2030-01-01T12:15:00Z', '2030-01-01T12:30:00Z']);
    await scheduler.stop();
  });

  it('sends payload null and no comment key when the trigger has neither', async () => {
    const time = clock('2030-01-01T12:14:00Z');
    const cron = trigger('/ok/bare');
    const scheduler = createScheduler({ db, triggers: [cron], now: time.now, log: quiet });
    await scheduler.tick();
    time.set('2030-01-01T12:15:00Z');
    await scheduler.tick();
    expect(requestsTo('/ok/bare').map((r) => r.body)).toEqual([
      { scheduled_time: '2030-01-01T12:15:00Z', payload: null, name: cron.name, id: expect.any(String) },
    ]);
  });

  it('retries a failing webhook num_retries times, retry_interval_seconds apart, then logs error', async () => {
    const time = clock('2030-01-01T12:07:00Z');
    const cron = trigger('/fail/retry', { retry_conf: { num_retries: 2, retry_interval_seconds: 10 } });
    const scheduler = createScheduler({ db, triggers: [cron], now: time.now, log: quiet });
    await scheduler.tick();

    time.set('2030-01-01T12:15:00Z');
    await scheduler.tick();
    expect(requestsTo('/fail/retry')).toHaveLength(1);
    expect((await runsOf(db, cron.name))[0]).toMatchObject({
      status: 'scheduled',
      tries: 1,
      next_retry_at: '12:15:10',
      response_status: 500,
      response_body: 'boom',
      error: 'the webhook answered HTTP 500',
    });

    time.set('2030-01-01T12:15:09Z');
    await scheduler.tick();
    expect(requestsTo('/fail/retry')).toHaveLength(1);

    for (const [at, tries] of [
      ['12:15:10', 2],
      ['12:15:20', 3],
    ] as const) {
      time.set(`2030-01-01T${at}Z`);
      await scheduler.tick();
      expect(requestsTo('/fail/retry')).toHaveLength(tries);
    }
    const [run] = await runsOf(db, cron.name);
    expect(run).toMatchObject({
      status: 'error',
      tries: 3,
      next_retry_at: null,
      response_status: 500,
      error: 'the webhook answered HTTP 500',
    });
    // Every try carries the same event id.
    expect(new Set(requestsTo('/fail/retry').map((r) => r.body.id))).toEqual(new Set([run!.id]));

    time.set('2030-01-01T12:20:00Z');
    await scheduler.tick();
    expect(requestsTo('/fail/retry')).toHaveLength(3);
  });

  it('counts a webhook that does not answer within timeout_seconds as a failure', async () => {
    const time = clock('2030-01-01T12:14:00Z');
    // One second, so that the request reaches the webhook even on a loaded machine before the timeout ends it.
    const cron = trigger('/slow/timeout', { retry_conf: { timeout_seconds: 1 } });
    const scheduler = createScheduler({ db, triggers: [cron], now: time.now, log: quiet });
    await scheduler.tick();

    time.set('2030-01-01T12:15:00Z');
    await scheduler.tick();
    expect(requestsTo('/slow/timeout')).toHaveLength(1);
    expect((await runsOf(db, cron.name))[0]).toMatchObject({
      status: 'error',
      tries: 1,
      response_status: null,
      error: 'no answer within the timeout of 1 s',
    });
  });

  it('marks runs older than tolerance_seconds dead after a downtime and delivers the ones still within it', async () => {
    const time = clock('2030-01-01T12:07:00Z');
    const cron = trigger('/ok/late', { retry_conf: { tolerance_seconds: 600 } });
    const warnings: string[] = [];
    const log = { ...quiet, warn: (message: string) => void warnings.push(message) };
    await createScheduler({ db, triggers: [cron], now: time.now, log }).tick();

    // The server was down from 12:07 to 13:20: 12:15 to 13:00 are more than 10 minutes late, 13:15 is not.
    time.set('2030-01-01T13:20:00Z');
    await createScheduler({ db, triggers: [cron], now: time.now, log }).tick();

    expect((await runsOf(db, cron.name)).map((run) => [run.scheduled_time, run.status, run.tries])).toEqual([
      ['12:15', 'dead', 0],
      ['12:30', 'dead', 0],
      ['12:45', 'dead', 0],
      ['13:00', 'dead', 0],
      ['13:15', 'delivered', 1],
      ['13:30', 'scheduled', 0],
    ]);
    expect((await runsOf(db, cron.name))[0]!.error).toBe('not delivered within tolerance_seconds (600 s) of its scheduled time');
    expect(requestsTo('/ok/late').map((r) => r.body.scheduled_time)).toEqual(['2030-01-01T13:15:00Z']);
    expect(warnings).toEqual([
      `Cron trigger "${cron.name}": 4 run(s) scheduled 2030-01-01T12:15:00Z to 2030-01-01T13:00:00Z are older than tolerance_seconds (600) and were marked dead.`,
    ]);
  });

  it('drops the upcoming runs an edited schedule no longer has', async () => {
    const time = clock('2030-01-01T12:07:00Z');
    const cron = trigger('/ok/edited');
    await createScheduler({ db, triggers: [cron], now: time.now, log: quiet }).tick();
    expect((await runsOf(db, cron.name)).map((run) => run.scheduled_time)).toEqual(['12:15']);

    time.set('2030-01-01T12:08:00Z');
    await createScheduler({ db, triggers: [{ ...cron, schedule: '40 * * * *' }], now: time.now, log: quiet }).tick();
    expect((await runsOf(db, cron.name)).map((run) => run.scheduled_time)).toEqual(['12:40']);
  });

  it('keeps at most 10 KB of the answer, cut on a character boundary and without NUL', async () => {
    const time = clock('2030-01-01T12:14:00Z');
    const cron = trigger('/big/body');
    const scheduler = createScheduler({ db, triggers: [cron], now: time.now, log: quiet });
    await scheduler.tick();
    time.set('2030-01-01T12:15:00Z');
    await scheduler.tick();
    const [run] = await runsOf(db, cron.name);
    expect(run!.status).toBe('delivered');
    // 1 NUL byte, then 2-byte characters: the cut at 10240 bytes falls inside the last one.
    expect(run!.response_body).toBe('é'.repeat((RESPONSE_BODY_LIMIT - 2) / 2));
  });

  it('stop() waits for the delivery in flight to be recorded, and later ticks do nothing', async () => {
    const arrived = new Promise<void>((resolve) => (holdArrived = resolve));
    const time = clock('2030-01-01T12:14:00Z');
    const cron = trigger('/hold/stop');
    const scheduler = createScheduler({ db, triggers: [cron], now: time.now, log: quiet });
    await scheduler.tick();

    time.set('2030-01-01T12:15:00Z');
    const ticking = scheduler.tick();
    await arrived;
    expect((await runsOf(db, cron.name))[0]!.status).toBe('scheduled');
    await scheduler.stop();
    expect((await runsOf(db, cron.name))[0]).toMatchObject({ status: 'delivered', response_body: 'held' });
    await ticking;

    time.set('2030-01-01T12:30:00Z');
    await scheduler.tick();
    expect(requestsTo('/hold/stop')).toHaveLength(1);
  });

  it('start() ticks at once and stop() ends it', async () => {
    const time = clock('2030-01-01T12:15:00Z');
    const cron = trigger('/ok/start');
    // A run recorded earlier (by another server, say) that is due now.
    await db.query(`INSERT INTO scheduler.cron_runs (trigger_name, scheduled_time) VALUES ($1, '2030-01-01T12:15:00Z')`, [cron.name]);
    const scheduler = createScheduler({ db, triggers: [cron], now: time.now, log: quiet });
    scheduler.start();
    await vi.waitFor(() => expect(requestsTo('/ok/start')).toHaveLength(1), { timeout: 2000 });
    await scheduler.stop();
    expect((await runsOf(db, cron.name)).map((run) => [run.scheduled_time, run.status])).toEqual([
      ['12:15', 'delivered'],
      ['12:30', 'scheduled'],
    ]);
  });

  it('refuses to start when the webhook template names an unset environment variable', () => {
    let error: unknown;
    try {
      createScheduler({ db, triggers: [trigger('/x', { webhook: '{{CRON_TEST_NOT_SET}}/news' })], log: quiet });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StartupError);
    expect(error).toMatchObject({ code: 'cron-env-missing' });
    expect((error as Error).message).toContain('the environment variable CRON_TEST_NOT_SET is not set');
  });
});

describe.each(backends().map((backend) => [backend.name, backend] as const))('two schedulers on one %s database', (name, backend) => {
  describe.skipIf(!backend.available)('claims', () => {
    let first: Database;
    let second: Database;
    beforeAll(async () => {
      await backend.prepare();
      first = await backend.migrated();
      // PGlite has one connection: both schedulers share it. PostgreSQL: two pools, as two servers would have.
      second = name === 'postgres' ? await backend.reopen(first, 2) : first;
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    it('deliver each run exactly once', async () => {
      const time = clock('2030-01-01T12:07:00Z');
      const cron = trigger(`/ok/pair-${name}`);
      const schedulers = [first, second, first, second].map((database) =>
        createScheduler({ db: database, triggers: [cron], now: time.now, log: quiet }),
      );
      await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      for (const at of ['12:15', '12:30', '12:45', '13:00']) {
        time.set(`2030-01-01T${at}:01Z`);
        await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
        await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      }
      expect(requestsTo(`/ok/pair-${name}`).map((r) => r.body.scheduled_time)).toEqual([
        '2030-01-01T12:15:00Z',
        '2030-01-01T12:30:00Z',
        '2030-01-01T12:45:00Z',
        '2030-01-01T13:00:00Z',
      ]);
      expect((await runsOf(first, cron.name)).map((run) => [run.scheduled_time, run.status, run.tries])).toEqual([
        ['12:15', 'delivered', 1],
        ['12:30', 'delivered', 1],
        ['12:45', 'delivered', 1],
        ['13:00', 'delivered', 1],
        ['13:15', 'scheduled', 0],
      ]);
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    });
  });
});
