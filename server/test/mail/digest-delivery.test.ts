// Issue 32's digest budget, what it rests on: the worker sends in batches and a worker killed in the middle of one
// (SIGKILL, a separate process on PostgreSQL) loses nothing and sends nothing under a second Message-ID; a digest
// rendered once per language and filled per member is the message renderMail makes; the instant notification mail
// is woken by the database's write notice of the insert, and runs no statement on an idle site.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/config/paths.ts';
import type { Database, QueryOptions, QueryResult, TransactionOptions } from '../../src/db/index.ts';
import { startDatabase } from '../../src/db/index.ts';
import { createWriteFeed, watchWrites } from '../../src/engine/index.ts';
import { createMailer, createMailWorker, enqueueMail, mailFiller, messageIdDomain, renderMail } from '../../src/mail/index.ts';
import { createNotificationMail } from '../../src/mail/notifications.ts';
import { createTestDatabase } from '../support/database.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { startCountingSmtp } from '../support/counting-smtp.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';

const FROM = 'Site <mail@site.test>';
const DOMAIN = messageIdDomain(FROM);

/** A mail worker in a process of its own, draining the outbox in batches of `batch` until it is killed. */
function workerProcess(databaseUrl: string, smtpUrl: string, batch: number): ChildProcess {
  const script = `
    import { startDatabase } from './server/src/db/index.ts';
    import { createMailWorker } from './server/src/mail/index.ts';
    const { db } = await startDatabase({ databaseUrl: ${JSON.stringify(databaseUrl)}, pgdataDir: '', demoContent: false, migrate: false });
    createMailWorker({ db, smtpUrl: ${JSON.stringify(smtpUrl)}, from: ${JSON.stringify(FROM)}, batchSize: ${batch} }).start();
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT_DIR, stdio: 'ignore' });
}

describe.skipIf(!hasPostgres15())('mail worker killed mid-batch', () => {
  let server: PostgresServer;
  let db: Database;

  beforeAll(async () => {
    server = await startPostgres();
    ({ db } = await startDatabase({ databaseUrl: server.url, pgdataDir: '', demoContent: false }));
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it('loses no message and sends none under a second Message-ID when the worker is killed and started again', async () => {
    const MESSAGES = 120;
    const BATCH = 40;
    for (let index = 0; index < MESSAGES; index += 1) {
      await enqueueMail(
        db,
        { to: `member${index}@example.com`, template: 'test', language: index % 2 ? 'zh' : 'en', values: { url: 'https://site.test/' } },
        DOMAIN,
      );
    }
    const { rows: queued } = await db.query<{ message_id: string }>(`SELECT message_id FROM auth.mail_outbox`);
    let child: ChildProcess | undefined;
    let killed!: () => void;
    const wasKilled = new Promise<void>((resolve) => (killed = resolve));
    // The 10th message of the first batch is being accepted: the worker dies before it hears the answer, so the
    // batch it claimed is neither marked sent nor given back.
    const smtp = await startCountingSmtp((count) => {
      if (count === 10) {
        child!.kill('SIGKILL');
        killed();
      }
    });
    try {
      child = workerProcess(server.url, smtp.url, BATCH);
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      await wasKilled;
      await exited;
      const { rows: after } = await db.query<{ status: string; count: number }>(
        `SELECT status, count(*)::int AS count FROM auth.mail_outbox GROUP BY status ORDER BY status`,
      );
      // Nothing marked sent; one batch claimed, or two (the worker's second lane may have claimed one by then).
      const count = (status: string) => after.find((row) => row.status === status)?.count ?? 0;
      expect(count('sent')).toBe(0);
      expect([BATCH, 2 * BATCH]).toContain(count('sending'));
      expect(count('queued')).toBe(MESSAGES - count('sending'));
      const beforeRestart = smtp.messageIds.length;
      expect(beforeRestart).toBeGreaterThanOrEqual(10);
      expect(beforeRestart).toBeLessThan(BATCH);

      // Started again once the dead worker's lease has lapsed (moved here rather than waited for).
      await db.query(`UPDATE auth.mail_outbox SET lease_until = now() - interval '1 second' WHERE status = 'sending'`);
      const restarted = createMailWorker({ db, smtpUrl: smtp.url, from: FROM, batchSize: BATCH });
      await restarted.drain();
      await restarted.stop();

      const { rows: done } = await db.query<{ status: string; count: number }>(
        `SELECT status, count(*)::int AS count FROM auth.mail_outbox GROUP BY status`,
      );
      expect(done).toEqual([{ status: 'sent', count: MESSAGES }]);
      // Every message arrived, each under the Message-ID fixed at enqueue; only those the killed worker had handed
      // over arrived twice, under the same Message-ID (a receiver keeps one: RFC 5322 duplicates).
      const received = new Set(smtp.messageIds);
      expect([...received].sort()).toEqual(queued.map((row) => row.message_id).sort());
      expect(smtp.messageIds.length - received.size).toBeLessThanOrEqual(beforeRestart);
      const firstRun = new Set(smtp.messageIds.slice(0, beforeRestart));
      const repeats = smtp.messageIds.slice(beforeRestart).filter((id) => firstRun.has(id));
      expect(repeats.length).toBe(smtp.messageIds.length - received.size);
    } finally {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      await smtp.close();
    }
  }, 120_000);
});

describe('digest rendering', () => {
  it('fills a digest rendered once per language into the message renderMail makes for each member', () => {
    const sections = [{ heading: 'articles', items: [{ title: 'Rates & <markets>', url: 'https://site.test/article/a?x=1&y=2' }] }];
    for (const language of ['en', 'zh'] as const) {
      const fill = mailFiller(
        'weekly-digest',
        language,
        { url: 'https://site.test/' },
        { sections, preferencesUrl: 'https://site.test/p' },
      );
      for (const name of ['Ann', 'O\'Brien <b>&"co"', '张三']) {
        const url = `https://site.test/auth/unsubscribe?token=${encodeURIComponent(`${name}.weekly.sig`)}`;
        expect(fill(name, url)).toEqual(
          renderMail(
            'weekly-digest',
            language,
            { url: 'https://site.test/', name },
            { sections, preferencesUrl: 'https://site.test/p', unsubscribeUrl: url },
          ),
        );
      }
    }
  });
});

