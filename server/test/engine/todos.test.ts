// The admin diagnostics' to-do list (public.todos) on the project's metadata with real tokens: visitors and
// members are refused, an administrator sees, changes and deletes only their own rows, the owner always
// comes from the session, and the database refuses blank or too-long titles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import {
  backends,
  bearer,
  createTestEngine,
  dataOf,
  memberToken,
  MEMBERS,
  siteAdminToken,
  type Headers,
  type TestEngine,
} from './harness.ts';

const ADD = 'mutation ($title: String!) { insert_todos_one(object: {title: $title}) { id user_id title is_completed } }';
const LIST = 'query { todos(order_by: {created_at: desc}) { id user_id title } }';

interface Todo {
  id: string;
  user_id: string;
  title: string;
  is_completed: boolean;
}

describe.each(backends().map((backend) => [backend.name, backend] as const))('todos on %s', (_name, backend) => {
  let db: Database;
  let api: TestEngine;
  let linWei: Headers;
  let marcus: Headers;
  let member: Headers;

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.open();
    api = await createTestEngine(db);
    linWei = bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' });
    marcus = bearer(await siteAdminToken(MEMBERS.marcus), { 'x-hasura-role': 'site_admin' });
    member = bearer(await memberToken(MEMBERS.chenHao));
  });

  afterAll(async () => {
    await db?.close();
    await backend.stop();
  });

  const add = async (headers: Headers, title: string): Promise<Todo> =>
    dataOf<{ insert_todos_one: Todo }>(await api.gql(ADD, headers, { title })).insert_todos_one;

  it.skipIf(!backend.available)('visitors and members cannot reach the table', async () => {
    await add(linWei, 'Check the backups');
    for (const headers of [{}, member, bearer(await siteAdminToken(MEMBERS.linWei))]) {
      const list = await api.gql(LIST, headers);
      expect(list.errors?.[0]?.extensions.code).toBe('validation-failed');
      const insert = await api.gql(ADD, headers, { title: 'Sneak in' });
      expect(insert.errors?.[0]?.extensions.code).toBe('validation-failed');
    }
    expect(Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM todos WHERE title = 'Sneak in'`)).rows[0]?.n)).toBe(0);
  });

  it.skipIf(!backend.available)('an admin lists, toggles and deletes only their own todos', async () => {
    const mine = await add(linWei, 'Rotate the JWT key');
    expect(mine).toMatchObject({ user_id: MEMBERS.linWei, title: 'Rotate the JWT key', is_completed: false });
    const theirs = await add(marcus, 'Marcus only');

    const listed = dataOf<{ todos: Todo[] }>(await api.gql(LIST, linWei)).todos;
    expect(listed.map((todo) => todo.id)).toContain(mine.id);
    expect(listed.every((todo) => todo.user_id === MEMBERS.linWei)).toBe(true);
    expect(dataOf(await api.gql('query ($id: uuid!) { todos_by_pk(id: $id) { id } }', linWei, { id: theirs.id })).todos_by_pk).toBeNull();

    const toggle = 'mutation ($id: uuid!) { update_todos_by_pk(pk_columns: {id: $id}, _set: {is_completed: true}) { is_completed } }';
    expect(dataOf(await api.gql(toggle, linWei, { id: theirs.id })).update_todos_by_pk).toBeNull();
    expect(dataOf(await api.gql(toggle, linWei, { id: mine.id })).update_todos_by_pk).toEqual({ is_completed: true });

    const remove = 'mutation ($id: uuid!) { delete_todos_by_pk(id: $id) { id } }';
    expect(dataOf(await api.gql(remove, linWei, { id: theirs.id })).delete_todos_by_pk).toBeNull();
    expect(dataOf(await api.gql(remove, linWei, { id: mine.id })).delete_todos_by_pk).toEqual({ id: mine.id });

    const { rows } = await db.query<{ id: string; is_completed: boolean }>('SELECT id, is_completed FROM todos WHERE id = ANY($1)', [
      [mine.id, theirs.id],
    ]);
    expect(rows).toEqual([{ id: theirs.id, is_completed: false }]);
  });

  it.skipIf(!backend.available)('the owner comes from the session and cannot be changed', async () => {
    const forged = await api.gql(`mutation { insert_todos_one(object: {title: "Forged", user_id: "${MEMBERS.marcus}"}) { id } }`, linWei);
    expect(forged.errors?.[0]?.extensions.code).toBe('validation-failed');
    const todo = await add(linWei, 'Keep me');
    const handOver = await api.gql(
      `mutation ($id: uuid!) { update_todos_by_pk(pk_columns: {id: $id}, _set: {user_id: "${MEMBERS.marcus}"}) { id } }`,
      linWei,
      { id: todo.id },
    );
    expect(handOver.errors?.[0]?.extensions.code).toBe('validation-failed');
    expect((await db.query('SELECT user_id FROM todos WHERE id = $1', [todo.id])).rows).toEqual([{ user_id: MEMBERS.linWei }]);
  });

  it.skipIf(!backend.available)('the database refuses a blank or too-long title', async () => {
    for (const title of ['', ' \u3000\n ', 'x'.repeat(201)]) {
      const result = await api.gql(ADD, linWei, { title });
      // A CHECK constraint: Hasura's permission-error (Postgres/Execute/Types.hs, mkTxErrorHandler).
      expect(result.errors?.[0]?.extensions.code).toBe('permission-error');
    }
    expect((await add(linWei, 'y'.repeat(200))).title).toHaveLength(200);
  });

  it.skipIf(!backend.available)('the todos go with their account', async () => {
    const todo = await add(marcus, 'Gone with Marcus');
    await db.query('DELETE FROM auth.users WHERE id = $1', [MEMBERS.marcus]);
    expect((await db.query('SELECT 1 FROM todos WHERE id = $1', [todo.id])).rows).toHaveLength(0);
  });
});
