// What a planned query reads: the tables its statements reach (selected, joined through relationships, named
// in `where`, `order_by` and permission filters, `_exists`; every table for a function's call, whose body may read
// any), and the session variables the permissions of those
// tables use. The response cache keys a response by those session variables only, as Hasura keys @cached
// responses ("the role and session variables used in the permissions of the query"), and drops it when one of
// those tables is written. Both sets may be larger than needed, never smaller.
import type { RoleAccess, SelectAccess } from '../permissions/index.ts';
import type {
  ActionOutputField,
  AggregateField,
  AggregatePlan,
  FunctionSource,
  RootPlan,
  RowField,
  SelectArgs,
} from '../request/plan-types.ts';
import type { ComputedFieldInfo, TableInfo } from '../model/model.ts';
import type { Queryable } from '../../db/types.ts';
import { keyValue, type KeyCondition, type ReadKeys } from './writes.ts';

export interface ReadSet {
  /** Tables read, `schema.name`. */
  tables: Set<string>;
  /** Session variables the permissions read (lower case), or every one: an action's handler gets the whole session. */
  sessionVariables: Set<string> | 'all';
}

const SESSION_VARIABLE = /^x-hasura-/i;

/** Every session variable a permission rule names (a string value starting with `x-hasura-`). */
function collectSessionVariables(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (SESSION_VARIABLE.test(value)) into.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const item of value) collectSessionVariables(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectSessionVariables(item, into);
  }
}

class ReadSetBuilder {
  readonly tables = new Set<string>();
  readonly sessionVariables = new Set<string>();
  allSessionVariables = false;
  private readonly visited = new Set<string>();

  constructor(private readonly access: RoleAccess) {}

  /** A table read through the role's select permission: its filter's tables and session variables too. */
  table(key: string): void {
    this.tables.add(key);
    if (this.visited.has(key)) return;
    this.visited.add(key);
    const tableAccess = this.access.tables.get(key);
    if (!tableAccess) return;
    const filter = tableAccess.select?.filter;
    if (filter) {
      collectSessionVariables(filter, this.sessionVariables);
      this.expression(tableAccess.table, filter);
    }
  }

  /** A boolean expression or `order_by` object on `table`: the tables its relationships and `_exists` reach. */
  expression(table: TableInfo, value: unknown): void {
    if (Array.isArray(value)) {
      for (const item of value) this.expression(table, item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key === '_and' || key === '_or' || key === '_not') {
        this.expression(table, inner);
      } else if (key === '_exists') {
        this.exists(inner);
      } else {
        const computed = table.computedFields.find((field) => field.name === key || `${field.name}_aggregate` === key);
        if (computed) {
          this.computedField(computed);
          if (computed.returns.kind === 'table') this.expression(this.access.tables.get(computed.returns.target)!.table, inner);
          continue;
        }
        const relationship = table.relationshipsByName.get(key) ?? table.relationshipsByName.get(key.replace(/_aggregate$/, ''));
        const target = relationship && this.access.tables.get(relationship.target);
        if (!target) continue;
        this.table(target.table.key);
        this.expression(target.table, inner);
      }
    }
  }

  /**
   * A computed field's function may read any table, and its session argument the whole session: every tracked table
   * and session variable counts as read.
   */
  computedField(field: ComputedFieldInfo): void {
    this.everyTable();
    if (field.arguments.some((argument) => argument.kind === 'session')) this.allSessionVariables = true;
  }

  /** A function's body may read any table. */
  everyTable(): void {
    for (const key of this.access.tables.keys()) this.table(key);
  }

  private exists(value: unknown): void {
    const { _table: given, _where: where } = (value ?? {}) as { _table?: { schema?: string; name?: string } | string; _where?: unknown };
    const name = typeof given === 'string' ? { schema: 'public', name: given } : { schema: given?.schema ?? 'public', name: given?.name };
    const target = this.access.tables.get(`${name.schema}.${name.name}`);
    if (!target) return;
    this.tables.add(target.table.key);
    this.expression(target.table, where);
  }

