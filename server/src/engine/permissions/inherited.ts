// Inherited roles (inherited_roles.yaml) as Hasura v2 resolves them (RQL/DDL/Schema/Cache/Permission.hs and
// RQL/Types/Roles/Internal.hs): a permission of the role itself in the metadata wins; otherwise
// - select permissions combine: the union of the parents' columns and computed fields, the OR of their filters, the
//   largest of their limits, aggregations when any parent allows them, the union of their root fields; a column (or
//   computed field) only some parents may read is null in the rows none of those parents' filters let through (its
//   "redaction", the OR of their filters);
// - insert, update and delete permissions are inherited when the parents that have one have the same one (compared
//   as Hasura compares them: column sets, boolean expressions with `_and`/`_or` as sets); different ones conflict,
//   and the role then has none (Hasura lists the conflict as an inconsistent object);
// - function (and action) permissions are inherited when any parent has one.
// Parents may be inherited roles themselves; their own redactions are not carried (Hasura combines a parent's columns
// with its whole filter).
import type {
  BoolExp,
  ColumnPresets,
  Columns,
  DeletePermission,
  InsertPermission,
  PermissionEntry,
  SelectPermission,
  UpdatePermission,
} from '../model/metadata-types.ts';
import type { Model, TableInfo } from '../model/model.ts';

/** A select permission as a role has it, with what it hides cell by cell. */
export interface EffectiveSelect extends SelectPermission {
  /** Per column or computed field name: the rows it shows in (null elsewhere); absent: every row the filter shows. */
  redactions: ReadonlyMap<string, BoolExp>;
}

/** A role's permissions on one table, after inheritance. */
export interface TablePermissions {
  select: EffectiveSelect | undefined;
  insert: InsertPermission | undefined;
  update: UpdatePermission | undefined;
  delete: DeletePermission | undefined;
}

export type MutationKind = 'insert' | 'update' | 'delete';

/** A write permission an inherited role cannot inherit: its parents' differ. */
export interface InheritanceConflict {
  role: string;
  table: TableInfo;
  kind: MutationKind;
}

type Resolved = TablePermissions & { conflicts: MutationKind[] };

const ownPermission = <P>(entries: PermissionEntry<P>[] | undefined, role: string): P | undefined =>
  entries?.findLast((entry) => entry.role === role)?.permission;

const NO_REDACTIONS: ReadonlyMap<string, BoolExp> = new Map();

function ownSelect(permission: SelectPermission | undefined): EffectiveSelect | undefined {
  return permission && { ...permission, redactions: NO_REDACTIONS };
}

function columnNames(table: TableInfo, columns: Columns | undefined): string[] {
  return columns === undefined || columns === '*' ? table.columns.map((column) => column.name) : columns;
}

/** A field name → the filters of the parents that give it; in all of them it is never hidden. */
function redactionsOf(fields: Map<string, BoolExp[]>, parents: number): Map<string, BoolExp> {
  const redactions = new Map<string, BoolExp>();
  for (const [name, filters] of fields) if (filters.length < parents) redactions.set(name, { _or: filters });
  return redactions;
}

/** Hasura's combinedSelPermInfoToSelPermInfo over the parents' select permissions. */
function combineSelects(table: TableInfo, parents: EffectiveSelect[]): EffectiveSelect | undefined {
  if (parents.length === 0) return undefined;
  const columns = new Map<string, BoolExp[]>();
  const computed = new Map<string, BoolExp[]>();
  for (const parent of parents) {
    for (const name of columnNames(table, parent.columns)) columns.set(name, [...(columns.get(name) ?? []), parent.filter]);
    for (const name of parent.computed_fields ?? []) computed.set(name, [...(computed.get(name) ?? []), parent.filter]);
  }
  const limits = parents.flatMap((parent) => (parent.limit === undefined ? [] : [parent.limit]));
  // A parent without the list has every root field; otherwise the lists add up.
  const rootFields = (lists: (string[] | undefined)[]) =>
    lists.some((list) => list === undefined) ? undefined : [...new Set(lists.flatMap((list) => list ?? []))];
  const queryRootFields = rootFields(parents.map((parent) => parent.query_root_fields));
  const subscriptionRootFields = rootFields(parents.map((parent) => parent.subscription_root_fields));
  return {
    // Table order, as a permission of the role itself would list them.
    columns: table.columns.filter((column) => columns.has(column.name)).map((column) => column.name),
    computed_fields: [...computed.keys()],
    filter: { _or: parents.map((parent) => parent.filter) },
    ...(limits.length > 0 ? { limit: Math.max(...limits) } : {}),
    allow_aggregations: parents.some((parent) => parent.allow_aggregations === true),
    ...(queryRootFields ? { query_root_fields: queryRootFields } : {}),
    ...(subscriptionRootFields ? { subscription_root_fields: subscriptionRootFields } : {}),
    redactions: new Map([...redactionsOf(columns, parents.length), ...redactionsOf(computed, parents.length)]),
  };
}

