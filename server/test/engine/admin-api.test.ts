// The admin screens' API, end to end through the real app (buildApp over a seeded PGlite, listening on
// 127.0.0.1 so the analytics actions reach their handlers): a visitor and a member are refused every admin
// mutation and admin-only query, whatever role header they send, and nothing changes in the database; a
// site admin does each of them. The admin screens rely on this, not on hidden buttons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionsApp, type ActionsApp } from '../functions/fixtures/actions-app.ts';
import { bearer, dataOf, MEMBERS, memberToken, siteAdminToken, type GraphqlResult, type Headers } from './harness.ts';

const CATEGORY = '10000000-0000-4000-8000-000000000001';
const AUTHOR = '20000000-0000-4000-8000-000000000001';
const EVENT = '70000000-0000-4000-8000-000000000001';
const CONTENT = 'An article body long enough for the rules of the site: well over fifty characters.';

interface Operation {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
}

/** Every admin mutation and admin-only query, aimed at existing demo rows (or a draft, for articles). */
function adminOperations(draftId: string): Operation[] {
  const event = {
    name: 'Not an admin event',
    description: 'Should never be stored.',
    start_date: '2030-01-01T10:00:00Z',
    end_date: '2030-01-01T12:00:00Z',
    location_url: 'Online',
  };
  return [
    {
      name: 'insert an article',
      query:
        'mutation ($content: String!) { insert_articles_one(object: {title: "Not allowed here", excerpt: "An excerpt here", content: $content, published: true}) { id } }',
      variables: { content: CONTENT },
    },
    {
      name: 'update an article',
      query: 'mutation ($id: uuid!) { update_articles_by_pk(pk_columns: {id: $id}, _set: {title: "Taken over"}) { id } }',
      variables: { id: draftId },
    },
    { name: 'publish every article', query: 'mutation { update_articles(where: {}, _set: {published: true}) { affected_rows } }' },
    { name: 'delete an article', query: 'mutation ($id: uuid!) { delete_articles_by_pk(id: $id) { id } }', variables: { id: draftId } },
    { name: 'read draft articles', query: '{ articles(where: {published: {_eq: false}}) { id } }' },
    { name: 'insert a category', query: 'mutation { insert_categories_one(object: {name: "Spam", slug: "spam"}) { id } }' },
    {
      name: 'update a category',
      query: 'mutation ($id: uuid!) { update_categories_by_pk(pk_columns: {id: $id}, _set: {name: "Spam"}) { id } }',
      variables: { id: CATEGORY },
    },
    { name: 'delete a category', query: 'mutation ($id: uuid!) { delete_categories_by_pk(id: $id) { id } }', variables: { id: CATEGORY } },
    { name: 'insert an author', query: 'mutation { insert_authors_one(object: {name: "Mallory", email: "mallory@example.com"}) { id } }' },
    {
      name: 'update an author',
      query: 'mutation ($id: uuid!) { update_authors_by_pk(pk_columns: {id: $id}, _set: {name: "Mallory"}) { id } }',
      variables: { id: AUTHOR },
    },
    { name: 'delete an author', query: 'mutation ($id: uuid!) { delete_authors_by_pk(id: $id) { id } }', variables: { id: AUTHOR } },
    { name: 'read author emails', query: '{ authors { id email } }' },
    {
      name: 'insert an event',
      query: 'mutation ($event: events_insert_input!) { insert_events_one(object: $event) { id } }',
      variables: { event },
    },
    {
      name: 'update an event',
      query: 'mutation ($id: uuid!) { update_events_by_pk(pk_columns: {id: $id}, _set: {name: "Cancelled by Mallory"}) { id } }',
      variables: { id: EVENT },
    },
    { name: 'delete an event', query: 'mutation ($id: uuid!) { delete_events_by_pk(id: $id) { id } }', variables: { id: EVENT } },
    {
      name: 'make oneself admin',
      query: 'mutation ($id: uuid!) { update_user_profiles_by_pk(pk_columns: {id: $id}, _set: {is_admin: true}) { id } }',
      variables: { id: MEMBERS.linWei },
    },
    { name: 'make everyone admin', query: 'mutation { update_user_profiles(where: {}, _set: {is_admin: true}) { affected_rows } }' },
    { name: 'read sign-in accounts', query: '{ auth_users { id email } }' },
    { name: 'read page views', query: '{ page_views { id path } }' },
    { name: 'count page views', query: '{ page_views_aggregate { aggregate { count } } }' },
    { name: 'delete page views', query: 'mutation { delete_page_views(where: {}) { affected_rows } }' },
    { name: 'article analytics', query: '{ articleAnalytics { totalViews } }' },
    { name: 'daily analytics', query: '{ dailyAnalytics { totalViews } }' },
  ];
}

