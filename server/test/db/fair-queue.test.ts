// The embedded database's fair queue, on the real PGlite thread: clients are served in turn, one client's waiting
// statements are bounded, its database time per minute is budgeted, a statement stopped at its deadline and the
// restart are logged, and a reopen that fails is retried until the data directory is back, with nothing lost.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressClientKey,
  DatabaseBudgetError,
  DatabaseUnavailableError,
  QueueFullError,
  withDatabaseClient,
  type DatabaseClient,
} from '../../src/db/client.ts';
import { StatementTimeoutError } from '../../src/db/errors.ts';
import { openPgliteThread, type PgliteThreadDatabase } from '../../src/db/pglite-thread.ts';
import { registerHealth } from '../../src/http/health.ts';

const SLOW = 'select count(*) from generate_series(1, 2000000000)';
/** As SLOW, streamed (no temporary file): runs while the data directory is gone. */
const SLOW_STREAMED = 'select count(i) from (select generate_series(1, 2000000000) as i) s';
const WORK = 'select count(*) from generate_series(1, 200000)';
const A: DatabaseClient = { key: 'ip:10.0.0.1', role: 'anonymous', operation: 'Flood' };
const B: DatabaseClient = { key: 'ip:10.0.0.2', role: 'anonymous', operation: 'Reader' };

interface Line {
  level: 'warn' | 'error';
  details: Record<string, unknown>;
  message: string;
}

function collector(): {
  lines: Line[];
  log: { warn: (d: Record<string, unknown>, m: string) => void; error: (d: Record<string, unknown>, m: string) => void };
} {
  const lines: Line[] = [];
  return {
    lines,
    log: {
      warn: (details, message) => void lines.push({ level: 'warn', details, message }),
      error: (details, message) => void lines.push({ level: 'error', details, message }),
    },
  };
}

// A deadline, not a measure: a reopen starts a database thread, which on a saturated CI machine takes many seconds.
async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 100_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const as = <T>(client: DatabaseClient, fn: () => Promise<T>): Promise<T> => withDatabaseClient(client, fn);

describe('client keys', () => {
  it('groups IPv6 addresses by /64 and unwraps IPv4-mapped ones', () => {
    expect(addressClientKey('2001:db8:1:2:aaaa::1')).toBe(addressClientKey('2001:db8:1:2:ffff:1:2:3'));
    expect(addressClientKey('2001:db8:1:2::1')).not.toBe(addressClientKey('2001:db8:1:3::1'));
    expect(addressClientKey('::ffff:192.0.2.7')).toBe('ip:192.0.2.7');
    expect(addressClientKey('192.0.2.7')).toBe('ip:192.0.2.7');
    expect(addressClientKey(undefined)).toBe('ip:unknown');
  });
});

