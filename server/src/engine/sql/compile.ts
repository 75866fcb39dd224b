// Compiles planned root fields into ONE SQL statement each, which builds the response JSON inside
// Postgres. Every value (arguments and session variables) is a parameter, but a request's patterns and containment
// lists, which a query's statement holds as literals for the planner (builder.ts); identifiers are quoted.
import type { RoleAccess, SelectAccess } from '../permissions/index.ts';
import type { ColumnInfo, ComputedFieldInfo, RelationshipInfo, TableInfo } from '../model/model.ts';
import { quoteIdent, tableName } from '../model/sql-names.ts';
import type { AggregatePlan, AggregateValue, FunctionSource, RootPlan, RowField, RowsPlan, SelectArgs } from '../request/plan-types.ts';
import { GraphqlError } from '../errors.ts';
import type { Session } from '../../session/index.ts';
import { compileBoolExp, permissionFilter, redacted } from './bool-exp.ts';
import { literal, SqlBuilder, type Placeholder, type SqlScope } from './builder.ts';
import { computedFieldCall } from './computed-fields.ts';
import { functionSourceSql } from './function-source.ts';

export interface CompiledStatement {
  sql: string;
  params: unknown[];
  /** Its prepared-statement name, derived from the SQL text once (the runner fills it in). */
  name?: string;
  /** It holds a request's values in its text (builder.ts, inlineArray): run unprepared, never named. */
  unprepared?: boolean;
}

const tableRef = (access: SelectAccess): string => tableName(access.table);

/** `"a"."b"` for a column of a scope. */
export function columnRef(scope: SqlScope, column: string): string {
  return `${scope.alias}.${quoteIdent(column)}`;
}

// json_build_object takes at most 100 arguments; wider objects are merged as jsonb.
function jsonObject(pairs: [string, string][]): string {
  if (pairs.length === 0) return `'{}'::json`;
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 50) {
    chunks.push(
      pairs
        .slice(i, i + 50)
        .map(([key, value]) => `${literal(key)}, ${value}`)
        .join(', '),
    );
  }
  if (chunks.length === 1) return `json_build_object(${chunks[0]})`;
  return `(${chunks.map((chunk) => `jsonb_build_object(${chunk})`).join(' || ')})::json`;
}

function joinCondition(relationship: RelationshipInfo, parent: SqlScope, child: SqlScope): string {
  return relationship.mapping.map(([local, remote]) => `${columnRef(child, remote)} = ${columnRef(parent, local)}`).join(' AND ');
}

/**
 * Whether a relationship reaches at most one row of its target: its target columns hold all the columns of the
 * target's primary key or of one of its unique constraints (each compared for equality, so a NULL matches nothing).
 */
function reachesAtMostOneRow(relationship: RelationshipInfo, target: TableInfo): boolean {
  const remote = new Set(relationship.mapping.map(([, column]) => column));
  return target.uniqueConstraints.some((unique) => unique.columns.length > 0 && unique.columns.every((column) => remote.has(column)));
}

/**
 * An object relationship's JSON: joined to the parent's rows where the parent's FROM takes joins and the relationship
 * reaches at most one row (so the parent's rows are neither repeated nor dropped: a LEFT JOIN whose ON clause holds the
 * role's filter), else a subquery per parent row. PostgreSQL plans a join with the rest of the statement (one hash of
 * a small table, or an index probe per row), where a subquery runs as its own plan for each row: the discussion list's
 * authors were read by a scan of the members per discussion and per comment.
 */
