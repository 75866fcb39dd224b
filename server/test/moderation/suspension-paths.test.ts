// Every write path of a suspended member's access token (issue 28): the token, issued before the suspension and
// valid until it expires, still verifies, yet writes nothing anywhere: GraphQL mutations on every table members
// write (statement triggers reading Hasura's hasura.user), /storage uploads and the member-write actions (a
// suspension lookup per call; the view counters' in their own statement), and /auth refresh refuses. Reads go on; lifting the suspension restores it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/auth/index.ts';
import { memberWriteActions } from '../../src/functions/index.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { METADATA_DIR } from '../../src/config/paths.ts';
import { startAuthApp, type AuthApp, type ErrorBody, type SessionBody } from '../auth/auth-app.ts';
import { formBody, imageFile, makeImage } from '../storage/support.ts';

const ACTIONS_SECRET = 'suspension-paths-actions-secret';
const savedEnv = { ACTIONS_SECRET: process.env.ACTIONS_SECRET, ACTIONS_BASE_URL: process.env.ACTIONS_BASE_URL };
let auth: AuthApp;
let admin: SessionBody['session'];
const asAdmin = { 'x-hasura-role': 'site_admin' };

beforeAll(async () => {
  auth = await startAuthApp({ env: { ACTIONS_SECRET } });
  // The engine calls the app's own /actions/* handlers, as Hasura would.
  process.env.ACTIONS_SECRET = ACTIONS_SECRET;
  process.env.ACTIONS_BASE_URL = await auth.app.listen({ host: '127.0.0.1', port: 0 });
  const { session } = await auth.signUpVerified();
  await grantAdmin(auth.db, session.user.email);
  admin = (await auth.signIn(session.user.email)).body.session;
}, 120_000);

