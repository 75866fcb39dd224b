// Runs planned mutations inside one transaction. Inserts go row by row (object-relationship parents
// first, array-relationship children after, as Hasura's nested inserts), checking the role's insert
// `check` on each new row; updates and deletes are one statement each. `returning` is read after the
// writes, through the role's select permission, so it sees nested rows too.
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../session/index.ts';
import { unrestricted, type RoleAccess, type TableAccess } from '../permissions/index.ts';
import { quoteIdent, tableName, type ColumnInfo, type RelationshipInfo, type TableInfo } from '../schema/model.ts';
import { GraphqlError } from '../request/errors.ts';
import type { MutationOutput, MutationPlan, UpdateOperators } from '../request/plan-mutation.ts';
import type { RowField } from '../request/plan-types.ts';
import { compileBoolExp, permissionFilter, presetValue } from './bool-exp.ts';
import { SqlBuilder, type SqlScope } from './builder.ts';
import { databaseError } from './errors.ts';
import { rowJson } from './compile.ts';

interface MutationContext {
  tx: Queryable;
  session: Session;
  access: RoleAccess;
  /** Tables written so far (for live queries to refetch early). */
  written: Set<string>;
}

function accessTo(ctx: MutationContext, table: TableInfo): TableAccess {
  return ctx.access.tables.get(table.key)!;
}

function valueSql(builder: SqlBuilder, column: ColumnInfo, value: unknown): string {
  if (value === null) return 'NULL';
  if (column.type.isArray && Array.isArray(value)) return builder.arrayParam(value, column.sqlType.slice(0, -2));
  if (column.scalar === 'json' || column.scalar === 'jsonb') return builder.param(JSON.stringify(value), column.sqlType);
  return builder.param(value, column.sqlType);
}

function columnByField(table: TableInfo, field: string): ColumnInfo {
  const column = table.columns.find((c) => c.field === field);
  if (!column) throw new GraphqlError('validation-failed', `unknown column '${field}'`);
  return column;
}

interface InsertedRow {
  ctid: string;
  row: Record<string, unknown>;
}

async function insertObject(
  ctx: MutationContext,
  table: TableInfo,
  object: Record<string, unknown>,
  onConflict: Record<string, unknown> | undefined,
  counter: { rows: number },
  parentValues: Record<string, unknown> = {},
): Promise<InsertedRow | null> {
  const values: Record<string, unknown> = { ...parentValues };
  const children: { relationship: RelationshipInfo; data: Record<string, unknown>[]; onConflict?: Record<string, unknown> }[] = [];
  for (const [key, value] of Object.entries(object)) {
    const relationship = table.relationshipsByName.get(key);
    if (relationship && value && typeof value === 'object' && 'data' in (value as object)) {
      const nested = value as { data: Record<string, unknown> | Record<string, unknown>[]; on_conflict?: Record<string, unknown> };
      if (relationship.kind === 'object') {
        const parent = await insertObject(
          ctx,
          ctx.access.tables.get(relationship.target)!.table,
          nested.data as Record<string, unknown>,
          nested.on_conflict,
          counter,
        );
        if (!parent)
          throw new GraphqlError(
            'constraint-violation',
            `cannot insert object relationship "${relationship.name}" as it conflicts with an existing row`,
          );
        for (const [local, remote] of relationship.mapping) values[local] = parent.row[remote];
      } else {
        children.push({
          relationship,
          data: nested.data as Record<string, unknown>[],
          ...(nested.on_conflict ? { onConflict: nested.on_conflict } : {}),
        });
      }
      continue;
    }
    values[columnByField(table, key).name] = value;
  }
  const permission = accessTo(ctx, table).insert;
  const builder = new SqlBuilder(ctx.session, ctx.access);
  for (const [column, preset] of Object.entries(permission?.presets ?? {})) values[column] = presetValue(preset, builder);

  const scope: SqlScope = { alias: '_ins', access: unrestricted(table) };
  const columns = Object.keys(values).map((name) => table.columnsByName.get(name)!);
  const insert = columns.length
    ? `(${columns.map((c) => quoteIdent(c.name)).join(', ')}) VALUES (${columns.map((c) => valueSql(builder, c, values[c.name])).join(', ')})`
    : 'DEFAULT VALUES';
  const check = permission?.check ? compileBoolExp(permission.check, scope, builder, { applyPermissions: false }) : 'true';
  const conflict = onConflict ? onConflictSql(ctx, table, onConflict, scope, builder) : '';
  const sql = `INSERT INTO ${tableName(table)} AS _ins ${insert}${conflict} RETURNING _ins.ctid::text AS __ctid, row_to_json(_ins)::text AS __row, (${check}) AS __check`;
  const result = await ctx.tx.query<{ __ctid: string; __row: string; __check: boolean }>(sql, builder.params);
  ctx.written.add(table.key);
  const inserted = result.rows[0];
  if (!inserted) return null;
  if (!inserted.__check) throw new GraphqlError('permission-error', 'check constraint of an insert/update permission has failed');
  counter.rows += 1;
  const row: InsertedRow = { ctid: inserted.__ctid, row: JSON.parse(inserted.__row) as Record<string, unknown> };
  for (const child of children) {
    const target = ctx.access.tables.get(child.relationship.target)!.table;
    const link = Object.fromEntries(child.relationship.mapping.map(([local, remote]) => [remote, row.row[local]]));
    for (const data of child.data) await insertObject(ctx, target, data, child.onConflict, counter, link);
  }
  return row;
}

