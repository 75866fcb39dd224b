// The flash-news stream on the project's metadata with real tokens over a seeded PGlite: tickers parsed from
// titles, importance and pins (site admins only, three pins at most), bull/bear votes (one per member, their own
// only, counted by a trigger, within a budget) and the ticker filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { createTestDatabase } from '../support/database.ts';
import {
  bearer,
  createTestEngine,
  dataOf,
  firstError,
  memberToken,
  MEMBERS,
  siteAdminToken,
  type Headers,
  type TestEngine,
} from '../engine/harness.ts';

const ETF = '61000000-0000-4000-8000-000000000001';
const GAS = '61000000-0000-4000-8000-000000000002';
const UNPUBLISHED = '61000000-0000-4000-8000-000000000009';

let db: Database;
let api: TestEngine;
let linWei: Headers;
let marcus: Headers;
let admin: Headers;

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
  api = await createTestEngine(db);
  linWei = bearer(await memberToken(MEMBERS.linWei));
  marcus = bearer(await memberToken(MEMBERS.marcus));
  admin = bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' });
});

afterAll(async () => {
  await db?.close();
});

const tickersOf = async (title: string) =>
  (await db.query<{ t: string[] }>('SELECT public.news_title_tickers($1) AS t', [title])).rows[0]!.t;

const counts = async (id: string) =>
  (await db.query<{ bull_count: number; bear_count: number }>('SELECT bull_count, bear_count FROM news_articles WHERE id = $1', [id]))
    .rows[0];

describe('tickers parsed from titles', () => {
  it('finds $-symbols, major tickers in capitals and their English and Chinese names, in order, once each', async () => {
    expect(await tickersOf('$pepe and $WIF rally; BTC flat as Bitcoin ETFs see inflows')).toEqual(['PEPE', 'WIF', 'BTC']);
    expect(await tickersOf('比特币突破10万美元，ETH跟涨，以太坊生态活跃')).toEqual(['BTC', 'ETH']);
    expect(await tickersOf('SOL/USDT 上涨 5%')).toEqual(['SOL', 'USDT']);
  });

  it('ignores English words, prices and symbols inside words', async () => {
    expect(await tickersOf('op-ed: a link near the top of the uni ranking')).toEqual([]);
    expect(await tickersOf('Fund raises $100 million; BTCS shares jump')).toEqual([]);
  });

  it('stores them on the row, follows title edits, and filters the stream by them', async () => {
    expect((await db.query<{ tickers: string[] }>('SELECT tickers FROM news_articles WHERE id = $1', [ETF])).rows[0]!.tickers).toEqual([
      'BTC',
    ]);
    const retitle =
      'mutation ($id: uuid!, $title: String!) { update_news_articles_by_pk(pk_columns: {id: $id}, _set: {title: $title}) { tickers } }';
    const edited = await api.gql(retitle, admin, {
      id: '61000000-0000-4000-8000-000000000005',
      title: 'Layer 1 client update lifts $ARB and SOL',
    });
    expect(dataOf(edited).update_news_articles_by_pk).toEqual({ tickers: ['ARB', 'SOL'] });
    const stream = await api.gql<{ news_articles: { id: string }[] }>(
      'query ($t: [String!]!) { news_articles(where: {tickers: {_contains: $t}}, limit: 50) { id tickers } }',
      {},
      { t: ['ETH'] },
    );
    const ids = dataOf(stream).news_articles.map((row) => row.id);
    expect(ids).toContain(GAS);
    expect(ids).not.toContain(ETF);
  });
});

describe('importance and pins', () => {
  const flag =
    'mutation ($id: uuid!) { update_news_articles_by_pk(pk_columns: {id: $id}, _set: {is_important: true}) { id is_important } }';
  const pin =
    'mutation ($id: uuid!, $at: timestamptz) { update_news_articles_by_pk(pk_columns: {id: $id}, _set: {pinned_at: $at}) { id } }';

  it('are refused to visitors and members (the fields are not theirs to set)', async () => {
    expect(firstError(await api.gql(flag, {}, { id: ETF })).code).toBe('validation-failed');
    expect(firstError(await api.gql(flag, linWei, { id: ETF })).code).toBe('validation-failed');
    expect(
      (await db.query<{ is_important: boolean }>('SELECT is_important FROM news_articles WHERE id = $1', [ETF])).rows[0]!.is_important,
    ).toBe(false);
  });

  it('are set by site admins; a fourth pin is refused until one is taken off', async () => {
    expect(dataOf(await api.gql(flag, admin, { id: ETF })).update_news_articles_by_pk).toEqual({ id: ETF, is_important: true });
    const ids = ['61000000-0000-4000-8000-000000000003', '61000000-0000-4000-8000-000000000004', '61000000-0000-4000-8000-000000000005'];
    for (const id of ids) expect(dataOf(await api.gql(pin, admin, { id, at: new Date().toISOString() }))).toBeTruthy();
    const refused = await api.gql(pin, admin, { id: ETF, at: new Date().toISOString() });
    expect(firstError(refused).code).toBe('permission-error');
    expect(refused.errors?.[0]?.message).toContain('news_articles_pin_limit');
    dataOf(await api.gql(pin, admin, { id: ids[0], at: null }));
    dataOf(await api.gql(pin, admin, { id: ETF, at: new Date().toISOString() }));
    const pinned = await api.gql<{ news_articles: { id: string }[] }>(
      '{ news_articles(where: {pinned_at: {_is_null: false}}, order_by: {pinned_at: desc}) { id is_important pinned_at } }',
    );
    expect(
      dataOf(pinned)
        .news_articles.map((row) => row.id)
        .sort(),
    ).toEqual([ETF, ids[1], ids[2]].sort());
  });
});

