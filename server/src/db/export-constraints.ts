// Reads the length bounds of the CHECK constraints and the names of the UNIQUE, primary-key and foreign-key
// constraints (and unique indexes, which PostgreSQL names alike in its refusals) from a migrated scratch
// database, and renders contract/db-lengths.ts and db-constraints.ts: the one copy of these rules that
// the client's forms and the server's validators read. `npm run constraints` writes them; server/test/constraints-drift.test.ts
// fails when it is stale.
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { MIGRATIONS_DIR, ROOT_DIR } from '../config/paths.ts';
import { applyMigrations, readMigrations } from './migrate.ts';
import { openPglite } from './pglite.ts';
import type { Queryable } from './types.ts';

/** The schemas whose tables are exported: the site's tables, and the accounts the auth API validates. */
const SCHEMAS = ['public', 'auth'];

export interface LengthBound {
  min?: number;
  max?: number;
  /** Which bounds count the value after public.trim_space (as the client's trimmedLength does). */
  trimmed?: 'min' | 'max' | 'both';
  /** An array column's most elements (`cardinality(tags) <= 10`). */
  maxItems?: number;
}

/** `trigger`: a trigger function's RAISE ... USING CONSTRAINT = '<name>' (the last-admin rule). */
export type ConstraintKind = 'check' | 'unique' | 'primary-key' | 'foreign-key' | 'trigger';

export interface ConstraintInfo {
  table: string;
  columns: string[];
  kind: ConstraintKind;
}

interface CheckRow {
  table: string;
  name: string;
  definition: string;
  columns: string[];
}

interface KeyRow {
  table: string;
  name: string;
  kind: 'u' | 'p' | 'f';
  columns: string[];
}

/** Public tables by their name, other schemas' as `schema.table`. */
const TABLE_NAME = `CASE WHEN n.nspname = 'public' THEN c.relname ELSE n.nspname || '.' || c.relname END`;

const KINDS: Record<KeyRow['kind'], ConstraintKind> = { u: 'unique', p: 'primary-key', f: 'foreign-key' };

// `char_length(col) <= 50`, `char_length(trim_space(col)) >= 1`, as pg_get_constraintdef prints them.
const LENGTH_COMPARISON = /char_length\((trim_space\()?\(?(\w+)\)?(?:::text)?\)?\) (<=|>=|<|>) (\d+)/g;
// A CHECK that is a whole-value pattern of one character class: `username ~ '^[A-Za-z0-9_]{3,30}$'`.
const CLASS_PATTERN = /\((\w+) ~ '\^\[[^\]]+\]\{(\d+),(\d+)\}\$'::text\)/g;
// `cardinality(tags) <= 10`: the most elements of an array column.
const CARDINALITY = /cardinality\((\w+)\) (<=|<) (\d+)/g;
// A call of a one-argument SQL function (is_safe_url(url), is_email((email)::text)).
const FUNCTION_CALL = /\b(\w+)\(\(?(\w+)\)?(?:::text)?\)/g;

function merge(bound: LengthBound, side: 'min' | 'max', value: number, trimmed: boolean): void {
  // Several comparisons on one side (never in the migrations today) keep the strictest.
  const current = bound[side];
  bound[side] = current === undefined ? value : side === 'min' ? Math.max(current, value) : Math.min(current, value);
  if (!trimmed) return;
  bound.trimmed = bound.trimmed && bound.trimmed !== side ? 'both' : side;
}

/** The maximum lengths that one-argument SQL functions enforce on their argument (`char_length(url) <= 2048`). */
async function functionMaxLengths(db: Queryable): Promise<Map<string, number>> {
  const result = await db.query<{ name: string; argument: string; source: string }>(
    `SELECT p.proname AS name, p.proargnames[1] AS argument, p.prosrc AS source
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prolang = (SELECT oid FROM pg_language WHERE lanname = 'sql') AND p.pronargs = 1`,
  );
  const limits = new Map<string, number>();
  for (const row of result.rows) {
    const match = new RegExp(`char_length\\(${row.argument}\\) <= (\\d+)`).exec(row.source);
    if (match) limits.set(row.name, Number(match[1]));
  }
  return limits;
}

