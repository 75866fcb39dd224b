// The engine's view of the API: the tracked tables of the metadata joined with the database catalog,
// with Hasura's GraphQL names. Built once per metadata version; what each role may do is permissions/'s.
import type { ComputedField, Metadata, TableMetadata } from './metadata-types.ts';
import {
  nameText,
  tableKey,
  type Catalog,
  type CatalogColumn,
  type CatalogFunction,
  type CatalogTable,
  type CatalogType,
} from './catalog.ts';
import { bindArguments, buildFunctions, type FunctionArgumentInfo, type FunctionInfo, type FunctionInputInfo } from './functions.ts';
import { scalarFor } from './scalars.ts';
import { sqlTypeOf, tableName } from './sql-names.ts';

/** One value of an enum table: a row's key, and its comment as the description. */
export interface EnumValueInfo {
  value: string;
  description: string | null;
}

/** A column whose foreign key leads to an enum table's key: GraphQL types it by that table's enum (as Hasura). */
export interface EnumReference {
  /** The enum table, `schema.name`. */
  table: string;
  /** `<table>_enum`, after the enum table's custom name. */
  typeName: string;
  /** Sorted by value, as Hasura lists them. */
  values: EnumValueInfo[];
}

export interface ColumnInfo {
  /** The database column. */
  name: string;
  /** Its GraphQL field name (column_config custom_name, else the column name). */
  field: string;
  type: CatalogType;
  /** The GraphQL scalar of one value (the element for arrays). */
  scalar: string;
  nullable: boolean;
  hasDefault: boolean;
  /** A generated column: computed by the database, never in insert or update inputs (as in Hasura). */
  generated: boolean;
  /** `schema.type` to cast parameters to, e.g. `pg_catalog.int4` or `public.citext[]`. */
  sqlType: string;
  /** Set when the column refers to an enum table: its GraphQL type is then that enum. */
  enumRef?: EnumReference;
}

export interface RelationshipInfo {
  name: string;
  kind: 'object' | 'array';
  /** Key of the target table in the model. */
  target: string;
  /** Pairs of (this table's column, target table's column). */
  mapping: [string, string][];
  /** True when the target row always exists (non-null FK columns on this side). */
  required: boolean;
  /**
   * An object relationship over a foreign key of this table (`foreign_key_constraint_on: <column>`): the target row
   * exists whenever the columns are set, so inserting or deleting target rows never changes what it reads.
   */
  foreignKey?: boolean;
}

/** A computed field (Hasura: a function of the table's row), scalar or returning rows of a tracked table. */
export interface ComputedFieldInfo {
  name: string;
  /** The function's quoted, schema-qualified name for SQL. */
  sqlFunction: string;
  description: string;
  /** Every input argument of the function, in order. */
  arguments: FunctionArgumentInfo[];
  /** The arguments a request gives (`args`); a field with some cannot filter or order (Hasura's limitation). */
  inputs: FunctionInputInfo[];
  /** A scalar, typed as a column of that type would be (named after the field), or rows of a tracked table. */
  returns: { kind: 'scalar'; column: ColumnInfo } | { kind: 'table'; target: string };
}

export interface RootFieldNames {
  select: string;
  selectByPk: string;
  selectAggregate: string;
  selectStream: string;
  insert: string;
  insertOne: string;
  update: string;
  updateByPk: string;
  updateMany: string;
  delete: string;
  deleteByPk: string;
}

export interface TableInfo {
  key: string;
  schema: string;
  name: string;
  /** The GraphQL name of the table's object type (and the base of its other names). */
  typeName: string;
  rootFields: RootFieldNames;
  /** In table order. */
  columns: ColumnInfo[];
  columnsByName: Map<string, ColumnInfo>;
  primaryKey: string[] | null;
  uniqueConstraints: { name: string; columns: string[] }[];
  relationships: RelationshipInfo[];
  relationshipsByName: Map<string, RelationshipInfo>;
  computedFields: ComputedFieldInfo[];
  /** Whether the relation takes inserts, updates, deletes (a view may not; Hasura then has no such root field). */
  mutable: CatalogTable['mutable'];
  metadata: TableMetadata;
}