function objectJson(field: Extract<RowField, { kind: 'object' }>, scope: SqlScope, builder: SqlBuilder): string {
  const child: SqlScope = {
    alias: builder.alias(),
    access: field.plan.access,
    filtered: true,
    joined: { parent: scope, relationship: field.relationship },
  };
  const conditions = [joinCondition(field.relationship, scope, child), permissionFilter(child, builder)];
  if (!scope.joins || !reachesAtMostOneRow(field.relationship, child.access.table)) {
    return `(SELECT ${rowJson(field.plan.fields, child, builder)} FROM ${tableRef(child.access)} AS ${child.alias} WHERE ${conditions.join(' AND ')} LIMIT 1)`;
  }
  // Before the child's own joins, which refer to it.
  scope.joins.push(`LEFT JOIN ${tableRef(child.access)} AS ${child.alias} ON ${conditions.filter((c) => c !== 'true').join(' AND ')}`);
  child.joins = scope.joins;
  // A joined row has its target columns set (they equal the parent's); a parent row without one has them NULL.
  const [[, remote]] = field.relationship.mapping as [[string, string]];
  return `CASE WHEN ${columnRef(child, remote)} IS NULL THEN NULL ELSE ${rowJson(field.plan.fields, child, builder)} END`;
}

/** ` LEFT JOIN ...` for a FROM clause, or nothing. */
const joinsOf = (scope: SqlScope): string => (scope.joins?.length ? ` ${scope.joins.join(' ')}` : '');

/** The JSON object of one row's selected fields. */
export function rowJson(fields: RowField[], scope: SqlScope, builder: SqlBuilder): string {
  return jsonObject(fields.map((field) => [field.alias, fieldExpression(field, scope, builder)]));
}

function fieldExpression(field: RowField, scope: SqlScope, builder: SqlBuilder): string {
  switch (field.kind) {
    case 'column': {
      // `path` reads inside a json/jsonb value as Hasura does: `#>` with the path's keys, null where it leads nowhere.
      const value = redacted(scope, field.column.name, columnRef(scope, field.column.name), builder);
      return field.path ? `${value} #> ${builder.arrayParam(field.path, 'text')}` : value;
    }
    case 'typename':
      return literal(field.value);
    case 'object':
      return objectJson(field, scope, builder);
    case 'array':
      return rowsJson(field.plan, builder, { relationship: field.relationship, parent: scope });
    case 'array_aggregate':
      return aggregateJson(field.plan, builder, { relationship: field.relationship, parent: scope });
    case 'computed_scalar': {
      const call = redacted(scope, field.field.name, computedFieldCall(field.field, field.args, scope, builder), builder);
      return field.path ? `${call} #> ${builder.arrayParam(field.path, 'text')}` : call;
    }
    case 'computed_rows':
      // The function's rows in place of the table's, through the role's select permission on that table.
      return rowsJson(field.plan, builder, undefined, computedFieldCall(field.field, field.args, scope, builder));
  }
}

interface Join {
  relationship: RelationshipInfo;
  parent: SqlScope;
}

const DIRECTIONS: Record<string, string> = {
  asc: 'ASC NULLS LAST',
  asc_nulls_first: 'ASC NULLS FIRST',
  asc_nulls_last: 'ASC NULLS LAST',
  desc: 'DESC NULLS FIRST',
  desc_nulls_first: 'DESC NULLS FIRST',
  desc_nulls_last: 'DESC NULLS LAST',
};

function columnByField(access: SelectAccess, field: string): ColumnInfo | undefined {
  return access.columns.find((column) => column.field === field);
}

/** One ORDER BY item: what to sort by and Postgres's direction (`ASC NULLS LAST`...). */
interface OrderItem {
  expression: string;
  direction: string;
}

const orderSql = (item: OrderItem): string => `${item.expression} ${item.direction}`;

