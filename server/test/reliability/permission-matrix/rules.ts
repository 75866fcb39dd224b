// Hasura v2's rules for what a role's schema exposes of a table, derived from the metadata and the catalog
// alone. Each rule follows graphql-engine's schema builder (server/src-lib/Hasura/GraphQL/Schema/):
// - query and subscription fields need a select permission (Build.hs), filtered by query_root_fields /
//   subscription_root_fields; `_aggregate` needs allow_aggregations; `_by_pk` needs every primary key
//   column selectable (Select.hs, Mutation.hs `primaryKeysArguments`); `_stream` a selectable column;
// - insert_<t> needs an insert permission, insert_<t>_one also a select permission (its selection set is
//   the table's); update_<t> and update_<t>_many need only the update permission, delete_<t> only the
//   delete permission (Update/Batch.hs, Mutation.hs `deleteFromTable`), their `_by_pk` forms also the
//   primary key selectable; backend_only permissions never count for a client;
// - the table type has the selectable columns, the relationships to tables the role may select,
//   `<rel>_aggregate` of array relationships whose target allows aggregations, and the computed fields: the scalar
//   ones the permission lists, those returning rows of a table the role may select (Table.hs tableSelectFields); `<t>_insert_input` the
//   insertable columns minus presets and generated columns, plus relationships to tables the role may
//   insert into; `<t>_set_input` the updatable columns minus presets, `<t>_inc_input` the numeric ones.
import { isNumericColumn, type TableShape } from './catalog.ts';
import type { BoolExp, ColumnList } from './metadata.ts';

export type RootKind = 'query' | 'mutation' | 'subscription';

export const OPERATIONS = [
  'select',
  'select_by_pk',
  'select_aggregate',
  'insert',
  'insert_one',
  'update',
  'update_by_pk',
  'update_many',
  'delete',
  'delete_by_pk',
  'subscription_select',
  'subscription_select_by_pk',
  'subscription_select_aggregate',
  'subscription_select_stream',
] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The root type an operation's field lives in. */
export function rootOf(operation: Operation): RootKind {
  if (operation.startsWith('subscription_')) return 'subscription';
  return operation.startsWith('select') ? 'query' : 'mutation';
}

/** Hasura's default root field name of an operation on a table. */
export function fieldName(table: TableShape, operation: Operation): string {
  const n = table.gqlName;
  switch (operation) {
    case 'select':
    case 'subscription_select':
      return n;
    case 'select_by_pk':
    case 'subscription_select_by_pk':
      return `${n}_by_pk`;
    case 'select_aggregate':
    case 'subscription_select_aggregate':
      return `${n}_aggregate`;
    case 'subscription_select_stream':
      return `${n}_stream`;
    case 'insert':
      return `insert_${n}`;
    case 'insert_one':
      return `insert_${n}_one`;
    case 'update':
      return `update_${n}`;
    case 'update_by_pk':
      return `update_${n}_by_pk`;
    case 'update_many':
      return `update_${n}_many`;
    case 'delete':
      return `delete_${n}`;
    case 'delete_by_pk':
      return `delete_${n}_by_pk`;
  }
}

export interface SelectRule {
  columns: string[];
  computedFields: string[];
  filter: BoolExp;
  limit: number | null;
  aggregations: boolean;
}

export interface InsertRule {
  columns: string[];
  check: BoolExp;
  presets: Record<string, unknown>;
}

export interface UpdateRule {
  columns: string[];
  filter: BoolExp;
  check: BoolExp | null;
  presets: Record<string, unknown>;
}

export interface DeleteRule {
  filter: BoolExp;
}

/** What one role gets of one table in Hasura. */
export interface TableRules {
  table: TableShape;
  role: string;
  select: SelectRule | null;
  insert: InsertRule | null;
  update: UpdateRule | null;
  delete: DeleteRule | null;
  /** The operations the role's schema has a root field for. */
  operations: Set<Operation>;
  /** Fields of the table's object type; null: no such type. */
  typeFields: string[] | null;
  insertInputFields: string[] | null;
  setInputFields: string[] | null;
  incInputFields: string[] | null;
}

function columnsOf(table: TableShape, list: ColumnList, where: string): string[] {
  if (list === '*') return table.columns.map((c) => c.name);
  for (const name of list) if (!table.columnsByName.has(name)) throw new Error(`permission matrix: ${where}: unknown column ${name}`);
  // Table order, as Hasura lists them.
  return table.columns.map((c) => c.name).filter((name) => list.includes(name));
}