export interface Model {
  tables: Map<string, TableInfo>;
  /** The tracked functions (functions.ts), by `schema.name`. */
  functions: Map<string, FunctionInfo>;
  /** Each inherited role (inherited_roles.yaml) and the roles it combines. */
  inheritedRoles: Map<string, string[]>;
  /**
   * Hasura's HASURA_GRAPHQL_INFER_FUNCTION_PERMISSIONS (default true): a role that may select a query function's
   * table may call it without a function permission. Mutation functions always need one.
   */
  inferFunctionPermissions: boolean;
}

export interface ModelOptions {
  /** Default true, as Hasura's. */
  inferFunctionPermissions?: boolean;
}

function rootName(metadata: TableMetadata, key: string, fallback: string): string {
  const custom = metadata.configuration?.custom_root_fields?.[key];
  if (typeof custom === 'string' && custom !== '') return custom;
  if (custom && typeof custom === 'object' && custom.name) return custom.name;
  return fallback;
}

/** Hasura's root field names of a table whose GraphQL base name is `base`, custom_root_fields applied. */
export function rootFieldNames(metadata: TableMetadata, base: string): RootFieldNames {
  return {
    select: rootName(metadata, 'select', base),
    selectByPk: rootName(metadata, 'select_by_pk', `${base}_by_pk`),
    selectAggregate: rootName(metadata, 'select_aggregate', `${base}_aggregate`),
    selectStream: rootName(metadata, 'select_stream', `${base}_stream`),
    insert: rootName(metadata, 'insert', `insert_${base}`),
    insertOne: rootName(metadata, 'insert_one', `insert_${base}_one`),
    update: rootName(metadata, 'update', `update_${base}`),
    updateByPk: rootName(metadata, 'update_by_pk', `update_${base}_by_pk`),
    updateMany: rootName(metadata, 'update_many', `update_${base}_many`),
    delete: rootName(metadata, 'delete', `delete_${base}`),
    deleteByPk: rootName(metadata, 'delete_by_pk', `delete_${base}_by_pk`),
  };
}

function columnInfo(column: CatalogColumn, metadata: TableMetadata, enumRef: EnumReference | undefined): ColumnInfo {
  const config = metadata.configuration;
  const field = config?.column_config?.[column.name]?.custom_name ?? config?.custom_column_names?.[column.name] ?? column.name;
  return {
    name: column.name,
    field,
    type: column.type,
    scalar: scalarFor(column.type),
    nullable: column.nullable,
    hasDefault: column.hasDefault || column.identity !== null || column.generated !== null,
    generated: column.generated !== null,
    sqlType: sqlTypeOf(column.type),
    ...(enumRef ? { enumRef } : {}),
  };
}

/** The GraphQL base name of a table: its custom name, else its name (prefixed by its schema outside public). */
export function typeNameOf(metadata: TableMetadata, table: CatalogTable): string {
  return metadata.configuration?.custom_name ?? (table.schema === 'public' ? table.name : `${table.schema}_${table.name}`);
}

/** The enums of the tracked enum tables whose rows were read (validateMetadata refused the others), by table. */
function enumTables(metadata: Metadata, catalog: Catalog): Map<string, EnumReference & { key: string }> {
  const enums = new Map<string, EnumReference & { key: string }>();
  for (const meta of metadata.sources.flatMap((source) => source.tables)) {
    const key = keyOf(meta.table);
    const table = catalog.tables.get(key);
    const rows = catalog.enumValues?.get(key);
    if (meta.is_enum !== true || !table?.primaryKey || !rows || 'error' in rows) continue;
    const values = rows.values
      .map((row) => ({ value: row.value, description: row.comment }))
      .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    enums.set(key, { table: key, typeName: `${typeNameOf(meta, table)}_enum`, values, key: table.primaryKey.columns[0]! });
  }
  return enums;
}

