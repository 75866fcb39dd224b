// The engine's view of the API: the tracked tables of the metadata joined with the database catalog,
// with Hasura's GraphQL names. Built once per metadata version; what each role may do is permissions/'s.
import type { Metadata, TableMetadata } from '../metadata/types.ts';
import { tableKey, type Catalog, type CatalogColumn, type CatalogTable, type CatalogType } from './catalog.ts';
import { scalarFor } from './scalars.ts';

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
  /** Whether the relation takes inserts, updates, deletes (a view may not; Hasura then has no such root field). */
  mutable: CatalogTable['mutable'];
  metadata: TableMetadata;
}

export interface Model {
  tables: Map<string, TableInfo>;
}

function sqlTypeOf(type: CatalogType): string {
  const base = `${quoteIdent(type.schema)}.${quoteIdent(type.name)}`;
  return type.isArray ? `${base}[]` : base;
}

/** Quotes an SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A table's quoted, schema-qualified name for SQL. */
export function tableName(table: { schema: string; name: string }): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

function rootName(metadata: TableMetadata, key: string, fallback: string): string {
  const custom = metadata.configuration?.custom_root_fields?.[key];
  if (typeof custom === 'string' && custom !== '') return custom;
  if (custom && typeof custom === 'object' && custom.name) return custom.name;
  return fallback;
}

function rootFieldNames(metadata: TableMetadata, base: string): RootFieldNames {
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

function columnInfo(column: CatalogColumn, metadata: TableMetadata): ColumnInfo {
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
  };
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
  const push = (name: string, kind: 'object' | 'array', target: string, mapping: [string, string][] | null) => {
    if (!mapping) throw new Error(`table ${here}: relationship "${name}" has no matching foreign key`);
    const required = kind === 'object' && mapping.every(([local]) => table.columns.find((c) => c.name === local)?.nullable === false);
    relationships.push({ name, kind, target, mapping, required });
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
export function buildModel(metadata: Metadata, catalog: Catalog): Model {
  const tables = new Map<string, TableInfo>();
  for (const source of metadata.sources) {
    for (const tableMetadata of source.tables) {
      const key = keyOf(tableMetadata.table);
      const table = catalog.tables.get(key);
      if (!table) throw new Error(`table ${key} is tracked but does not exist in the database`);
      const base = tableMetadata.configuration?.custom_name ?? (table.schema === 'public' ? table.name : `${table.schema}_${table.name}`);
      const columns = table.columns.map((column) => columnInfo(column, tableMetadata));
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
        mutable: table.mutable,
        metadata: tableMetadata,
      });
    }
  }
  return { tables };
}