/** ORDER BY items for one order_by object, in the order its keys were written. */
function orderItems(orderBy: Record<string, unknown>, scope: SqlScope, builder: SqlBuilder): OrderItem[] {
  const items: OrderItem[] = [];
  for (const [key, value] of Object.entries(orderBy)) {
    if (value === null || value === undefined) continue;
    const column = columnByField(scope.access, key);
    if (column) {
      items.push({
        expression: redacted(scope, column.name, columnRef(scope, column.name), builder),
        direction: DIRECTIONS[value as string]!,
      });
      continue;
    }
    const computed = orderableComputedField(scope.access, key);
    if (computed?.returns.kind === 'scalar') {
      items.push({ expression: computedFieldCall(computed, undefined, scope, builder), direction: DIRECTIONS[value as string]! });
      continue;
    }
    const relationship = scope.access.table.relationshipsByName.get(key);
    if (relationship?.kind === 'object') {
      const child: SqlScope = { alias: builder.alias(), access: builder.selectable(relationship.target) };
      const inner = orderItems(value as Record<string, unknown>, child, builder);
      // The filter is written only for an order that uses it: its parameters would be missing from the statement.
      if (inner.length === 0) continue;
      const where = `${joinCondition(relationship, scope, child)} AND ${permissionFilter(child, builder)}`;
      for (const item of inner) {
        items.push({
          ...item,
          expression: `(SELECT ${item.expression} FROM ${tableRef(child.access)} AS ${child.alias} WHERE ${where} LIMIT 1)`,
        });
      }
      continue;
    }
    if (key.endsWith('_aggregate')) {
      const name = key.slice(0, -'_aggregate'.length);
      const arrayRelationship = scope.access.table.relationshipsByName.get(name);
      if (arrayRelationship?.kind === 'array') {
        const rows: AggregatedRows = {
          access: builder.selectable(arrayRelationship.target),
          from: (child) => `${tableRef(child.access)} AS ${child.alias} WHERE ${joinCondition(arrayRelationship, scope, child)}`,
        };
        items.push(...aggregateOrderItems(rows, value as Record<string, unknown>, builder));
        continue;
      }
      const rowsField = orderableComputedField(scope.access, name);
      if (rowsField?.returns.kind === 'table') {
        const call = computedFieldCall(rowsField, undefined, scope, builder);
        const rows: AggregatedRows = {
          access: builder.selectable(rowsField.returns.target),
          from: (child) => `${call} AS ${child.alias} WHERE true`,
        };
        items.push(...aggregateOrderItems(rows, value as Record<string, unknown>, builder));
        continue;
      }
    }
    throw new GraphqlError('validation-failed', `cannot order by '${key}'`, '$');
  }
  return items;
}

/**
 * `op(column)` of an aggregate. PostgreSQL has no min or max for uuid (Hasura's schema offers them): those compare
 * the text form byte by byte, which orders as uuid's own comparison does, and give a uuid back.
 */
function aggregateCall(op: string, ref: string, column: ColumnInfo): string {
  if ((op === 'min' || op === 'max') && column.type.name === 'uuid' && !column.type.isArray) return `${op}(${ref}::text COLLATE "C")::uuid`;
  return `${op}(${ref})`;
}

/** A computed field a request may order by: one the role may select whose function takes no input from it. */
function orderableComputedField(access: SelectAccess, name: string): ComputedFieldInfo | undefined {
  return access.computedFields.find((field) => field.name === name && field.inputs.length === 0);
}

/** Rows an `order_by` aggregates: an array relationship's, or a computed field's; `from` ends with their WHERE clause. */
interface AggregatedRows {
  access: SelectAccess;
  from(child: SqlScope): string;
}

function aggregateOrderItems(rows: AggregatedRows, orderBy: Record<string, unknown>, builder: SqlBuilder): OrderItem[] {
  const items: OrderItem[] = [];
  const child: SqlScope = { alias: builder.alias(), access: rows.access };
  // Written at its first use only (`{max: {}}` orders by nothing), as for an object relationship above.
  let source: string | undefined;
  const from = () => (source ??= `FROM ${rows.from(child)} AND ${permissionFilter(child, builder)}`);
  for (const [op, value] of Object.entries(orderBy)) {
    if (value === null || value === undefined) continue;
    if (op === 'count') {
      items.push({ expression: `(SELECT count(*) ${from()})`, direction: DIRECTIONS[value as string]! });
      continue;
    }
    for (const [field, direction] of Object.entries(value as Record<string, string | null>)) {
      // As at the top level, a null direction orders by nothing.
      if (direction === null || direction === undefined) continue;
      const column = columnByField(child.access, field);
      if (!column) throw new GraphqlError('validation-failed', `cannot order by '${field}'`, '$');
      items.push({
        expression: `(SELECT ${aggregateCall(op, redacted(child, column.name, columnRef(child, column.name), builder), column)} ${from()})`,
        direction: DIRECTIONS[direction]!,
      });
    }
  }
  return items;
}

