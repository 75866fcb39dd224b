// The database's write notices (migration 1795305604000_write_notices) as the caches read them: one per statement
// that changed rows, none for a 0-row statement, the keys of the rows written (old and new), an update's changed
// columns, the whole table past 100 rows; and whether a notice touches what an answer read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { parseWriteNotice, readsTouched, WRITE_NOTICES_CHANNEL, type ReadKeys, type Writes } from '../../src/engine/cache/writes.ts';
import { createTestDatabase } from '../support/database.ts';

const ARTICLE = '40000000-0000-4000-8000-000000000003';
const SLUG = 'restaking-explained-yield-risk-and-the-shared-security-market';

let db: PgliteDatabase;
const heard: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
  await db.listen!(WRITE_NOTICES_CHANNEL, (payload) => heard.push(payload));
});

afterAll(async () => {
  await db?.close();
});

/** The notices a statement made (the embedded database delivers them before the statement resolves). */
async function notices(sql: string, params: unknown[] = []): Promise<Writes[]> {
  heard.length = 0;
  await db.query(sql, params);
  return heard.map((payload) => parseWriteNotice(payload)!);
}

describe('write notices', () => {
  it('are announced by every table of the public schema (a migration that adds one calls write_notices.watch)', async () => {
    const { rows } = await db.query<{ table: string; triggers: number }>(
      `select c.relname as table, count(t.tgname)::int as triggers
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         left join pg_trigger t on t.tgrelid = c.oid and t.tgname like 'write_notice_%'
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        group by c.relname order by c.relname`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.triggers !== 4).map((row) => row.table)).toEqual([]);
  });

  it('announce nothing for a statement that changed no row', async () => {
    expect(await notices(`update public.articles set title = 'x' where slug = 'no-such-story'`)).toEqual([]);
  });

  it("carry an update's keys, old and new, and the columns it changed", async () => {
    const [writes] = await notices(`update public.articles set slug = $1 where id = $2`, [`${SLUG}-renamed`, ARTICLE]);
    const write = writes!.get('public.articles')!;
    expect(write.kind).toBe('UPDATE');
    expect(write.keys!.get('id')).toEqual(new Set([ARTICLE]));
    expect(write.keys!.get('slug')).toEqual(new Set([SLUG, `${SLUG}-renamed`]));
    expect([...write.changed!].sort()).toEqual(['slug', 'updated_at']);
    await db.query(`update public.articles set slug = $1 where id = $2`, [SLUG, ARTICLE]);
  });

  it('name the whole table past 100 rows', async () => {
    const [writes] = await notices(
      `insert into public.page_views (path, visitor_id, session_id) select '/n/' || i, 'visitor-notices', 'session-notices' from generate_series(1, 101) as i`,
    );
    expect(writes!.get('public.page_views')).toEqual({ kind: 'INSERT' });
  });

  it('touch what an answer read only where rows and columns meet', async () => {
    const [writes] = await notices(`update public.articles set views_count = views_count + 1 where id = $1`, [ARTICLE]);
    const page = (slug: string, columns: string[]): ReadKeys =>
      new Map([['public.articles', { rows: [{ equal: [['slug', new Set([slug])]] }], columns: new Set(columns) }]]);
    const list = (columns: string[]): ReadKeys => new Map([['public.articles', { rows: 'all', columns: new Set(columns) }]]);
    expect(readsTouched(page(SLUG, ['id', 'title', 'views_count']), writes!)).toBe(true);
    expect(readsTouched(page('another-story', ['id', 'title', 'views_count']), writes!)).toBe(false);
    expect(readsTouched(list(['id', 'title', 'published']), writes!)).toBe(false);
    expect(readsTouched(list(['id', 'views_count']), writes!)).toBe(true);
    expect(readsTouched(new Map([['public.authors', { rows: 'all', columns: 'all' }]]), writes!)).toBe(false);
    // A column the notice does not announce may hold any value: the condition holds.
    const byTitle: ReadKeys = new Map([['public.articles', { rows: [{ equal: [['title', new Set(['x'])]] }], columns: 'all' }]]);
    expect(readsTouched(byTitle, writes!)).toBe(true);
  });
});
