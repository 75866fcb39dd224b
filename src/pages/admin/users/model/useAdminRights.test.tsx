import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Client, fetchExchange, Provider } from 'urql';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { useAdminRights } from './useAdminRights';

const member = { id: '30000000-0000-4000-8000-000000000004', name: 'Sofia Reyes', isAdmin: true };

// The API's answer to revoking the last admin (server/test/engine/user-panel.test.ts shows the engine sends it).
const lastAdminAnswer = {
  errors: [
    {
      message:
        'Check constraint violation. the last admin cannot be revoked; grant another admin first (constraint "user_profiles_keep_one_admin")',
      extensions: { code: 'constraint-violation', path: '$.selectionSet.update_user_profiles_by_pk' },
    },
  ],
  data: null,
};

/** Renders the hook with a client that answers every request with `answer` and records the requests. */
function renderRights(answer: unknown) {
  const sent: { variables: unknown; role: string | null }[] = [];
  const client = new Client({
    url: 'http://127.0.0.1/v1/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { variables: unknown };
      sent.push({ variables: body.variables, role: new Headers(init?.headers).get('x-hasura-role') });
      return Response.json(answer);
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
  return { sent, ...renderHook(() => useAdminRights(), { wrapper }) };
}

describe('useAdminRights', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await loadNamespaces('admin-users');
  });

  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('revokes as site_admin and says so', async () => {
    const { result, sent } = renderRights({
      data: { update_user_profiles_by_pk: { __typename: 'user_profiles', id: member.id, is_admin: false } },
    });
    let done = false;
    await act(async () => {
      done = await result.current.change(member, false);
    });
    expect(done).toBe(true);
    expect(sent).toEqual([{ variables: { id: member.id, isAdmin: false }, role: 'site_admin' }]);
    expect(result.current.notice).toEqual({ tone: 'info', text: 'Sofia Reyes is no longer an administrator.' });
  });

  it("turns the database's last-admin refusal into a translated message, never the SQL text", async () => {
    for (const [language, text] of [
      ['en', 'Sofia Reyes is the last administrator, so their rights cannot be revoked. Make another member an admin first.'],
      ['zh', 'Sofia Reyes 是最后一位管理员，无法撤销其权限。请先将另一位成员设为管理员。'],
    ] as const) {
      await changeLanguage(language);
      const { result, unmount } = renderRights(lastAdminAnswer);
      let done = true;
      await act(async () => {
        done = await result.current.change(member, false);
      });
      expect(done).toBe(false);
      expect(result.current.notice).toEqual({ tone: 'error', text });
      unmount();
    }
  });

  it('reports a missing member', async () => {
    const { result } = renderRights({ data: { update_user_profiles_by_pk: null } });
    await act(async () => {
      await result.current.change({ ...member, isAdmin: false }, true);
    });
    expect(result.current.notice).toEqual({ tone: 'error', text: 'Sofia Reyes was not found; the list has been reloaded.' });
  });
});
