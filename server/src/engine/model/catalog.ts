// What the engine needs to know about the database: every table and view of the non-system schemas with
// its columns, keys and constraints, and the functions (for computed fields). Read from pg_catalog, which
// answers the same on PostgreSQL 15 and on PGlite (PostgreSQL 18).
import type { Queryable } from '../../db/types.ts';

export interface QualifiedName {
  schema: string;
  name: string;
}

export type TypeKind = 'base' | 'enum' | 'composite' | 'range' | 'multirange' | 'pseudo';

/** A column's or argument's type with domains resolved to their base type. */
export interface CatalogType {
  /** The type name as in pg_type (`text`, `int4`, `timestamptz`, `citext`); an array's element type. */
  name: string;
  /** The schema of that type (`pg_catalog`, or `public` for citext). */
  schema: string;
  kind: TypeKind;
  isArray: boolean;
  /** The domain the value was declared with, if any. */
  domain: QualifiedName | null;
}

export interface CatalogColumn {
  name: string;
  /** Position in the table (attnum), from 1; dropped columns leave gaps. */
  ordinal: number;
  type: CatalogType;
  nullable: boolean;
  /** Has a DEFAULT expression (a generation expression does not count). */
  hasDefault: boolean;
  identity: 'always' | 'by-default' | null;
  generated: 'stored' | 'virtual' | null;
  comment: string | null;
}

export interface CatalogUniqueConstraint {
  name: string;
  /** The key's plain columns in key order (an expression has none). */
  columns: string[];
  /** False for a unique index that is no constraint: `ON CONFLICT ON CONSTRAINT` cannot name it. */
  isConstraint: boolean;
  /** True when rows are unique on exactly `columns`: no expression, no WHERE clause. */
  exact: boolean;
}

export type ReferentialAction = 'NO ACTION' | 'RESTRICT' | 'CASCADE' | 'SET NULL' | 'SET DEFAULT';

export interface CatalogForeignKey {
  name: string;
  columns: string[];
  references: QualifiedName;
  /** Aligned with `columns`. */
  referencedColumns: string[];
  onUpdate: ReferentialAction;
  onDelete: ReferentialAction;
}

export type RelationKind = 'table' | 'partitioned-table' | 'view' | 'materialized-view' | 'foreign-table';

export interface CatalogTable {
  schema: string;
  name: string;
  kind: RelationKind;
  comment: string | null;
  /** In ordinal order. */
  columns: CatalogColumn[];
  primaryKey: { name: string; columns: string[] } | null;
  /** Unique constraints and unique indexes other than the primary key, by name. */
  uniqueConstraints: CatalogUniqueConstraint[];
  /** By name. */
  foreignKeys: CatalogForeignKey[];
  /** Names of the CHECK constraints, sorted. */
  checkConstraints: string[];
  /**
   * Whether rows can be inserted, updated, deleted: always for tables; for views (and materialized views) what
   * PostgreSQL says (auto-updatable, or INSTEAD triggers and rules), as Hasura reads it.
   */
  mutable: { insert: boolean; update: boolean; delete: boolean };
}

export interface CatalogFunctionArgument {
  /** Null for an unnamed argument. */
  name: string | null;
  type: CatalogType;
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  hasDefault: boolean;
}

export interface CatalogFunction {
  schema: string;
  name: string;
  /** Every argument in declaration order, output ones (OUT, TABLE) included. */
  arguments: CatalogFunctionArgument[];
  returnType: CatalogType;
  returnsSet: boolean;
  volatility: 'immutable' | 'stable' | 'volatile';
  comment: string | null;
}

/** What an enum table (`is_enum` in the metadata) holds: its values with their comments, or why they could not be read. */
export type EnumTableRows = { values: { value: string; comment: string | null }[] } | { error: string };

export interface Catalog {
  /** By `schema.name`. */
  tables: Map<string, CatalogTable>;
  /** Sorted by schema, name and argument types; overloads are separate entries. */
  functions: CatalogFunction[];
  /** The rows of the metadata's enum tables by `schema.name` (enum-tables.ts withEnumValues); absent until read. */
  enumValues?: ReadonlyMap<string, EnumTableRows>;
}