// ------------------------------------------------------------------------------------------------ equality

const SESSION_VARIABLE = /^x-hasura-/i;

/** A value as Hasura compares it: session variable names case-insensitively. */
function normalValue(value: unknown): unknown {
  if (typeof value === 'string') return SESSION_VARIABLE.test(value) ? value.toLowerCase() : value;
  if (Array.isArray(value)) return value.map(normalValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, normalValue(inner)]),
    );
  }
  return value;
}

const OPERATOR = /^[_$]/;
const LOGICAL = new Set(['_and', '_or', '_not', '_exists', '$and', '$or', '$not', '$exists']);

const sortedJson = (values: unknown[]): string[] => [...new Set(values.map((value) => JSON.stringify(value)))].sort();

/**
 * A boolean expression as Hasura's OnlyRelevantEq sees it: the keys of an object and the items of `_and`/`_or` are
 * sets, `$op` is `_op`, a bare value is `_eq`, and session variable names are case-insensitive.
 */
function normalBoolExp(exp: unknown): unknown {
  if (exp === null || typeof exp !== 'object' || Array.isArray(exp)) return normalValue(exp);
  const entries = Object.entries(exp as BoolExp).map(([rawKey, value]): [string, unknown] => {
    const key = rawKey.startsWith('$') ? `_${rawKey.slice(1)}` : rawKey;
    if (key === '_and' || key === '_or') return [key, sortedJson((Array.isArray(value) ? value : [value]).map(normalBoolExp))];
    if (key === '_not' || key === '_exists') return [key, normalBoolExp(value)];
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [key, { _eq: normalValue(value) }];
    // A relationship's expression (or an aggregate predicate) names fields; a column's comparison only operators.
    if (Object.keys(value).some((name) => !OPERATOR.test(name) || LOGICAL.has(name))) return [key, normalBoolExp(value)];
    const operators = Object.entries(value as BoolExp).map(([op, operand]) => [op.startsWith('$') ? `_${op.slice(1)}` : op, operand]);
    return [key, normalValue(Object.fromEntries(operators))];
  });
  return sortedJson(entries.map(([key, value]) => ({ [key]: value })));
}

const presetsOf = (set: ColumnPresets | undefined): unknown => normalValue(set ?? {});

/** What Hasura compares of a write permission (InsPermInfo, UpdPermInfo, DelPermInfo ==~), as JSON. */
function relevantParts(table: TableInfo, kind: MutationKind, permission: object): string {
  const p = permission as Partial<InsertPermission & UpdatePermission & DeletePermission>;
  const common = { backend_only: p.backend_only === true, validate_input: normalValue(p.validate_input ?? null) };
  switch (kind) {
    case 'insert':
      return JSON.stringify({
        ...common,
        columns: [...columnNames(table, p.columns)].sort(),
        check: normalBoolExp(p.check ?? {}),
        set: presetsOf(p.set),
      });
    case 'update':
      return JSON.stringify({
        ...common,
        columns: [...columnNames(table, p.columns)].sort(),
        filter: normalBoolExp(p.filter ?? {}),
        check: p.check == null ? null : normalBoolExp(p.check),
        set: presetsOf(p.set),
      });
    case 'delete':
      return JSON.stringify({ ...common, filter: normalBoolExp(p.filter ?? {}) });
  }
}

