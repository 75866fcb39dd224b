// The writes the caches hear of (pages, visitors' query results, feeds and sitemaps): announced by the database
// itself (the `write_notices` triggers, migration 1795305604000) with the keys of the rows written, whoever wrote
// them (this instance, another one, an external Hasura, SQL in an action handler or the cron jobs). A table without
// those triggers falls back to the engine's own report (whole tables, this instance's and, through the write relay,
// the others'), as does a metadata change. Each write reaches the caches once: the engine's report of a table the
// database announces is left to the database's notice.
import type { Database } from '../db/index.ts';
import { parseWriteNotice, wholeTables, WRITE_NOTICES_CHANNEL, type Writes } from './cache/writes.ts';
import type { Engine } from './create-engine.ts';

export interface WriteFeed {
  /** Calls `listener` with every write heard of; returns the unsubscribe. */
  subscribe(listener: (writes: Writes) => void): () => void;
  /** Passes writes to the listeners (the sources below; tests). */
  publish(writes: Writes): void;
  /**
   * The tables whose every write the database announces, whoever writes (empty until watchWrites has asked, and when
   * the database announces none; watchWrites fills it): a reader of only these learns of every change from the feed.
   */
  readonly announced: Set<string>;
}

export function createWriteFeed(): WriteFeed {
  const listeners = new Set<(writes: Writes) => void>();
  return {
    announced: new Set(),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(writes) {
      for (const listener of listeners) listener(writes);
    },
  };
}

/** The tables whose writes the database announces (`schema.name`). */
async function announcedTables(db: Database): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `select distinct n.nspname || '.' || c.relname as name
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where t.tgname = 'write_notice_update'`,
  );
  return new Set(rows.map((row) => row.name));
}

export interface WatchWritesOptions {
  onError?: (error: unknown) => void;
}

/**
 * Feeds `feed` from the database's notices and, for what they do not cover, from the engine's reports (none with an
 * external Hasura). Resolves the stop.
 */
export async function watchWrites(
  db: Database,
  feed: WriteFeed,
  engine: Pick<Engine, 'onWrite'> | undefined,
  options: WatchWritesOptions = {},
): Promise<() => Promise<void>> {
  let announced = new Set<string>();
  let stopListening: () => Promise<void> = async () => undefined;
  if (db.listen) {
    try {
      announced = await announcedTables(db);
      stopListening = await db.listen(WRITE_NOTICES_CHANNEL, (payload) => {
        const writes = parseWriteNotice(payload);
        if (writes) feed.publish(writes);
      });
    } catch (error) {
      // No notices then (a database without the migration, a role that may not read pg_trigger): the engine's reports.
      announced = new Set();
      options.onError?.(error);
    }
  }
  for (const table of announced) feed.announced.add(table);
  const stopWatching = engine?.onWrite((tables, origin) => {
    const rest = origin.metadata ? [...tables] : [...tables].filter((table) => !announced.has(table));
    if (rest.length > 0) feed.publish(wholeTables(rest));
  });
  return async () => {
    stopWatching?.();
    feed.announced.clear();
    await stopListening();
  };
}
