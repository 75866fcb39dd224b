// A member's notification mail choices on the project's metadata with real tokens: a member writes and reads only
// their own row (user_id is always theirs), another member sees nothing of it, and visitors have no such table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { backends, bearer, dataOf, memberToken, MEMBERS, type Headers, type TestEngine, createTestEngine } from './harness.ts';

const SAVE = `mutation ($object: notification_email_settings_insert_input!) {
  insert_notification_email_settings_one(object: $object, on_conflict: {constraint: notification_email_settings_pkey, update_columns: [mentions, weekly_digest]}) { user_id mentions weekly_digest }
}`;
const READ = '{ notification_email_settings { user_id mentions replies comments weekly_digest } }';

describe.each(backends().map((backend) => [backend.name, backend] as const))('notification mail settings on %s', (_name, backend) => {
  let db: Database;
  let api: TestEngine;
  let linWei: Headers;
  let marcus: Headers;

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.open();
    api = await createTestEngine(db);
    linWei = bearer(await memberToken(MEMBERS.linWei));
    marcus = bearer(await memberToken(MEMBERS.marcus));
  });

  afterAll(async () => {
    await db?.close();
    await backend.stop();
  });

  it.skipIf(!backend.available)('a member saves and reads only their own choices; others and visitors see none', async () => {
    // user_id is set from the token: naming another member's id is refused (not a column the member may set).
    const forged = await api.gql(SAVE, linWei, { object: { user_id: MEMBERS.marcus, mentions: 'off' } });
    expect(forged.errors?.[0]?.extensions?.code).toBe('validation-failed');
    const saved = dataOf<{ insert_notification_email_settings_one: { user_id: string; mentions: string } }>(
      await api.gql(SAVE, linWei, { object: { mentions: 'off', weekly_digest: false } }),
    ).insert_notification_email_settings_one;
    expect(saved).toMatchObject({ user_id: MEMBERS.linWei, mentions: 'off' });
    // Saving again updates the one row.
    dataOf(await api.gql(SAVE, linWei, { object: { mentions: 'daily', weekly_digest: true } }));
    expect(dataOf<{ notification_email_settings: unknown[] }>(await api.gql(READ, linWei)).notification_email_settings).toEqual([
      { user_id: MEMBERS.linWei, mentions: 'daily', replies: 'instant', comments: 'daily', weekly_digest: true },
    ]);
    expect(dataOf<{ notification_email_settings: unknown[] }>(await api.gql(READ, marcus)).notification_email_settings).toEqual([]);
    const visitor = await api.gql(READ, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('validation-failed');
  });
});
