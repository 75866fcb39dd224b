// Issue 32: a member who has not confirmed their address (x-hasura-email-verified 'false') reads and sets up their
// own things, but every public write is refused by the permissions (Hasura's permission-error), until they follow
// the mailed link and refresh the session: the same session's next token writes. The real app over seeded PGlite.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlResult } from '../engine/harness.ts';
import { verifyByInject } from '../support/verify-email.ts';
import { startAuthApp, type AuthApp, type SessionBody } from './auth-app.ts';

let auth: AuthApp;
const ids: Record<'article' | 'blogPost' | 'discussion' | 'comment' | 'news' | 'author' | 'event', string> = {
  event: '',
  article: '',
  blogPost: '',
  discussion: '',
  comment: '',
  news: '',
  author: '',
};

const BODY = 'A blog post long enough for the rule of fifty characters or more.';
const CLAIMS = 'https://hasura.io/jwt/claims';
const verifiedClaim = (token: string) => (decodeJwt(token)[CLAIMS] as Record<string, unknown>)['x-hasura-email-verified'];

/** The public writes, each a mutation that changes one row (the published post under a new slug each run). */
function publicWrites(tag: string): Record<string, string> {
  return {
    discussion: `mutation { insert_discussions_one(object: {title: "Unverified ${tag}", topic: "general", content: "Hello from ${tag}", language: "en"}) { id } }`,
    comment: `mutation { insert_discussion_comments_one(object: {discussion_id: "${ids.discussion}", content: "A comment ${tag}"}) { id } }`,
    reply: `mutation { insert_discussion_comments_one(object: {discussion_id: "${ids.discussion}", parent_id: "${ids.comment}", content: "A reply ${tag}"}) { id } }`,
    articleLike: `mutation { insert_article_likes_one(object: {article_id: "${ids.article}"}) { article_id } }`,
    blogPostLike: `mutation { insert_blog_post_likes_one(object: {blog_post_id: "${ids.blogPost}"}) { blog_post_id } }`,
    discussionLike: `mutation { insert_discussion_likes_one(object: {discussion_id: "${ids.discussion}"}) { discussion_id } }`,
    commentLike: `mutation { insert_discussion_comment_likes_one(object: {comment_id: "${ids.comment}"}) { comment_id } }`,
    newsVote: `mutation { insert_news_votes_one(object: {news_id: "${ids.news}", side: "bull"}) { news_id } }`,
    report: `mutation { insert_content_reports_one(object: {discussion_id: "${ids.discussion}", reason: "spam"}) { id } }`,
    rsvp: `mutation { insert_event_rsvps_one(object: {event_id: "${ids.event}", status: "going"}) { id } }`,
    publishedPost: `mutation { insert_blog_posts_one(object: {title: "Post ${tag}", slug: "unverified-post-${tag}", excerpt: "A short excerpt of the post for the test.", content: "${BODY}", published: true}) { id } }`,
  };
}

/** Writes that set up the member's own, private things. */
const setUp = (userId: string, tag: string) => ({
  profile: `mutation { update_user_profiles_by_pk(pk_columns: {id: "${userId}"}, _set: {display_name: "New Name", bio: "About me"}) { id } }`,
  bookmark: `mutation { insert_bookmarks_one(object: {article_id: "${ids.article}"}) { id } }`,
  follow: `mutation { insert_follows_one(object: {author_id: "${ids.author}"}) { id } }`,
  draft: `mutation { insert_blog_posts_one(object: {title: "Draft ${tag}", slug: "unverified-draft-${tag}", excerpt: "A short excerpt of the post for the test.", content: "${BODY}", published: false}) { id } }`,
});

const refused = (result: GraphqlResult<unknown>) => {
  expect(result.data ?? null, JSON.stringify(result)).toBeNull();
  expect(result.errors).toHaveLength(1);
  expect(result.errors![0]).toMatchObject({
    message: 'check constraint of an insert/update permission has failed',
    extensions: { code: 'permission-error', path: expect.any(String) },
  });
};

const written = (result: GraphqlResult<unknown>) => {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const [value] = Object.values((result.data ?? {}) as Record<string, unknown>);
  expect(value).toBeTruthy();
};

