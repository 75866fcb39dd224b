// The mail outbox and its worker against a real SMTP server in this process: both parts in the member's
// language, the Message-ID fixed at enqueue, a temporary refusal tried again later, a permanent one given up, and
// a claim that lapsed (a crashed worker) sent once more under the same Message-ID, never twice by live workers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { claimDueMail, createMailWorker, enqueueMail, messageIdDomain, type MailWorker } from '../../src/mail/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';

const FROM = 'ChainPulse <no-reply@mail.test>';
const DOMAIN = messageIdDomain(FROM);

let db: PgliteDatabase;
let smtp: TestSmtpServer;
const workers: MailWorker[] = [];

function worker(options: { retryBaseMs?: number; maxAttempts?: number; rate?: number } = {}): MailWorker {
  const created = createMailWorker({ db, smtpUrl: smtp.url, from: FROM, ...options });
  workers.push(created);
  return created;
}

interface Row {
  status: string;
  attempts: number;
  message_id: string;
  last_error: string | null;
  sent_at: string | null;
  retry_in_s: number;
}

async function row(id: string): Promise<Row> {
  const { rows } = await db.query<Row>(
    `SELECT status, attempts, message_id, last_error, sent_at,
            extract(epoch FROM next_attempt_at - now())::float8 AS retry_in_s
     FROM auth.mail_outbox WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

const verify = (to: string, language: 'en' | 'zh', name?: string) =>
  enqueueMail(
    db,
    { to, template: 'verify-email', language, values: { name, url: `https://site.test/verify?token=t-${to}`, hours: 24 } },
    DOMAIN,
  );

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpServer();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  smtp.received.length = 0;
  smtp.refuseNext(0);
  await db.query(`DELETE FROM auth.mail_outbox`);
});

afterAll(async () => {
  await smtp.close();
  await db.close();
});

