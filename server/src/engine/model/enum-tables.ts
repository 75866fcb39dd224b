// Enum tables (`is_enum: true` in a table's metadata), as Hasura reads them (Backends/Postgres/DDL/Table.hs
// fetchAndValidateEnumValues): a one-column text primary key whose rows are the values of a GraphQL enum, and
// optionally one more text column with their descriptions. The rows are read whenever an engine is built (at start,
// replace_metadata, reload_metadata), so a value added later shows after a reload, as in Hasura.
import type { Queryable } from '../../db/types.ts';
import type { Metadata } from './metadata-types.ts';
import { nameText, tableKey, type Catalog, type CatalogColumn, type CatalogTable, type EnumTableRows } from './catalog.ts';
import { quoteIdent, tableName } from './sql-names.ts';

/** The key column whose values name the enum's values, and the column describing them, if any. */
interface EnumColumns {
  key: CatalogColumn | null;
  comment: CatalogColumn | null;
  problems: string[];
}

// Hasura's names of column types in its messages (Backends/Postgres/SQL/Types.hs pgScalarTypeToText).
const TYPE_TEXT: Record<string, string> = { int2: 'smallint', int4: 'integer', int8: 'bigint', float4: 'real', bool: 'boolean' };

function typeText(column: CatalogColumn): string {
  const base = column.type.domain?.name ?? TYPE_TEXT[column.type.name] ?? column.type.name;
  return column.type.isArray ? `${base}[]` : base;
}

const isText = (column: CatalogColumn): boolean =>
  column.type.name === 'text' && column.type.schema === 'pg_catalog' && !column.type.isArray && column.type.domain === null;

const typeMismatch = (what: string, column: CatalogColumn): string =>
  `the table’s ${what} ("${column.name}") must have type "text", not type "${typeText(column)}"`;

const sortedNames = (names: readonly string[]): string => [...names].sort().join(', ');

/** Hasura's checks of the table's shape: a one-column text key, and at most one more column, of text. */
function enumColumns(table: CatalogTable): EnumColumns {
  const problems: string[] = [];
  let key: CatalogColumn | null = null;
  const primaryKey = table.primaryKey?.columns ?? [];
  if (table.primaryKey === null) problems.push('the table must have a primary key');
  else if (primaryKey.length > 1) problems.push(`the table’s primary key must not span multiple columns (${sortedNames(primaryKey)})`);
  else {
    const column = table.columns.find((candidate) => candidate.name === primaryKey[0])!;
    if (isText(column)) key = column;
    else problems.push(typeMismatch('primary key', column));
  }
  const others = table.columns.filter((column) => column !== key);
  let comment: CatalogColumn | null = null;
  if (others.length === 1) {
    if (isText(others[0]!)) comment = others[0]!;
    else problems.push(typeMismatch('comment column', others[0]!));
  } else if (others.length > 1) {
    problems.push(
      `the table must have exactly one primary key and optionally one comment column, not ${others.length} columns (${sortedNames(others.map((column) => column.name))})`,
    );
  }
  return { key, comment, problems };
}

/** GraphQL's rule for an enum value's name (a Name, and none of true, false, null). */
const isEnumValueName = (value: string): boolean => /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) && !['true', 'false', 'null'].includes(value);

function invalidNamesProblem(names: string[]): string {
  const sorted = [...names].sort().map((name) => `"${name}"`);
  if (sorted.length === 1) return `the value ${sorted[0]} is not a valid GraphQL enum value name`;
  const last = sorted.pop()!;
  const list = sorted.length === 1 ? `${sorted[0]} and ${last}` : `${sorted.join(', ')}, and ${last}`;
  return `the values ${list} are not valid GraphQL enum value names`;
}

function rowsProblems(rows: EnumTableRows): string[] {
  if ('error' in rows) return [`postgres error: ${rows.error}`];
  const invalid = rows.values.map((row) => row.value).filter((value) => !isEnumValueName(value));
  return [
    ...(rows.values.length === 0 ? ['the table must have at least one row'] : []),
    ...(invalid.length > 0 ? [invalidNamesProblem(invalid)] : []),
  ];
}

/**
 * Why the table cannot be an enum table, in Hasura's words (`the table "colors" cannot be used as an enum because
 * ...`), or undefined when it can. `rows` are what withEnumValues read.
 */
export function enumTableProblem(table: CatalogTable, rows: EnumTableRows | undefined): string | undefined {
  const columns = enumColumns(table);
  const problems = [...columns.problems];
  if (columns.key !== null) problems.push(...(rows ? rowsProblems(rows) : ['its rows were not read (withEnumValues)']));
  if (problems.length === 0) return undefined;
  const reasons =
    problems.length === 1
      ? `because ${problems[0]}`
      : `for the following reasons:\n${problems.map((problem) => `  • ${problem}\n`).join('')}`;
  return `the table "${nameText(table)}" cannot be used as an enum ${reasons}`;
}

/** Reads one enum table's values and comments; a database error is kept as Hasura keeps it, as a reason. */
async function readRows(db: Queryable, table: CatalogTable, columns: EnumColumns & { key: CatalogColumn }): Promise<EnumTableRows> {
  const comment = columns.comment ? `${quoteIdent(columns.comment.name)}::text` : 'NULL::text';
  try {
    const result = await db.query<{ value: string; comment: string | null }>(
      `SELECT ${quoteIdent(columns.key.name)}::text AS value, ${comment} AS comment FROM ${tableName(table)}`,
    );
    return { values: result.rows };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The catalog with the rows of every enum table the metadata tracks (those whose key column passes Hasura's checks). */
export async function withEnumValues(db: Queryable, metadata: Metadata, catalog: Catalog): Promise<Catalog> {
  const enumValues = new Map<string, EnumTableRows>();
  for (const source of metadata.sources) {
    for (const meta of source.tables) {
      const key = tableKey(meta.table);
      const table = catalog.tables.get(key);
      if (meta.is_enum !== true || !table || enumValues.has(key)) continue;
      const columns = enumColumns(table);
      if (columns.key !== null) enumValues.set(key, await readRows(db, table, { ...columns, key: columns.key }));
    }
  }
  return { ...catalog, enumValues };
}
