// Notification mail (migration 1795305606300_notification_mail): in-site notifications of an instant type by mail
// (rows of auth.notification_mail_pending, written by a trigger, rendered here by a poller so they survive
// restarts), a daily summary of the day's notifications of the daily types, and a weekly digest of the week's
// most-read articles, news and discussions in the member's language. Only verified, active members get mail,
// and never about content readers cannot see (checked when the mail is rendered, not when it was asked for).
// Every message carries an RFC 8058 one-click unsubscribe URL signed with a per-member key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { withDatabaseClient } from '../db/client.ts';
import type { Database, Queryable } from '../db/index.ts';
import { deletedMemberName } from '../config/locales.ts';
import { DELETED_MEMBER_ID } from '#contract/deleted-member.ts';
import type { Mailer } from './index.ts';
import type { RenderedNewMail } from './outbox.ts';
import { MAIL_DATABASE_CLIENT } from './worker.ts';
import { mailFiller, type MailExtras, type MailLanguage } from './templates.ts';

export const MAIL_TYPES = ['mentions', 'replies', 'comments'] as const;
export type MailType = (typeof MAIL_TYPES)[number];
/** What an unsubscribe link turns off: one type, the daily summary (every daily type) or the weekly digest. */
export type UnsubscribeWhat = MailType | 'daily' | 'weekly';
const UNSUBSCRIBE_WHATS: readonly string[] = [...MAIL_TYPES, 'daily', 'weekly'];

/**
 * Notifications rendered per transaction, members per digest batch (a transaction holds the embedded database: a
 * reader's statement arriving meanwhile waits for all of it), items per summary and digest section.
 */
const INSTANT_BATCH = 50;
const DIGEST_BATCH = 20;
const DAILY_ITEMS = 50;
const DIGEST_ITEMS = 5;
/** Deadline of each query of the digest's content (the week's page views are the largest read). */
const DIGEST_QUERY_MS = 5_000;
const QUOTE_CHARS = 500;

export interface NotificationMailOptions {
  db: Database;
  mailer: Mailer;
  /** The site's origin for links (SITE_URL, else the local address). */
  origin: string;
  log?: { warn(details: Record<string, unknown>, message: string): void } | undefined;
  /**
   * The database's write notices (engine WriteFeed): an insert into public.notifications (whose trigger writes
   * auth.notification_mail_pending in the same statement) wakes the instant poller at once.
   */
  writes?: WriteNotices | undefined;
  /**
   * How often pending instant mail is looked for: with `writes` a slow fallback for a lost notice (60 s), without
   * them 5 s.
   */
  pollMs?: number;
}

/** What the poller needs of the engine's WriteFeed: the tables written (`schema.name`) and how. */
export interface WriteNotices {
  subscribe(listener: (writes: ReadonlyMap<string, { kind?: string }>) => void): () => void;
}

/** The table whose inserts queue instant mail (its trigger, migration 1795305606300). */
const WAKING_TABLE = 'public.notifications';