/**
 * Leaves out the system schemas, Hasura's own hdb_catalog, and what extensions (citext, pg_trgm) own:
 * those are not the project's objects, and their functions differ between PostgreSQL versions.
 */
const SCHEMA_FILTER = String.raw`
  n.nspname NOT IN ('pg_catalog', 'information_schema', 'hdb_catalog')
  AND n.nspname NOT LIKE 'pg\_toast%' AND n.nspname NOT LIKE 'pg\_temp\_%'`;
const notFromExtension = (catalog: string, oid: string): string =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;

// pg_relation_is_updatable's bits: 8 insert, 4 update, 16 delete (Hasura's pg_table_metadata.sql reads the same).
const mutableBy = (bit: number): string =>
  `c.relkind NOT IN ('v', 'm') OR (pg_relation_is_updatable(c.oid::regclass, true) & ${bit}) = ${bit}`;

const RELATIONS_SQL = `
  SELECT c.oid::text AS oid, n.nspname AS schema, c.relname AS name, c.relkind::text AS kind,
         obj_description(c.oid, 'pg_class') AS comment,
         ${mutableBy(8)} AS insertable, ${mutableBy(4)} AS updatable, ${mutableBy(16)} AS deletable
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${SCHEMA_FILTER} AND ${notFromExtension('pg_class', 'c.oid')}
  ORDER BY n.nspname, c.relname`;

// Only the relations' own columns: the relation filter is applied by joining on RELATIONS_SQL's oids in JS.
const COLUMNS_SQL = `
  SELECT a.attrelid::text AS relation, a.attname AS name, a.attnum AS ordinal, a.atttypid::text AS type,
         NOT a.attnotnull AS nullable, a.atthasdef AND a.attgenerated = '' AS has_default,
         a.attidentity::text AS identity, a.attgenerated::text AS generated,
         col_description(a.attrelid, a.attnum) AS comment
  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${SCHEMA_FILTER}
  ORDER BY a.attrelid, a.attnum`;

const columnNames = (relation: string, keys: string, count = ''): string => `
  ARRAY(SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY AS key(attnum, position)
        JOIN pg_attribute a ON a.attrelid = ${relation} AND a.attnum = key.attnum
        ${count === '' ? '' : `WHERE key.position <= ${count}`} ORDER BY key.position)`;

const INDEXES_SQL = `
  SELECT x.indrelid::text AS relation, i.relname AS name, x.indisprimary AS is_primary,
         ${columnNames('x.indrelid', 'x.indkey::int2[]', 'x.indnkeyatts')} AS columns,
         x.indexprs IS NULL AND x.indpred IS NULL AND NOT (0 = ANY (x.indkey::int2[])) AS exact,
         EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype IN ('p', 'u')) AS is_constraint
  FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_namespace n ON n.oid = i.relnamespace
  WHERE x.indisunique AND ${SCHEMA_FILTER}
  ORDER BY x.indrelid, i.relname`;

const CONSTRAINTS_SQL = `
  SELECT k.conrelid::text AS relation, k.conname AS name, k.contype::text AS type,
         ${columnNames('k.conrelid', 'k.conkey')} AS columns,
         rn.nspname AS ref_schema, r.relname AS ref_table,
         ${columnNames('k.confrelid', 'k.confkey')} AS ref_columns,
         k.confupdtype::text AS on_update, k.confdeltype::text AS on_delete
  FROM pg_constraint k
  JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_class r ON r.oid = k.confrelid LEFT JOIN pg_namespace rn ON rn.oid = r.relnamespace
  WHERE k.contype IN ('f', 'c') AND ${SCHEMA_FILTER}
  ORDER BY k.conrelid, k.conname`;

const FUNCTIONS_SQL = `
  SELECT n.nspname AS schema, p.proname AS name,
         string_to_array(p.proargtypes::text, ' ') AS input_types,
         p.proallargtypes::text[] AS all_types, p.proargmodes::text[] AS modes, p.proargnames AS names,
         p.pronargdefaults AS default_count, p.prorettype::text AS return_type, p.proretset AS returns_set,
         p.provolatile::text AS volatility, obj_description(p.oid, 'pg_proc') AS comment
  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE p.prokind = 'f' AND ${SCHEMA_FILTER} AND ${notFromExtension('pg_proc', 'p.oid')}
  ORDER BY n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`;

