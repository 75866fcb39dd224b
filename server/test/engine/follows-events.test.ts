// Issue 28's following and events rules on the project's metadata with real tokens, migrations
// 1795305603500_follows and 1795305603510_event_rsvps: members follow authors, members and tags and only see and
// change their own follows; a publication notifies each follower once, never its actor, within the actor's daily
// budget; RSVPs honour an event's capacity under concurrent requests, move the attendee count and give the seat
// back; the reminder job reminds each member once per event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { sendEventReminders } from '../../src/functions/events/index.ts';
import type { ActionContext } from '../../src/functions/index.ts';
import {
  backends,
  bearer,
  countRows,
  createTestEngine,
  dataOf,
  memberToken,
  MEMBERS,
  siteAdminToken,
  type Headers,
  type TestEngine,
} from './harness.ts';

const FOLLOW = 'mutation ($object: follows_insert_input!) { insert_follows_one(object: $object) { id author_id member_id tag } }';
const MY_FOLLOWS = '{ follows { author_id member_id tag } }';
const UNFOLLOW = 'mutation ($id: uuid!) { delete_follows(where: {member_id: {_eq: $id}}) { affected_rows } }';
const POST = 'mutation ($post: blog_posts_insert_input!) { insert_blog_posts_one(object: $post) { id } }';
const SET_PUBLISHED =
  'mutation ($id: uuid!, $published: Boolean!) { update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {published: $published}) { id } }';
const ARTICLE = 'mutation ($article: articles_insert_input!) { insert_articles_one(object: $article) { id } }';
const RSVP =
  'mutation ($eventId: uuid!, $status: String!) { insert_event_rsvps_one(object: {event_id: $eventId, status: $status}) { id status } }';
const CHANGE_RSVP =
  'mutation ($eventId: uuid!, $status: String!) { update_event_rsvps(where: {event_id: {_eq: $eventId}}, _set: {status: $status}) { affected_rows } }';
const WITHDRAW = 'mutation ($eventId: uuid!) { delete_event_rsvps(where: {event_id: {_eq: $eventId}}) { affected_rows } }';
const ATTENDEES = 'query ($id: uuid!) { events_by_pk(id: $id) { current_attendees max_attendees currency language } }';