/** Columns a write may give: allowed, not preset, neither generated nor identity-always. */
function inputColumns(table: TableShape, list: ColumnList, presets: Record<string, unknown>, where: string): string[] {
  return columnsOf(table, list, where).filter((name) => !(name in presets) && !table.columnsByName.get(name)!.computed);
}

function permissionRules(table: TableShape, role: string) {
  const where = `${table.key} (${role})`;
  const select = table.meta.select.get(role);
  const insert = table.meta.insert.get(role);
  const update = table.meta.update.get(role);
  const remove = table.meta.delete.get(role);
  const usable = <P extends { backendOnly: boolean }>(p: P | undefined) => (p && !p.backendOnly ? p : undefined);
  const selectRule: SelectRule | null = select
    ? {
        columns: columnsOf(table, select.columns, where),
        computedFields: select.computedFields,
        filter: select.filter,
        limit: select.limit,
        aggregations: select.allowAggregations,
      }
    : null;
  const ins = usable(insert);
  const upd = usable(update);
  const del = usable(remove);
  const updateRule: UpdateRule | null = upd
    ? { columns: inputColumns(table, upd.columns, upd.set, where), filter: upd.filter, check: upd.check, presets: upd.set }
    : null;
  if (updateRule && updateRule.columns.length === 0) {
    // Hasura's answer for an update permission with nothing to set has changed between v2 releases.
    throw new Error(`permission matrix: ${where}: an update permission without updatable columns is not supported`);
  }
  return {
    select: selectRule,
    insert: ins ? { columns: inputColumns(table, ins.columns, ins.set, where), check: ins.check, presets: ins.set } : null,
    update: updateRule,
    delete: del ? { filter: del.filter } : null,
    queryRootFields: select?.queryRootFields ?? null,
    subscriptionRootFields: select?.subscriptionRootFields ?? null,
  };
}

/** Every table's rules for one role, keyed like the shapes. */
export function hasuraRules(shapes: Map<string, TableShape>, role: string): Map<string, TableRules> {
  const base = new Map([...shapes.values()].map((table) => [table.key, permissionRules(table, role)]));
  const result = new Map<string, TableRules>();
  for (const table of shapes.values()) {
    const p = base.get(table.key)!;
    const select = p.select;
    const allowedIn = (list: string[] | null, field: string) => list === null || list.includes(field);
    const pkSelectable = !!select && table.primaryKey.length > 0 && table.primaryKey.every((c) => select.columns.includes(c));
    const operations = new Set<Operation>();
    if (select) {
      for (const [prefix, list] of [
        ['', p.queryRootFields],
        ['subscription_', p.subscriptionRootFields],
      ] as const) {
        if (allowedIn(list, 'select')) operations.add(`${prefix}select`);
        if (pkSelectable && allowedIn(list, 'select_by_pk')) operations.add(`${prefix}select_by_pk`);
        if (select.aggregations && allowedIn(list, 'select_aggregate')) operations.add(`${prefix}select_aggregate`);
      }
      if (select.columns.length > 0 && allowedIn(p.subscriptionRootFields, 'select_stream')) operations.add('subscription_select_stream');
    }
    if (p.insert) {
      operations.add('insert');
      if (select) operations.add('insert_one');
    }
    if (p.update) {
      operations.add('update');
      operations.add('update_many');
      if (pkSelectable) operations.add('update_by_pk');
    }
    if (p.delete) {
      operations.add('delete');
      if (pkSelectable) operations.add('delete_by_pk');
    }
    const relationshipFields = (keep: (target: ReturnType<typeof permissionRules>) => boolean) =>
      table.relationships.filter((r) => keep(base.get(r.target)!)).map((r) => r.name);
    const typeFields = select
      ? [
          ...select.columns,
          ...relationshipFields((target) => !!target.select),
          ...table.relationships
            .filter((r) => r.kind === 'array' && base.get(r.target)!.select?.aggregations)
            .map((r) => `${r.name}_aggregate`),
          ...table.computedFields
            .filter((field) => (field.rows === null ? select.computedFields.includes(field.name) : !!base.get(field.rows)!.select))
            .map((field) => field.name),
        ].sort()
      : null;
    const incColumns = p.update?.columns.filter((name) => isNumericColumn(table.columnsByName.get(name)!)) ?? [];
    result.set(table.key, {
      table,
      role,
      select,
      insert: p.insert,
      update: p.update,
      delete: p.delete,
      operations,
      typeFields,
      insertInputFields: p.insert ? [...p.insert.columns, ...relationshipFields((target) => !!target.insert)].sort() : null,
      setInputFields: p.update ? [...p.update.columns].sort() : null,
      incInputFields: incColumns.length ? incColumns.sort() : null,
    });
  }
  return result;
}
