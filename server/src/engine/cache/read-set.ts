// What a planned query reads: the tables its statements reach (selected, joined through relationships, named
// in `where`, `order_by` and permission filters, `_exists`; every table for a function's call, whose body may read
// any), and the session variables the permissions of those
// tables use. The response cache keys a response by those session variables only, as Hasura keys @cached
// responses ("the role and session variables used in the permissions of the query"), and drops it when one of
// those tables is written. Both sets may be larger than needed, never smaller.
import type { RoleAccess, SelectAccess } from '../permissions/index.ts';
import type { ActionOutputField, AggregateField, FunctionSource, RootPlan, RowField, SelectArgs } from '../request/plan-types.ts';
import type { ComputedFieldInfo, TableInfo } from '../model/model.ts';

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