describe('mail outbox', () => {
  it('sends a text and an HTML part in the member language, under the Message-ID fixed at enqueue', async () => {
    const en = await verify('ada@example.com', 'en', 'Ada <script>');
    const zh = await verify('li@example.com', 'zh', '李雷');
    await worker().drain();
    expect(smtp.received).toHaveLength(2);
    const byTo = new Map(smtp.received.map((mail) => [mail.to[0], mail]));
    const english = byTo.get('ada@example.com')!;
    expect(english.parsed.subject).toBe('Confirm your email address for ChainPulse');
    expect(english.parsed.from?.value).toEqual([{ name: 'ChainPulse', address: 'no-reply@mail.test' }]);
    expect(english.parsed.text).toContain('Hello Ada <script>,');
    expect(english.parsed.text).toContain('https://site.test/verify?token=t-ada@example.com');
    expect(english.parsed.text).toContain('expires in 24 hours');
    // The HTML part escapes what it is given, and carries the link as a button and as text.
    expect(english.parsed.html).toContain('Hello Ada &lt;script&gt;,');
    expect(english.parsed.html).not.toContain('<script>');
    expect(english.parsed.html).toContain('href="https://site.test/verify?token=t-ada@example.com"');
    const chinese = byTo.get('li@example.com')!;
    expect(chinese.parsed.subject).toBe('确认您在链脉的邮箱地址');
    expect(chinese.parsed.text).toContain('李雷，您好：');
    expect(chinese.parsed.html).toContain('lang="zh-CN"');
    expect(chinese.parsed.html).toContain('确认我的地址');

    for (const [id, mail] of [
      [en, english],
      [zh, chinese],
    ] as const) {
      const sent = await row(id);
      expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(sent.sent_at).not.toBeNull();
      expect(mail.messageId).toBe(sent.message_id);
      expect(sent.message_id.endsWith('@mail.test')).toBe(true);
    }
    // Nothing is due any more: another pass sends nothing.
    await worker().drain();
    expect(smtp.received).toHaveLength(2);
  });

  it('tries a temporarily refused message again after a back-off, and sends it once', async () => {
    smtp.refuseNext(1, 451);
    const id = await verify('retry@example.com', 'en');
    const sender = worker({ retryBaseMs: 60_000 });
    await sender.drain();
    expect(smtp.received).toHaveLength(0);
    const refused = await row(id);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });
    expect(refused.last_error).toContain('451');
    // Waits the back-off: not due yet, so a pass now sends nothing.
    expect(refused.retry_in_s).toBeGreaterThan(50);
    await sender.drain();
    expect(smtp.received).toHaveLength(0);

    // The back-off has passed.
    await db.query(`UPDATE auth.mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await sender.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.messageId).toBe(refused.message_id);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    await sender.drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('doubles the wait after each temporary failure and gives up after the last attempt', async () => {
    smtp.refuseNext(10, 421);
    const id = await verify('flaky@example.com', 'en');
    const sender = worker({ retryBaseMs: 60_000, maxAttempts: 3 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await sender.drain();
      const after = await row(id);
      expect(after.attempts).toBe(attempt);
      waits.push(after.retry_in_s);
      await db.query(`UPDATE auth.mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1 AND status = 'queued'`, [id]);
    }
    expect(waits[0]).toBeGreaterThan(50);
    expect(waits[1]).toBeGreaterThan(110);
    expect((await row(id)).status).toBe('failed');
    await sender.drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    smtp.refuseNext(1, 550);
    const id = await verify('nobody@example.com', 'zh');
    const sender = worker();
    await sender.drain();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.last_error).toContain('550');
    await db.query(`UPDATE auth.mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await sender.drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a message claimed by a worker that crashed once its lease lapses, with the same Message-ID', async () => {
    const id = await verify('crash@example.com', 'en');
    // A worker claims it and dies before marking anything (it may or may not have handed it to SMTP).
    const [claimed] = await claimDueMail(db, 10, 60_000);
    expect(claimed!.id).toBe(id);
    const sender = worker();
    await sender.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await row(id)).status).toBe('sending');

    await db.query(`UPDATE auth.mail_outbox SET lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    await sender.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.messageId).toBe(claimed!.messageId);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('paces what it hands to SMTP at MAIL_SEND_RATE, sending every message once', async () => {
    await Promise.all(Array.from({ length: 6 }, (_, i) => verify(`paced${i}@example.com`, 'en')));
    const started = performance.now();
    // 10 a second, a bucket of one: the sixth message goes 5 intervals of 100 ms after the first, at the earliest
    // (unpaced, the six go at once over the worker's 4 connections).
    await worker({ rate: 10 }).drain();
    expect(performance.now() - started).toBeGreaterThanOrEqual(495);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(Array.from({ length: 6 }, (_, i) => `paced${i}@example.com`).sort());
  });

  it('never sends a message twice when workers drain the outbox at the same time', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1) ids.push(await verify(`many${index}@example.com`, index % 2 ? 'zh' : 'en'));
    const [first, second, third] = [worker(), worker(), worker()];
    await Promise.all([first!.drain(), second!.drain(), third!.drain(), first!.drain()]);
    expect(smtp.received).toHaveLength(25);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(25);
    const { rows } = await db.query<{ status: string; attempts: number; count: number }>(
      `SELECT status, attempts, count(*)::int AS count FROM auth.mail_outbox GROUP BY status, attempts`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, count: 25 }]);
  });
});

describe('mail settings', () => {
  it('reads SMTP_URL, MAIL_FROM and MAIL_SEND_RATE, refusing what cannot work, named', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'ChainPulse <no-reply@chainpulse.local>', sendRate: 300 });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'news@example.com', MAIL_SEND_RATE: '0' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'news@example.com',
      sendRate: 0,
    });
    expect(() => loadConfig({ MAIL_SEND_RATE: 'fast' })).toThrow(/^MAIL_SEND_RATE must be a whole number/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ MAIL_FROM: 'Site <no-address>' })).toThrow(/^MAIL_FROM must be an email address/);
    expect(() => loadConfig({ MAIL_FROM: 'Site <a@example.com' })).toThrow(/^MAIL_FROM must be/);
    expect(messageIdDomain('Site <news@mail.example.com>')).toBe('mail.example.com');
    expect(messageIdDomain('news@example.org')).toBe('example.org');
  });
});
