// Old article and blog post addresses (/article/<uuid>, /blog/<uuid>) and the slug addresses they move to (301),
// on the seeded demo content (hasura/seeds/default) in PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { legacyRedirect } from '../../src/http/legacy-redirects.ts';
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