  rows(plan: { access: SelectAccess; args: SelectArgs; from?: FunctionSource }, fields: RowField[]): void {
    this.table(plan.access.table.key);
    // A function's body may read any table, and its session argument every session variable.
    if (plan.from) for (const key of this.access.tables.keys()) this.table(key);
    const { positional = [], named = [] } = plan.from?.args ?? {};
    if ([...positional, ...named.map(([, value]) => value)].some((value) => value.kind === 'session')) this.allSessionVariables = true;
    this.expression(plan.access.table, plan.args.where);
    this.expression(plan.access.table, plan.args.orderBy);
    this.rowFields(fields);
  }

  rowFields(fields: RowField[]): void {
    for (const field of fields) {
      if (field.kind === 'object' || field.kind === 'array') this.rows(field.plan, field.plan.fields);
      else if (field.kind === 'array_aggregate') this.aggregate(field.plan, field.plan.fields);
      else if (field.kind === 'computed_scalar') this.computedField(field.field);
      else if (field.kind === 'computed_rows') {
        this.computedField(field.field);
        this.rows(field.plan, field.plan.fields);
      }
    }
  }

  aggregate(plan: { access: SelectAccess; args: SelectArgs; from?: FunctionSource }, fields: AggregateField[]): void {
    this.rows(plan, []);
    for (const field of fields) if (field.kind === 'nodes') this.rowFields(field.fields);
  }

  actionOutput(fields: ActionOutputField[] | undefined): void {
    for (const field of fields ?? []) {
      if (field.kind === 'relationship') this.rows(field.plan, field.plan.fields);
      else if (field.kind === 'field') this.actionOutput(field.fields);
    }
  }
}

/** The tables and session variables the planned root fields of a query read. */
export function readSetOf(plans: RootPlan[], access: RoleAccess): ReadSet {
  const builder = new ReadSetBuilder(access);
  for (const plan of plans) {
    switch (plan.kind) {
      case 'select':
      case 'select_by_pk':
      case 'select_stream':
      case 'function':
        builder.rows(plan.plan, plan.plan.fields);
        break;
      case 'select_aggregate':
        builder.aggregate(plan.plan, plan.plan.fields);
        break;
      case 'action':
        builder.allSessionVariables = true;
        builder.actionOutput(plan.plan.fields);
        break;
      default:
        break;
    }
  }
  return { tables: builder.tables, sessionVariables: builder.allSessionVariables ? 'all' : builder.sessionVariables };
}

type Row = Record<string, unknown>;

const rowsOf = (value: unknown): Row[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is Row => item !== null && typeof item === 'object');

/** The values of `column` in answered rows that selected it (as itself, not a json path); undefined when unknown. */
function columnValues(rows: Row[] | undefined, fields: RowField[], column: string): Set<string> | undefined {
  if (!rows) return undefined;
  const field = fields.find((item) => item.kind === 'column' && item.column.name === column && !item.path);
  if (!field) return undefined;
  const values = new Set<string>();
  for (const row of rows) {
    const value = row[field.alias];
    if (value === null || value === undefined) continue;
    const key = keyValue(value);
    if (key === undefined) return undefined;
    values.add(key);
  }
  return values;
}

/** Calls `visit` with each condition of a boolean expression or `order_by` (arrays, `_and`, `_or` and `_not` opened). */
function eachCondition(value: unknown, visit: (key: string, inner: unknown) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) eachCondition(item, visit);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key === '_and' || key === '_or' || key === '_not') eachCondition(inner, visit);
    else visit(key, inner);
  }
}

/** The columns of `table` a boolean expression or `order_by` names (its relationships: their joining columns). */
function columnsIn(table: TableInfo, value: unknown, into: Set<string>): void {
  eachCondition(value, (key) => {
    const column = table.columns.find((item) => item.field === key);
    if (column) {
      into.add(column.name);
      return;
    }
    const relationship = table.relationshipsByName.get(key) ?? table.relationshipsByName.get(key.replace(/_aggregate$/, ''));
    if (relationship) for (const [local] of relationship.mapping) into.add(local);
    // A computed field may depend on any column (`*`); `_exists` reads another table only.
    else if (key !== '_exists') into.add('*');
  });
}

