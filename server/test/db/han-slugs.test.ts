// Slugs keep the Han characters of Chinese titles and names (migration 1795305602500_han_slugs): new rows,
// the seeded Chinese authors, rows an older database made under the ASCII-only rule, and the 301 of an old
// uuid address, which names the slug percent-encoded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { legacyRedirect } from '../../src/http/legacy-redirects.ts';
import { createEmptyDatabase, createTestDatabase } from '../support/database.ts';

const BODY = 'A body long enough for the content rule of the articles table, and then some more words.';
const HAN_SLUGS = '1795305602500';

let db: PgliteDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
});

afterAll(async () => {
  await db?.close();
});

async function slugOf(sql: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(sql, params);
  return rows[0]!.slug;
}

describe('slugs of Chinese titles', () => {
  it('public.slugify keeps Han characters and still joins every other run with one hyphen', async () => {
    const { rows } = await db.query<{ slug: string }>(
      `SELECT public.slugify(t) AS slug FROM unnest($1::text[]) WITH ORDINALITY AS u(t, n) ORDER BY n`,
      [['以太坊 Pectra 升级：前瞻与影响', '  DAO 治理，还有救吗？ ', 'Café Crème', '㐀 Ext-A 豈', '！？。']],
    );
    expect(rows.map((row) => row.slug)).toEqual(['以太坊-pectra-升级-前瞻与影响', 'dao-治理-还有救吗', 'caf-cr-me', '㐀-ext-a-豈', '']);
  });

  it('an article, a blog post and an event made from a Chinese title get a slug with its words, unique per table', async () => {
    const title = '以太坊 Pectra 升级：前瞻与影响';
    const insertArticle = `INSERT INTO public.articles (title, excerpt, content, published) VALUES ($1, 'An excerpt of enough length.', $2, true) RETURNING slug`;
    expect(await slugOf(insertArticle, [title, BODY])).toBe('以太坊-pectra-升级-前瞻与影响');
    expect(await slugOf(insertArticle, [title, BODY])).toBe('以太坊-pectra-升级-前瞻与影响-1');
    expect(
      await slugOf(
        `INSERT INTO public.blog_posts (title, excerpt, content, published, author_id)
         VALUES ('DAO 治理的三个教训', 'An excerpt of enough length.', $1, true, (SELECT id FROM public.user_profiles LIMIT 1))
         RETURNING slug`,
        [BODY],
      ),
    ).toBe('dao-治理的三个教训');
    expect(
      await slugOf(
        `INSERT INTO public.events (name, description, start_date, end_date, location_url)
         VALUES ('深圳区块链圆桌', 'A roundtable.', now() + interval '3 days', now() + interval '3 days 2 hours', 'Shenzhen') RETURNING slug`,
        [],
      ),
    ).toBe('深圳区块链圆桌');
  });

  it('the seeded Chinese authors have their names as slugs; slugs chosen by hand stay', async () => {
    const { rows } = await db.query<{ name: string; slug: string }>(
      `SELECT name, slug FROM public.authors WHERE name IN ('张明远', '刘思琪', 'Elena Marsh') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'Elena Marsh', slug: 'elena-marsh' },
      { name: '刘思琪', slug: '刘思琪' },
      { name: '张明远', slug: '张明远' },
    ]);
    expect(await slugOf(`SELECT slug FROM public.articles WHERE id = '40000000-0000-4000-8000-000000000002'`, [])).toBe(
      'layer-2-rollups-ethereum-fees-zh',
    );
  });

  it('an old uuid address of a Chinese-titled article answers with its slug percent-encoded', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO public.articles (title, excerpt, content, published) VALUES ('链上身份指南', 'An excerpt of enough length.', $1, true) RETURNING id`,
      [BODY],
    );
    expect(await legacyRedirect(db, `/article/${rows[0]!.id}`)).toBe(`/article/${encodeURIComponent('链上身份指南')}`);
    expect(encodeURIComponent('链上身份指南')).toBe('%E9%93%BE%E4%B8%8A%E8%BA%AB%E4%BB%BD%E6%8C%87%E5%8D%97');
  });
});

describe('the migration on a database made under the ASCII-only rule', () => {
  it('remakes the slugs the database made from Chinese titles and names, and leaves chosen ones alone', async () => {
    const migrations = readMigrations(MIGRATIONS_DIR);
    const before = migrations.findIndex((migration) => migration.version === HAN_SLUGS);
    expect(before).toBeGreaterThan(0);
    const old = await createEmptyDatabase();
    try {
      await applyMigrations(old, migrations.slice(0, before));
      const { rows: made } = await old.query<{ id: string; slug: string }>(
        `INSERT INTO public.articles (title, slug, excerpt, content) VALUES
           ('以太坊 Pectra 升级：前瞻', '', 'An excerpt of enough length.', $1),
           ('以太坊 Pectra 升级：回顾', '', 'An excerpt of enough length.', $1),
           ('区块链大会', '', 'An excerpt of enough length.', $1),
           ('区块链周报', 'weekly-zh', 'An excerpt of enough length.', $1)
         RETURNING id, slug`,
        [BODY],
      );
      expect(made.map((row) => row.slug)).toEqual(['pectra', 'pectra-1', made[2]!.id.slice(0, 8), 'weekly-zh']);
      const { rows: author } = await old.query<{ slug: string }>(
        `INSERT INTO public.authors (name, email) VALUES ('王小明', 'wang@example.com') RETURNING slug`,
      );
      expect(author[0]!.slug).toMatch(/^[0-9a-f]{8}$/);

      await applyMigrations(old, migrations);

      const { rows } = await old.query<{ slug: string }>(`SELECT slug FROM public.articles ORDER BY created_at, title`);
      expect(rows.map((row) => row.slug).sort()).toEqual(
        ['以太坊-pectra-升级-前瞻', '以太坊-pectra-升级-回顾', '区块链大会', 'weekly-zh'].sort(),
      );
      const { rows: authors } = await old.query<{ slug: string }>(`SELECT slug FROM public.authors`);
      expect(authors.map((row) => row.slug)).toEqual(['王小明']);
    } finally {
      await old.close();
    }
  }, 120_000);
});
