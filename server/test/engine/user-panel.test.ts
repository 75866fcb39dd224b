// The user management panel's calls through the real HTTP app as site_admin: finding members by account
// email or name (through the `account` relationship to auth.users), granting and revoking is_admin, and the
// database's refusal to revoke the last admin as the API reports it (the panel maps this text to its message).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { createTestDatabase } from '../support/database.ts';
import { bearer, createTestApp, MEMBERS, siteAdminToken, type GraphqlResult, type Headers, type TestApp } from './harness.ts';

const SEARCH = `query ($where: user_profiles_bool_exp!) {
  user_profiles(where: $where, order_by: [{created_at: desc}], limit: 20) { id username account { email } }
}`;
const SET_ADMIN = `mutation ($id: uuid!, $isAdmin: Boolean!) {
  update_user_profiles_by_pk(pk_columns: {id: $id}, _set: {is_admin: $isAdmin}) { id is_admin }
}`;

describe('user panel calls as site_admin', () => {
  let db: Database;
  let api: TestApp;
  let sofia: Headers;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    api = await createTestApp(db);
    // The demo content has no admin: Sofia and Marcus become the only two.
    await db.query('update public.user_profiles set is_admin = (id = any($1::uuid[]))', [[MEMBERS.sofia, MEMBERS.marcus]]);
    sofia = bearer(await siteAdminToken(MEMBERS.sofia), { 'x-hasura-role': 'site_admin' });
  });

  afterAll(async () => {
    await api?.app.close();
    await db?.close();
  });

  async function gql<Data>(query: string, variables: Record<string, unknown>): Promise<GraphqlResult<Data>> {
    const { status, json } = await api.postJson({ query, variables }, sofia);
    expect(status).toBe(200);
    return json as GraphqlResult<Data>;
  }

  type Found = { user_profiles: { id: string; username: string; account: { email: string } | null }[] };

  it('finds a member by part of their account email, case-insensitively, and shows the email', async () => {
    const result = await gql<Found>(SEARCH, { where: { account: { email: { _ilike: '%LIN.WEI@demo%' } } } });
    expect(result.data?.user_profiles).toEqual([
      { id: MEMBERS.linWei, username: 'lin_wei', account: { email: 'lin.wei@demo.example.com' } },
    ]);
  });

  it('finds a member by display name or username', async () => {
    const where = {
      _or: [{ display_name: { _ilike: '%okafor%' } }, { username: { _ilike: '%okafor%' } }, { account: { email: { _ilike: '%okafor%' } } }],
    };
    const result = await gql<Found>(SEARCH, { where });
    expect(result.data?.user_profiles.map((profile) => profile.id)).toEqual([MEMBERS.marcus]);
  });

  it('grants and revokes admin rights, but refuses to revoke the last admin with a clear message', async () => {
    const grant = await gql(SET_ADMIN, { id: MEMBERS.chenHao, isAdmin: true });
    expect(grant.data).toEqual({ update_user_profiles_by_pk: { id: MEMBERS.chenHao, is_admin: true } });
    for (const id of [MEMBERS.chenHao, MEMBERS.marcus]) {
      expect((await gql(SET_ADMIN, { id, isAdmin: false })).errors).toBeUndefined();
    }

    const refused = await gql(SET_ADMIN, { id: MEMBERS.sofia, isAdmin: false });
    expect(refused.data).toBeUndefined();
    // The trigger raises check_violation: Hasura's permission-error (Postgres/Execute/Types.hs, mkTxErrorHandler).
    expect(refused.errors?.[0]?.extensions.code).toBe('permission-error');
    expect(refused.errors?.[0]?.message).toContain('the last admin cannot be revoked; grant another admin first');
    const { rows } = await db.query<{ is_admin: boolean }>('select is_admin from public.user_profiles where id = $1', [MEMBERS.sofia]);
    expect(rows[0]?.is_admin).toBe(true);
  });
});