/**
 * The scope of the rows of a plan, read through `join` when given. `tableRows` says they are the table's own rows
 * (not a function's): rowSource filters them by the role's permission, so a rule of a child reaching back to them
 * knows they pass it (bool-exp.ts, relationshipExists).
 */
function joinedScope(builder: SqlBuilder, access: SelectAccess, join: Join | undefined, tableRows: boolean): SqlScope {
  return {
    alias: builder.alias(),
    access,
    ...(tableRows && { filtered: true }),
    ...(join && { joined: { parent: join.parent, relationship: join.relationship } }),
  };
}

interface RowSource {
  /** FROM ... WHERE ... ORDER BY ... LIMIT ... OFFSET ... (without SELECT). */
  body: string;
  /** The ORDER BY expressions, to number rows in that order (empty when unordered). */
  orderBy: string[];
  distinct: string;
}

/**
 * The rows of a plan. The role's row limit caps rows sent back; aggregates are computed over all the
 * rows the filter allows (as Hasura does), so aggregate callers apply that limit to `nodes` themselves.
 */
function rowSource(
  plan: { access: SelectAccess; args: SelectArgs; from?: FunctionSource },
  scope: SqlScope,
  builder: SqlBuilder,
  join?: Join,
  options: { permissionLimit?: boolean; extraWhere?: string[]; from?: string } = {},
): RowSource {
  const { args, access } = plan;
  const conditions = [permissionFilter(scope, builder), ...(options.extraWhere ?? [])];
  if (join) conditions.unshift(joinCondition(join.relationship, join.parent, scope));
  if (args.where) conditions.push(compileBoolExp(args.where, scope, builder, { applyPermissions: true }));
  // A column already ordered by orders nothing more when repeated (even the other way), and PostgreSQL refuses a
  // repeated DISTINCT ON column after another ORDER BY item: the first of each is kept.
  const ordered = new Set<string>();
  const orderBy = (args.orderBy ?? [])
    .flatMap((item) => orderItems(item, scope, builder))
    .filter((item) => !ordered.has(item.expression) && ordered.add(item.expression))
    .map(orderSql);
  let distinct = '';
  if (args.distinctOn?.length) {
    const distinctColumns = args.distinctOn.map((column) => columnRef(scope, column));
    distinct = `DISTINCT ON (${distinctColumns.join(', ')}) `;
    if (orderBy.length === 0) orderBy.push(...distinctColumns.map((c) => `${c} ASC NULLS LAST`));
  }
  const permissionLimit = options.permissionLimit === false ? null : access.limit;
  const limit = permissionLimit !== null ? Math.min(permissionLimit, args.limit ?? Number.POSITIVE_INFINITY) : args.limit;
  const from = options.from ?? (plan.from ? functionSourceSql(plan.from, builder) : tableRef(access));
  let body = `FROM ${from} AS ${scope.alias}${joinsOf(scope)} WHERE ${conditions.filter((c) => c !== 'true').join(' AND ') || 'true'}`;
  if (orderBy.length) body += ` ORDER BY ${orderBy.join(', ')}`;
  if (limit !== undefined) body += ` LIMIT ${builder.param(limit, 'int8')}`;
  if (args.offset !== undefined) body += ` OFFSET ${builder.param(args.offset, 'int8')}`;
  return { body, orderBy, distinct };
}

/**
 * A JSON array of the rows of a plan (a root select, an array relationship, or with `from` the rows a function call
 * returns).
 */
export function rowsJson(plan: RowsPlan, builder: SqlBuilder, join?: Join, from?: string): string {
  const scope: SqlScope = { ...joinedScope(builder, plan.access, join, from === undefined && !plan.from), joins: [] };
  const json = rowJson(plan.fields, scope, builder);
  const source = rowSource(plan, scope, builder, join, from === undefined ? {} : { from });
  const rows = builder.alias();
  // json_agg reads the rows in the order the subquery sorted them: a subquery with ORDER BY is never pulled up
  // into the outer query, which reads it alone (no join, no grouping, and json_agg has no partial form to run in
  // parallel), so the order holds without numbering the rows and sorting them a second time in the aggregate.
  return `(SELECT coalesce(json_agg(${rows}.__j), '[]'::json) FROM (SELECT ${source.distinct}${json} AS __j ${source.body}) AS ${rows})`;
}

