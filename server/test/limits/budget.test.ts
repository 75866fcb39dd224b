// Budgets kept in the database: exact ones refuse the take past the limit, batched ones decide from memory
// and share their counts through the database, so two server instances enforce one budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { createBatchedBudget, createBudget } from '../../src/limits/budget.ts';
import { backends } from '../db/fixtures.ts';

describe.each(backends().map((backend) => [backend.name, backend] as const))('budgets on %s', (_name, backend) => {
  let db: Database;

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.migrated();
  });

  afterAll(async () => {
    await backend.dispose();
  });

  it.skipIf(!backend.available)('allows the limit, refuses the next take and keeps keys apart', async () => {
    const budget = createBudget(db, { bucket: 'test-exact', limit: 3, windowSeconds: 3600 });
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await budget.take('10.0.0.1'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]).toMatchObject({ used: 4 });
    expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(decisions[3]!.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await budget.take('10.0.0.2')).allowed).toBe(true);
    expect(await budget.used('10.0.0.1')).toBe(4);
  });

  it.skipIf(!backend.available)('counts amounts (bytes) against the limit', async () => {
    const budget = createBudget(db, { bucket: 'test-bytes', limit: 1000, windowSeconds: 86400 });
    expect((await budget.take('member', 600)).allowed).toBe(true);
    expect((await budget.take('member', 600)).allowed).toBe(false);
  });

  it.skipIf(!backend.available)('shares a batched budget between two instances through the database', async () => {
    const policy = { bucket: 'test-batched', limit: 10, windowSeconds: 3600 };
    const first = createBatchedBudget(db, policy, { flushMs: 60_000 });
    const second = createBatchedBudget(db, policy, { flushMs: 60_000 });
    try {
      for (let i = 0; i < 6; i += 1) expect(first.take('198.51.100.7').allowed).toBe(true);
      await first.flush();
      // The second instance has counted nothing itself; after a flush it knows the first one's six.
      expect(second.take('198.51.100.7').allowed).toBe(true);
      await second.flush();
      const decisions = [0, 1, 2, 3].map(() => second.take('198.51.100.7'));
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
      expect(first.take('203.0.113.9').allowed).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe.each(backends().map((backend) => [backend.name, backend] as const))('statement deadlines on %s', (name, backend) => {
  let db: Database;

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.migrated();
  });

  afterAll(async () => {
    await backend.dispose();
  });

  // The in-process PGlite of most tests runs on the test's own thread and cannot stop a statement; the server's
  // thread does (server/test/db/pglite-thread.test.ts). PostgreSQL stops it itself.
  it.skipIf(!backend.available || name !== 'postgres')('stops a statement past its deadline, in and out of a transaction', async () => {
    const slow = 'select count(*) from generate_series(1, 2000000000)';
    await expect(db.query(slow, [], { timeoutMs: 200 })).rejects.toMatchObject({ name: 'StatementTimeoutError', code: '57014' });
    await expect(db.transaction((tx) => tx.query(slow), { timeoutMs: 200 })).rejects.toMatchObject({ name: 'StatementTimeoutError' });
    // The connection's deadline does not stay on the next statements.
    await expect(db.query('select 1 as one from pg_sleep(0.4)')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });
});