/** Hasura's CheckPermission monoid: no permission is neutral, equal ones are one, different ones conflict. */
function combineWrites<P extends object>(
  table: TableInfo,
  kind: MutationKind,
  parents: (P | undefined)[],
): { permission: P | undefined; conflict: boolean } {
  const defined = parents.filter((permission): permission is P => permission !== undefined);
  const [first] = defined;
  if (first === undefined) return { permission: undefined, conflict: false };
  const same = defined.every((permission) => relevantParts(table, kind, permission) === relevantParts(table, kind, first));
  return same ? { permission: first, conflict: false } : { permission: undefined, conflict: true };
}

// ------------------------------------------------------------------------------------------------ resolution

/** Resolves roles table by table; inherited roles are resolved through their parents (cycles are refused by the validator). */
class Inheritance {
  private readonly cache = new Map<string, Resolved>();

  constructor(private readonly model: Model) {}

  resolve(table: TableInfo, role: string, visiting: ReadonlySet<string> = new Set()): Resolved {
    const key = `${table.key}\u0000${role}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const meta = table.metadata;
    const own: Resolved = {
      select: ownSelect(ownPermission(meta.select_permissions, role)),
      insert: ownPermission(meta.insert_permissions, role),
      update: ownPermission(meta.update_permissions, role),
      delete: ownPermission(meta.delete_permissions, role),
      conflicts: [],
    };
    const parentRoles = this.model.inheritedRoles.get(role);
    if (parentRoles === undefined || visiting.has(role)) return own;
    const inner = new Set([...visiting, role]);
    const parents = parentRoles.map((parent) => this.resolve(table, parent, inner));
    const insert = own.insert
      ? { permission: own.insert, conflict: false }
      : combineWrites(
          table,
          'insert',
          parents.map((p) => p.insert),
        );
    const update = own.update
      ? { permission: own.update, conflict: false }
      : combineWrites(
          table,
          'update',
          parents.map((p) => p.update),
        );
    const remove = own.delete
      ? { permission: own.delete, conflict: false }
      : combineWrites(
          table,
          'delete',
          parents.map((p) => p.delete),
        );
    const resolved: Resolved = {
      select:
        own.select ??
        combineSelects(
          table,
          parents.flatMap((parent) => (parent.select ? [parent.select] : [])),
        ),
      insert: insert.permission,
      update: update.permission,
      delete: remove.permission,
      conflicts: (
        [
          ['insert', insert.conflict],
          ['update', update.conflict],
          ['delete', remove.conflict],
        ] as const
      ).flatMap(([kind, conflict]) => (conflict ? [kind] : [])),
    };
    this.cache.set(key, resolved);
    return resolved;
  }

  /** Whether the role may call the function: its own function permission, or any parent's. */
  functionPermitted(permissions: readonly string[], role: string, visiting: ReadonlySet<string> = new Set()): boolean {
    if (permissions.includes(role)) return true;
    const parents = this.model.inheritedRoles.get(role);
    if (parents === undefined || visiting.has(role)) return false;
    const inner = new Set([...visiting, role]);
    return parents.some((parent) => this.functionPermitted(permissions, parent, inner));
  }
}

const inheritances = new WeakMap<Model, Inheritance>();

function inheritanceOf(model: Model): Inheritance {
  let inheritance = inheritances.get(model);
  if (!inheritance) inheritances.set(model, (inheritance = new Inheritance(model)));
  return inheritance;
}

/** A role's permissions on a table: its own in the metadata, else (an inherited role) its parents' combined. */
export function tablePermissions(model: Model, table: TableInfo, role: string): TablePermissions {
  const { select, insert, update, delete: remove } = inheritanceOf(model).resolve(table, role);
  return { select, insert, update, delete: remove };
}

/** Whether a role has a function permission for a function whose metadata grants `permissions`, itself or by inheritance. */
export function functionPermitted(model: Model, permissions: readonly string[], role: string): boolean {
  return inheritanceOf(model).functionPermitted(permissions, role);
}

/** Every write permission an inherited role cannot inherit because its parents' differ, table by table. */
export function inheritanceConflicts(model: Model): InheritanceConflict[] {
  const inheritance = inheritanceOf(model);
  return [...model.inheritedRoles.keys()].flatMap((role) =>
    [...model.tables.values()].flatMap((table) => inheritance.resolve(table, role).conflicts.map((kind) => ({ role, table, kind }))),
  );
}
