// Moderation (migration 1795305603300_moderation) through the real app: a suspended member cannot sign in, refresh
// or write until the suspension ends; hiding an item resolves its reports and tells its author once, with the
// moderator's note; a warning reaches the author with the note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/auth/index.ts';
import { startAuthApp, type AuthApp, type ErrorBody, type SessionBody } from '../auth/auth-app.ts';

let auth: AuthApp;
let admin: SessionBody['session'];
const asAdmin = { 'x-hasura-role': 'site_admin' };

beforeAll(async () => {
  auth = await startAuthApp();
  const { session } = await auth.signUpVerified();
  await grantAdmin(auth.db, session.user.email);
  const signedIn = await auth.signIn(session.user.email);
  admin = signedIn.body.session;
});

afterAll(async () => {
  await auth?.close();
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

async function startDiscussion(token: string, content: string): Promise<string> {
  const answer = await auth.gql<{ insert_discussions_one: { id: string } }>(
    token,
    `mutation { insert_discussions_one(object: { content: ${JSON.stringify(content)} }) { id } }`,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.insert_discussions_one.id;
}

async function moderate(fields: string) {
  return auth.gql<{ insert_moderation_actions_one: { id: string; member_id: string } }>(
    admin.accessToken,
    `mutation { insert_moderation_actions_one(object: { ${fields} }) { id member_id } }`,
    asAdmin,
  );
}

async function notificationsOf(token: string) {
  const answer = await auth.gql<{ notifications: { kind: string; note: string | null; discussion_id: string | null }[] }>(
    token,
    '{ notifications(where: { kind: { _in: ["hidden", "warning"] } }, order_by: { created_at: asc }) { kind note discussion_id } }',
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.notifications;
}

describe('suspension', () => {
  it('refuses sign-in, refresh and writes until it is lifted, saying until when and why', async () => {
    const { session: member } = await auth.signUpVerified();
    const until = inAWeek();
    const suspended = await moderate(
      `kind: "suspend", member_id: "${member.user.id}", suspended_until: "${until}", note: "  Spam links in every thread  "`,
    );
    expect(suspended.errors).toBeUndefined();

    const signIn = await auth.signIn(member.user.email, undefined, '10.9.0.1');
    expect(signIn.status).toBe(403);
    const refusal = signIn.body as unknown as ErrorBody & { error: { suspendedUntil: string; reason: string } };
    expect(refusal.error.code).toBe('account-suspended');
    expect(new Date(refusal.error.suspendedUntil).toISOString()).toBe(until);
    expect(refusal.error.reason).toBe('Spam links in every thread');

    const refresh = await auth.post<ErrorBody>('token', { refreshToken: member.refreshToken });
    expect(refresh.status).toBe(403);
    expect(refresh.body.error.code).toBe('account-suspended');

    // The access token handed out before the suspension still verifies, but writes nothing.
    const write = await auth.gql(
      member.accessToken,
      'mutation { insert_discussions_one(object: { content: "Still here, still posting links." }) { id } }',
    );
    expect(write.data).toBeUndefined();
    expect(write.errors?.[0]?.extensions?.code).toBe('permission-error');
    expect(write.errors?.[0]?.message).toContain('member_suspended');
    const profile = await auth.gql(
      member.accessToken,
      `mutation { update_user_profiles_by_pk(pk_columns: { id: "${member.user.id}" }, _set: { bio: "defaced" }) { id } }`,
    );
    expect(profile.errors?.[0]?.message).toContain('member_suspended');
    // Reading goes on.
    expect((await auth.gql(member.accessToken, '{ discussions(limit: 1) { id } }')).errors).toBeUndefined();

    const admins = await auth.gql<{ user_profiles_by_pk: { suspended_until: string; suspension_reason: string } }>(
      admin.accessToken,
      `{ user_profiles_by_pk(id: "${member.user.id}") { suspended_until suspension_reason } }`,
      asAdmin,
    );
    expect(admins.data?.user_profiles_by_pk.suspension_reason).toBe('Spam links in every thread');

    expect((await moderate(`kind: "unsuspend", member_id: "${member.user.id}"`)).errors).toBeUndefined();
    const again = await auth.signIn(member.user.email, undefined, '10.9.0.1');
    expect(again.status).toBe(200);
    await startDiscussion(again.body.session.accessToken, 'Back again, and this time without links.');
  });

  it('ends by itself at its date', async () => {
    const { session: member } = await auth.signUpVerified();
    expect(
      (await moderate(`kind: "suspend", member_id: "${member.user.id}", suspended_until: "${inAWeek()}", note: "Cool off"`)).errors,
    ).toBeUndefined();
    await auth.db.query("UPDATE public.user_profiles SET suspended_until = now() - interval '1 second' WHERE id = $1", [member.user.id]);
    expect((await auth.signIn(member.user.email, undefined, '10.9.0.2')).status).toBe(200);
    await startDiscussion(member.accessToken, 'The suspension is over, so this is written.');
  });

  it('needs a reason and a future date, and never applies to administrators', async () => {
    const { session: member } = await auth.signUpVerified();
    const noReason = await moderate(`kind: "suspend", member_id: "${member.user.id}", suspended_until: "${inAWeek()}"`);
    expect(noReason.errors?.[0]?.message).toContain('moderation_actions_note');
    const past = await moderate(`kind: "suspend", member_id: "${member.user.id}", suspended_until: "2020-01-01T00:00:00Z", note: "x"`);
    expect(past.errors?.[0]?.message).toContain('moderation_actions_until_future');
    const anAdmin = await moderate(`kind: "suspend", member_id: "${admin.user.id}", suspended_until: "${inAWeek()}", note: "x"`);
    expect(anAdmin.errors?.[0]?.message).toContain('moderation_actions_not_admin');
    // Members cannot moderate.
    const byMember = await auth.gql(
      member.accessToken,
      `mutation { insert_moderation_actions_one(object: { kind: "unsuspend", member_id: "${member.user.id}" }) { id } }`,
    );
    expect(byMember.errors?.[0]?.extensions?.code).toBe('validation-failed');
  });
});

describe('hiding and warning', () => {
  it('hiding resolves every report of the item and tells the author once, with the note', async () => {
    const { session: author } = await auth.signUpVerified();
    const id = await startDiscussion(author.accessToken, 'A thread someone will report for its tone.');
    for (const reporter of [await auth.signUpVerified(), await auth.signUpVerified()]) {
      const reported = await auth.gql(
        reporter.session.accessToken,
        `mutation { insert_content_reports_one(object: { discussion_id: "${id}", reason: "rude" }) { id } }`,
      );
      expect(reported.errors).toBeUndefined();
    }
    const hidden = await moderate(`kind: "hide", discussion_id: "${id}", note: "Personal attacks are not allowed."`);
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data?.insert_moderation_actions_one.member_id).toBe(author.user.id);

    const { rows } = await auth.db.query<{ hidden: boolean; open: number }>(
      `SELECT d.hidden, (SELECT count(*)::int FROM public.content_reports r WHERE r.discussion_id = d.id AND NOT r.resolved) AS open
       FROM public.discussions d WHERE d.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ hidden: true, open: 0 });
    expect(await notificationsOf(author.accessToken)).toEqual([
      { kind: 'hidden', note: 'Personal attacks are not allowed.', discussion_id: id },
    ]);

    // Shown and hidden again (by the plain update the Unhide button uses): still one notification.
    for (const value of [false, true]) {
      const update = await auth.gql(
        admin.accessToken,
        `mutation { update_discussions_by_pk(pk_columns: { id: "${id}" }, _set: { hidden: ${value} }) { id } }`,
        asAdmin,
      );
      expect(update.errors).toBeUndefined();
    }
    expect(await notificationsOf(author.accessToken)).toHaveLength(1);
  });

  it('a warning reaches the author with the note, and needs one', async () => {
    const { session: author } = await auth.signUpVerified();
    const id = await startDiscussion(author.accessToken, 'A thread that drifts well off topic here.');
    const bare = await moderate(`kind: "warn", discussion_id: "${id}"`);
    expect(bare.errors?.[0]?.message).toContain('moderation_actions_note');
    expect((await moderate(`kind: "warn", discussion_id: "${id}", note: "Please stay on topic."`)).errors).toBeUndefined();
    expect(await notificationsOf(author.accessToken)).toEqual([{ kind: 'warning', note: 'Please stay on topic.', discussion_id: id }]);
    const { rows } = await auth.db.query<{ hidden: boolean }>('SELECT hidden FROM public.discussions WHERE id = $1', [id]);
    expect(rows[0]?.hidden).toBe(false);
  });

  it('a moderator warns a member without naming an item (from the users page or the member page)', async () => {
    const { session: member } = await auth.signUpVerified();
    expect((await moderate(`kind: "warn", member_id: "${member.user.id}"`)).errors?.[0]?.message).toContain('moderation_actions_note');
    const warned = await moderate(`kind: "warn", member_id: "${member.user.id}", note: "Mind the tone in your messages."`);
    expect(warned.errors).toBeUndefined();
    expect(warned.data?.insert_moderation_actions_one.member_id).toBe(member.user.id);
    expect(await notificationsOf(member.accessToken)).toEqual([
      { kind: 'warning', note: 'Mind the tone in your messages.', discussion_id: null },
    ]);
    // Warned again by the same moderator: the one notice carries the newest note and is unread again.
    await auth.gql(member.accessToken, 'mutation { update_notifications(where: {}, _set: { read_at: "now()" }) { affected_rows } }');
    expect((await moderate(`kind: "warn", member_id: "${member.user.id}", note: "Second warning."`)).errors).toBeUndefined();
    const { rows } = await auth.db.query<{ note: string; read_at: string | null }>(
      "SELECT note, read_at FROM public.notifications WHERE recipient_id = $1 AND kind = 'warning'",
      [member.user.id],
    );
    expect(rows).toEqual([{ note: 'Second warning.', read_at: null }]);
    // A hide still names its item; other notifications still name exactly one target.
    expect((await moderate(`kind: "hide", member_id: "${member.user.id}", note: "x"`)).errors?.[0]?.message).toContain(
      'moderation_actions_hide_item',
    );
  });
});

describe('thread titles', () => {
  it('the author and moderators retitle a thread within the limits of a new one; other members cannot', async () => {
    const { session: author } = await auth.signUpVerified();
    const { session: other } = await auth.signUpVerified();
    const id = await startDiscussion(author.accessToken, 'A first line that becomes the title\nand the rest of the text.');
    const retitle = (token: string, title: string, headers: Record<string, string> = {}) =>
      auth.gql<{ update_discussions_by_pk: { title: string } | null }>(
        token,
        `mutation { update_discussions_by_pk(pk_columns: { id: "${id}" }, _set: { title: ${JSON.stringify(title)} }) { title } }`,
        headers,
      );
    const { rows } = await auth.db.query<{ title: string }>('SELECT title FROM public.discussions WHERE id = $1', [id]);
    expect(rows[0]?.title).toBe('A first line that becomes the title');

    expect((await retitle(author.accessToken, '  A better title  ')).data?.update_discussions_by_pk?.title).toBe('A better title');
    expect((await retitle(author.accessToken, 'x'.repeat(121))).errors?.[0]?.message).toContain('discussions_title_check');
    expect((await retitle(author.accessToken, '   ')).errors?.[0]?.message).toContain('discussions_title_check');
    expect((await retitle(other.accessToken, 'Not mine to rename')).data?.update_discussions_by_pk).toBeNull();
    expect((await retitle(admin.accessToken, 'Retitled by a moderator', asAdmin)).data?.update_discussions_by_pk?.title).toBe(
      'Retitled by a moderator',
    );
    // Moderators retitle and hide; the text stays the author's.
    const content = await auth.gql(
      admin.accessToken,
      `mutation { update_discussions_by_pk(pk_columns: { id: "${id}" }, _set: { content: "rewritten by someone else" }) { id } }`,
      asAdmin,
    );
    expect(content.errors?.[0]?.extensions?.code).toBe('validation-failed');
  });
});
