// Page views and view counters.
// - A view counter moves once per visitor, item and UTC day (security.item_views_daily): the visitor is the
//   signed-in member, else the client's address. A repeated view answers the current count unchanged.
//   The counter is one UPDATE ... SET views_count = views_count + 1, so concurrent views are all counted (the
//   row lock serialises them); only published rows count.
// - A page view is recorded within two hourly budgets (security.budgets): limits.pageViewLimit per visitor id
//   and ten times that per client address. Beyond them it is silently not recorded (the answer is the same,
//   so a browser never shows an error for it). Views are written in batches, one statement each, answered once it
//   has committed (page-view-batch.ts). Rows older than limits.pageViewRetentionDays are pruned daily.
// - A page view is one page in either language (the `lang` parameter is left out of its path); views of the
//   administrators' screens and the API console are not recorded (contract/routes.ts, countedPagePath).
import { countedPagePath } from '#contract/routes.ts';
import { suspendedMessage, suspensionSql, suspensionSubject } from '../../auth/suspension.ts';
import { COLUMN_LENGTHS } from '../../db/constraints.ts';
import { ActionFailure, type ActionContext } from '../actions.ts';
import { detectDevice } from './device.ts';
import { createPageViewBatches, type PageViewBatches } from './page-view-batch.ts';
import { readOptionalText, readText, readUuid } from './input.ts';
import { clientAddressOf, firstHeader, memberOf } from './visitor.ts';

/** The page_views CHECKs, so a bad value is `invalid-input` rather than a constraint violation. */
const PAGE_VIEW = COLUMN_LENGTHS.page_views;
/** The per-address budget is this many times the per-visitor one: a school or an office shares one address. */
const ADDRESS_BUDGET_FACTOR = 10;

/** The page-view batches of each database (the views of one server's requests, written a batch per statement). */
const batches = new WeakMap<object, PageViewBatches>();

/** recordPageView: one page_views row (within the budgets); the member's id when signed in (null when the profile is gone). */
export async function recordPageView(context: ActionContext): Promise<{ ok: true }> {
  const { db, input, session, headers, limits } = context;
  const path = readText(input.path, 'path', PAGE_VIEW.path);
  if (!path.startsWith('/')) throw new ActionFailure('invalid-input', 'path must be a site path starting with "/".');
  // One page in either language; the administrators' screens and the console are not the site's traffic.
  const counted = countedPagePath(path);
  if (counted === null) return { ok: true };
  const title = readOptionalText(input.title, 'title', PAGE_VIEW.title);
  const referrer = readOptionalText(input.referrer, 'referrer', PAGE_VIEW.referrer);
  const visitorId = readText(input.visitorId, 'visitorId', PAGE_VIEW.visitor_id);
  const sessionId = readText(input.sessionId, 'sessionId', PAGE_VIEW.session_id);
  let batch = batches.get(db);
  if (!batch) {
    batch = createPageViewBatches(db);
    batches.set(db, batch);
  }
  // Answered once its batch has committed: within the budgets stored, beyond them left out (the same answer).
  await batch.record({
    path: counted,
    title,
    referrer,
    visitorId,
    sessionId,
    device: detectDevice(firstHeader(headers['x-forwarded-user-agent'])),
    userId: memberOf(session),
    address: clientAddressOf(headers),
    visitorLimit: limits.pageViewLimit,
    addressLimit: limits.pageViewLimit * ADDRESS_BUDGET_FACTOR,
  });
  return { ok: true };
}

interface ViewCount {
  id: string;
  views_count: number;
}

/**
 * One statement: note the visitor for today (nothing when already noted, or when the item is not a published
 * one), add one to the counter only when the note is new, and answer the row either way. A suspended member ($3)
 * notes and counts nothing: the answer is then the suspension's row (until, reason) alone. The suspension is read
 * in the same statement (not by a statement before it, as the other member writes do: actions.ts), so a member's
 * view waits for one turn of the database queue.
 */
const countViewSql = (kind: 'news' | 'article', table: string, published: string, extraSet: string): string => `
  WITH suspended AS (
    ${suspensionSql('$3::uuid')}
  ), item AS (
    SELECT id, views_count FROM ${table} WHERE id = $1 AND ${published} AND NOT EXISTS (SELECT 1 FROM suspended)
  ), noted AS (
    INSERT INTO security.item_views_daily (item_kind, item_id, visitor_key, day)
    SELECT '${kind}', id, $2, (now() AT TIME ZONE 'UTC')::date FROM item
    ON CONFLICT DO NOTHING
    RETURNING item_id
  ), counted AS (
    UPDATE ${table} SET views_count = views_count + 1${extraSet} WHERE id IN (SELECT item_id FROM noted)
    RETURNING id, views_count
  )
  SELECT id, views_count, NULL::text AS until, NULL::text AS reason FROM counted
  UNION ALL
  SELECT id, views_count, NULL, NULL FROM item WHERE NOT EXISTS (SELECT 1 FROM noted)
  UNION ALL
  SELECT NULL, NULL, until, reason FROM suspended`;

const NEWS_VIEW_SQL = countViewSql('news', 'public.news_articles', 'is_published', '');
const ARTICLE_VIEW_SQL = countViewSql('article', 'public.articles', 'published', ', last_viewed_at = now()');

/** Whom a view is counted for: the member when signed in, else the client's address. */
function visitorKeyOf({ session, headers }: ActionContext): string {
  const member = memberOf(session);
  return member ? `member:${member}` : `address:${clientAddressOf(headers)}`;
}

async function countView(context: ActionContext, sql: string, name: string, what: string): Promise<ViewCount> {
  const id = readUuid(context.input.id, 'id');
  const { rows } = await context.db.query<ViewCount & { until: string | null; reason: string | null }>(
    sql,
    [id, visitorKeyOf(context), suspensionSubject(context.session)],
    { name },
  );
  const row = rows[0];
  if (row?.until) throw new ActionFailure('account-suspended', suspendedMessage({ until: row.until, reason: row.reason }));
  if (!row) throw new ActionFailure('not-found', `No published ${what} has the id ${id}.`);
  return { id: row.id, views_count: row.views_count };
}

/** incrementNewsViews: one more view of a published news story, once per visitor and day. */
export const incrementNewsViews = (context: ActionContext): Promise<ViewCount> =>
  countView(context, NEWS_VIEW_SQL, 'count_news_view', 'news story');

/** incrementArticleViews: one more view of a published article (and its last_viewed_at), once per visitor and day. */
export const incrementArticleViews = (context: ActionContext): Promise<ViewCount> =>
  countView(context, ARTICLE_VIEW_SQL, 'count_article_view', 'article');

/** pruneViews (the daily prune_views cron trigger): page views past the retention, view notes of past days. */
export async function pruneViews({ db, limits }: ActionContext): Promise<{ page_views: number; item_views: number }> {
  const pageViews = await db.query('DELETE FROM public.page_views WHERE created_at < now() - make_interval(days => $1)', [
    limits.pageViewRetentionDays,
  ]);
  const itemViews = await db.query(`DELETE FROM security.item_views_daily WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
  return { page_views: pageViews.rowCount, item_views: itemViews.rowCount };
}