describe('instant notification mail', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('is woken by the insert of a notification, without waiting for the fallback poll, and runs nothing while idle', async () => {
    const base = await createTestDatabase({ seeds: true });
    // Every statement and transaction of the notification mail and its mailer, in order.
    const events: string[] = [];
    const db: Database = {
      kind: base.kind,
      query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
        events.push(`query ${sql.trim().split(/\s+/).slice(0, 2).join(' ')}`);
        return base.query<Row>(sql, params, options);
      },
      exec: (sql) => base.exec(sql),
      transaction<T>(fn: Parameters<Database['transaction']>[0], options?: TransactionOptions): Promise<T> {
        events.push('BEGIN');
        return base.transaction(fn, options) as Promise<T>;
      },
      close: () => base.close(),
    };
    const feed = createWriteFeed();
    const stopWatching = await watchWrites(base, feed, undefined);
    const heard: string[] = [];
    feed.subscribe((writes) => {
      for (const table of writes.keys()) heard.push(table);
    });
    const { mailer, worker } = createMailer({ db: base, config: { smtpUrl: smtp.url, from: FROM, sendRate: 0 } });
    // The fallback is an hour: a mail sent in this test was woken by the notice.
    const mail = createNotificationMail({ db, mailer, origin: 'https://site.test', writes: feed, pollMs: 3_600_000 });
    try {
      const { rows: made } = await base.query<{ reader: string; writer: string; article: string }>(
        `WITH reader AS (INSERT INTO auth.users (email, email_verified) VALUES ('woken@example.com', true) RETURNING id),
              writer AS (INSERT INTO auth.users (email, email_verified) VALUES ('writer@example.com', true) RETURNING id),
              profiles AS (
                INSERT INTO public.user_profiles (id, username, display_name)
                SELECT id, 'woken_reader', 'Woken Reader' FROM reader UNION ALL SELECT id, 'woken_writer', 'Writer' FROM writer
              )
         SELECT (SELECT id FROM reader) AS reader, (SELECT id FROM writer) AS writer,
                (SELECT id FROM public.articles WHERE published ORDER BY published_at DESC LIMIT 1) AS article`,
      );
      const { reader, writer, article } = made[0]!;
      mail.start();
      await mail.processInstant();
      events.length = 0;

      // Idle: another table's write is heard (the notices flow), and the notification mail runs nothing.
      await base.query(`UPDATE public.user_profiles SET bio = 'idle' WHERE id = $1`, [writer]);
      while (!heard.includes('public.user_profiles')) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(events).toEqual([]);

      // A mention: the notice wakes the poller, which renders it into the outbox; the worker sends it.
      heard.length = 0;
      await base.query(`INSERT INTO public.notifications (recipient_id, kind, actor_id, article_id) VALUES ($1, 'mention', $2, $3)`, [
        reader,
        writer,
        article,
      ]);
      const [received] = await smtp.waitFor(1);
      expect(received!.to).toEqual(['woken@example.com']);
      expect(heard).toContain('public.notifications');
      expect(events[0]).toBe('BEGIN');
      const { rows: pending } = await base.query(`SELECT 1 FROM auth.notification_mail_pending`);
      expect(pending).toEqual([]);
    } finally {
      await mail.stop();
      await worker?.stop();
      await stopWatching();
      await base.close();
    }
  }, 60_000);

  it('still sends what waits when no notice comes, at the fallback poll', async () => {
    const base = await createTestDatabase({ seeds: true });
    const { mailer, worker } = createMailer({ db: base, config: { smtpUrl: smtp.url, from: FROM, sendRate: 0 } });
    // A feed that never hears anything (a lost notice), and a short fallback.
    const mail = createNotificationMail({ db: base, mailer, origin: 'https://site.test', writes: createWriteFeed(), pollMs: 50 });
    try {
      const { rows: made } = await base.query<{ id: string }>(
        `INSERT INTO auth.users (email, email_verified) VALUES ('fallback@example.com', true), ('fallback-writer@example.com', true)
         RETURNING id`,
      );
      const [reader, writer] = made.map((row) => row.id);
      await base.query(
        `INSERT INTO public.user_profiles (id, username, display_name) VALUES ($1, 'fallback_reader', 'Fallback Reader'), ($2, 'fallback_writer', 'Writer')`,
        [reader, writer],
      );
      mail.start();
      await mail.processInstant();
      const before = smtp.received.length;
      // Inserted after the first pass: only a later poll of the fallback finds it.
      await base.query(
        `INSERT INTO public.notifications (recipient_id, kind, actor_id, article_id)
         SELECT $1, 'mention', $2, id FROM public.articles WHERE published ORDER BY published_at DESC LIMIT 1`,
        [reader, writer],
      );
      const received = await smtp.waitFor(before + 1);
      expect(received.at(-1)!.to).toEqual(['fallback@example.com']);
    } finally {
      await mail.stop();
      await worker?.stop();
      await base.close();
    }
  }, 60_000);
});
