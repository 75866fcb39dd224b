// SQL names as the engine writes them: quoted identifiers, schema-qualified tables and types.
import type { CatalogType } from './catalog.ts';

/** `schema.type` to cast a value of the type to, e.g. `"pg_catalog"."int4"` or `"public"."citext"[]`. */
export function sqlTypeOf(type: CatalogType): string {
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