function onConflictSql(
  ctx: MutationContext,
  table: TableInfo,
  onConflict: Record<string, unknown>,
  scope: SqlScope,
  builder: SqlBuilder,
): string {
  const constraint = quoteIdent(String(onConflict.constraint));
  const updateColumns = ((onConflict.update_columns as (string | null)[] | undefined) ?? []).filter((c): c is string => c !== null);
  if (updateColumns.length === 0) return ` ON CONFLICT ON CONSTRAINT ${constraint} DO NOTHING`;
  const update = accessTo(ctx, table).update;
  const conditions: string[] = [];
  if (update?.filter) conditions.push(compileBoolExp(update.filter, scope, builder, { applyPermissions: false }));
  if (onConflict.where)
    conditions.push(compileBoolExp(onConflict.where as Record<string, unknown>, scope, builder, { applyPermissions: true }));
  // A column named twice is set once: PostgreSQL refuses two assignments to one column.
  const assignments = [...new Set(updateColumns)].map((column) => `${quoteIdent(column)} = EXCLUDED.${quoteIdent(column)}`);
  for (const [column, preset] of Object.entries(update?.presets ?? {})) {
    assignments.push(`${quoteIdent(column)} = ${valueSql(builder, table.columnsByName.get(column)!, presetValue(preset, builder))}`);
  }
  const where = conditions.filter((c) => c !== 'true');
  return ` ON CONFLICT ON CONSTRAINT ${constraint} DO UPDATE SET ${assignments.join(', ')}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

/** The JSON of `fields` for the rows at `ctids` (in that order), through the role's select permission. */
async function rowsByCtid(ctx: MutationContext, table: TableInfo, ctids: string[], fields: RowField[]): Promise<string> {
  const access = ctx.access.select.get(table.key);
  if (!access) return '[]';
  const builder = new SqlBuilder(ctx.session, ctx.access);
  const scope: SqlScope = { alias: '_r', access };
  const json = rowJson(fields, scope, builder);
  const filter = permissionFilter(scope, builder);
  const sql = `SELECT coalesce(json_agg(${json} ORDER BY __o.n), '[]'::json)::text AS rows FROM ${tableName(table)} AS _r
    JOIN unnest(${builder.arrayParam(ctids, 'tid')}) WITH ORDINALITY AS __o(c, n) ON _r.ctid = __o.c WHERE ${filter}`;
  const result = await ctx.tx.query<{ rows: string }>(sql, builder.params);
  return result.rows[0]?.rows ?? '[]';
}

function responseJson(output: MutationOutput, affected: number, rows: string): string {
  if (output.kind === 'row') {
    const list = JSON.parse(rows) as unknown[];
    return JSON.stringify(list[0] ?? null);
  }
  const pairs = output.fields.map((field) => {
    const value = field.kind === 'typename' ? JSON.stringify(field.value) : field.kind === 'affected_rows' ? String(affected) : rows;
    return `${JSON.stringify(field.alias)}:${value}`;
  });
  return `{${pairs.join(',')}}`;
}

function returningFields(output: MutationOutput): RowField[] {
  if (output.kind === 'row') return output.fields;
  return output.fields.find((f) => f.kind === 'returning')?.fields ?? [];
}

async function runInsert(ctx: MutationContext, plan: Extract<MutationPlan, { kind: 'insert' }>): Promise<string> {
  const counter = { rows: 0 };
  const ctids: string[] = [];
  for (const object of plan.objects) {
    const row = await insertObject(ctx, plan.table, object, plan.onConflict, counter);
    if (row) ctids.push(row.ctid);
  }
  const fields = returningFields(plan.output);
  const rows = fields.length ? await rowsByCtid(ctx, plan.table, ctids, fields) : '[]';
  return responseJson(plan.output, counter.rows, rows);
}

function assignments(table: TableInfo, update: UpdateOperators, builder: SqlBuilder, presets: Record<string, unknown>): string[] {
  const result: string[] = [];
  const target = (column: ColumnInfo) => `_u.${quoteIdent(column.name)}`;
  for (const [operator, values] of Object.entries(update.operators)) {
    for (const [field, value] of Object.entries(values)) {
      const column = columnByField(table, field);
      const name = quoteIdent(column.name);
      switch (operator) {
        case '_set':
          result.push(`${name} = ${valueSql(builder, column, value)}`);
          break;
        case '_inc':
          result.push(`${name} = ${target(column)} + ${builder.param(value, column.sqlType)}`);
          break;
        case '_append':
          result.push(`${name} = ${target(column)} || ${builder.param(JSON.stringify(value), 'jsonb')}`);
          break;
        case '_prepend':
          result.push(`${name} = ${builder.param(JSON.stringify(value), 'jsonb')} || ${target(column)}`);
          break;
        case '_delete_key':
          result.push(`${name} = ${target(column)} - ${builder.param(value, 'text')}`);
          break;
        case '_delete_elem':
          result.push(`${name} = ${target(column)} - ${builder.param(value, 'int4')}`);
          break;
        case '_delete_at_path':
          result.push(`${name} = ${target(column)} #- ${builder.arrayParam(value as unknown[], 'text')}`);
          break;
      }
    }
  }
  for (const [column, preset] of Object.entries(presets)) {
    result.push(`${quoteIdent(column)} = ${valueSql(builder, table.columnsByName.get(column)!, presetValue(preset, builder))}`);
  }
  return result;
}