function boundsOf(definition: string, functions: Map<string, number>): Map<string, LengthBound> {
  const bounds = new Map<string, LengthBound>();
  const of = (column: string) => bounds.get(column) ?? bounds.set(column, {}).get(column)!;
  for (const [, trim, column, operator, digits] of definition.matchAll(LENGTH_COMPARISON)) {
    const value = Number(digits);
    if (operator === '<=') merge(of(column!), 'max', value, trim !== undefined);
    else if (operator === '<') merge(of(column!), 'max', value - 1, trim !== undefined);
    else if (operator === '>=') merge(of(column!), 'min', value, trim !== undefined);
    else merge(of(column!), 'min', value + 1, trim !== undefined);
  }
  for (const [, column, min, max] of definition.matchAll(CLASS_PATTERN)) {
    merge(of(column!), 'min', Number(min), false);
    merge(of(column!), 'max', Number(max), false);
  }
  for (const [, column, operator, digits] of definition.matchAll(CARDINALITY)) {
    const value = Number(digits) - (operator === '<' ? 1 : 0);
    const bound = of(column!);
    bound.maxItems = Math.min(bound.maxItems ?? value, value);
  }
  for (const [, name, column] of definition.matchAll(FUNCTION_CALL)) {
    const max = functions.get(name!);
    if (max !== undefined) merge(of(column!), 'max', max, false);
  }
  return bounds;
}

async function readChecks(db: Queryable): Promise<CheckRow[]> {
  const result = await db.query<CheckRow>(
    `SELECT ${TABLE_NAME} AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS definition,
            ARRAY(SELECT a.attname::text FROM unnest(con.conkey) k JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k ORDER BY a.attnum) AS columns
       FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND con.contype = 'c'`,
    [SCHEMAS],
  );
  return result.rows;
}

/** UNIQUE, primary and foreign keys, and the unique indexes that back no constraint (on expressions, `lower(username)`). */
async function readKeys(db: Queryable): Promise<KeyRow[]> {
  const constraints = await db.query<KeyRow>(
    `SELECT ${TABLE_NAME} AS table, con.conname AS name, con.contype AS kind,
            ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(attnum, position) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.position) AS columns
       FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND con.contype IN ('u', 'p', 'f')`,
    [SCHEMAS],
  );
  const indexes = await db.query<KeyRow>(
    `SELECT ${TABLE_NAME} AS table, i.relname AS name, 'u' AS kind,
            ARRAY(SELECT DISTINCT a.attname::text FROM pg_depend d JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
                   WHERE d.classid = 'pg_class'::regclass AND d.objid = x.indexrelid AND d.refobjid = x.indrelid AND d.refobjsubid > 0
                  UNION SELECT a.attname::text FROM unnest(x.indkey) k JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k WHERE k > 0) AS columns
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = x.indexrelid)`,
    [SCHEMAS],
  );
  return [...constraints.rows, ...indexes.rows];
}

/** The constraint names trigger functions raise (`RAISE ... USING CONSTRAINT = 'name'`), with the trigger's columns. */
async function readTriggerConstraints(db: Queryable): Promise<{ table: string; name: string; columns: string[] }[]> {
  const result = await db.query<{ table: string; source: string; columns: string[] }>(
    `SELECT ${TABLE_NAME} AS table, p.prosrc AS source,
            ARRAY(SELECT a.attname::text FROM unnest(t.tgattr) k JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = k ORDER BY a.attnum) AS columns
       FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND NOT t.tgisinternal`,
    [SCHEMAS],
  );
  return result.rows.flatMap((row) =>
    [...row.source.matchAll(/CONSTRAINT = '(\w+)'/g)].map(([, name]) => ({ table: row.table, name: name!, columns: row.columns })),
  );
}

const byName = <T>(entries: [string, T][]): [string, T][] => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

function renderBound(bound: LengthBound): string {
  const parts = [
    bound.min !== undefined && `min: ${bound.min}`,
    bound.max !== undefined && `max: ${bound.max}`,
    bound.trimmed && `trimmed: '${bound.trimmed}'`,
    bound.maxItems !== undefined && `maxItems: ${bound.maxItems}`,
  ].filter(Boolean);
  return `{ ${parts.join(', ')} }`;
}

const GENERATED = `// Generated by \`npm run constraints\` (server/src/db/export-constraints.ts) from the migrations' catalog; do not edit.`;

/** The two generated files: lengths and constraint names apart, so a page that only counts characters loads no names. */
export interface ConstraintSources {
  /** contract/db-lengths.ts */
  lengths: string;
  /** contract/db-constraints.ts */
  constraints: string;
}

