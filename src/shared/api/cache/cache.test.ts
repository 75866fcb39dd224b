import { parse } from 'graphql';
import { pipe, subscribe } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { AnyVariables, Client, OperationResult, TypedDocumentNode } from 'urql';
import { createTestClient } from './testClient';

const doc = (source: string) => parse(source) as TypedDocumentNode<Record<string, unknown>, AnyVariables>;

const BookmarkState = doc(`query BookmarkState($where: bookmarks_bool_exp!) { bookmarks(where: $where, limit: 1) { id } }`);
const BookmarkAdd = doc(`mutation BookmarkAdd($object: bookmarks_insert_input!) { insert_bookmarks_one(object: $object) { id } }`);
const BookmarkRemove = doc(`mutation BookmarkRemove($id: uuid!) { delete_bookmarks_by_pk(id: $id) { id } }`);
const Thread = doc(`query Thread($id: uuid!) {
  discussions_by_pk(id: $id) { id title comments_count comments(order_by: { created_at: asc }) { id content } }
}`);
const Feed = doc(`query Feed { discussions(order_by: { created_at: desc }) { id title comments_count } }`);
const EditComment = doc(`mutation EditComment($id: uuid!, $content: String!) {
  update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { content: $content }) { id content }
}`);
const Rename = doc(`mutation Rename($id: uuid!, $title: String!) {
  update_discussions_by_pk(pk_columns: { id: $id }, _set: { title: $title }) { id title }
}`);
const AddComment = doc(`mutation AddComment($object: discussion_comments_insert_input!) {
  insert_discussion_comments_one(object: $object) { id }
}`);
const Pinned = doc(`query Pinned { news_articles(order_by: { pinned_at: desc_nulls_last }) { id title } }`);
const Pin = doc(`mutation Pin($id: uuid!, $at: timestamptz) {
  update_news_articles_by_pk(pk_columns: { id: $id }, _set: { pinned_at: $at }) { id }
}`);
const Notifications = doc(`query Notifications { notifications(order_by: { created_at: desc }) { id read_at } }`);
const ReadAll = doc(`mutation ReadAll($at: timestamptz!) {
  update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $at }) { affected_rows returning { id read_at } }
}`);
const Todos = doc(`query Todos { todos(order_by: [{ created_at: desc }]) { id title is_completed } }`);
const Tick = doc(`mutation Tick($id: uuid!, $done: Boolean!) {
  update_todos_by_pk(pk_columns: { id: $id }, _set: { is_completed: $done }) { id is_completed }
}`);

