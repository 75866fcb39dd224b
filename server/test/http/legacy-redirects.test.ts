// Old article and blog post addresses (/article/<uuid>, /blog/<uuid>) and the slug addresses they move to (301),
// on the seeded demo content (hasura/seeds/default) in PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { legacyRedirect, movedSlugRedirect } from '../../src/http/legacy-redirects.ts';
import { createTestDatabase } from '../support/database.ts';

const ROLLUPS_EN = '40000000-0000-4000-8000-000000000001';
const ROLLUPS_ZH = '40000000-0000-4000-8000-000000000002';
const DRAFT_ARTICLE = '40000000-0000-4000-8000-000000000010';
const AIRDROPS_POST = '50000000-0000-4000-8000-000000000003';
const DRAFT_POST = '50000000-0000-4000-8000-000000000006';
const SHANGHAI_MEETUP = '70000000-0000-4000-8000-000000000001';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SAME_TITLE = 'abcdef00-0000-4000-8000-00000000abcd';

let db: PgliteDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
});

afterAll(async () => {
  await db?.close();
});

describe('legacyRedirect', () => {
  it('sends a published article or blog post from its uuid to its slug', async () => {
    expect(await legacyRedirect(db, `/article/${ROLLUPS_EN}`)).toBe('/article/how-layer-2-rollups-are-reshaping-ethereum-fees');
    expect(await legacyRedirect(db, `/article/${ROLLUPS_ZH}`)).toBe('/article/layer-2-rollups-ethereum-fees-zh');
    expect(await legacyRedirect(db, `/blog/${AIRDROPS_POST}`)).toBe('/blog/why-i-stopped-chasing-airdrops');
  });

  it('sends a published event from its uuid to its slug, and an unpublished or unknown one nowhere', async () => {
    expect(await legacyRedirect(db, `/events/${SHANGHAI_MEETUP}`)).toBe('/events/chainpulse-builders-meetup-shanghai');
    expect(await legacyRedirect(db, `/events/${SHANGHAI_MEETUP.toUpperCase()}`)).toBe('/events/chainpulse-builders-meetup-shanghai');
    expect(await legacyRedirect(db, `/events/${UNKNOWN}`)).toBeNull();
    await db.query(`UPDATE public.events SET published = false WHERE id = $1`, [SHANGHAI_MEETUP]);
    expect(await legacyRedirect(db, `/events/${SHANGHAI_MEETUP}`)).toBeNull();
    await db.query(`UPDATE public.events SET published = true WHERE id = $1`, [SHANGHAI_MEETUP]);
  });

  it('follows the slug the database keeps, reads the uuid in either case, and looks in the table of the address', async () => {
    const { rows } = await db.query<{ id: string; slug: string }>(
      `INSERT INTO public.articles (id, title, excerpt, content, published)
       VALUES ($1, 'How Layer 2 Rollups Are Reshaping Ethereum Fees', 'A second article with the same title.', $2, true)
       RETURNING id, slug`,
      [SAME_TITLE, 'A body long enough for the content rule of the articles table, and then some.'],
    );
    expect(rows[0]).toEqual({ id: SAME_TITLE, slug: 'how-layer-2-rollups-are-reshaping-ethereum-fees-1' });
    const canonical = '/article/how-layer-2-rollups-are-reshaping-ethereum-fees-1';
    expect(await legacyRedirect(db, `/article/${SAME_TITLE}`)).toBe(canonical);
    expect(await legacyRedirect(db, `/article/${SAME_TITLE.toUpperCase()}`)).toBe(canonical);
    // An article's id is no blog post's, and the other way round.
    expect(await legacyRedirect(db, `/blog/${SAME_TITLE}`)).toBeNull();
    expect(await legacyRedirect(db, `/article/${AIRDROPS_POST}`)).toBeNull();
  });

  it('has no address for a draft or an unknown id', async () => {
    expect(await legacyRedirect(db, `/article/${DRAFT_ARTICLE}`)).toBeNull();
    expect(await legacyRedirect(db, `/blog/${DRAFT_POST}`)).toBeNull();
    expect(await legacyRedirect(db, `/article/${UNKNOWN}`)).toBeNull();
    expect(await legacyRedirect(db, `/blog/${UNKNOWN}`)).toBeNull();
  });

  it.each([
    '/article/how-layer-2-rollups-are-reshaping-ethereum-fees',
    '/article/not-a-uuid',
    `/ARTICLE/${ROLLUPS_EN}`,
    `/article/${ROLLUPS_EN}/comments`,
    `/article/${ROLLUPS_EN}x`,
    `/article/x${ROLLUPS_EN}`,
    `/article/${ROLLUPS_EN.replaceAll('-', '')}`,
    `/news/${ROLLUPS_EN}`,
    `/event/${SHANGHAI_MEETUP}`,
    `/events/${SHANGHAI_MEETUP}/x`,
    `/articles/${ROLLUPS_EN}`,
    `/blog/${ROLLUPS_EN}'; DROP TABLE public.articles; --`,
    '/article/',
    '/blog',
    '/',
  ])('leaves %s alone', async (pathname) => {
    expect(await legacyRedirect(db, pathname)).toBeNull();
  });
});