describe('bull and bear votes', () => {
  const cast =
    'mutation ($id: uuid!, $side: String!) { insert_news_votes_one(object: {news_id: $id, side: $side}, on_conflict: {constraint: news_votes_pkey, update_columns: [side]}) { news_id side } }';
  const withdraw = 'mutation ($id: uuid!, $user: uuid!) { delete_news_votes_by_pk(news_id: $id, user_id: $user) { news_id } }';

  it('are cast by members as themselves, changed, withdrawn, and counted on the story', async () => {
    const updatedAt = async () =>
      (await db.query<{ t: string }>('SELECT updated_at::text AS t FROM news_articles WHERE id = $1', [GAS])).rows[0]!.t;
    const before = await updatedAt();
    expect(dataOf(await api.gql(cast, linWei, { id: GAS, side: 'bull' })).insert_news_votes_one).toEqual({ news_id: GAS, side: 'bull' });
    dataOf(await api.gql(cast, marcus, { id: GAS, side: 'bull' }));
    expect(await counts(GAS)).toEqual({ bull_count: 2, bear_count: 0 });
    dataOf(await api.gql(cast, marcus, { id: GAS, side: 'bear' }));
    expect(await counts(GAS)).toEqual({ bull_count: 1, bear_count: 1 });
    const rows = await db.query<{ user_id: string }>('SELECT user_id FROM news_votes WHERE news_id = $1 ORDER BY user_id', [GAS]);
    expect(rows.rows.map((row) => row.user_id)).toEqual([MEMBERS.linWei, MEMBERS.marcus]);

    // Marcus cannot withdraw Lin Wei's vote, nor read it.
    expect(dataOf(await api.gql(withdraw, marcus, { id: GAS, user: MEMBERS.linWei })).delete_news_votes_by_pk).toBeNull();
    const seen = await api.gql<{ news_votes: { side: string }[] }>('{ news_votes { news_id side } }', marcus);
    expect(dataOf(seen).news_votes).toEqual([{ news_id: GAS, side: 'bear' }]);

    dataOf(await api.gql(withdraw, linWei, { id: GAS, user: MEMBERS.linWei }));
    expect(await counts(GAS)).toEqual({ bull_count: 0, bear_count: 1 });
    const visible = await api.gql<{ news_articles_by_pk: unknown }>(
      'query ($id: uuid!) { news_articles_by_pk(id: $id) { bull_count bear_count } }',
      {},
      { id: GAS },
    );
    expect(dataOf(visible).news_articles_by_pk).toEqual({ bull_count: 0, bear_count: 1 });
    // Votes are no edit of the story: it does not look modified.
    expect(await updatedAt()).toBe(before);
  });

  it('are refused to visitors, on another member’s name, with an unknown side or on an unpublished story', async () => {
    expect(firstError(await api.gql(cast, {}, { id: ETF, side: 'bull' })).code).toBe('validation-failed');
    const asOther = await api.gql(
      'mutation ($id: uuid!, $user: uuid!) { insert_news_votes_one(object: {news_id: $id, side: "bull", user_id: $user}) { news_id } }',
      linWei,
      { id: ETF, user: MEMBERS.marcus },
    );
    expect(firstError(asOther).code).toBe('validation-failed');
    expect(firstError(await api.gql(cast, linWei, { id: ETF, side: 'moon' })).code).toBe('permission-error');
    expect(firstError(await api.gql(cast, linWei, { id: UNPUBLISHED, side: 'bull' })).code).toBe('permission-error');
    expect(await counts(ETF)).toEqual({ bull_count: 0, bear_count: 0 });
  });

  it('are held to 30 writes per member in ten minutes', async () => {
    const sofia = bearer(await memberToken(MEMBERS.sofia));
    const { rows } = await db.query<{ id: string }>('SELECT id FROM news_articles WHERE is_published ORDER BY id LIMIT 31');
    expect(rows).toHaveLength(31);
    const errors: (string | undefined)[] = [];
    for (const [index, { id }] of rows.entries()) {
      const result = await api.gql(cast, sofia, { id, side: index % 2 ? 'bear' : 'bull' });
      errors.push(result.errors?.[0]?.message);
    }
    expect(errors.slice(0, 30).every((message) => message === undefined)).toBe(true);
    expect(errors[30]).toContain('news_votes_budget');
  });

  it('spend one vote of the budget for a change made through the site’s upsert', async () => {
    const chenHao = bearer(await memberToken(MEMBERS.chenHao));
    const errors: (string | undefined)[] = [];
    // A cast, then 29 changes: the 30 writes of the budget; the next change is one too many.
    for (let index = 0; index < 31; index += 1) {
      const result = await api.gql(cast, chenHao, { id: ETF, side: index % 2 ? 'bear' : 'bull' });
      errors.push(result.errors?.[0]?.message);
    }
    expect(errors.slice(0, 30).every((message) => message === undefined)).toBe(true);
    expect(errors[30]).toContain('news_votes_budget');
    expect((await db.query('SELECT side FROM news_votes WHERE news_id = $1 AND user_id = $2', [ETF, MEMBERS.chenHao])).rows).toEqual([
      { side: 'bear' },
    ]);
  });
});
