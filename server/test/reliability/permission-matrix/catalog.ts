// The shape of every tracked table straight from the database's catalog (columns, primary key, unique
// indexes, foreign keys) and the metadata's relationships resolved against it: what Hasura reads to build
// its schema, read here without the engine's catalog code.
import type { Database } from '../../../src/db/types.ts';
import type { MatrixMetadata, TableMeta } from './metadata.ts';

export interface ColumnShape {
  name: string;
  /** The Postgres type name (`uuid`, `text`, `_text` for text[], ...). */
  udt: string;
  isArray: boolean;
  nullable: boolean;
  hasDefault: boolean;
  /** Generated or identity-always: never an input (Hasura's `_cmIsInsertable`). */
  computed: boolean;
}

export interface ForeignKeyShape {
  columns: string[];
  target: string;
  targetColumns: string[];
}

export interface RelationshipShape {
  name: string;
  kind: 'object' | 'array';
  target: string;
  /** [column here, column of the target]. */
  mapping: [string, string][];
}

/** A computed field with what its function returns: a scalar, or rows of the tracked table `rows`. */
export interface ComputedFieldShape {
  name: string;
  rows: string | null;
}

export interface TableShape {
  key: string;
  schema: string;
  name: string;
  /** The GraphQL name Hasura gives the table (and its root fields): `name`, or `schema_name` outside public. */
  gqlName: string;
  meta: TableMeta;
  columns: ColumnShape[];
  columnsByName: Map<string, ColumnShape>;
  primaryKey: string[];
  /** Column sets of the unique indexes (the primary key included). */
  uniques: string[][];
  foreignKeys: ForeignKeyShape[];
  relationships: RelationshipShape[];
  computedFields: ComputedFieldShape[];
}

const NUMERIC_UDTS = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'money']);

/** Whether Hasura offers the column in `_inc` (its `isNumCol`). */
export const isNumericColumn = (column: ColumnShape): boolean => !column.isArray && NUMERIC_UDTS.has(column.udt);

/** Whether values of the column are text (so a suffix keeps them valid and makes them unique). */
export const isTextColumn = (column: ColumnShape): boolean =>
  !column.isArray && ['text', 'varchar', 'bpchar', 'citext'].includes(column.udt);

function resolveRelationship(table: TableShape, shapes: Map<string, TableShape>, relationship: TableMeta['relationships'][number]) {
  const where = `permission matrix: ${table.key}: relationship ${relationship.name}`;
  const using = relationship.using;
  const onKey = using.foreign_key_constraint_on;
  if (relationship.kind === 'object' && (typeof onKey === 'string' || Array.isArray(onKey))) {
    const columns = typeof onKey === 'string' ? [onKey] : (onKey as string[]);
    const fk = table.foreignKeys.find((f) => f.columns.join() === columns.join());
    if (!fk) throw new Error(`${where}: no foreign key on (${columns.join(', ')})`);
    return { target: fk.target, mapping: fk.columns.map((c, i) => [c, fk.targetColumns[i]!] as [string, string]) };
  }
  if (relationship.kind === 'array' && typeof onKey === 'object' && onKey !== null) {
    const spec = onKey as { table?: unknown; column?: string; columns?: string[] };
    const remote =
      typeof spec.table === 'string' ? { schema: 'public', name: spec.table } : (spec.table as { schema?: string; name: string });
    const remoteKey = `${remote.schema ?? 'public'}.${remote.name}`;
    const columns = spec.columns ?? (spec.column ? [spec.column] : []);
    const remoteShape = shapes.get(remoteKey);
    const fk = remoteShape?.foreignKeys.find((f) => f.target === table.key && f.columns.join() === columns.join());
    if (!fk) throw new Error(`${where}: no foreign key of ${remoteKey} (${columns.join(', ')}) to ${table.key}`);
    return { target: remoteKey, mapping: fk.targetColumns.map((c, i) => [c, fk.columns[i]!] as [string, string]) };
  }
  const manual = using.manual_configuration as { remote_table?: unknown; column_mapping?: Record<string, string> } | undefined;
  if (manual?.column_mapping) {
    const remote =
      typeof manual.remote_table === 'string'
        ? { schema: 'public', name: manual.remote_table }
        : (manual.remote_table as { schema?: string; name: string });
    return { target: `${remote.schema ?? 'public'}.${remote.name}`, mapping: Object.entries(manual.column_mapping) };
  }
  throw new Error(`${where}: this kind of relationship is not supported by the matrix`);
}