const ZHANG = '20000000-0000-4000-8000-000000000002';
const CHAIN_POST = '50000000-0000-4000-8000-000000000003';

describe('movedSlugRedirect', () => {
  it("sends an article's, blog post's, event's and author's old slug to the current one, through every rename", async () => {
    const slugOf = async (table: string, id: string) =>
      (await db.query<{ slug: string }>(`SELECT slug FROM public.${table} WHERE id = $1`, [id])).rows[0]?.slug ?? '';
    const rename = async (table: string, id: string, slug: string) => {
      await db.query(`UPDATE public.${table} SET slug = $2 WHERE id = $1`, [id, slug]);
      return slugOf(table, id);
    };
    const article = await slugOf('articles', ROLLUPS_EN);
    expect(await rename('articles', ROLLUPS_EN, 'rollups-renamed')).toBe('rollups-renamed');
    expect(await movedSlugRedirect(db, `/article/${article}`)).toBe('/article/rollups-renamed');
    // A second rename: both old slugs lead to the newest.
    await rename('articles', ROLLUPS_EN, 'rollups-renamed-again');
    expect(await movedSlugRedirect(db, `/article/${article}`)).toBe('/article/rollups-renamed-again');
    expect(await movedSlugRedirect(db, '/article/rollups-renamed')).toBe('/article/rollups-renamed-again');
    // Only in its own kind of address, and never for the live slug.
    expect(await movedSlugRedirect(db, `/blog/${article}`)).toBeNull();
    expect(await movedSlugRedirect(db, '/article/rollups-renamed-again')).toBeNull();

    const post = await slugOf('blog_posts', CHAIN_POST);
    await rename('blog_posts', CHAIN_POST, '空投-之后');
    expect(await movedSlugRedirect(db, `/blog/${post}`)).toBe(`/blog/${encodeURIComponent('空投-之后')}`);

    const event = await slugOf('events', SHANGHAI_MEETUP);
    await rename('events', SHANGHAI_MEETUP, 'builders-meetup-shanghai-2026');
    expect(await movedSlugRedirect(db, `/events/${event}`)).toBe('/events/builders-meetup-shanghai-2026');

    // A Chinese-named author has a Han slug; renamed, the old one still leads to the page.
    const author = await slugOf('authors', ZHANG);
    expect(author).toBe('张明远');
    await rename('authors', ZHANG, '张明远-zhang');
    expect(await movedSlugRedirect(db, '/author/张明远')).toBe(`/author/${encodeURIComponent('张明远-zhang')}`);

    // Back to the first slug: live again, so it redirects nowhere; the later one now leads back to it.
    await rename('articles', ROLLUPS_EN, article);
    expect(await movedSlugRedirect(db, `/article/${article}`)).toBeNull();
    expect(await movedSlugRedirect(db, '/article/rollups-renamed-again')).toBe(`/article/${article}`);
  });

  it('has no address for an unpublished or deleted item, an unknown slug or another path', async () => {
    await db.query(`UPDATE public.events SET published = false WHERE id = $1`, [SHANGHAI_MEETUP]);
    expect(await movedSlugRedirect(db, '/events/chainpulse-builders-meetup-shanghai')).toBeNull();
    await db.query(`UPDATE public.events SET published = true WHERE id = $1`, [SHANGHAI_MEETUP]);
    expect(await movedSlugRedirect(db, '/events/chainpulse-builders-meetup-shanghai')).toBe('/events/builders-meetup-shanghai-2026');
    await db.query(`DELETE FROM public.events WHERE id = $1`, [SHANGHAI_MEETUP]);
    expect(await movedSlugRedirect(db, '/events/chainpulse-builders-meetup-shanghai')).toBeNull();
    const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM routing.slug_history WHERE item_id = $1`, [
      SHANGHAI_MEETUP,
    ]);
    expect(rows[0]?.count).toBe(0);
    expect(await movedSlugRedirect(db, '/article/never-was')).toBeNull();
    expect(await movedSlugRedirect(db, '/news/rollups-renamed')).toBeNull();
    expect(await movedSlugRedirect(db, '/article/rollups-renamed/comments')).toBeNull();
  });
});
