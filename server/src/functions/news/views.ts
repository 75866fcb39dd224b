// Page views and view counters. A counter is one UPDATE ... SET views_count = views_count + 1, so concurrent
// views are all counted (the row lock serialises them); only published rows count.
import { ActionFailure, type ActionContext } from '../actions.ts';
import { detectDevice } from './device.ts';
import { isUuid, readOptionalText, readText, readUuid } from './input.ts';

const MEMBER_ROLES = new Set(['user', 'site_admin']);

/** The signed-in member a view belongs to, or null for a visitor (and for the admin secret). */
function memberOf(session: Record<string, string>): string | null {
  const role = session['x-hasura-role'] ?? '';
  const id = session['x-hasura-user-id'];
  return MEMBER_ROLES.has(role) && isUuid(id) ? id : null;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** recordPageView: one page_views row; the member's id when signed in (null when the profile is gone). */
export async function recordPageView({ db, input, session, headers }: ActionContext): Promise<{ ok: true }> {
  const path = readText(input.path, 'path', { max: 2048 });
  if (!path.startsWith('/')) throw new ActionFailure('invalid-input', 'path must be a site path starting with "/".');
  const title = readOptionalText(input.title, 'title', { max: 500 });
  const referrer = readOptionalText(input.referrer, 'referrer', { max: 2048 });
  const visitorId = readText(input.visitorId, 'visitorId', { min: 8, max: 64 });
  const sessionId = readText(input.sessionId, 'sessionId', { min: 8, max: 64 });
  const device = detectDevice(firstHeader(headers['x-forwarded-user-agent']));
  await db.query(
    `INSERT INTO public.page_views (path, title, referrer, visitor_id, session_id, device, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, (SELECT id FROM public.user_profiles WHERE id = $7::uuid))`,
    [path, title, referrer, visitorId, sessionId, device, memberOf(session)],
    { name: 'record_page_view' },
  );
  return { ok: true };
}

interface ViewCount {
  id: string;
  views_count: number;
}

async function increment(context: ActionContext, sql: string, name: string, what: string): Promise<ViewCount> {
  const id = readUuid(context.input.id, 'id');
  const { rows } = await context.db.query<ViewCount>(sql, [id], { name });
  const row = rows[0];
  if (!row) throw new ActionFailure('not-found', `No published ${what} has the id ${id}.`);
  return row;
}

/** incrementNewsViews: one more view of a published news story. */
export const incrementNewsViews = (context: ActionContext): Promise<ViewCount> =>
  increment(
    context,
    'UPDATE public.news_articles SET views_count = views_count + 1 WHERE id = $1 AND is_published RETURNING id, views_count',
    'increment_news_views',
    'news story',
  );

/** incrementArticleViews: one more view of a published article, and its last_viewed_at. */
export const incrementArticleViews = (context: ActionContext): Promise<ViewCount> =>
  increment(
    context,
    'UPDATE public.articles SET views_count = views_count + 1, last_viewed_at = now() WHERE id = $1 AND published RETURNING id, views_count',
    'increment_article_views',
    'article',
  );
