// What a write changed and what a cached answer read, and whether the one touches the other. Writes come from the
// database itself (the `write_notices` triggers, migration 1795305604000: one notice per statement with the old and
// new values of the table's key columns), so writes made through an external Hasura or plain SQL count as the
// engine's own do. A cached page or query result is dropped only when a write changes rows it read.

/** The channel the database announces its writes on (hasura/migrations/default/1795305604000_write_notices). */
export const WRITE_NOTICES_CHANNEL = 'chainpulse_row_writes';

/** The statement that wrote. Inserted and deleted rows never change an object relationship over a foreign key. */
export type WriteKind = 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';

/** One table's write: its key columns' values (old and new rows, lower case), or none when the whole table counts. */
export interface TableWrite {
  kind?: WriteKind;
  /** Column name -> values written; a column missing here is unknown (any value may have been written). */
  keys?: ReadonlyMap<string, ReadonlySet<string>>;
  /** An update's changed columns, when the database could tell. */
  changed?: ReadonlySet<string>;
}

/** Writes by table (`schema.name`). */
export type Writes = ReadonlyMap<string, TableWrite>;

/**
 * How a cached answer read one table: the rows whose columns hold the given values (every pair must hold: a keyed
 * root field, the rows of a relationship from parents whose keys were answered), or the rows updated in place (an
 * object relationship over a foreign key whose parents' column was not selected).
 */
export type KeyCondition = { equal: [column: string, values: ReadonlySet<string>][] } | { updates: true };

/** How a cached answer read one table: every row or those some condition names; every column or those named. */
export interface TableRead {
  rows: 'all' | KeyCondition[];
  /** The columns selected, filtered, ordered or joined on (an update of none of them changes nothing read). */
  columns: 'all' | Set<string>;
}

/** What a cached answer read, by table. */
export type ReadKeys = Map<string, TableRead>;

/** A value as the notices carry it (`to_jsonb(row) ->> column`), lower case so uuid and citext compare equal. */
export function keyValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** Writes of whole tables (the engine's own report, the write relay's, a metadata change). */
export function wholeTables(tables: Iterable<string>, kind?: WriteKind): Writes {
  return new Map([...tables].map((table) => [table, kind ? { kind } : {}]));
}

const KINDS = new Set<string>(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']);

/** A database notice (`{"t": table, "o": kind, "k": {column: [values]}}`), or undefined when it is not one. */
export function parseWriteNotice(payload: string): Writes | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const { t: table, o: kind, k: keys, c: changed } = (value ?? {}) as { t?: unknown; o?: unknown; k?: unknown; c?: unknown };
  if (typeof table !== 'string') return undefined;
  const write: { kind?: WriteKind; keys?: Map<string, Set<string>>; changed?: Set<string> } = {};
  if (kind === 'UPDATE' && Array.isArray(changed) && changed.every((column) => typeof column === 'string')) {
    write.changed = new Set(changed as string[]);
  }
  if (typeof kind === 'string' && KINDS.has(kind)) write.kind = kind as WriteKind;
  if (keys !== null && typeof keys === 'object' && !Array.isArray(keys)) {
    write.keys = new Map();
    for (const [column, values] of Object.entries(keys)) {
      if (!Array.isArray(values)) continue;
      write.keys.set(column, new Set(values.map(keyValue).filter((item): item is string => item !== undefined)));
    }
  }
  return new Map([[table, write]]);
}

function conditionMet(condition: KeyCondition, write: TableWrite): boolean {
  if ('updates' in condition) return write.kind !== 'INSERT' && write.kind !== 'DELETE';
  // A row the condition names has each column's value among those written (a column not announced may hold any).
  return condition.equal.every(([column, values]) => {
    const written = write.keys?.get(column);
    if (!written) return true;
    for (const value of values) if (written.has(value)) return true;
    return false;
  });
}

/** Whether the writes changed rows an answer with these reads read. */
export function readsTouched(reads: ReadKeys, writes: Writes): boolean {
  for (const [table, write] of writes) {
    const read = reads.get(table);
    if (!read) continue;
    // An update of columns the answer never looked at changed nothing it read (a view counter under a list).
    if (write.changed && read.columns !== 'all' && ![...write.changed].some((column) => (read.columns as Set<string>).has(column)))
      continue;
    if (read.rows === 'all') return true;
    if (read.rows.some((condition) => conditionMet(condition, write))) return true;
  }
  return false;
}

/** Adds `from` to `into` (a page keeps the reads of every query that made it). */
export function mergeReads(into: ReadKeys, from: ReadKeys): void {
  for (const [table, read] of from) {
    const kept = into.get(table);
    if (!kept) {
      into.set(table, {
        rows: read.rows === 'all' ? 'all' : [...read.rows],
        columns: read.columns === 'all' ? 'all' : new Set(read.columns),
      });
      continue;
    }
    kept.rows = kept.rows === 'all' || read.rows === 'all' ? 'all' : [...kept.rows, ...read.rows];
    kept.columns = kept.columns === 'all' || read.columns === 'all' ? 'all' : new Set([...kept.columns, ...read.columns]);
  }
}
