// Rows for the matrix: every table as the admin sees it (one admin query), and rows built to order. A
// built row starts from a real row of the table (so the database's CHECK constraints hold), varies the
// columns a rule reads over the values that column can take (its own values, the keys its foreign key can
// point at, booleans, the rule's literals and the session's values), and makes unique columns unique;
// `accept` picks the first row that does what a case needs (passes a filter, fails a check, ...).
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../src/db/types.ts';
import { adminHeaders, dataOf, type TestEngine } from '../../engine/harness.ts';
import { sameValue, type Row } from './bool-exp.ts';
import { isTextColumn, type TableShape } from './catalog.ts';

/** Every row of every tracked table, as the admin sees it through the engine. */
export async function adminRows(t: TestEngine, shapes: Map<string, TableShape>): Promise<Map<string, Row[]>> {
  const tables = [...shapes.values()];
  const query = `query PermissionMatrixSnapshot { ${tables.map((table, i) => `t${i}: ${table.gqlName} { ${table.columns.map((c) => c.name).join(' ')} }`).join(' ')} }`;
  const data = dataOf(await t.gql<Record<string, Row[]>>(query, adminHeaders()));
  return new Map(tables.map((table, i) => [table.key, data[`t${i}`]!]));
}

/** Whether two rows are the same row (same primary key). */
export const sameRow = (table: TableShape, a: Row, b: Row): boolean => table.primaryKey.every((c) => sameValue(a[c], b[c]));

/** The row of `rows` with the primary key of `row`, if any. */
export const findRow = (table: TableShape, rows: Row[], row: Row): Row | undefined => rows.find((other) => sameRow(table, other, row));

let uniqueCounter = 0;

/** A value of a unique text column no row has yet (emails stay emails, slugs slugs, URLs URLs). */
export function uniqueText(value: string): string {
  uniqueCounter += 1;
  const at = value.indexOf('@');
  return at > 0 ? `${value.slice(0, at)}.pm${uniqueCounter}${value.slice(at)}` : `${value}-pm${uniqueCounter}`;
}

const key = (value: unknown): string => JSON.stringify(value);

function distinct(values: unknown[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const value of values) if (value !== undefined && !seen.has(key(value))) seen.set(key(value), value);
  return [...seen.values()];
}

export interface RowRequest {
  table: TableShape;
  shapes: Map<string, TableShape>;
  rows: Map<string, Row[]>;
  /** The columns the row gives (the rest is left to defaults, presets and triggers). */
  columns: string[];
  /** Values set on top of the given columns (resolved presets). */
  presets?: Row;
  /** Columns to vary, besides the foreign key columns of unique indexes. */
  vary: Iterable<string>;
  /** More values to try per column (a rule's literals, session values). */
  extraValues?: Map<string, unknown[]>;
  /** Picks the row; gets the given columns plus presets. */
  accept: (row: Row) => boolean;
}

/** The values a column can take in a built row. */
export function valuesOf(request: Pick<RowRequest, 'table' | 'shapes' | 'rows' | 'extraValues'>, column: string): unknown[] {
  const { table, shapes, rows } = request;
  const shape = table.columnsByName.get(column)!;
  const values: unknown[] = (rows.get(table.key) ?? []).map((row) => row[column]);
  for (const fk of table.foreignKeys) {
    const at = fk.columns.indexOf(column);
    if (at >= 0 && shapes.has(fk.target)) values.push(...(rows.get(fk.target) ?? []).map((row) => row[fk.targetColumns[at]!]));
  }
  if (shape.udt === 'bool') values.push(true, false);
  values.push(...(request.extraValues?.get(column) ?? []));
  return distinct(values).filter((value) => value !== null || shape.nullable);
}

/** Whether a foreign key of the table includes the column. */
export const isForeignKeyColumn = (table: TableShape, column: string): boolean =>
  table.foreignKeys.some((fk) => fk.columns.includes(column));

/** Makes the row's unique columns unique where the type allows; false when a unique index still clashes. */
function makeUnique(table: TableShape, rows: Row[], object: Row, known: Row, varied: Set<string>): boolean {
  for (const unique of table.uniques) {
    for (const column of unique) {
      if (!(column in object) || varied.has(column) || isForeignKeyColumn(table, column)) continue;
      const shape = table.columnsByName.get(column)!;
      if (isTextColumn(shape) && typeof object[column] === 'string') object[column] = uniqueText(object[column]);
      else if (shape.udt === 'uuid') object[column] = randomUUID();
      known[column] = object[column];
    }
    // An index over a column the database fills in (a fresh default) cannot clash.
    if (!unique.every((column) => column in known)) continue;
    if (rows.some((row) => unique.every((column) => sameValue(row[column], known[column])))) return false;
  }
  return true;
}

/** The first row (given columns only) that `accept` takes, varying at most two columns; null if none. */
export function buildRow(request: RowRequest): Row | null {
  const { table, rows, columns } = request;
  const existing = rows.get(table.key) ?? [];
  const vary = new Set([...request.vary].filter((c) => columns.includes(c)));
  for (const unique of table.uniques)
    for (const column of unique) if (columns.includes(column) && isForeignKeyColumn(table, column)) vary.add(column);
  const domains = [...vary].map((column) => [column, valuesOf(request, column)] as const);
  const variations: Row[] = [{}];
  for (let i = 0; i < domains.length; i += 1) {
    const [a, aValues] = domains[i]!;
    for (const value of aValues) variations.push({ [a]: value });
  }
  for (let i = 0; i < domains.length; i += 1) {
    for (let j = i + 1; j < domains.length; j += 1) {
      const [a, aValues] = domains[i]!;
      const [b, bValues] = domains[j]!;
      for (const x of aValues) for (const y of bValues) variations.push({ [a]: x, [b]: y });
    }
  }
  for (const variation of variations) {
    for (const base of existing) {
      const object: Row = Object.fromEntries(columns.filter((c) => c in base).map((c) => [c, base[c]]));
      Object.assign(object, variation);
      const known: Row = { ...object, ...request.presets };
      if (!request.accept(known)) continue;
      if (!makeUnique(table, existing, object, known, new Set(Object.keys(variation)))) continue;
      // Unique text gained a suffix: the row must still be what the case asked for.
      if (request.accept(known)) return object;
    }
  }
  return null;
}

/**
 * The columns an admin copy of a row gives: all but generated ones and keys with a default (an id, a sequence's
 * number), which the copy leaves to their default.
 */
export const copyColumns = (table: TableShape): string[] =>
  table.columns
    .filter(
      (c) =>
        !c.computed &&
        !(c.hasDefault && (table.primaryKey.includes(c.name) || table.uniques.some((u) => u.length === 1 && u[0] === c.name))),
    )
    .map((c) => c.name);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Inserts a row straight into the database (as the owner, no permissions); returns its primary key. */
export async function insertDirect(db: Database, table: TableShape, row: Row): Promise<Row> {
  const columns = Object.keys(row).map(quote).join(', ');
  const name = `${quote(table.schema)}.${quote(table.name)}`;
  const { rows } = await db.query<{ row: string }>(
    `INSERT INTO ${name} AS t (${columns}) SELECT ${columns} FROM json_populate_record(NULL::${name}, $1::json)
     RETURNING row_to_json(t)::text AS row`,
    [JSON.stringify(row)],
  );
  const inserted = JSON.parse(rows[0]!.row) as Row;
  return Object.fromEntries(table.primaryKey.map((c) => [c, inserted[c]]));
}
