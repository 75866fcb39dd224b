// The embedded database in its worker thread: a statement past its deadline is stopped, the database reopens
// with everything committed, statements queued behind it still run, and the event loop stays free meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementTimeoutError } from '../../src/db/errors.ts';
import { openPgliteThread, type PgliteThreadDatabase } from '../../src/db/pglite-thread.ts';

const SLOW = 'select count(*) from generate_series(1, 2000000000)';

describe('the embedded database thread', () => {
  let dir: string;
  let db: PgliteThreadDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    db = await openPgliteThread({ dir: join(dir, 'pgdata') });
    await db.exec('create table notes (id int primary key, body text)');
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops a statement at its deadline, keeps what was committed and runs what was queued behind it', async () => {
    await db.query('insert into notes values (1, $1)', ['kept']);
    const restarts = db.restarts;
    const slow = db.query(SLOW, [], { timeoutMs: 300 });
    const queued = db.query<{ body: string }>('select body from notes where id = 1');
    await expect(slow).rejects.toBeInstanceOf(StatementTimeoutError);
    await expect(queued).resolves.toMatchObject({ rows: [{ body: 'kept' }] });
    expect(db.restarts).toBe(restarts + 1);
  });

  it('leaves the event loop free while a statement runs', async () => {
    const slow = db.query(SLOW, [], { timeoutMs: 1500 }).catch((error: unknown) => error);
    const ticks: number[] = [];
    const started = Date.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        ticks.push(Date.now() - started);
        if (ticks.length === 5) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
    });
    // Five 100 ms ticks arrived while the statement ran: the server could answer meanwhile.
    expect(ticks).toHaveLength(5);
    expect(await slow).toBeInstanceOf(StatementTimeoutError);
  });

  it('rolls back a transaction whose statement passed its deadline, and the next one commits', async () => {
    const failed = db.transaction(
      async (tx) => {
        await tx.query('insert into notes values (2, $1)', ['lost']);
        await tx.query(SLOW);
      },
      { timeoutMs: 300 },
    );
    await expect(failed).rejects.toBeInstanceOf(StatementTimeoutError);
    await db.transaction(async (tx) => void (await tx.query('insert into notes values (3, $1)', ['saved'])));
    const { rows } = await db.query<{ id: number }>('select id from notes order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
  });

  it('reports database errors with their SQLSTATE and constraint', async () => {
    const error = await db.query('insert into notes values (1, $1)', ['again']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
  });

  it('reopens the same data directory with every committed row after a checkpoint', async () => {
    await db.checkpoint();
    await db.close();
    db = await openPgliteThread({ dir: join(dir, 'pgdata') });
    const { rows } = await db.query<{ body: string }>('select body from notes order by id');
    expect(rows.map((row) => row.body)).toEqual(['kept', 'saved']);
  });
});