/** The catalog shape of every tracked table of the metadata, keyed by `schema.name`. */
export async function readTableShapes(db: Database, metadata: MatrixMetadata): Promise<Map<string, TableShape>> {
  const schemas = [...new Set(metadata.tables.map((t) => t.schema))];
  const { rows: columnRows } = await db.query<{
    schema: string;
    table: string;
    name: string;
    udt: string;
    is_array: boolean;
    nullable: boolean;
    has_default: boolean;
    computed: boolean;
  }>(
    `SELECT n.nspname AS schema, c.relname AS table, a.attname AS name, t.typname AS udt, t.typcategory = 'A' AS is_array,
            NOT a.attnotnull AS nullable, a.atthasdef AS has_default, (a.attgenerated <> '' OR a.attidentity = 'a') AS computed
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_type t ON t.oid = a.atttypid
     WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p', 'v') AND n.nspname = ANY($1::text[])
     ORDER BY n.nspname, c.relname, a.attnum`,
    [schemas],
  );
  const { rows: indexRows } = await db.query<{ schema: string; table: string; primary: boolean; columns: string; def: string }>(
    `SELECT n.nspname AS schema, c.relname AS table, i.indisprimary AS primary, pg_get_indexdef(i.indexrelid) AS def,
            to_json(ARRAY(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(n, o)
                          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n ORDER BY k.o))::text AS columns
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE i.indisunique AND n.nspname = ANY($1::text[])`,
    [schemas],
  );
  const { rows: fkRows } = await db.query<{ schema: string; table: string; columns: string; target: string; target_columns: string }>(
    `SELECT n.nspname AS schema, c.relname AS table, fn.nspname || '.' || fc.relname AS target,
            to_json(ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, o)
                          JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.o))::text AS columns,
            to_json(ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, o)
                          JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.o))::text AS target_columns
     FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_class fc ON fc.oid = con.confrelid JOIN pg_namespace fn ON fn.oid = fc.relnamespace
     WHERE con.contype = 'f' AND n.nspname = ANY($1::text[])`,
    [schemas],
  );

  const { rows: functionRows } = await db.query<{ function: string; returns: string; composite: boolean }>(
    `SELECT n.nspname || '.' || p.proname AS function, tn.nspname || '.' || t.typname AS returns, t.typtype = 'c' AS composite
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     JOIN pg_type t ON t.oid = p.prorettype JOIN pg_namespace tn ON tn.oid = t.typnamespace
     WHERE n.nspname || '.' || p.proname = ANY($1::text[])`,
    [metadata.tables.flatMap((table) => table.computedFields.map((field) => field.function))],
  );
  const tracked = new Set(metadata.tables.map((table) => table.key));
  const shapes = new Map<string, TableShape>();
  for (const meta of metadata.tables) {
    const mine = <R extends { schema: string; table: string }>(row: R) => row.schema === meta.schema && row.table === meta.name;
    const columns = columnRows.filter(mine).map((row) => ({
      name: row.name,
      udt: row.udt,
      isArray: row.is_array,
      nullable: row.nullable,
      hasDefault: row.has_default,
      computed: row.computed,
    }));
    if (columns.length === 0) throw new Error(`permission matrix: tracked table ${meta.key} is not in the database`);
    const names = columns.map((c) => c.name);
    const indexes = indexRows.filter(mine).map((row) => {
      const listed = JSON.parse(row.columns) as string[];
      // An expression index (lower(username)) lists no columns: take the columns its definition names.
      const used = listed.length ? listed : names.filter((name) => new RegExp(`\\b${name}\\b`).test(row.def.replace(/^.*? USING /, '')));
      return { primary: row.primary, columns: used };
    });
    shapes.set(meta.key, {
      key: meta.key,
      schema: meta.schema,
      name: meta.name,
      gqlName: meta.schema === 'public' ? meta.name : `${meta.schema}_${meta.name}`,
      meta,
      columns,
      columnsByName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: indexes.find((index) => index.primary)?.columns ?? [],
      uniques: indexes.map((index) => index.columns),
      foreignKeys: fkRows.filter(mine).map((row) => ({
        columns: JSON.parse(row.columns) as string[],
        target: row.target,
        targetColumns: JSON.parse(row.target_columns) as string[],
      })),
      relationships: [],
      computedFields: meta.computedFields.map((field) => {
        const fn = functionRows.find((row) => row.function === field.function);
        if (!fn) throw new Error(`permission matrix: ${meta.key}: computed field ${field.name}: no function ${field.function}`);
        return { name: field.name, rows: fn.composite && tracked.has(fn.returns) ? fn.returns : null };
      }),
    });
  }
  for (const shape of shapes.values()) {
    shape.relationships = shape.meta.relationships.map((relationship) => {
      const resolved = resolveRelationship(shape, shapes, relationship);
      if (!shapes.has(resolved.target))
        throw new Error(`permission matrix: ${shape.key}: relationship ${relationship.name} to an untracked table`);
      return { name: relationship.name, kind: relationship.kind, ...resolved };
    });
  }
  return shapes;
}