/** The `column: {_eq}` and `column: {_in}` comparisons a filter requires (at its top, or in its `_and`). */
function equalities(table: TableInfo, where: unknown, into: [string, ReadonlySet<string>][] = []): [string, ReadonlySet<string>][] {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) return into;
  for (const [key, inner] of Object.entries(where as Record<string, unknown>)) {
    if (key === '_and') {
      for (const item of Array.isArray(inner) ? inner : [inner]) equalities(table, item, into);
      continue;
    }
    const column = table.columns.find((item) => item.field === key);
    if (!column || inner === null || typeof inner !== 'object') continue;
    const { _eq: equal, _in: among } = inner as { _eq?: unknown; _in?: unknown };
    const values = equal !== undefined ? [equal] : Array.isArray(among) ? among : undefined;
    const keys = values?.map(keyValue);
    if (keys && keys.every((item) => item !== undefined)) into.push([column.name, new Set(keys as string[])]);
  }
  return into;
}

/**
 * What a query's answer read, by table and where it can tell by row: a root field filtered by a column's value (an
 * article by its slug, a row by its primary key) reads the rows holding that value; a relationship reads the rows
 * joined to the parents answered (when the parents' joining column was selected); everything else (lists, filters
 * through relationships, permission filters' tables, functions) reads whole tables. A relationship whose parents did
 * not select their joining column has it read by the parents' primary key (one statement per table of such parents,
 * for all their relationships).
 * Undefined for a query whose answer depends on more than tables (an action's handler).
 */
