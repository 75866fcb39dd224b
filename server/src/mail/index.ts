// Outgoing mail: queued in auth.mail_outbox, sent over SMTP when SMTP_URL is set, else read by admins at
// /admin/outbox. See README.md.
import type { MailConfig } from '../config/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { enqueueMail, enqueueRenderedMail, messageIdDomain, type NewMail, type RenderedNewMail } from './outbox.ts';
import { createMailWorker, type MailLog, type MailWorker, type MailWorkerOptions } from './worker.ts';

export { enqueueMail, messageIdDomain, claimDueMail, type NewMail, type RenderedNewMail } from './outbox.ts';
export { renderMail, mailFiller, MAIL_TEMPLATES, type MailLanguage, type MailTemplate, type MailValues } from './templates.ts';
export { createMailWorker, createPacer, MAIL_DATABASE_CLIENT, type MailWorker } from './worker.ts';

export interface Mailer {
  /** Queues a message on `q` (the transaction of what caused it); call sent() once that has committed. */
  enqueue(q: Queryable, mail: NewMail): Promise<string>;
  /** Queues messages rendered already (templates.ts mailFiller) in one statement; as enqueue otherwise. */
  enqueueRendered(q: Queryable, mails: readonly RenderedNewMail[]): Promise<string[]>;
  /** Tells the worker (when there is one) that a message is waiting, so it goes now rather than at the next poll. */
  queued(): void;
  /** False when SMTP_URL is not set: messages stay in the outbox. */
  readonly sends: boolean;
}

export interface MailerOptions {
  db: Database;
  config: MailConfig;
  log?: MailLog | undefined;
  /** The worker's timings (tests). */
  worker?: Pick<MailWorkerOptions, 'pollMs' | 'retryBaseMs' | 'maxAttempts' | 'leaseMs' | 'rate'>;
}

/** The mailer and, with SMTP_URL, its worker (started and stopped by the caller). */
export function createMailer({ db, config, log, worker: timings }: MailerOptions): { mailer: Mailer; worker: MailWorker | undefined } {
  const domain = messageIdDomain(config.from);
  const worker = config.smtpUrl
    ? createMailWorker({ db, smtpUrl: config.smtpUrl, from: config.from, log, rate: config.sendRate, ...timings })
    : undefined;
  return {
    worker,
    mailer: {
      enqueue: (q, mail) => enqueueMail(q, mail, domain),
      enqueueRendered: (q, mails) => enqueueRenderedMail(q, mails, domain),
      queued: () => worker?.kick(),
      sends: worker !== undefined,
    },
  };
}