function aggregateValue(value: AggregateValue, rows: string): string {
  const ref = (column: ColumnInfo) => `${rows}.${quoteIdent(column.name)}`;
  switch (value.kind) {
    case 'typename':
      return literal(value.value);
    case 'count': {
      if (value.columns.length === 0) return 'count(*)';
      const columns = value.columns.map((name) => `${rows}.${quoteIdent(name)}`);
      const target = columns.length === 1 ? columns[0] : `(${columns.join(', ')})`;
      return `count(${value.distinct ? 'DISTINCT ' : ''}${target})`;
    }
    case 'op':
      return jsonObject(
        value.fields.map((field) => [
          field.alias,
          field.kind === 'typename' ? literal(field.value) : aggregateCall(value.op, ref(field.column), field.column),
        ]),
      );
  }
}

/** The `{aggregate, nodes}` JSON object of an aggregate plan. */
export function aggregateJson(plan: AggregatePlan, builder: SqlBuilder, join?: Join): string {
  const scope = joinedScope(builder, plan.access, join, !plan.from);
  const nodes = plan.fields.filter((field) => field.kind === 'nodes');
  const nodeJson = nodes.map((field) => rowJson(field.fields, scope, builder));
  const source = rowSource(plan, scope, builder, join, { permissionLimit: false });
  const rows = builder.alias();
  const rowLimit = plan.access.limit;
  const limited = rowLimit !== null && nodes.length > 0;
  const order = source.orderBy.length ? ` ORDER BY ${rows}.__o` : '';
  const numbering =
    source.orderBy.length || limited
      ? `, row_number() OVER (${source.orderBy.length ? `ORDER BY ${source.orderBy.join(', ')}` : ''}) AS __o`
      : '';
  const nodesFilter = limited ? ` FILTER (WHERE ${rows}.__o <= ${builder.param(rowLimit, 'int8')})` : '';
  const pairs: [string, string][] = plan.fields.map((field) => {
    switch (field.kind) {
      case 'typename':
        return [field.alias, literal(field.value)];
      case 'aggregate':
        return [field.alias, jsonObject(field.values.map((value) => [value.alias, aggregateValue(value, rows)]))];
      case 'nodes':
        return [field.alias, `coalesce(json_agg(${rows}.__n${nodes.indexOf(field)}${order})${nodesFilter}, '[]'::json)`];
    }
  });
  // An inherited role aggregates what it reads: the cells it may not read count as null.
  const columns =
    plan.access.redactions.size === 0
      ? [`${scope.alias}.*`]
      : plan.access.table.columns.map(
          (column) => `${redacted(scope, column.name, columnRef(scope, column.name), builder)} AS ${quoteIdent(column.name)}`,
        );
  const projections = [...columns, ...nodeJson.map((json, index) => `${json} AS __n${index}`)].join(', ');
  // HAVING makes it one group even when nothing aggregates (only `__typename` asked): one object, never one per row.
  return `(SELECT ${jsonObject(pairs)} FROM (SELECT ${source.distinct}${projections}${numbering} ${source.body}) AS ${rows} HAVING true)`;
}

/** The primary key condition of a `_by_pk` field; the key's names are GraphQL field names. */
function primaryKeyCondition(key: Record<string, unknown>, scope: SqlScope, builder: SqlBuilder): string[] {
  return Object.entries(key).map(([field, value]) => {
    const column = scope.access.table.columns.find((c) => c.field === field)!;
    return `${columnRef(scope, column.name)} = ${builder.param(value, column.sqlType)}`;
  });
}

/**
 * One batch of a stream: the rows after `cursor` in the cursor's order, and the cursor value of the
 * last of them (as JSON text) to continue from.
 */
