// Who a database statement is run for. The HTTP route, the WebSocket transport and the server renderer run their
// work inside withDatabaseClient; the database's queue (fair-queue.ts, in pglite-thread.ts and postgres.ts) reads it
// as each statement is asked for, serves the clients in turn, bounds what one client may have waiting (and, on
// PostgreSQL, the connections it holds) and counts its database time against a budget per minute. Statements asked for outside any client (migrations, the scheduler, /healthz)
// are the server's own work: served in turn too, never bounded nor budgeted.
// Until a database is opened in this process (openPgliteThread and openPostgres call trackDatabaseClients),
// withDatabaseClient runs fn as it is: on Node 20 the first AsyncLocalStorage#run turns on promise hooks for the
// whole process (every promise then pays for carrying the store), a cost tools that never open a database need not
// pay (docs/benchmarks.md "Engine").
import { AsyncLocalStorage } from 'node:async_hooks';
import { addressKey } from '../limits/address.ts';

export interface DatabaseClient {
  /** `member:<id>` for a signed-in member, `ip:<address>` (IPv6 grouped by /64) otherwise. */
  key: string;
  /** The GraphQL role, for the log. */
  role?: string | undefined;
  /** The GraphQL operation's name, for the log. */
  operation?: string | undefined;
  /** False for the admin secret and site admins: bounded in the queue, but no database-time budget. */
  budgeted?: boolean;
  /**
   * Work done for several clients at once (a live-query poll shared by its subscribers, one entry per subscriber):
   * its database time is split among the budgeted ones, and it is refused only when all of them are over budget.
   * Such a client is not budgeted itself (`budgeted: false`).
   */
  shares?: readonly DatabaseClient[];
  /** With shares: the queue adds each share that is over its budget once the work is done, with its refusal. */
  overBudget?: Map<string, DatabaseBudgetError>;
  /**
   * The server's background work (the mail worker, the digest's queueing): its statements run only when no other
   * client's statement is waiting to start (or after waiting the queue's `backgroundMaxWaitMs`, so it is never
   * starved), never bounded in what it has waiting; give it `budgeted: false`.
   */
  background?: boolean;
  /**
   * Work done for many clients at once whose own pace bounds it (the page-view batches: at most one statement every
   * FILL_MS): its statement starts before every lane in turn (up to the queue's `aheadMsPerSecond`), so the views it
   * answers wait for one running statement, not for a round over every reader's lane. Give it `budgeted: false`;
   * nothing unpaced may set it.
   */
  ahead?: boolean;
  /**
   * A second lane of the same client (`writes`: a GraphQL mutation's statements, the action handlers' it calls): the
   * queue serves it in turn beside the client's own lane, so a member's reads do not wait behind their own writes.
   * Only the order changes: the client's bound of waiting statements, its running ones and its database time stay
   * the key's, whichever lane a statement waits in.
   */
  lane?: 'writes';
}

const storage = new AsyncLocalStorage<DatabaseClient>();
let tracking = false;

/** From now on, the client of each statement is known (the database queues read it: PGlite's and PostgreSQL's). */
export function trackDatabaseClients(): void {
  tracking = true;
}

/** Runs fn with every database statement it asks for (directly or later on) counted for `client`. */
export function withDatabaseClient<T>(client: DatabaseClient, fn: () => T): T {
  return tracking ? storage.run(client, fn) : fn();
}

/** The client the current work is done for; undefined for the server's own work. */
export function currentDatabaseClient(): DatabaseClient | undefined {
  return storage.getStore();
}

/** Runs fn as the server's own work, whatever client the caller was serving (timers started from a request). */
export function asServerWork<T>(fn: () => T): T {
  return tracking ? storage.exit(fn) : fn();
}

/**
 * The header the engine sends to the action handlers beside the actions secret: the client the GraphQL request is
 * run for (its queue key and whether it is budgeted), so the handler's statements wait in that client's lane and
 * draw on its database time. The handlers read it only on a call that carries the valid secret, and the engine
 * never forwards a client's own header of this name. The GraphQL operation's name rides along, so the database's
 * time by operation (/metrics) names the action's statements as the request's (an allow-list name; any other is
 * `other` there).
 */
export const DATABASE_CLIENT_HEADER = 'x-chainpulse-database-client';

/** The header's value for `client`. */
export function encodeDatabaseClient(client: DatabaseClient): string {
  const operation = client.operation !== undefined && client.operation.length <= MAX_OPERATION_NAME ? client.operation : undefined;
  return JSON.stringify({ key: client.key, budgeted: client.budgeted !== false, operation, lane: client.lane });
}

/** The longest operation name the header carries (a longer one is left out: no allow-list name is that long). */
const MAX_OPERATION_NAME = 128;

/** The client a header's value names; undefined when it is missing or not one. */
export function decodeDatabaseClient(value: unknown): DatabaseClient | undefined {
  if (typeof value !== 'string' || value.length > 400) return undefined;
  try {
    const parsed = JSON.parse(value) as { key?: unknown; budgeted?: unknown; operation?: unknown; lane?: unknown };
    if (typeof parsed.key !== 'string' || parsed.key === '' || typeof parsed.budgeted !== 'boolean') return undefined;
    const { operation } = parsed;
    const named = typeof operation === 'string' && operation !== '' && operation.length <= MAX_OPERATION_NAME;
    return {
      key: parsed.key,
      budgeted: parsed.budgeted,
      operation: named ? operation : 'action',
      ...(parsed.lane === 'writes' && { lane: 'writes' as const }),
    };
  } catch {
    return undefined;
  }
}

/** The queue key of a client address: `ip:` and the address's budget key (IPv6 by its /64). */
export function addressClientKey(address: string | undefined): string {
  return `ip:${addressKey(address)}`;
}

/** The database client of a GraphQL session from an address (a member by id when signed in). */
export function sessionClient(
  session: { role: string; isAdmin: boolean; variables: Record<string, string> },
  address: string | undefined,
  operation?: string | undefined,
): DatabaseClient {
  const member = session.isAdmin ? undefined : session.variables['x-hasura-user-id'];
  return {
    key: member ? `member:${member.slice(0, 64)}` : addressClientKey(address),
    role: session.role,
    operation: operation ?? undefined,
    budgeted: !session.isAdmin && session.role !== 'site_admin',
  };
}

/** A client already has as many statements waiting as it may: this one is refused at once. */
export class QueueFullError extends Error {
  readonly code = 'too-many-statements';
  readonly retryAfterSeconds = 1;

  constructor(limit: number) {
    super(`too many database statements waiting for this client (at most ${limit}); try again in 1 s`);
    this.name = 'QueueFullError';
  }
}

/** A client has used its database time of this minute: refused until the window ends. */
export class DatabaseBudgetError extends Error {
  readonly code = 'database-budget-exceeded';

  constructor(
    readonly limitMs: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`this client used its database time of ${limitMs} ms a minute; try again in ${retryAfterSeconds} s`);
    this.name = 'DatabaseBudgetError';
  }
}

/** The embedded database is reopening after a failure: statements are refused until it is back. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'database-unavailable';

  constructor() {
    super('the database is being reopened; try again shortly');
    this.name = 'DatabaseUnavailableError';
  }
}