afterAll(async () => {
  await auth?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

async function moderate(fields: string) {
  const answer = await auth.gql(admin.accessToken, `mutation { insert_moderation_actions_one(object: { ${fields} }) { id } }`, asAdmin);
  expect(answer.errors).toBeUndefined();
}

async function uploadAs(token: string) {
  const { payload, headers } = await formBody({ file: imageFile(await makeImage('png'), 'png') });
  const response = await auth.app.inject({
    method: 'POST',
    url: '/storage/images',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { url?: string } & Partial<ErrorBody> };
}

const PAGE_VIEW = `mutation { recordPageView(path: "/about", title: "About", visitorId: "visitor-suspension-1", sessionId: "session-suspension-1") { ok } }`;

async function firstIds() {
  const { rows } = await auth.db.query<{ article: string; event: string; author: string }>(
    `SELECT (SELECT id FROM public.articles WHERE published LIMIT 1) AS article,
            (SELECT id FROM public.events WHERE published LIMIT 1) AS event,
            (SELECT id FROM public.authors LIMIT 1) AS author`,
  );
  return rows[0]!;
}

describe("a suspended member's access token", () => {
  it('writes nothing through GraphQL, /storage or the actions, and refreshes no more, until the suspension is lifted', async () => {
    const { session: member } = await auth.signUpVerified();
    const { session: other } = await auth.signUpVerified();
    const ids = await firstIds();
    // Before: the same token uploads and records a page view.
    expect((await uploadAs(member.accessToken)).status).toBe(201);
    expect((await auth.gql(member.accessToken, PAGE_VIEW)).errors).toBeUndefined();
    const bookmarked = await auth.gql(
      member.accessToken,
      `mutation { insert_bookmarks_one(object: { article_id: "${ids.article}" }) { id } }`,
    );
    expect(bookmarked.errors).toBeUndefined();

    await moderate(`kind: "suspend", member_id: "${member.user.id}", suspended_until: "${inAWeek()}", note: "Spam"`);

    const writes: [string, string][] = [
      ['bookmarks', `mutation { delete_bookmarks(where: {}) { affected_rows } }`],
      ['follows', `mutation { insert_follows_one(object: { member_id: "${other.user.id}" }) { id } }`],
      ['follows', `mutation { insert_follows_one(object: { author_id: "${ids.author}" }) { id } }`],
      ['event_rsvps', `mutation { insert_event_rsvps_one(object: { event_id: "${ids.event}", status: "going" }) { id } }`],
      ['notifications', `mutation { update_notifications(where: {}, _set: { read_at: "now()" }) { affected_rows } }`],
      ['discussions', `mutation { insert_discussions_one(object: { content: "Posting while suspended, again." }) { id } }`],
      ['user_profiles', `mutation { update_user_profiles_by_pk(pk_columns: { id: "${member.user.id}" }, _set: { bio: "x" }) { id } }`],
    ];
    for (const [table, mutation] of writes) {
      const answer = await auth.gql(member.accessToken, mutation);
      expect(answer.data, table).toBeUndefined();
      expect(answer.errors?.[0]?.message, table).toContain(`${table}_member_suspended`);
    }

    const upload = await uploadAs(member.accessToken);
    expect(upload.status).toBe(403);
    expect(upload.body.error?.code).toBe('account-suspended');
    expect(upload.body.error?.message).toContain('Spam');

    const view = await auth.gql(member.accessToken, PAGE_VIEW);
    expect(view.data).toBeUndefined();
    expect(view.errors?.[0]?.extensions?.code).toBe('account-suspended');
    // The view counters read the suspension in their own statement: refused alike, nothing noted or counted.
    const viewsOf = async () =>
      (await auth.db.query<{ n: number }>(`SELECT views_count AS n FROM articles WHERE id = $1`, [ids.article])).rows[0]!.n;
    const viewsBefore = await viewsOf();
    const counted = await auth.gql(member.accessToken, `mutation { incrementArticleViews(id: "${ids.article}") { id views_count } }`);
    expect(counted.data).toBeUndefined();
    expect(counted.errors?.[0]?.extensions?.code).toBe('account-suspended');
    expect(counted.errors?.[0]?.message).toContain('Spam');
    expect(await viewsOf()).toBe(viewsBefore);
    const notes = await auth.db.query(`SELECT 1 FROM security.item_views_daily WHERE visitor_key = $1`, [`member:${member.user.id}`]);
    expect(notes.rows).toEqual([]);
    // A visitor's page view and the member's reads go on.
    const visitor = await auth.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: PAGE_VIEW }),
    });
    expect(visitor.json()).toEqual({ data: { recordPageView: { ok: true } } });
    expect((await auth.gql(member.accessToken, '{ search(query: "ethereum", limit: 1) { id } }')).errors).toBeUndefined();
    expect((await auth.gql(member.accessToken, '{ bookmarks { id } }')).data).toEqual({ bookmarks: [expect.anything()] });

    const refresh = await auth.post<ErrorBody>('token', { refreshToken: member.refreshToken });
    expect(refresh.status).toBe(403);
    expect(refresh.body.error.code).toBe('account-suspended');

    await moderate(`kind: "unsuspend", member_id: "${member.user.id}"`);
    expect((await uploadAs(member.accessToken)).status).toBe(201);
    expect((await auth.gql(member.accessToken, PAGE_VIEW)).errors).toBeUndefined();
    expect((await auth.gql(member.accessToken, writes[1]![1])).errors).toBeUndefined();
    const lifted = await auth.gql(member.accessToken, `mutation { incrementArticleViews(id: "${ids.article}") { id views_count } }`);
    expect(lifted.errors).toBeUndefined();
    expect(await viewsOf()).toBe(viewsBefore + 1);
  });

  it('guards every action a member may call that writes', () => {
    const metadata = loadMetadata(METADATA_DIR);
    const memberMutations = metadata.actions
      .filter((action) => action.definition.type === 'mutation' && action.permissions.some((permission) => permission.role === 'user'))
      .map((action) => action.name)
      .sort();
    expect(memberMutations).toEqual([...memberWriteActions].sort());
  });
});
