// Throttled runs kept in the database: two throttles on one database (two pools on PostgreSQL, as two server
// instances have) run a key once per window and never twice at a time, and answer each other's results.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/types.ts';
import { createThrottle, type ThrottlePolicy } from '../../src/limits/throttle.ts';
import { backends } from '../db/fixtures.ts';

interface Answer {
  run: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once check() holds, looking every 10 ms. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await sleep(10);
}

/** The database, counting its reads (SELECT statements) that have answered. */
function countingReads(db: Queryable): { db: Queryable; reads: () => number } {
  let reads = 0;
  return {
    db: {
      query: async (sql, params, options) => {
        const result = await db.query(sql, params, options);
        if (sql.trimStart().startsWith('SELECT')) reads += 1;
        return result;
      },
      exec: (sql) => db.exec(sql),
    } as Queryable,
    reads: () => reads,
  };
}

/** A promise and its resolve, to hold a run in flight until the test lets it finish. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe.each(backends().map((backend) => [backend.name, backend] as const))('throttles on %s', (name, backend) => {
  let first: Database;
  let second: Database;
  let runs = 0;
  /** Counts its runs and answers which one it was. */
  const work = async (): Promise<Answer> => ({ run: ++runs });

  beforeAll(async () => {
    if (!backend.available) return;
    await backend.prepare();
    first = await backend.migrated();
    // PGlite has one connection: both throttles share it. PostgreSQL: two pools, as two servers have.
    second = name === 'postgres' ? await backend.reopen(first, 4) : first;
  }, 180_000);

  afterAll(() => backend.dispose(), 60_000);

  const policy = (windowMs: number): ThrottlePolicy => ({ name: `test-${randomUUID().slice(0, 8)}`, windowMs, pollMs: 20 });

  it.skipIf(!backend.available)('answers the last run within the window, on either instance, and runs again after it', async () => {
    const shared = policy(400);
    const [a, b] = [createThrottle<Answer>(first, shared), createThrottle<Answer>(second, shared)];
    const ran = await a.run('all', work);
    expect(ran).toEqual({ result: { run: runs }, throttled: false });
    expect(await b.run('all', work)).toEqual({ result: ran.result, throttled: true });
    // Another key has its own window.
    expect((await b.run('source-1', work)).throttled).toBe(false);
    await sleep(450);
    expect(await b.run('all', work)).toEqual({ result: { run: runs }, throttled: false });
    expect(runs).toBe(ran.result.run + 2);
  });

  it.skipIf(!backend.available)('runs a key once at a time: callers on both instances wait and get its result', async () => {
    const shared = policy(60_000);
    const [a, b] = [createThrottle<Answer>(first, shared), createThrottle<Answer>(second, shared)];
    const held = gate();
    let calls = 0;
    const slow = async (): Promise<Answer> => {
      calls += 1;
      await held.promise;
      return { run: 42 };
    };
    const running = a.run('all', slow);
    await until(() => calls === 1);
    // Each waiting caller reads through a database that counts its reads, and the run is let finish only once
    // each has seen it in flight (fixed sleeps let a slow machine's late caller find it finished and run again).
    // A forced call (the cron trigger) skips the window, not the run in flight.
    const callers = [
      { ...countingReads(second), force: false },
      { ...countingReads(first), force: false },
      { ...countingReads(second), force: true },
    ];
    const waiting = callers.map(({ db, force }) => createThrottle<Answer>(db, shared).run('all', slow, { force }));
    await until(() => callers.every(({ reads }) => reads() > 0));
    held.open();
    expect(await running).toEqual({ result: { run: 42 }, throttled: false });
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 3 }, () => ({ result: { run: 42 }, throttled: true })));
    expect(calls).toBe(1);
    // Once it finished, a forced call runs again within the window.
    expect(await b.run('all', async () => ({ run: 43 }), { force: true })).toEqual({ result: { run: 43 }, throttled: false });
  });

  it.skipIf(!backend.available)('lets the next caller run after a failed run, which leaves the last result in place', async () => {
    const shared = policy(60_000);
    const [a, b] = [createThrottle<Answer>(first, shared), createThrottle<Answer>(second, shared)];
    await expect(
      a.run('all', async () => {
        throw new Error('feed down');
      }),
    ).rejects.toThrow('feed down');
    expect(await b.run('all', async () => ({ run: 7 }))).toEqual({ result: { run: 7 }, throttled: false });
    await expect(a.run('all', async () => Promise.reject(new Error('down again')), { force: true })).rejects.toThrow('down again');
    expect(await a.run('all', work)).toEqual({ result: { run: 7 }, throttled: true });
  });

  it.skipIf(!backend.available)('takes over the claim of an instance that died mid-run once its lease lapses', async () => {
    const shared = policy(60_000);
    const lapses = Date.now() + 300;
    await first.query(`INSERT INTO security.throttles (name, key, claim, claimed_until) VALUES ($1, 'all', $2, $3)`, [
      shared.name,
      randomUUID(),
      new Date(lapses).toISOString(),
    ]);
    const answer = await createThrottle<Answer>(second, shared).run('all', async () => ({ run: 9 }));
    expect(answer).toEqual({ result: { run: 9 }, throttled: false });
    // It waited for the lease: the claim cannot be taken before it lapses.
    expect(Date.now()).toBeGreaterThanOrEqual(lapses);
  });
});
