import type { FastifyInstance } from 'fastify';
import { readSchemaVersion } from '../db/cli-state.ts';
import { describeError, type Database } from '../db/index.ts';
import type { MetadataConsistency, MetadataConsistencyCheck } from './hasura-metadata.ts';

/** How long /healthz waits for the database before answering from what it last knew. */
const HEALTH_WAIT_MS = 500;
/** The deadline of each statement of the check: it reads the migration state (two small statements). */
const HEALTH_TIMEOUT_MS = 2000;

/**
 * GET /healthz: 200 with JSON once the database answers, 503 when it fails. It never waits behind a slow
 * statement: every statement has a deadline, so a database that is busy is still healthy and answers
 * `busy: true` at once with the schema version it last read. The embedded database's waiting line is read
 * first, without waiting: while the line has not moved for longer than `stuckAfterMs` with a statement able to start
 * (a long line that moves is busy, not stuck: with many clients served in turn a statement may wait seconds on a
 * slow machine), or while a failed reopen of the database is retried, the answer is 503 `degraded` with what is
 * wrong.
 */
export interface HealthOptions {
  /**
   * The newest migration of hasura/migrations, when someone else applies them (an external Hasura's CLI): until
   * the database has it, /healthz answers 503 `migrating`, so a load balancer sends no traffic yet.
   */
  expectedSchemaVersion?: string | undefined;
  /**
   * External mode: Hasura's own verdict on its metadata (`get_inconsistent_metadata`). While it lists inconsistent
   * objects /healthz answers 503 `inconsistent-metadata`: part of the API is missing. An unreachable Hasura is no
   * verdict (`hasuraMetadata: 'unknown'`).
   */
  metadata?: MetadataConsistencyCheck | undefined;
  /** The database is `degraded` while its waiting line has not moved for longer than this (ms); default 2000. */
  stuckAfterMs?: number;
}

export function registerHealth(app: FastifyInstance, db: Database, options: HealthOptions = {}): void {
  const expected = options.expectedSchemaVersion;
  const behind = (version: string | null) => expected !== undefined && (version === null || BigInt(version) < BigInt(expected));
  let schemaVersion: string | null = null;
  let known = false;
  // One check at a time: polls that arrive while one waits share it instead of queueing more statements.
  let inflight: Promise<true> | null = null;
  const stuckAfterMs = options.stuckAfterMs ?? 2000;
  const { metadata } = options;
  /** Hasura's answer, or within HEALTH_WAIT_MS the last one it gave. */
  const readMetadata = async (): Promise<MetadataConsistency | undefined> => {
    if (!metadata) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<MetadataConsistency>((resolve) => (timer = setTimeout(() => resolve(metadata.last), HEALTH_WAIT_MS)));
    try {
      return await Promise.race([metadata.read(), waited]);
    } finally {
      clearTimeout(timer);
    }
  };
  app.get('/healthz', async (_request, reply) => {
    const status = db.status?.();
    if (status && (status.reopenFailure !== undefined || status.queue.stalledMs > stuckAfterMs)) {
      return reply.code(503).send({
        status: 'degraded',
        database: db.kind,
        schemaVersion,
        queue: {
          waiting: status.queue.waiting,
          oldestWaitMs: status.queue.oldestWaitMs,
          stalledMs: status.queue.stalledMs,
          clients: status.queue.clients,
        },
        restarts: status.restarts,
        // The cause is in the log; the answer only says that reopening fails (it may name paths).
        ...(status.reopenFailure !== undefined && { reopenFailed: true }),
      });
    }
    // The newest applied migration, from the state shared with the Hasura CLI (db/cli-state.ts). In one transaction,
    // so its two statements run back to back: the embedded database runs one statement or transaction at a time, and
    // a slow statement queued between them would hold the answer back.
    const check = (inflight ??= db
      .transaction((tx) => readSchemaVersion(tx), { timeoutMs: HEALTH_TIMEOUT_MS })
      .then((version) => {
        schemaVersion = version;
        known = true;
        return true as const;
      })
      .finally(() => (inflight = null)));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_WAIT_MS)));
    try {
      const answered = await Promise.race([check, waited]);
      if (!answered && !known) return reply.code(503).send({ status: 'starting', database: db.kind });
      if (behind(schemaVersion)) {
        return reply.code(503).send({ status: 'migrating', database: db.kind, schemaVersion, expectedSchemaVersion: expected });
      }
      const consistency = await readMetadata();
      if (consistency?.state === 'inconsistent') {
        return reply.code(503).send({
          status: 'inconsistent-metadata',
          database: db.kind,
          schemaVersion,
          hasuraMetadata: 'inconsistent',
          inconsistentObjects: consistency.objects,
        });
      }
      return {
        status: 'ok',
        database: db.kind,
        schemaVersion,
        ...(consistency && { hasuraMetadata: consistency.state }),
        ...(answered ? {} : { busy: true }),
      };
    } catch (error) {
      return reply.code(503).send({ status: 'error', database: db.kind, error: describeError(error) });
    } finally {
      clearTimeout(timer);
      // A check that answers after the reply only refreshes what the next one reports.
      check.catch(() => undefined);
    }
  });
}
