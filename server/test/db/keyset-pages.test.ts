// Issue 30: the news timeline pages by keyset (the client's NewsPageQuery: the stories after the last one the reader
// has, by `published_at desc, id asc`). Paging through a generated set while stories are added between page loads
// (newer ones, older ones, and ones at the very time of the cursor on both sides of its id) shows every story that
// was there at the start exactly once: no gap, no repeat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataSet, pgliteTarget } from '../../../bench/data/load.mjs';
import { METADATA_DIR } from '../../src/config/paths.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { createTestEngine, dataOf, type TestEngine } from '../engine/harness.ts';

interface Story {
  id: string;
  published_at: string;
}

const PAGE = 20;

function documentNamed(name: string): string {
  const metadata = loadMetadata(METADATA_DIR);
  const found = metadata.query_collections.flatMap((c) => c.definition.queries).find((q) => q.name === name);
  if (!found) throw new Error(`no document ${name} in the allow-list`);
  return found.query;
}

describe('keyset pages of the news timeline', () => {
  let db: PgliteDatabase;
  let test: TestEngine;
  let inserted = 0;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    await loadDataSet(pgliteTarget(db.pglite), { scale: 0.0002, counts: { pageViews: 1_000 } });
    // A run of stories at one instant across page boundaries: the tiebreak (id) must order them.
    await db.query(
      `UPDATE public.news_articles SET published_at = (SELECT published_at FROM public.news_articles
                                                        WHERE is_published ORDER BY published_at DESC, id OFFSET 30 LIMIT 1)
        WHERE id IN (SELECT id FROM public.news_articles WHERE is_published ORDER BY published_at DESC, id OFFSET 30 LIMIT 45)`,
    );
    test = await createTestEngine(db);
  }, 240_000);

  afterAll(async () => {
    await db?.close();
  });

  /** A story added now, published at `at` (its id random, so on either side of a cursor's id at a tie). */
  async function addStory(at: string): Promise<void> {
    inserted += 1;
    await db.query(`INSERT INTO public.news_articles (title, source_url, language, published_at) VALUES ($1, $2, 'en', $3)`, [
      `Added between pages ${inserted}`,
      `https://added.example.com/${inserted}`,
      at,
    ]);
  }

  it('shows every story that was there at the start once, with stories added between the pages', async () => {
    const { rows: before } = await db.query<{ id: string }>('SELECT id FROM public.news_articles WHERE is_published');
    const first = dataOf<{ news_articles: Story[] }>(
      await test.gql(documentNamed('NewsFirstPageQuery'), { 'cache-control': 'no-store' }, { where: {}, limit: PAGE + 1 }),
    ).news_articles.slice(0, PAGE);
    const next = documentNamed('NewsPageQuery');
    const seen = [...first];
    let page = first;
    while (page.length === PAGE) {
      const last = page[page.length - 1]!;
      // Between the page loads: a story newer than all, two at the cursor's very time, one older than it.
      await addStory(new Date(Date.now() + 60_000).toISOString());
      await addStory(last.published_at);
      await addStory(last.published_at);
      await addStory(new Date(Date.parse(last.published_at) - 1).toISOString());
      const data = dataOf<{ news_articles: Story[] }>(
        await test.gql(next, { 'cache-control': 'no-store' }, { where: {}, afterAt: last.published_at, afterId: last.id, limit: PAGE + 1 }),
      );
      page = data.news_articles.slice(0, PAGE);
      // Each page continues the order from its cursor.
      for (const story of page) {
        const at = Date.parse(story.published_at);
        const cursorAt = Date.parse(last.published_at);
        expect(at < cursorAt || (at === cursorAt && story.id > last.id)).toBe(true);
      }
      seen.push(...page);
    }
    const ids = seen.map((story) => story.id);
    expect(new Set(ids).size).toBe(ids.length);
    const shown = new Set(ids);
    expect(before.filter(({ id }) => !shown.has(id))).toEqual([]);
    // The walk went deep (more than ten pages) and the older stories added on the way were found too.
    expect(seen.length).toBeGreaterThan(10 * PAGE);
    expect(seen.length).toBeGreaterThan(before.length);
  }, 240_000);
});