export interface NotificationMail {
  start(): void;
  stop(): Promise<void>;
  /** Renders the pending instant mail into the outbox; the number queued. */
  processInstant(): Promise<number>;
  /** One summary per member of the notifications of `day` (YYYY-MM-DD, UTC) of their daily types; the number queued. */
  sendDaily(day: string): Promise<number>;
  /** One digest per opted-in member for the week ending at `until`, recorded under that week's Monday; the number queued. */
  sendWeekly(until: Date): Promise<number>;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function sign(secret: Buffer, userId: string, what: string): string {
  return base64url(createHmac('sha256', secret).update(`${userId}.${what}`).digest());
}

/** The one-click unsubscribe URLs of `what` for members, by member; a member's signing key is made on first use. */
export async function unsubscribeUrls(
  q: Queryable,
  origin: string,
  userIds: readonly string[],
  what: UnsubscribeWhat,
): Promise<Map<string, string>> {
  await q.query(
    `INSERT INTO auth.notification_mail_keys (user_id, secret)
     SELECT id, decode(secret, 'hex') FROM unnest($1::uuid[], $2::text[]) AS made (id, secret)
     ON CONFLICT (user_id) DO NOTHING`,
    [userIds, userIds.map(() => randomBytes(32).toString('hex'))],
  );
  const { rows } = await q.query<{ user_id: string; secret: Buffer | Uint8Array }>(
    `SELECT user_id, secret FROM auth.notification_mail_keys WHERE user_id = ANY($1::uuid[])`,
    [userIds],
  );
  return new Map(
    rows.map((row) => {
      const token = `${row.user_id}.${what}.${sign(Buffer.from(row.secret), row.user_id, what)}`;
      return [row.user_id, `${origin}/auth/unsubscribe?token=${encodeURIComponent(token)}`];
    }),
  );
}

/** The one-click unsubscribe URL of `what` for a member. */
export async function unsubscribeUrl(q: Queryable, origin: string, userId: string, what: UnsubscribeWhat): Promise<string> {
  return (await unsubscribeUrls(q, origin, [userId], what)).get(userId)!;
}

export interface UnsubscribeTarget {
  userId: string;
  what: UnsubscribeWhat;
  email: string;
  language: MailLanguage;
}

/** The member and choice a token names, when its signature holds. */
export async function readUnsubscribeToken(q: Queryable, token: string): Promise<UnsubscribeTarget | undefined> {
  const match = /^([0-9a-f-]{36})\.([a-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !UNSUBSCRIBE_WHATS.includes(match[2]!)) return undefined;
  const [, userId, what, signature] = match as unknown as [string, string, UnsubscribeWhat, string];
  const { rows } = await q.query<{ secret: Buffer | Uint8Array; email: string; language: MailLanguage | null }>(
    `SELECT k.secret, u.email::text AS email, s.language
     FROM auth.notification_mail_keys AS k
     JOIN auth.users AS u ON u.id = k.user_id
     LEFT JOIN public.notification_email_settings AS s ON s.user_id = k.user_id
     WHERE k.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const expected = Buffer.from(sign(Buffer.from(row.secret), userId, what));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, what, email: row.email, language: row.language ?? 'en' };
}

/** Turns off what the target names (a row with the defaults is made first when the member has none). */
export async function applyUnsubscribe(q: Queryable, target: UnsubscribeTarget): Promise<void> {
  await q.query(`INSERT INTO public.notification_email_settings (user_id, language) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [
    target.userId,
    target.language,
  ]);
  const set =
    target.what === 'weekly'
      ? 'weekly_digest = false'
      : target.what === 'daily'
        ? MAIL_TYPES.map((type) => `${type} = CASE WHEN ${type} = 'daily' THEN 'off' ELSE ${type} END`).join(', ')
        : `${target.what} = 'off'`;
  await q.query(`UPDATE public.notification_email_settings SET ${set} WHERE user_id = $1`, [target.userId]);
}

interface NotificationRow {
  id: string;
  recipient_id: string;
  mail_type: MailType | null;
  choice: string;
  email: string;
  language: MailLanguage | null;
  recipient_name: string;
  actor_name: string | null;
  /** The actor is the shared author of erased members' posts: named in the recipient's language, not by its row. */
  actor_deleted: boolean;
  title: string | null;
  path: string | null;
  text: string | null;
  visible: boolean | null;
  unread: boolean;
  created_at: string;
}

/**
 * The notifications with what the mail says of them, for verified active members only. `visible` is whether
 * readers see the comment or the discussion, article or post it is about now.
 */
const NOTIFICATION_SELECT = `
  SELECT n.id, n.recipient_id, public.notification_mail_type(n.kind, n.comment_id) AS mail_type,
    public.notification_mail_choice(n.recipient_id, public.notification_mail_type(n.kind, n.comment_id)) AS choice,
    u.email::text AS email, s.language, p.display_name AS recipient_name, actor.display_name AS actor_name,
    n.actor_id IS NOT DISTINCT FROM '${DELETED_MEMBER_ID}'::uuid AS actor_deleted,
    coalesce(d.title, a.title, b.title) AS title,
    CASE WHEN d.id IS NOT NULL THEN '/discussion/' || d.id
         WHEN a.id IS NOT NULL THEN '/article/' || a.slug
         WHEN b.id IS NOT NULL THEN '/blog/' || b.slug END AS path,
    coalesce(c.content, d.content) AS text,
    CASE WHEN n.comment_id IS NOT NULL THEN coalesce(public.comment_visible(n.comment_id), false)
         WHEN d.id IS NOT NULL THEN NOT d.hidden
         WHEN a.id IS NOT NULL THEN a.published
         ELSE coalesce(b.published AND NOT b.hidden, false) END AS visible,
    n.read_at IS NULL AS unread, n.created_at
  FROM public.notifications AS n
  JOIN auth.users AS u ON u.id = n.recipient_id AND u.email_verified AND NOT u.disabled
  JOIN public.user_profiles AS p ON p.id = n.recipient_id
  LEFT JOIN public.notification_email_settings AS s ON s.user_id = n.recipient_id
  LEFT JOIN public.user_profiles AS actor ON actor.id = n.actor_id
  LEFT JOIN public.discussion_comments AS c ON c.id = n.comment_id
  LEFT JOIN public.discussions AS d ON d.id = n.discussion_id
  LEFT JOIN public.articles AS a ON a.id = n.article_id
  LEFT JOIN public.blog_posts AS b ON b.id = n.blog_post_id`;

/** Who the notification is from, as the mail names them. */
const actorName = (row: NotificationRow): string => (row.actor_deleted ? deletedMemberName(row.language ?? 'en') : (row.actor_name ?? ''));

const quote = (text: string | null) => (text && text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : (text ?? undefined));

const weekStart = (until: Date): string => {
  const day = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};

interface DigestItem {
  title: string;
  url: string;
}

export function createNotificationMail({ db, mailer, origin, log, writes, pollMs }: NotificationMailOptions): NotificationMail {
  const preferencesUrl = `${origin}/profile#email-notifications`;
  const fallbackMs = pollMs ?? (writes ? 60_000 : 5_000);
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function instantPass(): Promise<number> {
    let queued = 0;
    for (;;) {
      // Background work of the mail (db/fair-queue.ts): readers' statements go first. The client is given to the
      // transaction rather than through withDatabaseClient: on Node 20 an AsyncLocalStorage run turns on promise hooks
      // for the whole process, and this pass runs at every start (db/client.ts).
      const handled = await db.transaction(
        async (tx) => {
          const { rows: pending } = await tx.query<{ notification_id: string }>(
            `SELECT notification_id FROM auth.notification_mail_pending ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
            [INSTANT_BATCH],
          );
          if (pending.length === 0) return 0;
          const ids = pending.map((row) => row.notification_id);
          const { rows } = await tx.query<NotificationRow>(`${NOTIFICATION_SELECT} WHERE n.id = ANY($1::uuid[])`, [ids]);
          for (const row of rows) {
            // Re-checked now: the member may have read it, changed their choice, or the content may be hidden.
            if (!row.mail_type || row.choice !== 'instant' || !row.visible || !row.unread || !row.path) continue;
            const url = await unsubscribeUrl(tx, origin, row.recipient_id, row.mail_type);
            await mailer.enqueue(tx, {
              to: row.email,
              userId: row.recipient_id,
              template: `notification-${row.mail_type}`,
              language: row.language ?? 'en',
              values: { name: row.recipient_name, url: `${origin}${row.path}`, actor: actorName(row), title: row.title ?? '' },
              extras: { quote: quote(row.text), unsubscribeUrl: url, preferencesUrl },
              unsubscribeUrl: url,
            });
            queued += 1;
          }
          await tx.query(`DELETE FROM auth.notification_mail_pending WHERE notification_id = ANY($1::uuid[])`, [ids]);
          return pending.length;
        },
        { client: MAIL_DATABASE_CLIENT },
      );
      if (handled < INSTANT_BATCH || stopped) break;
    }
    if (queued > 0) mailer.queued();
    return queued;
  }

  /** A call while a pass runs makes one more pass after it (the row woken for may be past the running pass's read). */
  let again = false;
  function processInstant(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let queued = 0;
      try {
        do {
          again = false;
          queued += await instantPass();
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
      return queued;
    })();
    return running;
  }

  async function sendDaily(day: string): Promise<number> {
    const { rows: members } = await db.query<{ recipient_id: string }>(
      `SELECT DISTINCT n.recipient_id FROM public.notifications AS n
       WHERE n.created_at >= $1::date AND n.created_at < $1::date + 1 AND n.kind IN ('mention', 'reply') AND n.read_at IS NULL
         AND public.notification_mail_choice(n.recipient_id, public.notification_mail_type(n.kind, n.comment_id)) = 'daily'`,
      [day],
    );
    let queued = 0;
    for (const { recipient_id: member } of members) {
      if (stopped) break;
      queued += await db.transaction(async (tx) => {
        const { rows: claimed } = await tx.query(
          `INSERT INTO auth.notification_mail_periods (user_id, kind, period) SELECT id, 'daily', $2::date FROM auth.users WHERE id = $1
           ON CONFLICT DO NOTHING RETURNING user_id`,
          [member, day],
        );
        if (claimed.length === 0) return 0;
        const { rows } = await tx.query<NotificationRow>(
          `${NOTIFICATION_SELECT}
           WHERE n.recipient_id = $1 AND n.created_at >= $2::date AND n.created_at < $2::date + 1 AND n.read_at IS NULL
           ORDER BY n.created_at LIMIT $3`,
          [member, day, DAILY_ITEMS * 2],
        );
        const items = rows.filter((row) => row.mail_type && row.choice === 'daily' && row.visible && row.path).slice(0, DAILY_ITEMS);
        const first = items[0];
        if (!first) return 0;
        const sections: NonNullable<MailExtras['sections']> = MAIL_TYPES.map((type) => ({
          heading: type,
          items: items
            .filter((row) => row.mail_type === type)
            .map((row) => ({
              title: `${actorName(row)}: ${row.title ?? ''}`,
              url: `${origin}${row.path}`,
              detail: quote(row.text)?.slice(0, 120),
            })),
        })).filter((section) => section.items.length > 0);
        const url = await unsubscribeUrl(tx, origin, member, 'daily');
        await mailer.enqueue(tx, {
          to: first.email,
          userId: member,
          template: 'notification-daily',
          language: first.language ?? 'en',
          values: { name: first.recipient_name, url: `${origin}/notifications`, day },
          extras: { sections, unsubscribeUrl: url, preferencesUrl },
          unsubscribeUrl: url,
        });
        return 1;
      });
    }
    if (queued > 0) mailer.queued();
    return queued;
  }

  /** The week's most-read of each kind in `language`, each query under a deadline. */
  async function digestContent(
    language: MailLanguage,
    since: Date,
    until: Date,
  ): Promise<Record<'articles' | 'news' | 'discussions', DigestItem[]>> {
    const options = { timeoutMs: DIGEST_QUERY_MS };
    const [articles, news, discussions] = await Promise.all([
      db.query<{ title: string; slug: string }>(
        `SELECT title, slug FROM public.articles
         WHERE published AND language = $1 AND published_at >= $2 AND published_at < $3
         ORDER BY views_count DESC, published_at DESC LIMIT $4`,
        [language, since, until, DIGEST_ITEMS],
        options,
      ),
      db.query<{ id: string; title: string }>(
        `SELECT id, title FROM public.news_articles
         WHERE is_published AND language = $1 AND published_at >= $2 AND published_at < $3
         ORDER BY views_count DESC, published_at DESC LIMIT $4`,
        [language, since, until, DIGEST_ITEMS],
        options,
      ),
      db.query<{ id: string; title: string }>(
        `SELECT d.id, d.title FROM (
           SELECT substring(path FROM '^/discussion/([0-9a-f-]{36})$')::uuid AS id, count(*) AS reads
           FROM public.page_views
           WHERE created_at >= $2 AND created_at < $3 AND path ~ '^/discussion/[0-9a-f-]{36}$'
           GROUP BY 1
         ) AS read
         JOIN public.discussions AS d ON d.id = read.id AND NOT d.hidden AND d.language = $1
         ORDER BY read.reads DESC, d.created_at DESC LIMIT $4`,
        [language, since, until, DIGEST_ITEMS],
        options,
      ),
    ]);
    return {
      articles: articles.rows.map((row) => ({ title: row.title, url: `${origin}/article/${row.slug}` })),
      news: news.rows.map((row) => ({ title: row.title, url: `${origin}/news/${row.id}` })),
      discussions: discussions.rows.map((row) => ({ title: row.title, url: `${origin}/discussion/${row.id}` })),
    };
  }

  async function sendWeekly(until: Date): Promise<number> {
    const period = weekStart(until);
    const since = new Date(until.getTime() - 7 * 24 * 3600 * 1000);
    // Rendered once per language; each member's message is that one with their name and unsubscribe link filled in.
    const fillers = new Map<MailLanguage, ReturnType<typeof mailFiller> | undefined>();
    for (const language of ['en', 'zh'] as const) {
      const items = await digestContent(language, since, until);
      const sections = (['articles', 'news', 'discussions'] as const)
        .map((heading) => ({ heading, items: items[heading] }))
        .filter((section) => section.items.length > 0);
      fillers.set(
        language,
        sections.length > 0 ? mailFiller('weekly-digest', language, { url: `${origin}/` }, { sections, preferencesUrl }) : undefined,
      );
    }
    let queued = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      if (stopped) break;
      // One batch per transaction, members in id order: a delivery run again resumes after those already mailed.
      // Background work: each batch waits in the database's queue until no reader's statement does.
      const batch = await withDatabaseClient(MAIL_DATABASE_CLIENT, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string; email: string; language: MailLanguage | null; name: string }>(
            `SELECT u.id, u.email::text AS email, s.language, p.display_name AS name
           FROM auth.users AS u
           JOIN public.user_profiles AS p ON p.id = u.id
           LEFT JOIN public.notification_email_settings AS s ON s.user_id = u.id
           WHERE u.id > $1 AND u.email_verified AND NOT u.disabled AND coalesce(s.weekly_digest, true)
           ORDER BY u.id LIMIT $2`,
            [after, DIGEST_BATCH],
          );
          if (rows.length === 0) return { last: undefined, sent: 0 };
          const { rows: claimed } = await tx.query<{ user_id: string }>(
            `INSERT INTO auth.notification_mail_periods (user_id, kind, period)
           SELECT unnest($1::uuid[]), 'weekly', $2::date ON CONFLICT DO NOTHING RETURNING user_id`,
            [rows.map((row) => row.id), period],
          );
          const fresh = new Set(claimed.map((row) => row.user_id));
          const urls = fresh.size > 0 ? await unsubscribeUrls(tx, origin, [...fresh], 'weekly') : new Map<string, string>();
          const mails: RenderedNewMail[] = [];
          for (const member of rows) {
            if (!fresh.has(member.id)) continue;
            const language = member.language ?? 'en';
            const fill = fillers.get(language);
            if (!fill) continue;
            const url = urls.get(member.id)!;
            mails.push({
              ...fill(member.name, url),
              to: member.email,
              userId: member.id,
              template: 'weekly-digest',
              language,
              unsubscribeUrl: url,
            });
          }
          // The batch's messages in one statement.
          await mailer.enqueueRendered(tx, mails);
          const sent = mails.length;
          return { last: rows[rows.length - 1]!.id, sent };
        }),
      );
      queued += batch.sent;
      if (batch.sent > 0) mailer.queued();
      if (!batch.last) break;
      after = batch.last;
      // Readers' statements queued meanwhile go first (PGlite runs one statement at a time).
      await new Promise((resolve) => setImmediate(resolve));
    }
    return queued;
  }

  const pollQuietly = () => {
    processInstant().catch((error: unknown) => log?.warn({ err: error }, 'notification mail could not be rendered; trying again later'));
  };

  return {
    start() {
      if (timer || stopped) return;
      // Woken by inserts of notifications (no statement at all while none is made); the interval is the fallback.
      stopListening = writes?.subscribe((written) => {
        const write = written.get(WAKING_TABLE);
        if (write && (write.kind === undefined || write.kind === 'INSERT')) pollQuietly();
      });
      timer = setInterval(pollQuietly, fallbackMs);
      timer.unref();
      pollQuietly();
    },
    async stop() {
      stopped = true;
      stopListening?.();
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
    processInstant,
    sendDaily,
    sendWeekly,
  };
}