// Every type, so domains and array elements resolve in JS whatever their schema.
const TYPES_SQL = `
  SELECT t.oid::text AS oid, t.typname AS name, n.nspname AS schema, t.typtype::text AS type,
         t.typcategory::text AS category, t.typelem::text AS element, t.typbasetype::text AS base
  FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace`;

interface RelationRow {
  oid: string;
  schema: string;
  name: string;
  kind: string;
  comment: string | null;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
}
interface ColumnRow {
  relation: string;
  name: string;
  ordinal: number;
  type: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  comment: string | null;
}
interface IndexRow {
  relation: string;
  name: string;
  is_primary: boolean;
  columns: string[];
  exact: boolean;
  is_constraint: boolean;
}
interface ConstraintRow {
  relation: string;
  name: string;
  type: string;
  columns: string[];
  ref_schema: string | null;
  ref_table: string | null;
  ref_columns: string[];
  on_update: string;
  on_delete: string;
}
interface FunctionRow {
  schema: string;
  name: string;
  input_types: string[] | null;
  all_types: string[] | null;
  modes: string[] | null;
  names: string[] | null;
  default_count: number;
  return_type: string;
  returns_set: boolean;
  volatility: string;
  comment: string | null;
}
interface TypeRow {
  oid: string;
  name: string;
  schema: string;
  type: string;
  category: string;
  element: string;
  base: string;
}

const RELATION_KINDS: Record<string, RelationKind> = {
  r: 'table',
  p: 'partitioned-table',
  v: 'view',
  m: 'materialized-view',
  f: 'foreign-table',
};
const TYPE_KINDS: Record<string, TypeKind> = { b: 'base', e: 'enum', c: 'composite', r: 'range', m: 'multirange', p: 'pseudo' };
const REFERENTIAL_ACTIONS: Record<string, ReferentialAction> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};
const ARGUMENT_MODES: Record<string, CatalogFunctionArgument['mode']> = {
  i: 'in',
  o: 'out',
  b: 'inout',
  v: 'variadic',
  t: 'table',
};
const VOLATILITIES: Record<string, CatalogFunction['volatility']> = { i: 'immutable', s: 'stable', v: 'volatile' };

/** `schema.name`, the key of Catalog.tables. */
export function tableKey(name: QualifiedName): string {
  return `${name.schema}.${name.name}`;
}

/** Hasura's text of a table, function or type name in its messages: bare in schema public, else `schema.name`. */
export function nameText(name: QualifiedName): string {
  return name.schema === 'public' ? name.name : tableKey(name);
}

function lookup<Value>(map: Record<string, Value>, key: string, what: string): Value {
  const value = map[key];
  if (value === undefined) throw new Error(`Unexpected ${what} "${key}" in pg_catalog`);
  return value;
}

/** Follows domains to their base type and arrays to their element type. */
function resolveType(types: Map<string, TypeRow>, oid: string): CatalogType {
  let domain: QualifiedName | null = null;
  let isArray = false;
  let row = types.get(oid);
  while (row && (row.type === 'd' || (row.category === 'A' && row.element !== '0'))) {
    if (row.type === 'd') domain ??= { schema: row.schema, name: row.name };
    else isArray = true;
    row = types.get(row.type === 'd' ? row.base : row.element);
  }
  if (!row) throw new Error(`Type ${oid} is missing from pg_type`);
  return { name: row.name, schema: row.schema, kind: lookup(TYPE_KINDS, row.type, 'type kind'), isArray, domain };
}

function toColumn(row: ColumnRow, types: Map<string, TypeRow>): CatalogColumn {
  return {
    name: row.name,
    ordinal: row.ordinal,
    type: resolveType(types, row.type),
    nullable: row.nullable,
    hasDefault: row.has_default,
    identity: row.identity === 'a' ? 'always' : row.identity === 'd' ? 'by-default' : null,
    generated: row.generated === 's' ? 'stored' : row.generated === 'v' ? 'virtual' : null,
    comment: row.comment,
  };
}