export async function readKeysOf(plans: RootPlan[], access: RoleAccess, data: unknown, db: Queryable): Promise<ReadKeys | undefined> {
  const reads: ReadKeys = new Map();
  /** Notes a read of `table`: its rows (those `condition` names, else all) and columns. */
  const note = (table: string, condition: KeyCondition | undefined, columns: 'all' | Set<string>) => {
    const kept = reads.get(table) ?? { rows: [], columns: new Set<string>() };
    if (kept.rows !== 'all') kept.rows = condition ? [...kept.rows, condition] : 'all';
    if (kept.columns !== 'all') kept.columns = columns === 'all' ? 'all' : new Set([...kept.columns, ...columns]);
    reads.set(table, kept);
  };
  /** Parents' columns to read by their primary key, into the conditions of the relationships they join. */
  const lookups: { table: TableInfo; keyColumn: string; keys: Set<string>; column: string; into: Set<string> }[] = [];
  const whole = (table: string) => note(table, undefined, 'all');
  const everyTable = () => {
    for (const key of access.tables.keys()) whole(key);
  };
  /**
   * The tables a filter, `order_by` or the role's permission filter reaches beyond the table itself (the same ones
   * ReadSetBuilder.expression finds): any of their rows may decide, but only through the columns named there, their
   * joining columns and their own permission filter's, so an update of other columns (a view counter) changes
   * nothing the filter decided.
   */
  const around = (table: TableInfo, values: unknown[]) => {
    const visited = new Set<string>();
    for (const value of [access.tables.get(table.key)?.select?.filter, ...values]) reach(table, value, visited);
  };
  function reach(table: TableInfo, value: unknown, visited: Set<string>): void {
    eachCondition(value, (key, inner) => {
      if (key === '_exists') {
        const { _table: given, _where: where } = (inner ?? {}) as {
          _table?: { schema?: string; name?: string } | string;
          _where?: unknown;
        };
        const name = typeof given === 'string' ? `public.${given}` : `${given?.schema ?? 'public'}.${given?.name}`;
        const target = access.tables.get(name)?.table;
        if (target) reached(target, where, [], visited, false);
      } else if (table.computedFields.some((field) => field.name === key || `${field.name}_aggregate` === key)) {
        // A computed field's function may read any table.
        everyTable();
      } else {
        const relationship = table.relationshipsByName.get(key) ?? table.relationshipsByName.get(key.replace(/_aggregate$/, ''));
        const target = relationship && access.tables.get(relationship.target)?.table;
        const joinedOn = relationship?.mapping.map(([, remote]) => remote) ?? [];
        if (target) reached(target, inner, joinedOn, visited, true);
      }
    });
  }
  /** A table reached by a filter: every row, the columns `where` names and those joined on (and its permission filter's). */
  function reached(target: TableInfo, where: unknown, joinedOn: string[], visited: Set<string>, permitted: boolean): void {
    const columns = new Set<string>(joinedOn);
    columnsIn(target, where, columns);
    const filter = permitted ? access.tables.get(target.key)?.select?.filter : undefined;
    columnsIn(target, filter, columns);
    note(target.key, undefined, columns.has('*') ? 'all' : columns);
    reach(target, where, visited);
    if (filter && !visited.has(target.key)) {
      visited.add(target.key);
      reach(target, filter, visited);
    }
  }

  function rows(
    plan: { access: SelectAccess; args: SelectArgs; from?: FunctionSource },
    fields: RowField[],
    answered: Row[] | undefined,
    condition: KeyCondition | undefined,
    joinedOn: string[] = [],
  ): void {
    const { table } = plan.access;
    if (plan.from) everyTable();
    // The columns of this table the rows depend on: selected, filtered (the role's filter too), ordered, joined on.
    const columns = new Set<string>(joinedOn);
    const filter = access.tables.get(table.key)?.select?.filter;
    for (const value of [filter, plan.args.where, plan.args.orderBy]) columnsIn(table, value, columns);
    for (const field of plan.args.distinctOn ?? []) columns.add(table.columns.find((column) => column.field === field)?.name ?? field);
    let everyColumn = false;
    for (const field of fields) {
      if (field.kind === 'column') columns.add(field.column.name);
      else if (field.kind === 'computed_scalar' || field.kind === 'computed_rows') everyColumn = true;
      else if (field.kind === 'object' || field.kind === 'array' || field.kind === 'array_aggregate') {
        for (const [local] of field.relationship.mapping) columns.add(local);
      }
    }
    note(table.key, condition, everyColumn || columns.has('*') ? 'all' : columns);
    around(table, [plan.args.where, plan.args.orderBy]);
    for (const field of fields) {
      if (field.kind === 'computed_scalar' || field.kind === 'computed_rows') {
        everyTable();
        continue;
      }
      if (field.kind !== 'object' && field.kind !== 'array' && field.kind !== 'array_aggregate') continue;
      const { relationship } = field;
      const target = access.tables.get(relationship.target)?.table;
      if (!target) continue;
      const pairs: [string, ReadonlySet<string>][] = [];
      for (const [local, remote] of relationship.mapping) {
        const values = columnValues(answered, fields, local);
        if (values) pairs.push([remote, values]);
      }
      let joined: KeyCondition | undefined;
      if (pairs.length === relationship.mapping.length) joined = { equal: [...pairs, ...equalities(target, field.plan.args.where)] };
      else if (relationship.mapping.length === 1 && table.primaryKey?.length === 1) {
        // The parents' joining column was not selected (an article's `translation_of`): read by their primary key
        // once the answer is in, when they selected it; else any row updated in place may be the one joined.
        const [[local, remote]] = relationship.mapping as [[string, string]];
        const keys = columnValues(answered, fields, table.primaryKey[0]!);
        if (keys) {
          const values = new Set<string>();
          lookups.push({ table, keyColumn: table.primaryKey[0]!, keys, column: local, into: values });
          joined = { equal: [[remote, values]] };
        } else if (relationship.foreignKey) joined = { updates: true };
      } else if (relationship.foreignKey) joined = { updates: true };
      const children = answered?.flatMap((row) => rowsOf(row[field.alias]));
      if (field.kind === 'array_aggregate') aggregate(field.plan, field.plan.fields, children, joined);
      else
        rows(
          field.plan,
          field.plan.fields,
          children,
          joined,
          relationship.mapping.map(([, remote]) => remote),
        );
    }
  }

  function aggregate(plan: AggregatePlan, fields: AggregateField[], answered: Row[] | undefined, condition: KeyCondition | undefined) {
    // An aggregate may read any column (a count reads none, a sum its column): every column counts.
    note(plan.access.table.key, condition, 'all');
    rows(plan, [], undefined, condition);
    for (const field of fields) {
      if (field.kind !== 'nodes') continue;
      // The nodes are rows of the same table, read under the same condition.
      rows(
        plan,
        field.fields,
        answered?.flatMap((row) => rowsOf(row[field.alias])),
        condition,
      );
    }
  }

  const answer = (data ?? {}) as Row;
  for (const plan of plans) {
    const answered = rowsOf(answer[plan.alias]);
    switch (plan.kind) {
      case 'select': {
        const equal = equalities(plan.plan.access.table, plan.plan.args.where);
        rows(plan.plan, plan.plan.fields, answered, equal.length > 0 ? { equal } : undefined);
        break;
      }
      case 'select_by_pk': {
        const table = plan.plan.access.table;
        const equal = equalities(table, Object.fromEntries(Object.entries(plan.key).map(([field, value]) => [field, { _eq: value }])));
        rows(plan.plan, plan.plan.fields, answered, equal.length > 0 ? { equal } : undefined);
        break;
      }
      case 'select_aggregate': {
        const equal = equalities(plan.plan.access.table, plan.plan.args.where);
        aggregate(plan.plan, plan.plan.fields, answered, equal.length > 0 ? { equal } : undefined);
        break;
      }
      case 'function':
      case 'select_stream':
        everyTable();
        break;
      case 'action':
        return undefined;
      default:
        break;
    }
  }
  // One statement per table and set of parents for all the columns read of them (an article's category and author).
  const batches = new Map<string, { table: TableInfo; keyColumn: string; keys: Set<string>; columns: Map<string, Set<string>[]> }>();
  for (const { table, keyColumn, keys, column, into } of lookups) {
    if (keys.size === 0) continue;
    const id = JSON.stringify([table.key, keyColumn, [...keys].sort()]);
    const batch = batches.get(id) ?? { table, keyColumn, keys, columns: new Map<string, Set<string>[]>() };
    batch.columns.set(column, [...(batch.columns.get(column) ?? []), into]);
    batches.set(id, batch);
  }
  for (const { table, keyColumn, keys, columns } of batches.values()) {
    const names = [...columns.keys()];
    const { rows: found } = await db.query<Record<string, string | null>>(
      `select ${names.map((column, i) => `${quoteIdentifier(column)}::text as c${i}`).join(', ')}
         from ${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}
        where ${keyAmong(table, keyColumn)}`,
      [[...keys]],
    );
    names.forEach((column, i) => {
      for (const row of found) {
        const value = row[`c${i}`];
        if (value !== null && value !== undefined) for (const into of columns.get(column)!) into.add(value.toLowerCase());
      }
    });
  }
  return reads;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Key types whose text (as an answer's JSON gives it, lower-cased) casts back to the same value. */
const TYPED_KEYS = new Set(['uuid', 'int2', 'int4', 'int8', 'text', 'varchar']);

/**
 * `keyColumn` among the keys (`$1`, a text array), compared in the column's own type where the keys' text casts back
 * to it, so the primary key's index finds the rows (`"id"::text = any(...)` reads the whole table); other types
 * compare as text.
 */
function keyAmong(table: TableInfo, keyColumn: string): string {
  const column = table.columns.find((item) => item.name === keyColumn);
  const typed = column && column.type.kind === 'base' && !column.type.isArray && TYPED_KEYS.has(column.type.name);
  return typed
    ? `${quoteIdentifier(keyColumn)} = any($1::text[]::${column.sqlType}[])`
    : `${quoteIdentifier(keyColumn)}::text = any($1::text[])`;
}
