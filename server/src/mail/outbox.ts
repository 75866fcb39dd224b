// auth.mail_outbox (migration 1795305605600_mail_outbox): messages are written in the transaction of what caused
// them and claimed by the worker with a lease, so a crash neither loses a message (its lease lapses and it is
// claimed again) nor sends it under two Message-IDs (the id is fixed at enqueue).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { renderMail, type MailExtras, type MailLanguage, type MailTemplate, type MailValues, type RenderedMail } from './templates.ts';

export interface NewMail {
  to: string;
  /** The member it is for, when there is one (kept for the admins' list; the row outlives the account). */
  userId?: string | undefined;
  template: MailTemplate;
  language: MailLanguage;
  values: MailValues;
  /** Lists and links of the notification mail (templates.ts MailExtras). */
  extras?: MailExtras | undefined;
  /** RFC 8058 one-click unsubscribe: sent as List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl?: string | undefined;
}

export interface OutboxMessage {
  id: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Counting this claim. */
  attempts: number;
  /** The List-Unsubscribe URL, when the message carries one. */
  unsubscribeUrl: string | null;
}

interface OutboxRow {
  id: string;
  message_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  list_unsubscribe: string | null;
}

/** The domain of MAIL_FROM's address: the right-hand side of every Message-ID. */
export function messageIdDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/** Renders a message and queues it; returns its row id. Run it on the transaction of what caused it. */
export async function enqueueMail(q: Queryable, mail: NewMail, domain: string): Promise<string> {
  const rendered = renderMail(mail.template, mail.language, mail.values, mail.extras);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO auth.mail_outbox (message_id, recipient, user_id, template, language, subject, text_body, html_body, list_unsubscribe)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      `${randomUUID()}@${domain}`,
      mail.to,
      mail.userId ?? null,
      mail.template,
      mail.language,
      rendered.subject,
      rendered.text,
      rendered.html,
      mail.unsubscribeUrl ?? null,
    ],
  );
  return rows[0]!.id;
}

/** A message already rendered (mailFiller), queued with others in one statement by enqueueRenderedMail. */
export interface RenderedNewMail extends RenderedMail {
  to: string;
  userId?: string | undefined;
  template: MailTemplate;
  language: MailLanguage;
  unsubscribeUrl?: string | undefined;
}

/** Queues rendered messages in one statement (a digest batch); returns their row ids. */
export async function enqueueRenderedMail(q: Queryable, mails: readonly RenderedNewMail[], domain: string): Promise<string[]> {
  if (mails.length === 0) return [];
  const column = <T>(pick: (mail: RenderedNewMail) => T) => mails.map(pick);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO auth.mail_outbox (message_id, recipient, user_id, template, language, subject, text_body, html_body, list_unsubscribe)
     SELECT * FROM unnest($1::text[], $2::public.citext[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
     RETURNING id`,
    [
      column(() => `${randomUUID()}@${domain}`),
      column((mail) => mail.to),
      column((mail) => mail.userId ?? null),
      column((mail) => mail.template),
      column((mail) => mail.language),
      column((mail) => mail.subject),
      column((mail) => mail.text),
      column((mail) => mail.html),
      column((mail) => mail.unsubscribeUrl ?? null),
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * Claims up to `limit` due messages (queued and due, or sending with a lapsed lease) for `leaseMs`: each claim
 * counts an attempt. Rows another worker is claiming at the same moment are skipped, not waited for.
 */
export async function claimDueMail(q: Queryable, limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  const { rows } = await q.query<OutboxRow>(
    `UPDATE auth.mail_outbox AS mail
     SET status = 'sending', attempts = mail.attempts + 1, lease_until = now() + $2 * interval '1 millisecond'
     WHERE mail.id IN (
       SELECT id FROM auth.mail_outbox
       WHERE (status = 'queued' AND next_attempt_at <= now()) OR (status = 'sending' AND lease_until < now())
       ORDER BY next_attempt_at, created_at
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING mail.id, mail.message_id, mail.recipient::text AS recipient, mail.subject, mail.text_body, mail.html_body, mail.attempts, mail.list_unsubscribe`,
    [limit, leaseMs],
    { name: 'mail_outbox_claim' },
  );
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attempts: row.attempts,
    unsubscribeUrl: row.list_unsubscribe,
  }));
}

/** The SMTP server took the message: sent, whoever holds the claim now (a later claim must not send it again). */
export async function markMailSent(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE auth.mail_outbox SET status = 'sent', sent_at = now(), lease_until = NULL, last_error = NULL
     WHERE id = $1 AND status <> 'sent'`,
    [id],
  );
}

/** The SMTP server took these messages: one statement for a batch (see markMailSent). */
export async function markMailSentMany(q: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await q.query(
    `UPDATE auth.mail_outbox SET status = 'sent', sent_at = now(), lease_until = NULL, last_error = NULL
     WHERE id = ANY($1::uuid[]) AND status <> 'sent'`,
    [ids],
    { name: 'mail_outbox_sent' },
  );
}

/**
 * A failed attempt: queued again after `retryInMs`, or `failed` for good when `retryInMs` is undefined. Only the
 * claim that made the attempt may say so (another worker may hold the row since its lease lapsed).
 */
export async function markMailFailed(q: Queryable, message: OutboxMessage, error: string, retryInMs: number | undefined): Promise<void> {
  await q.query(
    `UPDATE auth.mail_outbox
     SET status = CASE WHEN $3::double precision IS NULL THEN 'failed' ELSE 'queued' END,
         next_attempt_at = CASE WHEN $3::double precision IS NULL THEN next_attempt_at
                                ELSE now() + $3::double precision * interval '1 millisecond' END,
         lease_until = NULL, last_error = left($4, 1000)
     WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [message.id, message.attempts, retryInMs ?? null, error],
  );
}