function toForeignKey(row: ConstraintRow): CatalogForeignKey {
  return {
    name: row.name,
    columns: row.columns,
    references: { schema: row.ref_schema ?? '', name: row.ref_table ?? '' },
    referencedColumns: row.ref_columns,
    onUpdate: lookup(REFERENTIAL_ACTIONS, row.on_update, 'referential action'),
    onDelete: lookup(REFERENTIAL_ACTIONS, row.on_delete, 'referential action'),
  };
}

function toArguments(row: FunctionRow, types: Map<string, TypeRow>): CatalogFunctionArgument[] {
  // Without OUT arguments, all_types and modes are null and every argument is an input.
  const oids = row.all_types ?? row.input_types ?? [];
  const modes = oids.map((_, index) => lookup(ARGUMENT_MODES, row.modes?.[index] ?? 'i', 'argument mode'));
  const inputs = modes.filter((mode) => mode === 'in' || mode === 'inout' || mode === 'variadic').length;
  let inputIndex = 0;
  return oids.map((oid, index) => {
    const mode = modes[index] ?? 'in';
    const isInput = mode === 'in' || mode === 'inout' || mode === 'variadic';
    // The defaults belong to the last `default_count` input arguments.
    const hasDefault = isInput && inputIndex++ >= inputs - row.default_count;
    const name = row.names?.[index] ?? '';
    return { name: name === '' ? null : name, type: resolveType(types, oid), mode, hasDefault };
  });
}

function toFunction(row: FunctionRow, types: Map<string, TypeRow>): CatalogFunction {
  return {
    schema: row.schema,
    name: row.name,
    arguments: toArguments(row, types),
    returnType: resolveType(types, row.return_type),
    returnsSet: row.returns_set,
    volatility: lookup(VOLATILITIES, row.volatility, 'volatility'),
    comment: row.comment,
  };
}

function groupBy<Row extends { relation: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.relation, [...(groups.get(row.relation) ?? []), row]);
  return groups;
}

/** Reads the catalog of every table, view and function in the database's own schemas. */
export async function readCatalog(db: Queryable): Promise<Catalog> {
  const [relations, columns, indexes, constraints, functions, typeRows] = await Promise.all([
    db.query<RelationRow>(RELATIONS_SQL),
    db.query<ColumnRow>(COLUMNS_SQL),
    db.query<IndexRow>(INDEXES_SQL),
    db.query<ConstraintRow>(CONSTRAINTS_SQL),
    db.query<FunctionRow>(FUNCTIONS_SQL),
    db.query<TypeRow>(TYPES_SQL),
  ]);
  const types = new Map(typeRows.rows.map((row) => [row.oid, row]));
  const columnsOf = groupBy(columns.rows);
  const indexesOf = groupBy(indexes.rows);
  const constraintsOf = groupBy(constraints.rows);
  const tables = new Map<string, CatalogTable>();
  for (const relation of relations.rows) {
    const unique = indexesOf.get(relation.oid) ?? [];
    const primary = unique.find((index) => index.is_primary);
    const owned = constraintsOf.get(relation.oid) ?? [];
    tables.set(tableKey(relation), {
      schema: relation.schema,
      name: relation.name,
      kind: lookup(RELATION_KINDS, relation.kind, 'relation kind'),
      comment: relation.comment,
      columns: (columnsOf.get(relation.oid) ?? []).map((row) => toColumn(row, types)),
      primaryKey: primary ? { name: primary.name, columns: primary.columns } : null,
      uniqueConstraints: unique
        .filter((index) => !index.is_primary)
        .map((index) => ({ name: index.name, columns: index.columns, isConstraint: index.is_constraint, exact: index.exact })),
      foreignKeys: owned.filter((row) => row.type === 'f').map(toForeignKey),
      checkConstraints: owned.filter((row) => row.type === 'c').map((row) => row.name),
      mutable: { insert: relation.insertable, update: relation.updatable, delete: relation.deletable },
    });
  }
  return { tables, functions: functions.rows.map((row) => toFunction(row, types)) };
}