describe('the fair queue of the embedded database', () => {
  let db: PgliteThreadDatabase;
  const logged = collector();

  beforeAll(async () => {
    db = await openPgliteThread({ maxWaitingPerClient: 3, log: logged.log });
  });

  afterAll(async () => {
    await db?.close();
  });

  it("serves another client's statement within the flooding client's next turn", async () => {
    const order: string[] = [];
    const ask = (client: DatabaseClient, label: string) => as(client, () => db.query(WORK)).then(() => void order.push(label));
    // A asks for three statements at once (the first runs at once), then B asks for one.
    const flood = [ask(A, 'A1'), ask(A, 'A2'), ask(A, 'A3'), ask(A, 'A4')];
    const reader = ask(B, 'B1');
    await Promise.all([...flood, reader]);
    // A1 was running and A2 already waited in A's lane; B1 goes before A's next statement after that.
    expect(order).toEqual(['A1', 'A2', 'B1', 'A3', 'A4']);
  });

  it("serves a client's writes in a lane of their own beside its first: its reads do not wait behind them", async () => {
    const writes: DatabaseClient = { ...A, lane: 'writes' };
    const order: string[] = [];
    const ask = (client: DatabaseClient, label: string) => as(client, () => db.query(WORK)).then(() => void order.push(label));
    // A's read runs; A's two writes wait, then A's next read, then B's statement.
    const asked = [ask(A, 'A1'), ask(writes, 'W1'), ask(writes, 'W2'), ask(A, 'R1'), ask(B, 'B1')];
    // Still one client: its waiting bound (3 here) counts both lanes.
    await expect(as(writes, () => db.query('select 1'))).rejects.toBeInstanceOf(QueueFullError);
    await expect(as(A, () => db.query('select 1'))).rejects.toBeInstanceOf(QueueFullError);
    await Promise.all(asked);
    // In one lane the read would have waited for both writes (A1, W1, B1, W2, R1).
    expect(order).toEqual(['A1', 'W1', 'R1', 'B1', 'W2']);
    expect(db.status().queue.waiting).toBe(0);
  });

  it("refuses a client's statement beyond its waiting bound at once, never the server's own work", async () => {
    const running = as(A, () => db.query(WORK));
    const waiting = [as(A, () => db.query(WORK)), as(A, () => db.query(WORK)), as(A, () => db.query(WORK))];
    const refused = as(A, () => db.query(WORK));
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toMatchObject({ message: /at most 3/ });
    // Other clients and the server's own statements (no client) are not bounded by A's lane.
    const others = [as(B, () => db.query('select 1')), ...Array.from({ length: 6 }, () => db.query('select 1'))];
    await expect(Promise.all([running, ...waiting, ...others])).resolves.toHaveLength(11);
    expect(db.status().queue.waiting).toBe(0);
  });

  it("serves background work only when no other client's statement waits, unbounded, and in turn once it waited long", async () => {
    const background: DatabaseClient = { key: 'server:background-test', budgeted: false, background: true };
    const run = async (maxWaitMs: number) => {
      db.queue.backgroundMaxWaitMs = maxWaitMs;
      const order: string[] = [];
      const ask = (client: DatabaseClient, label: string) => as(client, () => db.query(WORK)).then(() => void order.push(label));
      // A's first statement runs; the background work asks for two, then A for one more and B for one.
      const asked = [ask(A, 'A1'), ask(background, 'G1'), ask(background, 'G2'), ask(A, 'A2'), ask(B, 'B1')];
      await Promise.all(asked);
      return order;
    };
    try {
      // The background lane came first, yet waits while A's and B's statements wait.
      expect(await run(60_000)).toEqual(['A1', 'A2', 'B1', 'G1', 'G2']);
      // Once its statement has waited the bound, it takes its turn as any lane does.
      expect(await run(0)).toEqual(['A1', 'G1', 'A2', 'B1', 'G2']);
      // Never bounded in what it has waiting (this queue bounds a client at 3).
      db.queue.backgroundMaxWaitMs = 60_000;
      await expect(Promise.all(Array.from({ length: 8 }, () => as(background, () => db.query('select 1'))))).resolves.toHaveLength(8);
      // Background work held back behind a reader does not count as a wait that /healthz reports.
      const reading = as(A, () => db.query('select pg_sleep(0.3)'));
      const held = as(background, () => db.query('select 1'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(db.status().queue.waiting).toBe(1);
      expect(db.status().queue.oldestWaitMs).toBe(0);
      await Promise.all([reading, held]);
    } finally {
      db.queue.backgroundMaxWaitMs = 1000;
    }
  });

  it('starts paced work for many clients (the page-view batches) before the lanes in turn, up to its share of the time', async () => {
    const views: DatabaseClient = { key: 'server:page-views-test', budgeted: false, ahead: true };
    const order: string[] = [];
    const ask = (client: DatabaseClient, label: string) => as(client, () => db.query(WORK)).then(() => void order.push(label));
    // A's first statement runs; A and B wait with one more each, then the batch asks: it goes next.
    await Promise.all([ask(A, 'A1'), ask(A, 'A2'), ask(B, 'B1'), ask(views, 'V1')]);
    expect(order).toEqual(['A1', 'V1', 'A2', 'B1']);
    // Past its share of the second's database time, it takes its turn as any lane's.
    db.queue.aheadMsPerSecond = 0;
    try {
      order.length = 0;
      await Promise.all([ask(A, 'A1'), ask(A, 'A2'), ask(B, 'B1'), ask(views, 'V1')]);
      expect(order).toEqual(['A1', 'A2', 'B1', 'V1']);
    } finally {
      db.queue.aheadMsPerSecond = 100;
    }
  });

  it('refuses a client that used its database time of the minute, with when to try again; others go on', async () => {
    // One minute window throughout (a window ending mid-test would refill the budget).
    const held = Date.now();
    db.queue.clock = () => held;
    db.queue.budgetMsPerMinute = 1;
    try {
      const budgeted: DatabaseClient = { key: 'member:budget-test', role: 'user' };
      await as(budgeted, () => db.query(WORK));
      expect(db.queue.used('member:budget-test')).toBeGreaterThan(1);
      const refused = await as(budgeted, () => db.query('select 1')).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DatabaseBudgetError);
      const seconds = (refused as DatabaseBudgetError).retryAfterSeconds;
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect((refused as Error).message).toMatch(new RegExp(`try again in ${seconds} s`));
      // Another key, an exempt client (site admin) and the server's own work still run.
      await expect(as({ key: 'member:fresh', role: 'user' }, () => db.query('select 1 as one'))).resolves.toMatchObject({
        rows: [{ one: 1 }],
      });
      await expect(as({ key: 'member:admin', budgeted: false }, () => db.query('select 1 as one'))).resolves.toMatchObject({
        rows: [{ one: 1 }],
      });
      await expect(db.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      db.queue.budgetMsPerMinute = undefined;
      db.queue.clock = Date.now;
    }
  });

  it('logs a statement stopped at its deadline and the restart, with the client, role and operation', async () => {
    logged.lines.length = 0;
    const restarts = db.restarts;
    await expect(as(A, () => db.query(SLOW, [], { timeoutMs: 200 }))).rejects.toBeInstanceOf(StatementTimeoutError);
    // The queue is not held longer than the restart: the next statement runs on the new thread, and its client is
    // not charged for the reopen it waited for.
    const next: DatabaseClient = { key: 'ip:10.0.0.3', role: 'anonymous' };
    await expect(as(next, () => db.query('select 1 as one'))).resolves.toMatchObject({ rows: [{ one: 1 }] });
    expect(db.restarts).toBe(restarts + 1);
    await until(() => logged.lines.some((line) => line.message === 'database thread restarted'), 'the restart line');
    const stopped = logged.lines.find((line) => line.message === 'database statement stopped at its deadline');
    expect(stopped).toMatchObject({ level: 'warn', details: { client: A.key, role: 'anonymous', operation: 'Flood', timeoutMs: 200 } });
    expect(stopped!.details.durationMs).toEqual(expect.any(Number));
    const restarted = logged.lines.find((line) => line.message === 'database thread restarted');
    expect(restarted).toMatchObject({ level: 'warn', details: { client: A.key, role: 'anonymous', operation: 'Flood' } });
    expect(restarted!.details.reopenMs).toEqual(expect.any(Number));
    expect(db.queue.used(next.key)).toBeLessThan(restarted!.details.reopenMs as number);
  });
});

describe('/healthz and the waiting line', () => {
  let db: PgliteThreadDatabase;
  const app = Fastify();

  beforeAll(async () => {
    db = await openPgliteThread({});
    registerHealth(app, db, { stuckAfterMs: 300 });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db?.close();
  });

  it('answers 503 degraded while a statement waits longer than the setting, and 200 once the line moves', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const slow = as(A, () => db.query(SLOW, [], { timeoutMs: 1500 })).catch((error: unknown) => error);
    const waiting = as(B, () => db.query('select 1 as one'));
    let answer = await app.inject('/healthz');
    while (answer.statusCode === 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await app.inject('/healthz');
    }
    expect(answer.statusCode).toBe(503);
    const body = answer.json<{ status: string; queue: { waiting: number; oldestWaitMs: number } }>();
    expect(body.status).toBe('degraded');
    expect(body.queue.waiting).toBeGreaterThanOrEqual(1);
    expect(body.queue.oldestWaitMs).toBeGreaterThan(300);
    expect(await slow).toBeInstanceOf(StatementTimeoutError);
    await expect(waiting).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await until(() => db.status().queue.waiting === 0, 'an empty line');
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('answers 200 while a long line moves: many clients served in turn are busy, not stuck', async () => {
    // The default setting (2 s), on an app of its own: a statement here takes milliseconds, so the line moves many
    // times within the setting even on a machine so busy that a statement takes ten times as long (CI ran this with
    // a 300 ms setting and saw the line stand still that long between two statements).
    const stuckAfterMs = 2_000;
    const moving = Fastify();
    registerHealth(moving, db, { stuckAfterMs });
    await moving.ready();
    try {
      expect((await moving.inject('/healthz')).statusCode).toBe(200);
      // 150 clients with two short statements each (some 10 ms here): the last in the line waits for many turns,
      // longer than the setting, while a statement starts every few milliseconds.
      const clients = Array.from({ length: 150 }, (_, index): DatabaseClient => ({ key: `ip:10.1.0.${index}`, role: 'anonymous' }));
      const work = Promise.all(
        clients.flatMap((client) => [1, 2].map(() => as(client, () => db.query('select count(*) from generate_series(1, 100000)')))),
      );
      let settled = false;
      void work.finally(() => (settled = true));
      const statuses: number[] = [];
      let longestWait = 0;
      while (!settled) {
        longestWait = Math.max(longestWait, db.status().queue.oldestWaitMs);
        statuses.push((await moving.inject('/healthz')).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await work;
      expect(longestWait).toBeGreaterThan(stuckAfterMs);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await moving.close();
    }
  });
});

describe('a reopen that fails', () => {
  let dir: string;
  let db: PgliteThreadDatabase;
  const logged = collector();
  const app = Fastify();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-reopen-'));
    db = await openPgliteThread({ dir: join(dir, 'pgdata'), reopenRetryMs: 100, log: logged.log });
    registerHealth(app, db);
    await app.ready();
    await db.exec('create table kept (id int primary key)');
    await db.query('insert into kept values (1), (2)');
    await db.checkpoint();
  });

  afterAll(async () => {
    await app.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is retried with back-off, reported by /healthz and the log, and the database comes back with everything', async () => {
    const pgdata = join(dir, 'pgdata');
    // The statement below, once, so that what it reads is open already; then the data directory becomes
    // unopenable (a file where it was) and the thread is ended at a deadline.
    await db.query(SLOW_STREAMED.replace('2000000000', '10'), [], { timeoutMs: 10_000 });
    renameSync(pgdata, join(dir, 'aside'));
    writeFileSync(pgdata, 'not a directory');
    await expect(db.query(SLOW_STREAMED, [], { timeoutMs: 200 })).rejects.toBeInstanceOf(StatementTimeoutError);
    await until(() => logged.lines.filter((line) => line.level === 'error').length >= 2, 'two failed reopens');
    expect(db.status().reopenFailure).toEqual(expect.any(String));
    const failures = logged.lines.filter((line) => line.level === 'error');
    expect(failures[0]).toMatchObject({ message: 'database thread could not reopen the database; retrying', details: { attempts: 1 } });
    expect(failures[1]!.details.retryInMs).toBeGreaterThan(failures[0]!.details.retryInMs as number);
    // Meanwhile statements are refused at once, and /healthz says so.
    await expect(as(B, () => db.query('select 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', reopenFailed: true });

    // The disk is fixed: the next retry opens the database with every committed row.
    rmSync(pgdata);
    renameSync(join(dir, 'aside'), pgdata);
    await until(
      () => db.status().reopenFailure === undefined && logged.lines.some((line) => line.message === 'database thread restarted'),
      'the reopen',
    );
    const { rows } = await db.query<{ id: number }>('select id from kept order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});