describe.each(backends().map((backend) => [backend.name, backend] as const))('following and events on %s', (_name, backend) => {
  let db: Database;
  let api: TestEngine;
  let linWei: Headers;
  let marcus: Headers;
  let chenHao: Headers;
  let admin: Headers;
  let members = 0;
  let events = 0;

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.open();
    api = await createTestEngine(db);
    linWei = bearer(await memberToken(MEMBERS.linWei));
    marcus = bearer(await memberToken(MEMBERS.marcus));
    chenHao = bearer(await memberToken(MEMBERS.chenHao));
    await db.query('UPDATE user_profiles SET is_admin = true WHERE id = $1', [MEMBERS.sofia]);
    admin = bearer(await siteAdminToken(MEMBERS.sofia), { 'x-hasura-role': 'site_admin' });
  });

  afterAll(async () => {
    await db?.close();
    await backend.stop();
  });

  const newMembers = async (count: number) => {
    const created: { id: string; headers: Headers }[] = [];
    for (let index = 0; index < count; index += 1) {
      members += 1;
      const id = `33000000-0000-4000-8000-${String(members).padStart(12, '0')}`;
      const name = `follower_${members}`;
      await db.query(`INSERT INTO auth.users (id, email, password_hash) VALUES ($1, $2, 'x')`, [id, `${name}@example.com`]);
      await db.query('INSERT INTO user_profiles (id, username, display_name) VALUES ($1, $2, $2)', [id, name]);
      created.push({ id, headers: bearer(await memberToken(id)) });
    }
    return created;
  };
  /** A published event `hours` from now with `seats` places (null: no limit). */
  const newEvent = async (seats: number | null, hours = 72) => {
    events += 1;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO events (name, description, start_date, end_date, location_url, max_attendees)
       VALUES ($1, 'An event of the rules test', now() + make_interval(hours => $2), now() + make_interval(hours => $2 + 2), 'Online', $3)
       RETURNING id`,
      [`Rules test event ${events}`, hours, seats],
    );
    return rows[0]!.id;
  };
  const follow = async (headers: Headers, object: Record<string, unknown>) => api.gql(FOLLOW, headers, { object });
  const post = (tags: string[], published = true) => ({
    title: `A post about ${tags.join(' and ') || 'nothing'}`,
    excerpt: 'An excerpt of the post.',
    content: `A post long enough to be stored. ${'Words on a page. '.repeat(4)}`,
    language: 'en',
    tags,
    published,
  });
  const publishNotifications = (recipient: string, column: 'blog_post_id' | 'article_id', id: string) =>
    countRows(db, `SELECT count(*) AS n FROM notifications WHERE recipient_id = $1 AND kind = 'publish' AND ${column} = $2`, [
      recipient,
      id,
    ]);
  const attendees = async (id: string) =>
    dataOf<{ events_by_pk: { current_attendees: number } }>(await api.gql(ATTENDEES, linWei, { id })).events_by_pk.current_attendees;

  it.skipIf(!backend.available)(
    'visitors read how many follow a tag and how many a member follows; unfollows and removed accounts count down',
    async () => {
      const followers = await newMembers(3);
      const tag = `counted-tag-${members}`;
      const counts = async () =>
        dataOf<{ tag_follower_counts_by_pk: { followers_count: number } | null; user_profiles_by_pk: { following_count: number } }>(
          await api.gql(
            'query ($tag: String!, $id: uuid!) { tag_follower_counts_by_pk(tag: $tag) { followers_count } user_profiles_by_pk(id: $id) { following_count } }',
            {},
            { tag, id: followers[0]!.id },
          ),
        );
      expect(await counts()).toEqual({ tag_follower_counts_by_pk: null, user_profiles_by_pk: { following_count: 0 } });
      await Promise.all(followers.map((member) => follow(member.headers, { tag })));
      dataOf(await follow(followers[0]!.headers, { member_id: followers[1]!.id }));
      expect(await counts()).toEqual({ tag_follower_counts_by_pk: { followers_count: 3 }, user_profiles_by_pk: { following_count: 2 } });
      dataOf(
        await api.gql('mutation ($tag: String!) { delete_follows(where: {tag: {_eq: $tag}}) { affected_rows } }', followers[1]!.headers, {
          tag,
        }),
      );
      await db.query('DELETE FROM auth.users WHERE id = $1', [followers[2]!.id]);
      expect((await counts()).tag_follower_counts_by_pk).toEqual({ followers_count: 1 });
      dataOf(
        await api.gql('mutation ($tag: String!) { delete_follows(where: {tag: {_eq: $tag}}) { affected_rows } }', followers[0]!.headers, {
          tag,
        }),
      );
      expect(await counts()).toEqual({ tag_follower_counts_by_pk: null, user_profiles_by_pk: { following_count: 1 } });
      // Nobody writes the counts but the trigger.
      expect(
        (await api.gql('mutation { delete_tag_follower_counts(where: {}) { affected_rows } }', followers[0]!.headers)).errors,
      ).toBeDefined();
    },
  );

  it.skipIf(!backend.available)('members follow authors, members and tags, and see and remove only their own follows', async () => {
    const [reader] = await newMembers(1);
    const author = (await db.query<{ id: string }>('SELECT id FROM authors ORDER BY id LIMIT 1')).rows[0]!.id;
    dataOf(await follow(reader!.headers, { author_id: author }));
    // The follower is preset and cannot be named.
    dataOf(await follow(reader!.headers, { member_id: MEMBERS.marcus }));
    expect((await follow(linWei, { member_id: MEMBERS.marcus, follower_id: reader!.id })).errors?.[0]?.extensions.code).toBe(
      'validation-failed',
    );
    expect(await countRows(db, 'SELECT count(*) AS n FROM follows WHERE follower_id = $1', [reader!.id])).toBe(2);
    dataOf(await follow(reader!.headers, { tag: 'ethereum' }));
    expect((await follow(reader!.headers, { tag: 'ethereum' })).errors?.[0]?.extensions.code).toBe('constraint-violation');
    expect((await follow(reader!.headers, { tag: 'defi', member_id: MEMBERS.marcus })).errors?.[0]?.message).toContain(
      'follows_one_target',
    );
    expect((await follow(marcus, { member_id: MEMBERS.marcus })).errors?.[0]?.message).toContain('follows_not_self');
    expect((await follow({}, { tag: 'x' })).errors?.[0]?.extensions.code).toBe('validation-failed');

    const mine = dataOf<{ follows: unknown[] }>(await api.gql(MY_FOLLOWS, reader!.headers)).follows;
    expect(mine).toHaveLength(3);
    expect(dataOf<{ follows: unknown[] }>(await api.gql(MY_FOLLOWS, linWei)).follows).toHaveLength(0);
    // Another member deletes none of the reader's follows.
    expect(
      dataOf<{ delete_follows: { affected_rows: number } }>(await api.gql(UNFOLLOW, linWei, { id: MEMBERS.marcus })).delete_follows
        .affected_rows,
    ).toBe(0);
    const counts = await api.gql<{ user_profiles_by_pk: { followers_count: number }; authors_by_pk: { followers_count: number } }>(
      'query ($id: uuid!, $author: uuid!) { user_profiles_by_pk(id: $id) { followers_count } authors_by_pk(id: $author) { followers_count } }',
      {},
      { id: MEMBERS.marcus, author },
    );
    expect(dataOf(counts).user_profiles_by_pk.followers_count).toBe(1);
    expect(dataOf(counts).authors_by_pk.followers_count).toBe(1);
    expect(
      dataOf<{ delete_follows: { affected_rows: number } }>(await api.gql(UNFOLLOW, reader!.headers, { id: MEMBERS.marcus })).delete_follows
        .affected_rows,
    ).toBe(1);
  });

  it.skipIf(!backend.available)('a publication notifies each follower once, never its actor, within the actor budget', async () => {
    const [byMember, byTag, byBoth] = await newMembers(3);
    dataOf(await follow(byMember!.headers, { member_id: MEMBERS.chenHao }));
    dataOf(await follow(byTag!.headers, { tag: 'zk-rules' }));
    dataOf(await follow(byBoth!.headers, { member_id: MEMBERS.chenHao }));
    dataOf(await follow(byBoth!.headers, { tag: 'zk-rules' }));
    dataOf(await follow(chenHao, { tag: 'zk-rules' }));

    const draft = dataOf<{ insert_blog_posts_one: { id: string } }>(
      await api.gql(POST, chenHao, { post: post(['zk-rules', 'proofs'], false) }),
    ).insert_blog_posts_one.id;
    expect(await publishNotifications(byMember!.id, 'blog_post_id', draft)).toBe(0);
    dataOf(await api.gql(SET_PUBLISHED, chenHao, { id: draft, published: true }));
    // Unpublished and published again: still one each.
    dataOf(await api.gql(SET_PUBLISHED, chenHao, { id: draft, published: false }));
    dataOf(await api.gql(SET_PUBLISHED, chenHao, { id: draft, published: true }));
    for (const follower of [byMember!, byTag!, byBoth!]) expect(await publishNotifications(follower.id, 'blog_post_id', draft)).toBe(1);
    expect(await publishNotifications(MEMBERS.chenHao, 'blog_post_id', draft)).toBe(0);
    const seen = await api.gql<{ notifications: { actor_id: string; blog_post_id: string }[] }>(
      '{ notifications(where: {kind: {_eq: "publish"}}) { actor_id blog_post_id blog_post { title } } }',
      byBoth!.headers,
    );
    expect(dataOf(seen).notifications).toEqual([expect.objectContaining({ actor_id: MEMBERS.chenHao, blog_post_id: draft })]);

    // An article tells its author's followers, the admin who wrote it being the actor.
    const author = (await db.query<{ id: string }>('SELECT id FROM authors ORDER BY id DESC LIMIT 1')).rows[0]!.id;
    dataOf(await follow(byMember!.headers, { author_id: author }));
    const article = dataOf<{ insert_articles_one: { id: string } }>(
      await api.gql(ARTICLE, admin, {
        article: {
          title: 'An article for the followers',
          excerpt: 'What followers of the author read.',
          content: `An article long enough to be stored. ${'Words on a page. '.repeat(4)}`,
          author_id: author,
          language: 'en',
          published: true,
        },
      }),
    ).insert_articles_one.id;
    expect(await publishNotifications(byMember!.id, 'article_id', article)).toBe(1);

    // Past the budget (20 publications a day notify), a publication still goes out, notifying nobody.
    await db.query(
      `INSERT INTO security.budgets (bucket, key, window_start, used) VALUES ('publish', $1, date_trunc('day', now()), 20)
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = 20`,
      [MEMBERS.chenHao],
    );
    const over = dataOf<{ insert_blog_posts_one: { id: string } }>(await api.gql(POST, chenHao, { post: post(['zk-rules']) }))
      .insert_blog_posts_one.id;
    expect(await publishNotifications(byTag!.id, 'blog_post_id', over)).toBe(0);
  });

  it.skipIf(!backend.available)('concurrent RSVPs never overbook an event; withdrawing gives the seat back', async () => {
    const event = await newEvent(5);
    const crowd = await newMembers(12);
    const answers = await Promise.all(crowd.map((member) => api.gql(RSVP, member.headers, { eventId: event, status: 'going' })));
    const refused = answers.filter((answer) => answer.errors);
    expect(answers.length - refused.length).toBe(5);
    for (const answer of refused) expect(answer.errors?.[0]?.message).toContain('event_rsvps_capacity');
    expect(await attendees(event)).toBe(5);
    expect(await countRows(db, `SELECT count(*) AS n FROM event_rsvps WHERE event_id = $1`, [event])).toBe(5);

    const inside = crowd.filter((_member, index) => !answers[index]!.errors);
    const outside = crowd.filter((_member, index) => answers[index]!.errors);
    // Interested takes no seat, even when the event is full.
    expect(
      dataOf<{ insert_event_rsvps_one: { status: string } }>(
        await api.gql(RSVP, outside[0]!.headers, { eventId: event, status: 'interested' }),
      ).insert_event_rsvps_one.status,
    ).toBe('interested');
    expect((await api.gql(CHANGE_RSVP, outside[0]!.headers, { eventId: event, status: 'going' })).errors?.[0]?.message).toContain(
      'event_rsvps_capacity',
    );
    // Going -> interested frees a seat, which the interested member then takes.
    dataOf(await api.gql(CHANGE_RSVP, inside[0]!.headers, { eventId: event, status: 'interested' }));
    expect(await attendees(event)).toBe(4);
    dataOf(await api.gql(CHANGE_RSVP, outside[0]!.headers, { eventId: event, status: 'going' }));
    expect(await attendees(event)).toBe(5);
    // Withdrawing gives the seat back; another member's RSVP cannot be withdrawn.
    expect(
      dataOf<{ delete_event_rsvps: { affected_rows: number } }>(await api.gql(WITHDRAW, linWei, { eventId: event })).delete_event_rsvps
        .affected_rows,
    ).toBe(0);
    expect(
      dataOf<{ delete_event_rsvps: { affected_rows: number } }>(await api.gql(WITHDRAW, inside[1]!.headers, { eventId: event }))
        .delete_event_rsvps.affected_rows,
    ).toBe(1);
    expect(await attendees(event)).toBe(4);
    // Members read only their own RSVPs.
    expect(dataOf<{ event_rsvps: unknown[] }>(await api.gql('{ event_rsvps { id } }', inside[2]!.headers)).event_rsvps).toHaveLength(1);

    // A past event takes no RSVP; deleting an event with RSVPs works.
    const past = (await db.query<{ id: string }>(`SELECT id FROM events WHERE status = 'completed' LIMIT 1`)).rows[0]!.id;
    expect((await api.gql(RSVP, marcus, { eventId: past, status: 'interested' })).errors?.[0]?.message).toContain('event_rsvps_open_event');
    await db.query('DELETE FROM events WHERE id = $1', [event]);
    expect(await countRows(db, `SELECT count(*) AS n FROM event_rsvps WHERE event_id = $1`, [event])).toBe(0);
  });

  it.skipIf(!backend.available)('events carry a currency (CNY for existing ones) and a language', async () => {
    const seeded = (await db.query<{ id: string }>(`SELECT id FROM events ORDER BY id LIMIT 1`)).rows[0]!.id;
    const event = dataOf<{ events_by_pk: { currency: string; language: string } }>(
      await api.gql(ATTENDEES, linWei, { id: seeded }),
    ).events_by_pk;
    expect(event).toMatchObject({ currency: 'CNY', language: 'en' });
    expect(await countRows(db, `SELECT count(*) AS n FROM events WHERE language = 'zh'`)).toBe(1);
    const update =
      'mutation ($id: uuid!, $currency: String!) { update_events_by_pk(pk_columns: {id: $id}, _set: {currency: $currency}) { currency } }';
    expect(
      dataOf<{ update_events_by_pk: { currency: string } }>(await api.gql(update, admin, { id: seeded, currency: 'USD' }))
        .update_events_by_pk.currency,
    ).toBe('USD');
    expect((await api.gql(update, admin, { id: seeded, currency: 'usd' })).errors?.[0]?.message).toContain('events_currency_check');
  });

  it.skipIf(!backend.available)('the reminder job reminds members going or interested once, for events within a day', async () => {
    const soon = await newEvent(null, 3);
    const later = await newEvent(null, 72);
    const [going, interested] = await newMembers(2);
    dataOf(await api.gql(RSVP, going!.headers, { eventId: soon, status: 'going' }));
    dataOf(await api.gql(RSVP, interested!.headers, { eventId: soon, status: 'interested' }));
    dataOf(await api.gql(RSVP, going!.headers, { eventId: later, status: 'going' }));
    const context = { db } as unknown as ActionContext;
    expect((await sendEventReminders(context)).reminders).toBeGreaterThanOrEqual(2);
    expect((await sendEventReminders(context)).reminders).toBe(0);
    const reminders = (id: string) =>
      countRows(db, `SELECT count(*) AS n FROM notifications WHERE recipient_id = $1 AND kind = 'reminder'`, [id]);
    expect(await reminders(going!.id)).toBe(1);
    expect(await reminders(interested!.id)).toBe(1);
    const mine = await api.gql<{ notifications: { event_id: string }[] }>(
      '{ notifications(where: {kind: {_eq: "reminder"}}) { event_id event { name } } }',
      going!.headers,
    );
    expect(dataOf(mine).notifications).toEqual([expect.objectContaining({ event_id: soon })]);
  });
});
