// The PostgreSQL pool's connections: generic plans for prepared statements (the engine's compiled queries),
// alongside whatever startup options DATABASE_URL already carries.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseBudgetError, QueueFullError, withDatabaseClient, type DatabaseClient } from '../../src/db/client.ts';
import { defaultMaxActivePerClient, openPostgres, withGenericPlans, type PostgresDatabase } from '../../src/db/postgres.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';

describe('withGenericPlans', () => {
  it("adds plan_cache_mode to the startup options, keeping the URL's own", () => {
    expect(new URL(withGenericPlans('postgres://u:p@db:5432/site')).searchParams.get('options')).toBe(
      '-c plan_cache_mode=force_generic_plan',
    );
    const kept = new URL(withGenericPlans('postgres://db/site?sslmode=require&options=-c%20statement_timeout%3D5000'));
    expect(kept.searchParams.get('options')).toBe('-c statement_timeout=5000 -c plan_cache_mode=force_generic_plan');
    expect(kept.searchParams.get('sslmode')).toBe('require');
  });
});

describe.skipIf(!hasPostgres15())('openPostgres', () => {
  let server: PostgresServer;

  beforeAll(async () => {
    server = await startPostgres();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("runs every connection with generic plans and the URL's own options", async () => {
    const db = await openPostgres(`${server.url}?options=-c%20statement_timeout%3D4321`, { max: 3 });
    try {
      const settings = await Promise.all(
        [1, 2, 3].map(() =>
          db.query<{ mode: string; timeout: string }>(
            "SELECT current_setting('plan_cache_mode') AS mode, current_setting('statement_timeout') AS timeout, pg_sleep(0.05)",
          ),
        ),
      );
      for (const result of settings) expect(result.rows[0]).toMatchObject({ mode: 'force_generic_plan', timeout: '4321ms' });
    } finally {
      await db.close();
    }
  });

  // pg's result is made when the statement is sent and is often in V8's old generation when the rows arrive: a row
  // it kept would be copied and promoted by every young collection until the next full one (docs/benchmarks.md).
  it("hands the rows over in an array of its own and leaves none in the driver's result", async () => {
    const db = await openPostgres(server.url, { max: 2 });
    const driverResults: pg.QueryResult[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const sent = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (sent instanceof Promise)
        void sent.then(
          (result: pg.QueryResult) => driverResults.push(result),
          () => undefined,
        );
      return sent as never;
    });
    try {
      const plain = await db.query<{ n: number; text: string }>("SELECT n, repeat('x', 1000) AS text FROM generate_series(1, 3) AS n");
      const named = await db.query<{ n: number }>('SELECT $1::int AS n', [7], { name: 'rows_handed_over', timeoutMs: 5_000 });
      const inTransaction = await db.transaction((tx) => tx.query<{ n: number }>('SELECT 8 AS n'));
      expect(plain.rows.map((row) => row.n)).toEqual([1, 2, 3]);
      expect(plain.rows[2]!.text).toHaveLength(1000);
      expect(plain.rowCount).toBe(3);
      expect(named.rows).toEqual([{ n: 7 }]);
      expect(inTransaction.rows).toEqual([{ n: 8 }]);
      const answered = driverResults.filter((result) => result.command === 'SELECT');
      expect(answered.length).toBeGreaterThanOrEqual(3);
      for (const result of answered) expect(result.rows).toEqual([]);
    } finally {
      spy.mockRestore();
      await db.close();
    }
  });
});

const A: DatabaseClient = { key: 'ip:10.0.0.1', role: 'anonymous', operation: 'Flood' };
const B: DatabaseClient = { key: 'ip:10.0.0.2', role: 'anonymous', operation: 'Reader' };
const as = <T>(client: DatabaseClient, fn: () => Promise<T>): Promise<T> => withDatabaseClient(client, fn);

describe.skipIf(!hasPostgres15())('the fair queue on PostgreSQL', () => {
  let server: PostgresServer;
  let db: PostgresDatabase;

  beforeAll(async () => {
    server = await startPostgres();
    db = await openPostgres(server.url, { max: 4, maxActivePerClient: 2, maxWaitingPerClient: 8 });
  });

  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it('holds a quarter of the pool per client by default, at least one', () => {
    expect(defaultMaxActivePerClient(10)).toBe(2);
    expect(defaultMaxActivePerClient(3)).toBe(1);
    expect(defaultMaxActivePerClient(40)).toBe(10);
  });

  it("lets one client hold at most its share of the pool: another client's statement never waits behind all of its", async () => {
    const order: string[] = [];
    // Long statements, so that B's and the server's short ones end first however loaded the machine is.
    const flood = Array.from({ length: 4 }, (_, index) =>
      as(A, () => db.query(`select pg_sleep(2), ${index} as n`)).then(() => void order.push(`A${index}`)),
    );
    // A's first two run; the other two wait in A's lane, not in the pool's line.
    for (let waited = 0; db.status().queue.waiting < 2; waited += 10) {
      if (waited > 10_000) throw new Error('the flood never queued');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The two taken connections have sent their statements (the queue counts them active a moment before).
    const sleeping = () =>
      db
        .query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where state = 'active' and query like 'select pg_sleep(2), %'",
        )
        .then((result) => result.rows[0]!.n);
    await expect.poll(sleeping, { timeout: 1500, interval: 10 }).toBe(2);
    expect(db.queue.activeCount).toBe(2);
    // B (and the server's own work) run at once on the free connections, before A's first statement is done.
    await as(B, () => db.query('select 1 as one')).then(() => void order.push('B'));
    await db.query('select 1').then(() => void order.push('server'));
    expect(order.slice(0, 2)).toEqual(['B', 'server']);
    // A waiting only for its own statements is not a slow database: /healthz must not call it degraded.
    expect(db.status().queue.oldestWaitMs).toBe(0);
    await Promise.all(flood);
    expect(order).toHaveLength(6);
  });

  it('bounds the waiting statements of one client and serves clients in turn when the pool is full', async () => {
    const order: string[] = [];
    const C: DatabaseClient = { key: 'member:c', role: 'user' };
    const D: DatabaseClient = { key: 'member:d', role: 'user' };
    // A and C fill the pool (two each); A has eight more waiting (its bound), D one.
    const a = Array.from({ length: 10 }, () => as(A, () => db.query('select pg_sleep(0.5)')).then(() => void order.push('A')));
    const c = Array.from({ length: 2 }, () => as(C, () => db.query('select pg_sleep(0.5)')).then(() => void order.push('C')));
    const refused = await as(A, () => db.query('select 1')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    await as(D, () => db.query('select 1')).then(() => void order.push('D'));
    // D took the first connection freed: at most the two running A statements (and C's) finished before it.
    expect(order.indexOf('D')).toBeLessThanOrEqual(4);
    expect(order.slice(0, order.indexOf('D')).filter((who) => who === 'A').length).toBeLessThanOrEqual(2);
    await Promise.all([...a, ...c]);
  });

  it('charges database time to the client and refuses it past its budget; others go on', async () => {
    // One minute window throughout (a window ending mid-test would refill the budget).
    const held = Date.now();
    db.queue.clock = () => held;
    db.queue.budgetMsPerMinute = 150;
    try {
      const budgeted: DatabaseClient = { key: 'member:budget-test', role: 'user' };
      await as(budgeted, () => db.query('select pg_sleep(0.2)'));
      expect(db.queue.used('member:budget-test')).toBeGreaterThanOrEqual(150);
      await expect(as(budgeted, () => db.query('select 1'))).rejects.toBeInstanceOf(DatabaseBudgetError);
      await expect(as(B, () => db.query('select 1 as one'))).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      db.queue.budgetMsPerMinute = undefined;
      db.queue.clock = Date.now;
    }
  });

  it('splits the time of work shared by several clients among them, and names those over budget', async () => {
    // One minute window throughout (a window ending mid-test would refill the budget).
    const held = Date.now();
    db.queue.clock = () => held;
    db.queue.budgetMsPerMinute = 1_000_000;
    try {
      const one: DatabaseClient = { key: 'member:share-1', role: 'user' };
      const two: DatabaseClient = { key: 'member:share-2', role: 'user' };
      const overBudget = new Map<string, DatabaseBudgetError>();
      const shared: DatabaseClient = { key: 'poll:test', budgeted: false, shares: [one, one, two], overBudget };
      await as(shared, () => db.query('select pg_sleep(0.3)'));
      const first = db.queue.used('member:share-1');
      const second = db.queue.used('member:share-2');
      expect(second).toBeGreaterThanOrEqual(100);
      expect(first).toBeCloseTo(2 * second, 5);
      expect(db.queue.used('poll:test')).toBe(0);
      expect(overBudget.size).toBe(0);
      // Once share-1 is over its budget the queue says so; the work still runs while one share has budget left.
      db.queue.budgetMsPerMinute = (first + second) / 2;
      await as(shared, () => db.query('select 1'));
      expect([...overBudget.keys()]).toEqual(['member:share-1']);
      expect(overBudget.get('member:share-1')).toBeInstanceOf(DatabaseBudgetError);
      // Refused only when every share is over budget.
      db.queue.budgetMsPerMinute = 1;
      await expect(as(shared, () => db.query('select 1'))).rejects.toBeInstanceOf(DatabaseBudgetError);
    } finally {
      db.queue.budgetMsPerMinute = undefined;
      db.queue.clock = Date.now;
    }
  });
});
