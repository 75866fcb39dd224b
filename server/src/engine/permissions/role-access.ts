// THE place that decides what a role may do to each table and tracked function, computed once per role (and
// backend-only flag) from the metadata's permissions, an inherited role's from its parents' (inherited.ts): the
// schema builder, the planner, the SQL compiler and the mutation runner all read this object and never look at the
// permission metadata themselves.
import type { BoolExp, ColumnPresets, Columns } from '../model/metadata-types.ts';
import type { FunctionInfo } from '../model/functions.ts';
import type { ColumnInfo, ComputedFieldInfo, Model, RelationshipInfo, TableInfo } from '../model/model.ts';
import { ROLES } from '#contract/roles.ts';
import { functionPermitted, tablePermissions } from './inherited.ts';

/** What a role may read of one table; also the scope the SQL compiler reads a table in. */
export interface SelectAccess {
  table: TableInfo;
  /** Columns the role may select, in table order. */
  columns: ColumnInfo[];
  /** Relationships to tables the role may select too. */
  relationships: RelationshipInfo[];
  /**
   * Computed fields the role may select: scalar ones its permission lists, those returning rows of a table it may
   * select too (Hasura derives their permission from that table's).
   */
  computedFields: ComputedFieldInfo[];
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
  /**
   * An inherited role's cells it may not read: per column (or computed field) name, the rows it shows in; elsewhere
   * it reads null (Hasura's redaction). Empty for every other role.
   */
  redactions: ReadonlyMap<string, BoolExp>;
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
  /** The tracked functions the role may call (query or mutation, as each is exposed), by `schema.name`. */
  functions: Map<string, FunctionInfo>;
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
    computedFields: table.computedFields,
    rowFields: true,
    filter: null,
    limit: null,
    aggregations: true,
    queryRootFields: null,
    subscriptionRootFields: null,
    redactions: new Map(),
  };
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

function grantedAccess(model: Model, table: TableInfo, role: string, backendOnly: boolean): TableAccess {
  // backend_only permissions serve only trusted backends that ask for them, never a client's role.
  const usable = <P extends { backend_only?: boolean }>(permission: P | undefined) =>
    permission && (!permission.backend_only || backendOnly) ? permission : undefined;
  const permissions = tablePermissions(model, table, role);
  const select = permissions.select;
  const insert = usable(permissions.insert);
  const update = usable(permissions.update);
  const remove = usable(permissions.delete);
  const insertPresets = insert?.set ?? {};
  const updatePresets = update?.set ?? {};
  return {
    table,
    select: select
      ? {
          table,
          columns: table.columns.filter(columnSet(select.columns)),
          relationships: [],
          computedFields: table.computedFields.filter(
            (field) => field.returns.kind === 'table' || (select.computed_fields ?? []).includes(field.name),
          ),
          rowFields: false,
          filter: select.filter,
          limit: select.limit ?? null,
          aggregations: select.allow_aggregations === true,
          queryRootFields: select.query_root_fields ?? null,
          subscriptionRootFields: select.subscription_root_fields ?? null,
          redactions: select.redactions,
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

/**
 * The tracked functions a role may call, as Hasura's schema has them (GraphQL/Schema.hs): admin every one; a query
 * function with a function permission of the role (its own or a parent's), or with none when permissions are inferred
 * (Hasura's default); a mutation function only with a function permission. Each also needs the select permission
 * of the table it returns.
 */
function callableFunctions(model: Model, role: string, isAdmin: boolean, select: Map<string, SelectAccess>): Map<string, FunctionInfo> {
  const functions = new Map<string, FunctionInfo>();
  for (const fn of model.functions.values()) {
    if (!select.has(fn.returns)) continue;
    const permitted = isAdmin || functionPermitted(model, fn.permissions, role);
    if (permitted || (fn.exposedAs === 'query' && model.inferFunctionPermissions)) functions.set(fn.key, fn);
  }
  return functions;
}

/** What `role` may do to every table and function of the model (everything for admin). */
export function roleAccess(model: Model, role: string, backendOnly = false): RoleAccess {
  const isAdmin = role === ROLES.admin;
  const tables = new Map<string, TableAccess>();
  for (const table of model.tables.values()) {
    tables.set(table.key, isAdmin ? adminAccess(table) : grantedAccess(model, table, role, backendOnly));
  }
  const select = new Map<string, SelectAccess>();
  for (const [key, access] of tables) if (access.select) select.set(key, access.select);
  // A role sees a relationship only when it may select the table at its other end.
  for (const access of select.values()) {
    access.relationships = access.table.relationships.filter((relationship) => select.has(relationship.target));
    access.computedFields = access.computedFields.filter((field) => field.returns.kind === 'scalar' || select.has(field.returns.target));
  }
  markRowFields(select);
  return { role, isAdmin, backendOnly, tables, select, functions: callableFunctions(model, role, isAdmin, select) };
}

/**
 * Sets `rowFields` of each table, the least fixed point: a relationship or a computed field returning rows counts
 * once its target's rows show a field; a scalar computed field always does.
 */
function markRowFields(select: Map<string, SelectAccess>): void {
  const shows = (relationship: RelationshipInfo): boolean => {
    const target = select.get(relationship.target)!;
    return target.rowFields || (relationship.kind === 'array' && target.aggregations);
  };
  const computedShows = (field: ComputedFieldInfo): boolean =>
    field.returns.kind === 'scalar' || select.get(field.returns.target)!.rowFields;
  let changed = true;
  while (changed) {
    changed = false;
    for (const access of select.values()) {
      const empty = access.columns.length === 0 && !access.relationships.some(shows) && !access.computedFields.some(computedShows);
      if (access.rowFields || empty) continue;
      access.rowFields = true;
      changed = true;
    }
  }
}
