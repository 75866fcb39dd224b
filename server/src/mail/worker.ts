// Sends the outbox over SMTP (nodemailer): claims due messages with a lease, hands each to the SMTP server with its
// fixed Message-ID, marks it sent; a temporary refusal (4xx, a connection that failed) is tried again later, with
// the wait doubling each time; a permanent one (5xx), or too many attempts, marks it failed.
import nodemailer from 'nodemailer';
import type { Database } from '../db/index.ts';
import { claimDueMail, markMailFailed, markMailSentMany, type OutboxMessage } from './outbox.ts';

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
  /** Messages claimed (one statement) and marked sent (one statement) together: 50. */
  batchSize?: number;
  /** SMTP connections the batches are spread over: 4. */
  connections?: number;
  /** Batches in flight at once (one claimed while another is with SMTP): 2. */
  lanes?: number;
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

const BATCH = 25;
const CONNECTIONS = 4;
const LANES = 2;
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
  const batchSize = options.batchSize ?? BATCH;
  const lanes = options.lanes ?? LANES;
  const connections = options.connections ?? CONNECTIONS;
  // At most one message per pooled connection is handed to nodemailer at a time (across lanes): the rest wait
  // here, not as a burst of compiled messages that would hold the event loop readers share.
  let handing = 0;
  const waitingTurn: (() => void)[] = [];
  async function sendInTurn(message: OutboxMessage): Promise<boolean> {
    if (handing >= connections) await new Promise<void>((resolve) => waitingTurn.push(resolve));
    else handing += 1;
    try {
      return await send(message);
    } finally {
      const next = waitingTurn.shift();
      if (next) next();
      else handing -= 1;
    }
  }
  const transport = nodemailer.createTransport(
    {
      url: options.smtpUrl,
      // A few kept connections, reused message after message (a digest is thousands of them); a batch is spread
      // over them, and never more are opened however large the outbox.
      pool: true,
      maxConnections: connections,
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

  /** Hands one message to SMTP: true when accepted; a refusal is recorded (one statement, rare) and false. */
  async function send(message: OutboxMessage): Promise<boolean> {
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
      return false;
    }
    return true;
  }

  /**
   * Batch after batch: one statement claims a batch, its messages go out over the pooled connections at once (no
   * database connection is held meanwhile: the claim is a lease, not a lock), one statement marks those accepted.
   * Between batches the loop yields, so readers' statements queued meanwhile run first (PGlite runs one at a time).
   * A crash between the claim and the mark leaves the batch `sending` until its lease lapses; it is then sent
   * again under the same Message-IDs, which a receiver that has them already drops.
   */
  async function pass(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const batch = await claimDueMail(db, batchSize, leaseMs);
      if (batch.length === 0) return;
      const accepted = await Promise.all(batch.map(sendInTurn));
      await markMailSentMany(
        db,
        batch.filter((_, index) => accepted[index]).map((message) => message.id),
      );
      if (batch.length < batchSize) return;
      await new Promise((resolve) => setImmediate(resolve));
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
          // A few batches at once, so the database claims and marks while SMTP sends (each claim takes other rows).
          await Promise.all(Array.from({ length: lanes }, pass));
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