// A digest of every table an admin operation could touch, to prove the refused ones changed nothing.
const FINGERPRINT_SQL = `SELECT concat_ws('|',
  (SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY id), '')) FROM public.articles t),
  (SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY id), '')) FROM public.categories t),
  (SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY id), '')) FROM public.authors t),
  (SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY id), '')) FROM public.events t),
  (SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY id), '')) FROM public.user_profiles t),
  (SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY id), '')) FROM public.page_views t)) AS digest`;

describe('admin API through the app', () => {
  let api: ActionsApp;
  let draftId: string;
  let member: Headers;
  let siteAdmin: Headers;

  beforeAll(async () => {
    api = await startActionsApp();
    const { rows } = await api.db.query<{ id: string }>('SELECT id FROM public.articles WHERE NOT published ORDER BY created_at LIMIT 1');
    draftId = rows[0]!.id;
    // Sofia is an admin: her profile says so and her token allows site_admin, as the auth service issues it.
    await api.db.query('UPDATE public.user_profiles SET is_admin = true WHERE id = $1', [MEMBERS.sofia]);
    await api.db.query(
      `INSERT INTO public.page_views (path, visitor_id, session_id, device) VALUES ('/news', 'visitor-0001', 'session-0001', 'mobile')`,
    );
    member = bearer(await memberToken(MEMBERS.linWei));
    siteAdmin = bearer(await siteAdminToken(MEMBERS.sofia), { 'x-hasura-role': 'site_admin' });
  });

  afterAll(async () => {
    await api?.close();
  });

  async function fingerprint(): Promise<string> {
    const { rows } = await api.db.query<{ digest: string }>(FINGERPRINT_SQL);
    return rows[0]!.digest;
  }

  /** The error code of an operation that must be refused; drafts read by a non-admin come back empty instead. */
  async function refusal(operation: Operation, headers: Headers): Promise<string> {
    const result = await api.gql(operation.query, headers, operation.variables);
    if (operation.name === 'read draft articles' && !result.errors) {
      expect(dataOf(result)).toEqual({ articles: [] });
      return 'hidden';
    }
    expect(result.data, operation.name).toBeUndefined();
    return result.errors?.[0]?.extensions.code ?? 'none';
  }

  it('has a draft article, a page view and an author email to protect', async () => {
    const { rows } = await api.db.query<{ views: number; emails: number }>(
      'SELECT (SELECT count(*)::int FROM public.page_views) AS views, (SELECT count(email)::int FROM public.authors) AS emails',
    );
    expect(draftId).toEqual(expect.any(String));
    expect(rows[0]!.views).toBeGreaterThan(0);
    expect(rows[0]!.emails).toBeGreaterThan(0);
  });

  const callers: [string, () => Headers][] = [
    ['a visitor (no token)', () => ({})],
    ['a visitor asking for site_admin', () => ({ 'x-hasura-role': 'site_admin' })],
    ['a member', () => member],
  ];

  it.each(callers)('%s is refused every admin operation, and nothing changes', async (_caller, headers) => {
    const before = await fingerprint();
    const codes: Record<string, string> = {};
    for (const operation of adminOperations(draftId)) codes[operation.name] = await refusal(operation, headers());
    for (const [name, code] of Object.entries(codes)) {
      expect([name, code]).toEqual([name, name === 'read draft articles' ? 'hidden' : 'validation-failed']);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('a member asking for site_admin is denied the role for every admin operation', async () => {
    const before = await fingerprint();
    for (const operation of adminOperations(draftId)) {
      const result = await api.gql(operation.query, { ...member, 'x-hasura-role': 'site_admin' }, operation.variables);
      expect([operation.name, result.errors?.[0]?.extensions.code]).toEqual([operation.name, 'access-denied']);
    }
    expect(await fingerprint()).toBe(before);
  });

  describe('a site admin', () => {
    async function run<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<Data> {
      return dataOf(await api.gql<Data>(query, siteAdmin, variables));
    }

    async function row<T>(sql: string, params: unknown[]): Promise<T | undefined> {
      return (await api.db.query<T>(sql, params)).rows[0];
    }

    it('creates, publishes, unpublishes, edits and deletes an article; the database keeps published_at', async () => {
      const { insert_articles_one: created } = await run<{
        insert_articles_one: { id: string; slug: string; published_at: string | null };
      }>(
        `mutation ($content: String!, $category: uuid!, $author: uuid!) {
          insert_articles_one(object: {title: "Admins Publish Here", excerpt: "An excerpt for admins", content: $content,
            category_id: $category, author_id: $author, language: "en"}) { id slug published_at }
        }`,
        { content: CONTENT, category: CATEGORY, author: AUTHOR },
      );
      expect(created).toMatchObject({ slug: 'admins-publish-here', published_at: null });
      expect(await row('SELECT user_id FROM public.articles WHERE id = $1', [created.id])).toEqual({ user_id: MEMBERS.sofia });

      const toggle =
        'mutation ($id: uuid!, $published: Boolean!) { update_articles_by_pk(pk_columns: {id: $id}, _set: {published: $published}) { published published_at } }';
      const published = await run<{ update_articles_by_pk: { published: boolean; published_at: string | null } }>(toggle, {
        id: created.id,
        published: true,
      });
      expect(published.update_articles_by_pk).toEqual({ published: true, published_at: expect.any(String) });
      const drafted = await run<{ update_articles_by_pk: { published: boolean; published_at: string | null } }>(toggle, {
        id: created.id,
        published: false,
      });
      expect(drafted.update_articles_by_pk).toEqual({ published: false, published_at: null });

      const edited = await run<{ update_articles_by_pk: { title: string } }>(
        'mutation ($id: uuid!) { update_articles_by_pk(pk_columns: {id: $id}, _set: {title: "Admins Edit Here"}) { title } }',
        { id: created.id },
      );
      expect(edited.update_articles_by_pk).toEqual({ title: 'Admins Edit Here' });
      expect(await run('mutation ($id: uuid!) { delete_articles_by_pk(id: $id) { id } }', { id: created.id })).toEqual({
        delete_articles_by_pk: { id: created.id },
      });
      expect(await row('SELECT id FROM public.articles WHERE id = $1', [created.id])).toBeUndefined();
    });

    it('reads drafts', async () => {
      const data = await run<{ articles: { id: string }[] }>('{ articles(where: {published: {_eq: false}}) { id } }');
      expect(data.articles.map((article) => article.id)).toContain(draftId);
    });

    it('creates, edits and deletes a category and an author, and reads author emails', async () => {
      const { insert_categories_one: category } = await run<{ insert_categories_one: { id: string } }>(
        'mutation { insert_categories_one(object: {name: "Rollup Research", slug: "rollup-research"}) { id } }',
      );
      await run('mutation ($id: uuid!) { update_categories_by_pk(pk_columns: {id: $id}, _set: {description: "Rollups"}) { id } }', {
        id: category.id,
      });
      expect(await row('SELECT description FROM public.categories WHERE id = $1', [category.id])).toEqual({ description: 'Rollups' });
      await run('mutation ($id: uuid!) { delete_categories_by_pk(id: $id) { id } }', { id: category.id });
      expect(await row('SELECT id FROM public.categories WHERE id = $1', [category.id])).toBeUndefined();

      const { insert_authors_one: author } = await run<{ insert_authors_one: { id: string } }>(
        'mutation { insert_authors_one(object: {name: "Ada Chen", email: "ada@example.com"}) { id } }',
      );
      await run('mutation ($id: uuid!) { update_authors_by_pk(pk_columns: {id: $id}, _set: {bio: "Rollup researcher"}) { id } }', {
        id: author.id,
      });
      const emails = await run<{ authors: { id: string; email: string }[] }>('{ authors { id email } }');
      expect(emails.authors).toContainEqual({ id: author.id, email: 'ada@example.com' });
      await run('mutation ($id: uuid!) { delete_authors_by_pk(id: $id) { id } }', { id: author.id });
      expect(await row('SELECT id FROM public.authors WHERE id = $1', [author.id])).toBeUndefined();
    });

    it('creates, edits and deletes an event', async () => {
      const { insert_events_one: event } = await run<{ insert_events_one: { id: string } }>(
        `mutation { insert_events_one(object: {name: "Admin Meetup", description: "Planned by admins.", start_date: "2030-01-01T10:00:00Z",
          end_date: "2030-01-01T12:00:00Z", location_url: "Online"}) { id } }`,
      );
      await run('mutation ($id: uuid!) { update_events_by_pk(pk_columns: {id: $id}, _set: {status: cancelled}) { id } }', {
        id: event.id,
      });
      expect(await row('SELECT status FROM public.events WHERE id = $1', [event.id])).toEqual({ status: 'cancelled' });
      await run('mutation ($id: uuid!) { delete_events_by_pk(id: $id) { id } }', { id: event.id });
      expect(await row('SELECT id FROM public.events WHERE id = $1', [event.id])).toBeUndefined();
    });

    it('grants and revokes admin', async () => {
      const grant =
        'mutation ($id: uuid!, $admin: Boolean!) { update_user_profiles_by_pk(pk_columns: {id: $id}, _set: {is_admin: $admin}) { is_admin } }';
      expect(await run(grant, { id: MEMBERS.chenHao, admin: true })).toEqual({ update_user_profiles_by_pk: { is_admin: true } });
      expect(await run(grant, { id: MEMBERS.chenHao, admin: false })).toEqual({ update_user_profiles_by_pk: { is_admin: false } });
    });

    it('reads sign-in accounts, page views and the analytics', async () => {
      const accounts = await run<{ auth_users: { id: string }[] }>('{ auth_users { id email } }');
      expect(accounts.auth_users.map((account) => account.id)).toContain(MEMBERS.linWei);
      const views = await run<{ page_views_aggregate: { aggregate: { count: number } } }>(
        '{ page_views_aggregate { aggregate { count } } }',
      );
      expect(views.page_views_aggregate.aggregate.count).toBeGreaterThan(0);
      expect(await run('mutation { delete_page_views(where: {path: {_eq: "/never-visited"}}) { affected_rows } }')).toEqual({
        delete_page_views: { affected_rows: 0 },
      });
      const analytics: GraphqlResult<{ articleAnalytics: { totalViews: number }; dailyAnalytics: { totalViews: number } }> = await api.gql(
        '{ articleAnalytics { totalViews } dailyAnalytics { totalViews } }',
        siteAdmin,
      );
      const { rows } = await api.db.query<{ n: number }>('SELECT coalesce(sum(views_count), 0)::int AS n FROM public.articles');
      expect(dataOf(analytics).articleAnalytics.totalViews).toBe(rows[0]!.n);
      expect(dataOf(analytics).dailyAnalytics.totalViews).toBeGreaterThan(0);
    });
  });
});
