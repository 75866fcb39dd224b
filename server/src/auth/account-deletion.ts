// Account deletion with a grace period (issue 32, migration 1795305606200_account_deletions). A member schedules it
// (their sessions end); signing in or the mailed cancel link during the grace cancels it; then the erase job (the
// erase_accounts cron trigger, /actions/erase-accounts) removes the account. Each step of the erasure is its own
// bounded transaction and can run again, so a job that stops between batches is finished by the next run.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index.ts';
import { DELETED_MEMBER_ID } from '#contract/deleted-member.ts';

/** Rows moved or deleted per transaction. */
export const ERASE_BATCH_ROWS = 500;
/** Accounts one run of the job erases at most (the rest wait for the next run). */
export const ERASE_ACCOUNTS_PER_RUN = 20;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ScheduledDeletion {
  /** ISO time after which the job erases the account. */
  dueAt: string;
  /** Their posts stay under "deleted member" (true) or go with the account. */
  keepContent: boolean;
}

/** The member's scheduled deletion, or null. */
export async function findDeletion(db: Queryable, userId: string): Promise<ScheduledDeletion | null> {
  const { rows } = await db.query<ScheduledDeletion>(
    `SELECT to_json(due_at) #>> '{}' AS "dueAt", keep_content AS "keepContent" FROM auth.account_deletions WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Schedules (or re-schedules) the deletion `graceDays` from now on `tx` and ends the member's sessions; resolves
 * the schedule and the cancel link's token (mailed; only its hash is kept).
 */
export async function scheduleDeletion(
  tx: Queryable,
  { userId, keepContent, graceDays }: { userId: string; keepContent: boolean; graceDays: number },
): Promise<ScheduledDeletion & { cancelToken: string }> {
  const cancelToken = randomBytes(32).toString('base64url');
  const { rows } = await tx.query<ScheduledDeletion>(
    `INSERT INTO auth.account_deletions (user_id, keep_content, due_at, cancel_token_hash)
     VALUES ($1, $2, now() + $3 * interval '1 day', $4)
     ON CONFLICT (user_id) DO UPDATE SET keep_content = EXCLUDED.keep_content, requested_at = now(),
       due_at = EXCLUDED.due_at, cancel_token_hash = EXCLUDED.cancel_token_hash
     WHERE auth.account_deletions.erase_started_at IS NULL
     RETURNING to_json(due_at) #>> '{}' AS "dueAt", keep_content AS "keepContent"`,
    [userId, keepContent, graceDays, hash(cancelToken)],
  );
  await tx.query('UPDATE auth.refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  return { ...rows[0]!, cancelToken };
}

/** Cancels the member's deletion unless the erasure began; true when one was cancelled (sign-in tells them). */
export async function cancelDeletion(tx: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM auth.account_deletions WHERE user_id = $1 AND erase_started_at IS NULL', [userId]);
  return rowCount > 0;
}

/** Cancels the deletion of a mailed cancel link; false for an unknown token or one whose erasure began. */
export async function cancelDeletionByToken(db: Queryable, token: string): Promise<boolean> {
  if (token.length > 100) return false;
  const { rowCount } = await db.query('DELETE FROM auth.account_deletions WHERE cancel_token_hash = $1 AND erase_started_at IS NULL', [
    hash(token),
  ]);
  return rowCount > 0;
}

/**
 * The shared author of the posts members left behind: a disabled account without a password, made at the first
 * erasure that keeps content. The client shows its name in the reader's language (`#contract/deleted-member.ts`).
 */
async function ensureDeletedMember(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const { rowCount } = await tx.query(
      `INSERT INTO auth.users (id, email, password_hash, email_verified, disabled)
       VALUES ($1, 'deleted-member@deleted.invalid', NULL, true, true) ON CONFLICT (id) DO NOTHING`,
      [DELETED_MEMBER_ID],
    );
    if (rowCount === 0) return;
    await tx.query(`INSERT INTO public.user_profiles (id, username, display_name) VALUES ($1, $2, 'Deleted member')`, [
      DELETED_MEMBER_ID,
      `deleted_${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    ]);
  });
}

/** The authored tables (and their author column) a deletion moves to the deleted member or deletes. */
const AUTHORED = [
  ['discussion_comments', 'author_id'],
  ['discussions', 'author_id'],
  ['blog_posts', 'author_id'],
] as const;

export interface EraseHooks {
  /** Called after each committed transaction (tests stop the job here, as a crash would). */
  afterBatch?: () => void | Promise<void>;
}

/** Erases one account whose deletion is due, step by step; each step commits on its own and may run again. */
async function eraseAccount(db: Database, userId: string, keepContent: boolean, hooks: EraseHooks): Promise<void> {
  // From here on the erasure finishes: sign-in is refused (disabled) and no longer cancels.
  await db.transaction(async (tx) => {
    await tx.query('UPDATE auth.account_deletions SET erase_started_at = coalesce(erase_started_at, now()) WHERE user_id = $1', [userId]);
    await tx.query('UPDATE auth.users SET disabled = true WHERE id = $1', [userId]);
  });
  await hooks.afterBatch?.();
  if (keepContent) await ensureDeletedMember(db);
  for (const [table, column] of AUTHORED) {
    for (;;) {
      const pick = `SELECT id FROM public.${table} WHERE ${column} = $1 LIMIT ${ERASE_BATCH_ROWS}`;
      const { rowCount } = await db.transaction((tx) =>
        keepContent
          ? tx.query(`UPDATE public.${table} SET ${column} = $2 WHERE id IN (${pick})`, [userId, DELETED_MEMBER_ID])
          : tx.query(`DELETE FROM public.${table} WHERE id IN (${pick})`, [userId]),
      );
      if (rowCount === 0) break;
      await hooks.afterBatch?.();
    }
  }
  if (keepContent) {
    // The replies, mentions and publications the member's kept posts notified others of stay in their notifications,
    // from the deleted member (named in the reader's language there and in the mails); one the deleted member
    // already sent the same recipient about the same item (another erased member's) makes this one a duplicate,
    // dropped. Likes go with the likes.
    for (;;) {
      const { rows } = await db.transaction((tx) =>
        tx.query<{ n: number }>(
          `WITH picked AS (
             SELECT id FROM public.notifications WHERE actor_id = $1 AND kind IN ('reply', 'mention', 'publish') LIMIT ${ERASE_BATCH_ROWS}
           ), moved AS (
             UPDATE public.notifications AS n SET actor_id = $2 WHERE n.id IN (SELECT id FROM picked) AND NOT EXISTS (
               SELECT 1 FROM public.notifications AS o WHERE o.actor_id = $2 AND o.recipient_id = n.recipient_id AND o.kind = n.kind
                 AND o.discussion_id IS NOT DISTINCT FROM n.discussion_id AND o.article_id IS NOT DISTINCT FROM n.article_id
                 AND o.blog_post_id IS NOT DISTINCT FROM n.blog_post_id AND o.comment_id IS NOT DISTINCT FROM n.comment_id
                 AND o.event_id IS NOT DISTINCT FROM n.event_id)
             RETURNING n.id
           ), dropped AS (
             DELETE FROM public.notifications WHERE id IN (SELECT id FROM picked) AND id NOT IN (SELECT id FROM moved) RETURNING id
           )
           SELECT ((SELECT count(*) FROM moved) + (SELECT count(*) FROM dropped))::int AS n`,
          [userId, DELETED_MEMBER_ID],
        ),
      );
      if (!rows[0]?.n) break;
      await hooks.afterBatch?.();
    }
  }
  // The rest goes with the account row: profile, likes, votes, bookmarks, follows, RSVPs, sessions, tokens, the
  // schedule itself (foreign keys ON DELETE CASCADE); the mail sent to the address goes too.
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM auth.mail_outbox WHERE user_id = $1 OR recipient = (SELECT email FROM auth.users WHERE id = $1)', [userId]);
    await tx.query('DELETE FROM auth.users WHERE id = $1', [userId]);
  });
  await hooks.afterBatch?.();
}

/** The job: erases the accounts whose grace has ended (at most ERASE_ACCOUNTS_PER_RUN); resolves how many. */
export async function eraseDueAccounts(db: Database, hooks: EraseHooks = {}): Promise<{ erased: number }> {
  const { rows } = await db.query<{ user_id: string; keep_content: boolean }>(
    `SELECT user_id, keep_content FROM auth.account_deletions WHERE due_at <= now()
     ORDER BY erase_started_at NULLS LAST, due_at LIMIT ${ERASE_ACCOUNTS_PER_RUN}`,
  );
  for (const row of rows) await eraseAccount(db, row.user_id, row.keep_content, hooks);
  return { erased: rows.length };
}