/**
 * The enum a column refers to: a foreign key of that one column to the key of an enum table (RQL/DDL/Schema/Enum.hs
 * resolveEnumReferences).
 */
function enumReferenceOf(
  table: CatalogTable,
  column: string,
  enums: Map<string, EnumReference & { key: string }>,
): EnumReference | undefined {
  for (const fk of table.foreignKeys) {
    const target = enums.get(keyOf(fk.references));
    if (target && fk.columns.length === 1 && fk.columns[0] === column && fk.referencedColumns[0] === target.key) {
      return { table: target.table, typeName: target.typeName, values: target.values };
    }
  }
  return undefined;
}

/**
 * A computed field's function and arguments, as Hasura binds them (Backends/Postgres/DDL/ComputedField.hs): the row
 * (table_argument, else the first), the session (session_argument) and the rest given by the request. The metadata
 * was validated, so the function exists once, takes the row and returns a base type or rows of a tracked table.
 */
function computedFieldInfo(field: ComputedField, fn: CatalogFunction, tracked: Set<string>): ComputedFieldInfo {
  const { table_argument: tableArgument, session_argument: sessionArgument } = field.definition;
  // The row is table_argument, else the first argument.
  const { all: argumentInfos, inputs } = bindArguments(fn, sessionArgument, (arg, index) =>
    tableArgument == null ? index === 0 : arg.name === tableArgument,
  );
  const returned = fn.returnType;
  const returnsRows = returned.kind === 'composite' && tracked.has(keyOf(returned));
  const scalar: ColumnInfo = {
    name: field.name,
    field: field.name,
    type: returned,
    scalar: scalarFor(returned),
    nullable: true,
    hasDefault: false,
    generated: false,
    sqlType: sqlTypeOf(returned),
  };
  return {
    name: field.name,
    sqlFunction: tableName(fn),
    description: field.comment ?? fn.comment ?? `A computed field, executes function "${nameText(fn)}"`,
    arguments: argumentInfos,
    inputs,
    returns: returnsRows ? { kind: 'table', target: keyOf(returned) } : { kind: 'scalar', column: scalar },
  };
}

function computedFieldsOf(metadata: TableMetadata, catalog: Catalog, tracked: Set<string>): ComputedFieldInfo[] {
  return (metadata.computed_fields ?? []).map((field) => {
    const fn = catalog.functions.find((candidate) => keyOf(candidate) === keyOf(field.definition.function));
    if (!fn) throw new Error(`computed field "${field.name}": the function ${keyOf(field.definition.function)} does not exist`);
    return computedFieldInfo(field, fn, tracked);
  });
}

function keyOf(name: { schema: string; name: string }): string {
  return tableKey(name);
}