async function runUpdate(ctx: MutationContext, plan: Extract<MutationPlan, { kind: 'update' }>): Promise<string> {
  const answers: string[] = [];
  const permission = accessTo(ctx, plan.table).update;
  for (const update of plan.updates) {
    const builder = new SqlBuilder(ctx.session, ctx.access);
    const scope: SqlScope = { alias: '_u', access: ctx.access.select.get(plan.table.key) ?? unrestricted(plan.table) };
    const conditions = [
      permission?.filter ? compileBoolExp(permission.filter, scope, builder, { applyPermissions: false }) : 'true',
      compileBoolExp(update.where, scope, builder, { applyPermissions: true }),
    ].filter((c) => c !== 'true');
    const check = permission?.check
      ? compileBoolExp(permission.check, { ...scope, access: unrestricted(plan.table) }, builder, { applyPermissions: false })
      : 'true';
    const sets = assignments(plan.table, update, builder, permission?.presets ?? {});
    if (sets.length === 0)
      throw new GraphqlError(
        'validation-failed',
        'at least any one of _set, _inc, _append, _prepend, _delete_key, _delete_elem, _delete_at_path is expected',
        '$',
      );
    const sql = `UPDATE ${tableName(plan.table)} AS _u SET ${sets.join(', ')} WHERE ${conditions.join(' AND ') || 'true'}
      RETURNING _u.ctid::text AS __ctid, (${check}) AS __check`;
    const result = await ctx.tx.query<{ __ctid: string; __check: boolean }>(sql, builder.params);
    ctx.written.add(plan.table.key);
    if (result.rows.some((row) => !row.__check))
      throw new GraphqlError('permission-error', 'check constraint of an insert/update permission has failed');
    const fields = returningFields(plan.output);
    const rows = fields.length
      ? await rowsByCtid(
          ctx,
          plan.table,
          result.rows.map((r) => r.__ctid),
          fields,
        )
      : '[]';
    answers.push(responseJson(plan.output, result.rows.length, rows));
  }
  return plan.many ? `[${answers.join(',')}]` : answers[0]!;
}

