// Sends the outbox over SMTP (nodemailer): claims due messages with a lease, hands each to the SMTP server with its
// fixed Message-ID, marks it sent; a temporary refusal (4xx, a connection that failed) is tried again later, with
// the wait doubling each time; a permanent one (5xx), or too many attempts, marks it failed.
import nodemailer from 'nodemailer';
import type { Database } from '../db/index.ts';
import { claimDueMail, markMailFailed, markMailSent, type OutboxMessage } from './outbox.ts';

export interface MailLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  /** SMTP_URL. */
  smtpUrl: string;
  /** MAIL_FROM. */
  from: string;
  log?: MailLog | undefined;
  /** How often due messages are looked for (a kick() after an enqueue sends at once): 5 s. */
  pollMs?: number;
  /** The wait after the first temporary failure, doubled after each next one up to an hour: 30 s. */
  retryBaseMs?: number;
  /** Attempts before a message is marked failed: 8 (about two hours with the defaults). */
  maxAttempts?: number;
  /** How long a claim lasts: longer than an SMTP exchange may take (nodemailer's timeouts below). */
  leaseMs?: number;
}

export interface MailWorker {
  start(): void;
  /** Looks for due messages now (after an enqueue); calls while a pass runs make one more pass. */
  kick(): void;
  /** Sends every due message; resolves when none is left (tests, and the kick). */
  drain(): Promise<void>;
  /** Ends the polling, waits for the pass in flight and closes the SMTP connections. */
  stop(): Promise<void>;
}

const BATCH = 10;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** 5xx replies are permanent (RFC 5321); everything else (4xx, network, timeouts) may pass later. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const { responseCode, response, message } = error as { responseCode?: number; response?: string; message?: string };
  return String(response ?? message ?? error).slice(0, 500) + (responseCode ? ` (SMTP ${responseCode})` : '');
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 5000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 3 * 60_000;
  const transport = nodemailer.createTransport(
    {
      url: options.smtpUrl,
      // One kept connection, reused message after message (a digest is thousands of them).
      pool: true,
      maxConnections: 1,
      maxMessages: 10_000,
      // Bounded, so an exchange never outlives its lease (3 minutes).
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    },
    { from: options.from },
  );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function send(message: OutboxMessage): Promise<void> {
    try {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.messageId}>`,
        ...(message.unsubscribeUrl
          ? { headers: { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
    } catch (error) {
      const permanent = isPermanent(error) || message.attempts >= maxAttempts;
      const retryInMs = permanent ? undefined : Math.min(retryBaseMs * 2 ** (message.attempts - 1), MAX_RETRY_MS);
      log?.warn({ messageId: message.messageId, attempts: message.attempts, retryInMs, error: describe(error) }, 'mail not sent');
      await markMailFailed(db, message, describe(error), retryInMs);
      return;
    }
    await markMailSent(db, message.id);
  }

  async function pass(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const batch = await claimDueMail(db, BATCH, leaseMs);
      for (const message of batch) await send(message);
      if (batch.length < BATCH) return;
    }
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const drainQuietly = () => {
    drain().catch((error: unknown) => log?.warn({ err: error }, 'the mail outbox could not be read; trying again later'));
  };

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(drainQuietly, pollMs);
      timer.unref();
      drainQuietly();
    },
    kick: drainQuietly,
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
