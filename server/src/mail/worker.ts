// Sends the outbox over SMTP (nodemailer): claims due messages with a lease, hands each to the SMTP server with its
// fixed Message-ID, marks it sent; a temporary refusal (4xx, a connection that failed) is tried again later, with
// the wait doubling each time; a permanent one (5xx), or too many attempts, marks it failed. It is background work:
// paced (MAIL_SEND_RATE), and its statements wait in the database's queue behind readers' (db/fair-queue.ts).
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import { withDatabaseClient, type DatabaseClient } from '../db/client.ts';
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
  /**
   * Messages handed to SMTP per second at most (MAIL_SEND_RATE; a token bucket holding a fiftieth of a second's
   * worth); 0 or unset: as fast as the SMTP server takes them.
   */
  rate?: number | undefined;
  /** Messages claimed (one statement) and marked sent (one statement) together: 10. */
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

/**
 * The database client of the mail's background work (the worker, the digest's queueing): its statements run when
 * no reader's statement waits (db/fair-queue.ts), never bounded nor budgeted.
 */
export const MAIL_DATABASE_CLIENT: DatabaseClient = { key: 'server:mail', role: 'mail', budgeted: false, background: true };

/** Small claims: a claim's bodies are one statement that a reader arriving meanwhile waits for. */
const BATCH = 10;
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

/**
 * A token bucket of `rate` per second holding `burst` tokens: each call takes one, waiting for it when none is left.
 * Calls are served in order (each reserves the next slot at once). No rate: never waits.
 */
export function createPacer(rate: number | undefined, burst = Math.max(1, Math.floor((rate ?? 0) / 50))): () => Promise<void> {
  if (!rate || rate <= 0) return () => Promise.resolve();
  const intervalMs = 1000 / rate;
  // When the next token is there; lagging at most `burst` tokens behind now (the bucket's size).
  let due = 0;
  return async () => {
    const now = performance.now();
    const at = Math.max(due, now - (burst - 1) * intervalMs);
    due = at + intervalMs;
    if (at > now) await sleep(at - now);
  };
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
  const pace = createPacer(options.rate);
  // At most one message per pooled connection is handed to nodemailer at a time (across lanes): the rest wait
  // here, not as a burst of compiled messages that would hold the event loop readers share.
  let handing = 0;
  const waitingTurn: (() => void)[] = [];
  async function sendInTurn(message: OutboxMessage): Promise<boolean> {
    await pace();
    // A turn of the event loop between messages: what readers' requests have ready runs before the next encoding.
    await nextTurn();
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
      await nextTurn();
    }
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = withDatabaseClient(MAIL_DATABASE_CLIENT, async () => {
      try {
        do {
          again = false;
          // A few batches at once, so the database claims and marks while SMTP sends (each claim takes other rows).
          await Promise.all(Array.from({ length: lanes }, pass));
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
    });
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