function render(lengths: Map<string, Map<string, LengthBound>>, constraints: Map<string, ConstraintInfo>): ConstraintSources {
  const tables = byName([...lengths]).map(([table, columns]) => {
    const lines = byName([...columns]).map(([column, bound]) => `    ${column}: ${renderBound(bound)},`);
    return `  ${/^\w+$/.test(table) ? table : `'${table}'`}: {\n${lines.join('\n')}\n  },`;
  });
  const names = byName([...constraints]).map(
    ([name, info]) =>
      `  ${name}: { table: '${info.table}', columns: [${info.columns.map((column) => `'${column}'`).join(', ')}], kind: '${info.kind}' },`,
  );
  return {
    lengths: `${GENERATED}
// The length bounds of the CHECK constraints, for the client's forms and the server's validators
// (server/test/constraints-drift.test.ts fails when this is stale).

/**
 * Characters as PostgreSQL's char_length counts them (code points); \`trimmed\`: which bounds count after trimming;
 * \`maxItems\`: an array column's most elements.
 */
export interface LengthBound {
  readonly min?: number;
  readonly max?: number;
  readonly trimmed?: 'min' | 'max' | 'both';
  readonly maxItems?: number;
}

/** Per table (public ones by name, others as schema.table) and column: the length its CHECKs allow. */
export const COLUMN_LENGTHS = {
${tables.join('\n')}
} as const satisfies Record<string, Record<string, LengthBound>>;
`,
    constraints: `${GENERATED}
// The constraints the database names when it refuses a write, for the client's forms and the server
// (server/test/constraints-drift.test.ts fails when this is stale).

/** \`trigger\`: a trigger function's RAISE ... USING CONSTRAINT = '<name>' (the last-admin rule). */
export type ConstraintKind = 'check' | 'unique' | 'primary-key' | 'foreign-key' | 'trigger';

export interface ConstraintInfo {
  readonly table: string;
  readonly columns: readonly string[];
  readonly kind: ConstraintKind;
}

/** Per constraint (or unique index) name: its table, columns and kind. */
export const CONSTRAINTS = {
${names.join('\n')}
} as const satisfies Record<string, ConstraintInfo>;

export type ConstraintName = keyof typeof CONSTRAINTS;
`,
  };
}

/** The sources of contract/db-lengths.ts and db-constraints.ts for the database `db` (already migrated). */
export async function renderConstraints(db: Queryable): Promise<ConstraintSources> {
  const functions = await functionMaxLengths(db);
  const lengths = new Map<string, Map<string, LengthBound>>();
  const constraints = new Map<string, ConstraintInfo>();
  const add = (name: string, info: ConstraintInfo) => {
    const existing = constraints.get(name);
    if (existing && existing.table !== info.table)
      throw new Error(`Two tables have a constraint named ${name}; the client could not tell them apart.`);
    constraints.set(name, info);
  };
  for (const check of await readChecks(db)) {
    add(check.name, { table: check.table, columns: check.columns, kind: 'check' });
    for (const [column, bound] of boundsOf(check.definition, functions)) {
      const table = lengths.get(check.table) ?? lengths.set(check.table, new Map()).get(check.table)!;
      table.set(column, { ...table.get(column), ...bound });
    }
  }
  for (const key of await readKeys(db)) add(key.name, { table: key.table, columns: key.columns, kind: KINDS[key.kind] });
  for (const raised of await readTriggerConstraints(db))
    add(raised.name, { table: raised.table, columns: raised.columns, kind: 'trigger' });
  return render(lengths, constraints);
}

/** As renderConstraints, from the migrations alone (a scratch in-memory database). */
// Formatted as the repository's Prettier settings say, so that `prettier --check` and the drift test agree (a long
// constraint, with many columns, is wrapped).
async function formatted(source: string, file: string): Promise<string> {
  const filepath = join(ROOT_DIR, 'contract', file);
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}

export async function exportConstraints(): Promise<ConstraintSources> {
  const db = await openPglite();
  try {
    await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    const { lengths, constraints } = await renderConstraints(db);
    return { lengths: await formatted(lengths, 'db-lengths.ts'), constraints: await formatted(constraints, 'db-constraints.ts') };
  } finally {
    await db.close();
  }
}