export function compileStream(
  plan: Extract<RootPlan, { kind: 'select_stream' }>,
  cursor: unknown,
  session: Session,
  access: RoleAccess,
  placeholder?: Placeholder,
): CompiledStatement & { cursorParam?: number } {
  const builder = new SqlBuilder(session, access, placeholder);
  const scope: SqlScope = { alias: builder.alias(), access: plan.plan.access };
  const { column, ordering, batchSize } = plan.stream;
  const json = rowJson(plan.plan.fields, scope, builder);
  const cursorRef = columnRef(scope, column.name);
  const after =
    cursor === null || cursor === undefined
      ? []
      : [`${cursorRef} ${ordering === 'ASC' ? '>' : '<'} ${builder.param(cursor, column.sqlType)}`];
  // Where the cursor is among the parameters (a multiplexed stream moves each cohort's own).
  const cursorParam = after.length > 0 ? builder.params.length - 1 : undefined;
  const args = { ...plan.plan.args, orderBy: [{ [column.field]: ordering === 'ASC' ? 'asc' : 'desc' }], limit: batchSize };
  const source = rowSource({ access: plan.plan.access, args }, scope, builder, undefined, { extraWhere: after });
  const rows = builder.alias();
  const body = source.body;
  return {
    sql: `SELECT coalesce(json_agg(${rows}.__j ORDER BY ${rows}.__o), '[]'::json)::text AS root,
      (array_agg(to_json(${rows}.__c) ORDER BY ${rows}.__o DESC))[1]::text AS cursor
      FROM (SELECT ${json} AS __j, ${cursorRef} AS __c, row_number() OVER (ORDER BY ${source.orderBy.join(', ')}) AS __o ${body}) AS ${rows}`,
    params: builder.params,
    ...(cursorParam !== undefined && { cursorParam }),
  };
}

/** The one SQL expression that builds a table root field's JSON, or null for a field that reads no table. */
function rootExpression(plan: RootPlan, builder: SqlBuilder): string | null {
  switch (plan.kind) {
    case 'select':
      return rowsJson(plan.plan, builder);
    case 'function':
      // A function returning one row answers it (or null), as Hasura's JASSingleObject.
      return plan.single ? `(${rowsJson(plan.plan, builder)} -> 0)` : rowsJson(plan.plan, builder);
    case 'select_aggregate':
      return aggregateJson(plan.plan, builder);
    case 'select_by_pk': {
      // One row: its object relationships stay subqueries, each run once (a join would only add to its plan).
      const scope: SqlScope = { alias: builder.alias(), access: plan.plan.access, filtered: true };
      const json = rowJson(plan.plan.fields, scope, builder);
      const conditions = [...primaryKeyCondition(plan.key, scope, builder), permissionFilter(scope, builder)].filter((c) => c !== 'true');
      return `(SELECT ${json} FROM ${tableRef(scope.access)} AS ${scope.alias} WHERE ${conditions.join(' AND ')} LIMIT 1)`;
    }
    default:
      return null;
  }
}

/** Compiles one root field into one statement returning its JSON as text in the column `root` (or null). */
export function compileRoot(
  plan: RootPlan,
  session: Session,
  access: RoleAccess,
  placeholder?: Placeholder,
  inlineValues = false,
): CompiledStatement | null {
  const builder = new SqlBuilder(session, access, placeholder, inlineValues);
  const expression = rootExpression(plan, builder);
  if (expression === null) return null;
  return { sql: `SELECT (${expression})::text AS root`, params: builder.params, ...(builder.valuesInline && { unprepared: true }) };
}

/**
 * Compiles several table root fields of one query into ONE statement: each field is still one SQL expression
 * building its JSON, answered as the text column `r<index>`, so a page's request costs one round trip and one
 * execution however many lists it shows (Hasura runs them one statement each; the answer is the same).
 */
export function compileRoots(plans: RootPlan[], session: Session, access: RoleAccess): CompiledStatement {
  const builder = new SqlBuilder(session, access, undefined, true);
  const columns = plans.map((plan, index) => {
    const expression = rootExpression(plan, builder);
    if (expression === null) throw new GraphqlError('unexpected', `root field ${plan.alias} reads no table`);
    return `(${expression})::text AS r${index}`;
  });
  return { sql: `SELECT ${columns.join(', ')}`, params: builder.params, ...(builder.valuesInline && { unprepared: true }) };
}
