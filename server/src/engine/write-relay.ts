// Several server instances on one PostgreSQL: a write committed by one must wake the live queries and drop the
// rendered pages of the others at once, not after their next poll or cache expiry. Each instance NOTIFYs the
// tables it wrote on one channel and LISTENs there, passing the others' writes to its engine's write listeners.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index.ts';
import type { Engine } from './create-engine.ts';

export const WRITES_CHANNEL = 'chainpulse_writes';
/** A burst of writes within this window costs one notification. */
const BATCH_MS = 10;
/** NOTIFY payloads are limited to 8,000 bytes: more tables than fit are announced as "everything". */
const MAX_PAYLOAD_BYTES = 7000;
const EVERYTHING = '*';

interface Notice {
  /** The sending instance, so it ignores its own. */
  i: string;
  /** Tables written (`schema.name`), or ['*']. */
  t: string[];
}

function parseNotice(payload: string): Notice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Notice>;
    if (typeof value.i !== 'string' || !Array.isArray(value.t)) return undefined;
    return { i: value.i, t: value.t.filter((table): table is string => typeof table === 'string') };
  } catch {
    return undefined;
  }
}

export interface WriteRelayOptions {
  /** The tables the engine knows, for a notice of "everything". */
  tables: () => Iterable<string>;
  onError?: (error: unknown) => void;
}

/**
 * Relays committed writes between the instances sharing the database; resolves the stop. The embedded database has
 * one instance. The caches of pages and query results hear of writes from the database itself
 * (database-writes.ts); this relay wakes the other instances' live queries, and the caches only for a table the
 * database does not announce.
 */
export async function relayWrites(
  engine: Pick<Engine, 'onWrite' | 'writtenElsewhere'>,
  db: Database,
  options: WriteRelayOptions,
): Promise<() => Promise<void>> {
  if (!db.listen || db.kind !== 'postgres') return async () => undefined;
  const instance = randomUUID();
  const onError = options.onError ?? (() => undefined);
  const stopListening = await db.listen(WRITES_CHANNEL, (payload) => {
    const notice = parseNotice(payload);
    if (!notice || notice.i === instance || notice.t.length === 0) return;
    engine.writtenElsewhere(new Set(notice.t.includes(EVERYTHING) ? options.tables() : notice.t));
  });

  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const tables = [...pending];
    pending = new Set();
    let payload = JSON.stringify({ i: instance, t: tables } satisfies Notice);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ i: instance, t: [EVERYTHING] } satisfies Notice);
    db.query('select pg_notify($1, $2)', [WRITES_CHANNEL, payload]).catch(onError);
  };
  const stopWatching = engine.onWrite((tables, origin) => {
    // Another instance's write, relayed here: it announced it already.
    if (origin.remote) return;
    for (const table of tables) pending.add(table);
    timer ??= setTimeout(flush, BATCH_MS);
  });
  return async () => {
    stopWatching();
    clearTimeout(timer);
    await stopListening();
  };
}