/** Watches a query: the latest result is always in `latest()`. */
function watch(client: Client, query: TypedDocumentNode<Record<string, unknown>, AnyVariables>, variables: AnyVariables = {}) {
  let last: OperationResult | undefined;
  const { unsubscribe } = pipe(
    client.query(query, variables),
    subscribe((result) => {
      last = result;
    }),
  );
  return { latest: () => last?.data, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the normalised cache', () => {
  it('shows a bookmark at once (optimistic), keeps the saved one, and drops it on removal', async () => {
    const answer = deferred<Record<string, unknown>>();
    const { client, sent } = createTestClient({
      BookmarkState: { bookmarks: [] },
      BookmarkAdd: () => answer.promise,
      BookmarkRemove: ({ id }) => ({ delete_bookmarks_by_pk: { id } }),
    });
    const where = { article_id: { _eq: 'a1' } };
    const state = watch(client, BookmarkState, { where });
    const other = watch(client, BookmarkState, { where: { article_id: { _eq: 'a2' } } });
    await settle();
    expect(state.latest()).toEqual({ bookmarks: [] });

    const adding = client.mutation(BookmarkAdd, { object: { article_id: 'a1' } }).toPromise();
    await settle();
    // Before the server answers: the bookmark shows, under a temporary id; the other article's list is untouched.
    expect((state.latest()?.bookmarks as { id: string }[]).map((row) => row.id)).toEqual([expect.stringMatching(/^optimistic-/)]);
    expect(other.latest()).toEqual({ bookmarks: [] });

    answer.resolve({ insert_bookmarks_one: { id: 'b1' } });
    await adding;
    await settle();
    expect(state.latest()).toEqual({ bookmarks: [{ id: 'b1' }] });

    const removed = await client.mutation(BookmarkRemove, { id: 'b1' }).toPromise();
    // The mutation's own answer names the row removed (the cache drops the row, not the answer).
    expect(removed.data).toEqual({ delete_bookmarks_by_pk: { id: 'b1' } });
    await settle();
    expect(state.latest()).toEqual({ bookmarks: [] });
    // The state was never fetched again: the cache kept it.
    expect(sent.filter((operation) => operation.operationName === 'BookmarkState')).toHaveLength(2);
  });

  it('puts an optimistic bookmark back when the server refuses it', async () => {
    const { client } = createTestClient({
      BookmarkState: { bookmarks: [] },
      BookmarkAdd: new Error('Check constraint violation. bookmarks_per_member_limit'),
    });
    const state = watch(client, BookmarkState, { where: { article_id: { _eq: 'a1' } } });
    await settle();
    const result = await client.mutation(BookmarkAdd, { object: { article_id: 'a1' } }).toPromise();
    await settle();
    expect(result.error?.message).toContain('bookmarks_per_member_limit');
    expect(state.latest()).toEqual({ bookmarks: [] });
  });

  it('shows an edit on every view that holds the row, without fetching them again', async () => {
    const { client, sent } = createTestClient({
      Thread: {
        discussions_by_pk: { id: 'd1', title: 'Rollups', comments_count: 1, comments: [{ id: 'c1', content: 'First' }] },
      },
      Feed: { discussions: [{ id: 'd1', title: 'Rollups', comments_count: 1 }] },
      EditComment: ({ id, content }) => ({ update_discussion_comments_by_pk: { id, content } }),
      Rename: ({ id, title }) => ({ update_discussions_by_pk: { id, title } }),
    });
    const thread = watch(client, Thread, { id: 'd1' });
    const feed = watch(client, Feed);
    await settle();

    await client.mutation(Rename, { id: 'd1', title: 'Rollups, explained' }).toPromise();
    await client.mutation(EditComment, { id: 'c1', content: 'First, edited' }).toPromise();
    await settle();
    expect(feed.latest()).toMatchObject({ discussions: [{ id: 'd1', title: 'Rollups, explained' }] });
    expect(thread.latest()).toMatchObject({
      discussions_by_pk: { title: 'Rollups, explained', comments: [{ id: 'c1', content: 'First, edited' }] },
    });
    expect(sent.map((operation) => operation.operationName)).toEqual(['Thread', 'Feed', 'Rename', 'EditComment']);
  });

  it('fetches the lists and counters a new comment changes anew', async () => {
    let comments = [{ id: 'c1', content: 'First' }];
    const { client, sent } = createTestClient({
      Thread: () => ({ discussions_by_pk: { id: 'd1', title: 'Rollups', comments_count: comments.length, comments } }),
      Feed: () => ({ discussions: [{ id: 'd1', title: 'Rollups', comments_count: comments.length }] }),
      AddComment: () => {
        comments = [...comments, { id: 'c2', content: 'Second' }];
        return { insert_discussion_comments_one: { id: 'c2' } };
      },
    });
    const thread = watch(client, Thread, { id: 'd1' });
    const feed = watch(client, Feed);
    await settle();

    await client.mutation(AddComment, { object: { discussion_id: 'd1', content: 'Second' } }).toPromise();
    await settle();
    await settle();
    expect(thread.latest()).toMatchObject({ discussions_by_pk: { comments_count: 2, comments: [{ id: 'c1' }, { id: 'c2' }] } });
    expect(feed.latest()).toMatchObject({ discussions: [{ comments_count: 2 }] });
    expect(sent.filter((operation) => operation.operationName === 'Thread').length).toBeGreaterThan(1);
  });

  it('fetches a list ordered by a column an update changed anew', async () => {
    let order = ['s1', 's2'];
    const { client } = createTestClient({
      Pinned: () => ({ news_articles: order.map((id) => ({ id, title: id })) }),
      Pin: ({ id }) => {
        order = [String(id), ...order.filter((item) => item !== id)];
        return { update_news_articles_by_pk: { id } };
      },
    });
    const list = watch(client, Pinned);
    await settle();
    await client.mutation(Pin, { id: 's2', at: '2026-11-29T06:00:00Z' }).toPromise();
    await settle();
    await settle();
    expect(list.latest()).toMatchObject({ news_articles: [{ id: 's2' }, { id: 's1' }] });
  });

  it('marks every cached unread notification read at once', async () => {
    const answer = deferred<Record<string, unknown>>();
    const { client } = createTestClient({
      Notifications: {
        notifications: [
          { id: 'n1', read_at: null },
          { id: 'n2', read_at: '2026-11-01T00:00:00Z' },
        ],
      },
      ReadAll: () => answer.promise,
    });
    const list = watch(client, Notifications);
    await settle();
    const at = '2026-11-29T06:00:00Z';
    const marking = client.mutation(ReadAll, { at }).toPromise();
    await settle();
    expect(list.latest()).toMatchObject({
      notifications: [
        { id: 'n1', read_at: at },
        { id: 'n2', read_at: '2026-11-01T00:00:00Z' },
      ],
    });
    answer.resolve({ update_notifications: { affected_rows: 1, returning: [{ id: 'n1', read_at: at }] } });
    await marking;
  });

  it("ticks an administrator's to-do at once, and takes the tick back when the server refuses it", async () => {
    const answer = deferred<Error>();
    const { client } = createTestClient({
      Todos: { todos: [{ id: 't1', title: 'Rotate the signing key', is_completed: false }] },
      Tick: () => answer.promise,
    });
    const list = watch(client, Todos);
    await settle();
    const ticking = client.mutation(Tick, { id: 't1', done: true }).toPromise();
    await settle();
    expect(list.latest()).toMatchObject({ todos: [{ id: 't1', is_completed: true }] });
    answer.resolve(new Error('Check constraint violation. todos_title_check'));
    expect((await ticking).error).toBeDefined();
    await settle();
    expect(list.latest()).toMatchObject({ todos: [{ id: 't1', is_completed: false }] });
  });
});