beforeAll(async () => {
  auth = await startAuthApp();
  const one = async (sql: string) => (await auth.db.query<{ id: string }>(sql)).rows[0]!.id;
  ids.article = await one('SELECT id::text AS id FROM public.articles WHERE published ORDER BY id LIMIT 1');
  ids.blogPost = await one('SELECT id::text AS id FROM public.blog_posts WHERE published ORDER BY id LIMIT 1');
  ids.discussion = await one('SELECT id::text AS id FROM public.discussions WHERE NOT hidden ORDER BY id LIMIT 1');
  ids.comment = await one(
    `SELECT c.id::text AS id FROM public.discussion_comments c JOIN public.discussions d ON d.id = c.discussion_id
      WHERE NOT c.hidden AND NOT d.hidden AND c.parent_id IS NULL AND c.discussion_id = '${ids.discussion}' ORDER BY c.id LIMIT 1`,
  );
  ids.news = await one('SELECT id::text AS id FROM public.news_articles WHERE is_published ORDER BY id LIMIT 1');
  ids.author = await one('SELECT id::text AS id FROM public.authors ORDER BY id LIMIT 1');
  ids.event = await one(
    `INSERT INTO public.events (name, description, start_date, end_date, location_url, max_attendees)
     VALUES ('Unverified writes event', 'An event of the test', now() + interval '3 days', now() + interval '3 days 2 hours', 'Online', 50)
     RETURNING id::text AS id`,
  );
});

afterAll(async () => {
  await auth?.close();
});

describe('what an unverified member may write (issue 32)', () => {
  it('refuses each public write with permission-error, allows setting up their own, and writes after verifying in the same session', async () => {
    const { session }: SessionBody = await auth.signUp();
    expect(verifiedClaim(session.accessToken)).toBe('false');
    const tag = session.user.username;

    let draftId = '';
    for (const [name, mutation] of Object.entries(setUp(session.user.id, tag))) {
      const result = await auth.gql<{ insert_blog_posts_one?: { id: string } }>(session.accessToken, mutation);
      expect(result.errors, `${name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
      written(result);
      if (name === 'draft') draftId = result.data!.insert_blog_posts_one!.id;
    }
    for (const [name, mutation] of Object.entries(publicWrites(tag))) {
      const result = await auth.gql(session.accessToken, mutation);
      expect(result.errors?.[0]?.extensions, name).toMatchObject({ code: 'permission-error' });
      refused(result);
    }
    // Publishing the draft is an update: refused too.
    const publish = `mutation { update_blog_posts_by_pk(pk_columns: {id: "${draftId}"}, _set: {published: true}) { id published } }`;
    refused(await auth.gql(session.accessToken, publish));
    // Nothing public was written.
    const { rows: counts } = await auth.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM public.discussions WHERE author_id = $1)::int + (SELECT count(*) FROM public.discussion_comments WHERE author_id = $1)::int
            + (SELECT count(*) FROM public.article_likes WHERE user_id = $1)::int + (SELECT count(*) FROM public.news_votes WHERE user_id = $1)::int
            + (SELECT count(*) FROM public.content_reports WHERE reporter_id = $1)::int
            + (SELECT count(*) FROM public.event_rsvps WHERE user_id = $1)::int
            + (SELECT count(*) FROM public.blog_posts WHERE author_id = $1 AND published)::int AS n`,
      [session.user.id],
    );
    expect(counts[0]!.n).toBe(0);

    // The mailed link, then the same session's refreshed token.
    const verified = await verifyByInject(auth.app, auth.db, session.user.email, session.refreshToken);
    expect(verified.user.emailVerified).toBe(true);
    expect(verifiedClaim(verified.accessToken)).toBe('true');
    for (const [name, mutation] of Object.entries(publicWrites(`${tag}_v`))) {
      const result = await auth.gql(verified.accessToken, mutation);
      expect(result.errors, `${name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
      written(result);
    }
    written(await auth.gql(verified.accessToken, publish));

    // The token issued before verification still says 'false' for its remaining minutes: no new thread, and the
    // RSVP given since cannot be changed with it (withdrawing stays open).
    refused(await auth.gql(session.accessToken, publicWrites(`${tag}_old`).discussion!));
    const change = `mutation { update_event_rsvps(where: {event_id: {_eq: "${ids.event}"}}, _set: {status: "interested"}) { affected_rows } }`;
    refused(await auth.gql(session.accessToken, change));
    written(await auth.gql(verified.accessToken, change));
    const withdraw = `mutation { delete_event_rsvps(where: {event_id: {_eq: "${ids.event}"}}) { affected_rows } }`;
    const withdrawn = await auth.gql<{ delete_event_rsvps: { affected_rows: number } }>(session.accessToken, withdraw);
    expect(withdrawn.data?.delete_event_rsvps.affected_rows, JSON.stringify(withdrawn)).toBe(1);
  });
});