async function runDelete(ctx: MutationContext, plan: Extract<MutationPlan, { kind: 'delete' }>): Promise<string> {
  const permission = accessTo(ctx, plan.table).delete;
  const access = ctx.access.select.get(plan.table.key) ?? unrestricted(plan.table);
  const builder = new SqlBuilder(ctx.session, ctx.access);
  const scope: SqlScope = { alias: '_d', access };
  const conditions = [
    permission?.filter ? compileBoolExp(permission.filter, scope, builder, { applyPermissions: false }) : 'true',
    compileBoolExp(plan.where, scope, builder, { applyPermissions: true }),
  ].filter((c) => c !== 'true');
  // The deleted rows are gone afterwards, so `returning` is built from the DELETE's own output.
  const fields = returningFields(plan.output);
  const out: SqlScope = { alias: '_o', access };
  const json = fields.length ? rowJson(fields, out, builder) : `'{}'::json`;
  const filter = permissionFilter(out, builder);
  const sql = `WITH _o AS (DELETE FROM ${tableName(plan.table)} AS _d WHERE ${conditions.join(' AND ') || 'true'} RETURNING _d.*)
    SELECT (SELECT count(*) FROM _o)::int AS affected, (SELECT coalesce(json_agg(${json}), '[]'::json) FROM _o WHERE ${filter})::text AS rows`;
  const result = await ctx.tx.query<{ affected: number; rows: string }>(sql, builder.params);
  ctx.written.add(plan.table.key);
  const answer = result.rows[0]!;
  return responseJson(plan.output, Number(answer.affected), answer.rows);
}

/** Runs the mutation fields of one request in order (the caller holds the transaction). */
export async function runMutations(
  plans: MutationPlan[],
  ctx: Omit<MutationContext, 'written'>,
): Promise<{ json: string; written: Set<string> }> {
  const context: MutationContext = { ...ctx, written: new Set() };
  const parts: string[] = [];
  for (const plan of plans) {
    let value: string;
    try {
      switch (plan.kind) {
        case 'typename':
          value = JSON.stringify(plan.value);
          break;
        case 'insert':
          value = await runInsert(context, plan);
          break;
        case 'update':
          value = await runUpdate(context, plan);
          break;
        case 'delete':
          value = await runDelete(context, plan);
          break;
      }
    } catch (error) {
      throw databaseError(error);
    }
    parts.push(`${JSON.stringify(plan.alias)}:${value}`);
  }
  return { json: `{"data":{${parts.join(',')}}}`, written: context.written };
}
