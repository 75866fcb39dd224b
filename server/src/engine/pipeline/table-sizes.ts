// How many rows each table holds, as the database itself estimates it, for the cost estimate of a request
// (cost.ts). Read in ONE statement from the catalog: PostgreSQL's planner estimate (`pg_class.reltuples` per page,
// scaled to the relation's current size, as the planner scales it), or for a table never analyzed (PGlite has no
// autovacuum) its pages times the rows a page holds at the table's row width. Read in the background by the first
// request estimated FIRST_READ_AFTER_MS after the engine was built (a fresh embedded database reads its catalog
// slowly, and its first requests and /healthz should not wait behind that), then by one estimated REFRESH_MS
// after the last read; a request never waits for it. Until the first read, a table counts DEFAULT_TABLE_ROWS.
import type { Database } from '../../db/types.ts';

/** How old the sizes may get before a request starts a new read. */
export const REFRESH_MS = 60_000;

/** How long after the engine is built the first read may start. */
export const FIRST_READ_AFTER_MS = 10_000;

/**
 * Rows assumed for a relation the catalog gives no size for (a view, or before the first read): few, so that
 * nothing the site asks for is refused on a guess; the deepest nestings are refused even so.
 */
export const DEFAULT_TABLE_ROWS = 100;

/** The statement's mark, so a test recording statements can tell it from a request's. */
export const TABLE_SIZES_MARK = '/* engine: table sizes */';

// Per relation: the planner's density when the table was analyzed, else the page size over the row width
// (PostgreSQL's get_rel_data_width: a fixed-width type's length, 32 bytes for others, plus a 28-byte header
// and line pointer), counting at least one page (the planner would count 10 for a table never vacuumed; its real
// size is known here).
// Only the tracked tables ($1 schemas, $2 names) are read.
const SIZES_SQL = `${TABLE_SIZES_MARK}
SELECT n.nspname AS schema, c.relname AS name,
  CASE WHEN c.relpages > 0 AND c.reltuples >= 0
    THEN c.reltuples / c.relpages * greatest(pg_relation_size(c.oid) / b.size, 1)
    ELSE greatest(pg_relation_size(c.oid) / b.size, 1)
      * floor((b.size - 24) / (28 + (
        SELECT coalesce(sum(CASE WHEN t.typlen > 0 THEN t.typlen ELSE 32 END), 0)
        FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped)))
  END::float8 AS rows
FROM unnest($1::text[], $2::text[]) AS tracked(schema, name)
JOIN pg_namespace n ON n.nspname = tracked.schema
JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = tracked.name AND c.relkind IN ('r', 'p', 'm')
CROSS JOIN (SELECT current_setting('block_size')::float8 AS size) b`;

export interface TableSizes {
  /** The estimated rows of a table (`schema`, `name`); DEFAULT_TABLE_ROWS when unknown. */
  rowsOf(table: { schema: string; name: string }): number;
  /** Starts a read when the last one is older than REFRESH_MS (none running); never throws. */
  refreshIfStale(): void;
  /** Reads the sizes now (tests, after they add rows). */
  refresh(): Promise<void>;
  /** Counts the reads that replaced the sizes: an estimate made over the same generation still holds. */
  readonly generation: number;
}

export function createTableSizes(
  db: Database,
  tables: readonly { schema: string; name: string }[],
  log?: { error(details: { err: unknown }, message: string): void },
): TableSizes {
  let sizes = new Map<string, number>();
  // As if last read so that the first read is due FIRST_READ_AFTER_MS from now.
  let readAt = Date.now() - REFRESH_MS + FIRST_READ_AFTER_MS;
  let running: Promise<void> | undefined;
  let generation = 0;
  const keyOf = (schema: string, name: string) => `${schema}\u0000${name}`;

  function refresh(): Promise<void> {
    running ??= (async () => {
      try {
        const { rows } = await db.query<{ schema: string; name: string; rows: number | string }>(SIZES_SQL, [
          tables.map((table) => table.schema),
          tables.map((table) => table.name),
        ]);
        sizes = new Map(rows.map((row) => [keyOf(row.schema, row.name), Math.max(Number(row.rows) || 0, 0)]));
        generation += 1;
      } catch (error) {
        log?.error({ err: error }, 'reading table sizes failed');
      } finally {
        readAt = Date.now();
        running = undefined;
      }
    })();
    return running;
  }

  return {
    rowsOf: (table) => sizes.get(keyOf(table.schema, table.name)) ?? DEFAULT_TABLE_ROWS,
    refreshIfStale() {
      if (!running && Date.now() - readAt >= REFRESH_MS) void refresh();
    },
    refresh,
    get generation() {
      return generation;
    },
  };
}
