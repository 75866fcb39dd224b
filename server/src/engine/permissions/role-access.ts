// THE place that decides what a role may do to each table, computed once per role (and backend-only flag)
// from the metadata's permissions: the schema builder, the planner, the SQL compiler and the mutation
// runner all read this object and never look at the permission metadata themselves.
import type { BoolExp, ColumnPresets, Columns, TableMetadata } from '../metadata/types.ts';
import type { ColumnInfo, Model, RelationshipInfo, TableInfo } from '../schema/model.ts';
import { ROLES } from '../../../../src/shared/config/roles.ts';

/** What a role may read of one table; also the scope the SQL compiler reads a table in. */
export interface SelectAccess {
  table: TableInfo;
  /** Columns the role may select, in table order. */
  columns: ColumnInfo[];
  /** Relationships to tables the role may select too. */
  relationships: RelationshipInfo[];
  /**
   * Whether a row shows the role any field: a column, a relationship to a table whose rows do, or an array
   * relationship's aggregate. Without one Hasura's row type would be empty, which GraphQL cannot express, so
   * the row type and every field of that type (the select and by-pk root fields, `nodes`, relationships to it,
   * `returning`) are left out; aggregates still count the rows.
   */
  rowFields: boolean;
  /** The rows the role may see; null: every row. */
  filter: BoolExp | null;
  /** The most rows one select answers; null: no limit. */
  limit: number | null;
  aggregations: boolean;
  /** The query_root fields of the table the role gets (`select`, `select_by_pk`, ...); null: all of them. */
  queryRootFields: string[] | null;
  /** The same for subscription_root (with `select_stream`). */
  subscriptionRootFields: string[] | null;
}

export interface InsertAccess {
  /** Columns an insert may give (preset, generated and pseudo columns are never inputs), in table order. */
  columns: ColumnInfo[];
  /** Every inserted row must pass it; null: no check. */
  check: BoolExp | null;
  /** Column values set by the permission (a literal, or a session variable's name). */
  presets: ColumnPresets;
}

export interface UpdateAccess {
  /** Columns an update may set, as for inserts. */
  columns: ColumnInfo[];
  /** The rows the role may update; null: every row. */
  filter: BoolExp | null;
  /** Every updated row must pass it afterwards; null: no check. */
  check: BoolExp | null;
  presets: ColumnPresets;
}

export interface DeleteAccess {
  /** The rows the role may delete; null: every row. */
  filter: BoolExp | null;
}

/** One role's access to one table; null where the role may not do that at all. */
export interface TableAccess {
  table: TableInfo;
  select: SelectAccess | null;
  insert: InsertAccess | null;
  update: UpdateAccess | null;
  delete: DeleteAccess | null;
}

export interface RoleAccess {
  role: string;
  isAdmin: boolean;
  /** Backend-only insert, update and delete permissions count (a trusted backend asked for them). */
  backendOnly: boolean;
  /** Every tracked table. */
  tables: Map<string, TableAccess>;
  /** The tables the role may select (the same objects as `tables.get(key).select`). */
  select: Map<string, SelectAccess>;
}

function columnSet(columns: Columns | undefined): (column: ColumnInfo) => boolean {
  if (columns === undefined || columns === '*') return () => true;
  const names = new Set(columns);
  return (column) => names.has(column.name);
}

/** The columns a write may give: allowed, not preset, and neither pseudo nor generated (as in Hasura). */
function writableColumns(table: TableInfo, allowed: (column: ColumnInfo) => boolean, presets: ColumnPresets): ColumnInfo[] {
  return table.columns.filter((c) => allowed(c) && !(c.name in presets) && c.type.kind !== 'pseudo' && !c.generated);
}

/** A permission rule's view of a table: every column, relationship and row (rules traverse freely). */
export function unrestricted(table: TableInfo): SelectAccess {
  return {
    table,
    columns: table.columns,
    relationships: table.relationships,
    rowFields: true,
    filter: null,
    limit: null,
    aggregations: true,
    queryRootFields: null,
    subscriptionRootFields: null,
  };
}

function permissionOf<P>(entries: { role: string; permission: P }[] | undefined, role: string): P | undefined {
  return entries?.findLast((entry) => entry.role === role)?.permission;
}

function adminAccess(table: TableInfo): TableAccess {
  const columns = writableColumns(table, () => true, {});
  return {
    table,
    select: unrestricted(table),
    insert: { columns, check: null, presets: {} },
    update: { columns, filter: null, check: null, presets: {} },
    delete: { filter: null },
  };
}

function grantedAccess(table: TableInfo, metadata: TableMetadata, role: string, backendOnly: boolean): TableAccess {
  // backend_only permissions serve only trusted backends that ask for them, never a client's role.
  const usable = <P extends { backend_only?: boolean }>(permission: P | undefined) =>
    permission && (!permission.backend_only || backendOnly) ? permission : undefined;
  const select = permissionOf(metadata.select_permissions, role);
  const insert = usable(permissionOf(metadata.insert_permissions, role));
  const update = usable(permissionOf(metadata.update_permissions, role));
  const remove = usable(permissionOf(metadata.delete_permissions, role));
  const insertPresets = insert?.set ?? {};
  const updatePresets = update?.set ?? {};
  return {
    table,
    select: select
      ? {
          table,
          columns: table.columns.filter(columnSet(select.columns)),
          relationships: [],
          rowFields: false,
          filter: select.filter,
          limit: select.limit ?? null,
          aggregations: select.allow_aggregations === true,
          queryRootFields: select.query_root_fields ?? null,
          subscriptionRootFields: select.subscription_root_fields ?? null,
        }
      : null,
    insert: insert
      ? { columns: writableColumns(table, columnSet(insert.columns), insertPresets), check: insert.check, presets: insertPresets }
      : null,
    update: update
      ? {
          columns: writableColumns(table, columnSet(update.columns), updatePresets),
          filter: update.filter,
          check: update.check ?? null,
          presets: updatePresets,
        }
      : null,
    delete: remove ? { filter: remove.filter } : null,
  };
}

/** What `role` may do to every table of the model (everything for admin). */
export function roleAccess(model: Model, role: string, backendOnly = false): RoleAccess {
  const isAdmin = role === ROLES.admin;
  const tables = new Map<string, TableAccess>();
  for (const table of model.tables.values()) {
    tables.set(table.key, isAdmin ? adminAccess(table) : grantedAccess(table, table.metadata, role, backendOnly));
  }
  const select = new Map<string, SelectAccess>();
  for (const [key, access] of tables) if (access.select) select.set(key, access.select);
  // A role sees a relationship only when it may select the table at its other end.
  for (const access of select.values())
    access.relationships = access.table.relationships.filter((relationship) => select.has(relationship.target));
  markRowFields(select);
  return { role, isAdmin, backendOnly, tables, select };
}

/** Sets `rowFields` of each table, the least fixed point: a relationship counts once its target's rows show a field. */
function markRowFields(select: Map<string, SelectAccess>): void {
  const shows = (relationship: RelationshipInfo): boolean => {
    const target = select.get(relationship.target)!;
    return target.rowFields || (relationship.kind === 'array' && target.aggregations);
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const access of select.values()) {
      if (access.rowFields || (access.columns.length === 0 && !access.relationships.some(shows))) continue;
      access.rowFields = true;
      changed = true;
    }
  }
}
