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

  describe('named statements (prepared once, as on PostgreSQL)', () => {
    const prepared = async () =>
      (await db.query<{ name: string }>('select name from pg_prepared_statements order by prepare_time')).rows.map((row) => row.name);
    const kinds = `select $1::int8 as big, $2::numeric as amount, $3::bool as flag, $4::jsonb as doc, $5::text[] as tags,
      $6::timestamptz as at, $7::text as missing, 1.5::numeric * 2 as product`;
    const values = ['9007199254740993', '12.50', true, { a: [1, 'two'] }, ['x', 'y "z"'], '2026-12-01T05:00:00.000Z', null];

    it('keeps the statement prepared and answers as the unnamed statement does', async () => {
      const unnamed = await db.query(kinds, values);
      const named = await db.query(kinds, values, { name: 'q_kinds' });
      const again = await db.query(kinds, values, { name: 'q_kinds' });
      expect(named).toEqual(unnamed);
      expect(again).toEqual(unnamed);
      expect(await prepared()).toContain('q_kinds');
      const write = await db.query('update notes set body = body where id > $1', [0], { name: 'q_touch' });
      expect(write.rowCount).toBe((await db.query('update notes set body = body where id > $1', [0])).rowCount);
    });

    it('leaves the database usable after a statement fails to parse or to bind, and in a transaction', async () => {
      const parseError = await db.query('select nope from notes', [], { name: 'q_bad' }).catch((caught: unknown) => caught);
      expect(parseError).toMatchObject({ code: '42703' });
      expect(await prepared()).not.toContain('q_bad');
      const bindError = await db.query('select $1::int as n', ['x'], { name: 'q_int' }).catch((caught: unknown) => caught);
      expect(bindError).toMatchObject({ code: '22P02' });
      await expect(db.query('select $1::int as n', ['7'], { name: 'q_int' })).resolves.toMatchObject({ rows: [{ n: 7 }] });
      const inside = await db.transaction(async (tx) => {
        await tx.query('insert into notes values (40, $1)', ['in a transaction'], { name: 'q_insert' });
        return tx.query<{ body: string }>('select body from notes where id = $1', [40], { name: 'q_body' });
      });
      expect(inside.rows).toEqual([{ body: 'in a transaction' }]);
      await db.query('delete from notes where id = $1', [40]);
    });

    it('prepares a statement again when a table it read changed shape', async () => {
      await db.exec('create table shapes (id int primary key)');
      await db.query('insert into shapes values ($1)', [1]);
      await expect(db.query('select * from shapes', [], { name: 'q_shapes' })).resolves.toMatchObject({ rows: [{ id: 1 }] });
      await db.exec("alter table shapes add column label text default 'one'");
      await expect(db.query('select * from shapes', [], { name: 'q_shapes' })).resolves.toMatchObject({ rows: [{ id: 1, label: 'one' }] });
      await db.exec('drop table shapes');
    });

    it('keeps at most 500 statements, closing the least recently used', async () => {
      await db.query('select 0 as n', [], { name: 'q_first' });
      for (let n = 1; n <= 500; n += 1) await db.query(`select ${n} as n`, [], { name: `q_many_${n}` });
      const names = await prepared();
      expect(names.length).toBeLessThanOrEqual(500);
      expect(names).not.toContain('q_first');
      expect(names).toContain('q_many_500');
      await expect(db.query('select 0 as n', [], { name: 'q_first' })).resolves.toMatchObject({ rows: [{ n: 0 }] });
    });
  });

  it('reopens the same data directory with every committed row after a checkpoint', async () => {
    await db.checkpoint();
    await db.close();
    db = await openPgliteThread({ dir: join(dir, 'pgdata') });
    const { rows } = await db.query<{ body: string }>('select body from notes order by id');
    expect(rows.map((row) => row.body)).toEqual(['kept', 'saved']);
  });
});