function foreignKeyMapping(from: CatalogTable, columns: string[], to: string): [string, string][] | null {
  const fk = from.foreignKeys.find(
    (candidate) =>
      keyOf(candidate.references) === to &&
      candidate.columns.length === columns.length &&
      candidate.columns.every((column) => columns.includes(column)),
  );
  if (!fk) return null;
  return fk.columns.map((column, index) => [column, fk.referencedColumns[index]!]);
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function resolveRelationships(metadata: TableMetadata, table: CatalogTable, catalog: Catalog): RelationshipInfo[] {
  const here = keyOf(table);
  const relationships: RelationshipInfo[] = [];
  const push = (name: string, kind: 'object' | 'array', target: string, mapping: [string, string][] | null, foreignKey = false) => {
    if (!mapping) throw new Error(`table ${here}: relationship "${name}" has no matching foreign key`);
    const required = kind === 'object' && mapping.every(([local]) => table.columns.find((c) => c.name === local)?.nullable === false);
    relationships.push({ name, kind, target, mapping, required, ...(foreignKey && { foreignKey }) });
  };
  for (const relationship of metadata.object_relationships ?? []) {
    const { foreign_key_constraint_on: fk, manual_configuration: manual } = relationship.using;
    if (manual) {
      push(relationship.name, 'object', keyOf(manual.remote_table), Object.entries(manual.column_mapping));
    } else if (typeof fk === 'string' || Array.isArray(fk)) {
      const columns = asList(fk);
      const fkOnTable = table.foreignKeys.find((c) => c.columns.length === columns.length && c.columns.every((x) => columns.includes(x)));
      push(
        relationship.name,
        'object',
        fkOnTable ? keyOf(fkOnTable.references) : '',
        fkOnTable ? foreignKeyMapping(table, columns, keyOf(fkOnTable.references)) : null,
        true,
      );
    } else if (fk) {
      const remote = catalog.tables.get(keyOf(fk.table));
      const mapping = remote ? foreignKeyMapping(remote, fk.columns ?? asList(fk.column), here) : null;
      push(
        relationship.name,
        'object',
        keyOf(fk.table),
        mapping && mapping.map(([remoteColumn, localColumn]) => [localColumn, remoteColumn]),
      );
    }
  }
  for (const relationship of metadata.array_relationships ?? []) {
    const { foreign_key_constraint_on: fk, manual_configuration: manual } = relationship.using;
    if (manual) {
      push(relationship.name, 'array', keyOf(manual.remote_table), Object.entries(manual.column_mapping));
    } else if (fk) {
      const remote = catalog.tables.get(keyOf(fk.table));
      const mapping = remote ? foreignKeyMapping(remote, fk.columns ?? asList(fk.column), here) : null;
      push(
        relationship.name,
        'array',
        keyOf(fk.table),
        mapping && mapping.map(([remoteColumn, localColumn]) => [localColumn, remoteColumn]),
      );
    }
  }
  return relationships;
}

/** Joins the metadata's tracked tables with the catalog. */
export function buildModel(metadata: Metadata, catalog: Catalog, options: ModelOptions = {}): Model {
  const tables = new Map<string, TableInfo>();
  const enums = enumTables(metadata, catalog);
  const tracked = new Set(metadata.sources.flatMap((source) => source.tables.map((meta) => keyOf(meta.table))));
  for (const source of metadata.sources) {
    for (const tableMetadata of source.tables) {
      const key = keyOf(tableMetadata.table);
      const table = catalog.tables.get(key);
      if (!table) throw new Error(`table ${key} is tracked but does not exist in the database`);
      const base = typeNameOf(tableMetadata, table);
      const columns = table.columns.map((column) => columnInfo(column, tableMetadata, enumReferenceOf(table, column.name, enums)));
      const relationships = resolveRelationships(tableMetadata, table, catalog);
      tables.set(key, {
        key,
        schema: table.schema,
        name: table.name,
        typeName: base,
        rootFields: rootFieldNames(tableMetadata, base),
        columns,
        columnsByName: new Map(columns.map((column) => [column.name, column])),
        primaryKey: table.primaryKey?.columns ?? null,
        uniqueConstraints: [
          ...(table.primaryKey ? [table.primaryKey] : []),
          ...table.uniqueConstraints.filter((u) => u.isConstraint).map((u) => ({ name: u.name, columns: u.columns })),
        ],
        relationships,
        relationshipsByName: new Map(relationships.map((r) => [r.name, r])),
        computedFields: computedFieldsOf(tableMetadata, catalog, tracked),
        mutable: table.mutable,
        metadata: tableMetadata,
      });
    }
  }
  return {
    tables,
    functions: buildFunctions(metadata, catalog, tracked),
    inheritedRoles: new Map(metadata.inherited_roles.map((role) => [role.role_name, role.role_set])),
    inferFunctionPermissions: options.inferFunctionPermissions ?? true,
  };
}
