// Runs planned mutations inside one transaction, as Hasura's Postgres backend does (Backends/Postgres/Execute/
// Insert.hs and Mutation.hs). Inserts without nested objects are one statement per field; with them, object by
// object: object relationships inserted before their parent (their key copied into the parent's columns), array
// relationships after it (the parent's key copied into the children). Every insert or update checks the role's
// `check` on the rows it wrote. No statement names `ctid` (views have none): `returning` is built afterwards from
// the values the statements returned, as Hasura does after nested inserts (mkSelectExpFromColumnValues), and as in
// Hasura without the select permission's row filter. Hasura builds the `returning` of a plain insert or update in
// the same statement, where relationships miss what triggers wrote; the site's counts kept by triggers (a like's
// discussion { likes }) rely on reading them afterwards.
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../session/index.ts';
import { unrestricted, type RoleAccess, type TableAccess } from '../permissions/index.ts';
import type { ColumnInfo, RelationshipInfo, TableInfo } from '../model/model.ts';
import { quoteIdent, tableName } from '../model/sql-names.ts';
import { GraphqlError } from '../errors.ts';
import type { MutationOutput, MutationPlan, UpdateOperators } from '../request/plan-mutation.ts';
import type { RowField } from '../request/plan-types.ts';
import { compileBoolExp, presetValue } from './bool-exp.ts';
import { SqlBuilder, valueSql, type SqlScope } from './builder.ts';
import { databaseError } from './errors.ts';
import { compileRoot, rowJson } from './compile.ts';

interface MutationContext {
  tx: Queryable;
  session: Session;
  access: RoleAccess;
  /** Tables written so far (for live queries to refetch early). */
  written: Set<string>;
}

/** A row a statement wrote: its JSON (for `returning`) and each column's text (the keys nested inserts copy). */
interface WrittenRow {
  json: string;
  text: Record<string, string | null>;
}

/** Rows written and how many rows the mutation affected in all (nested inserts count too). */
interface Written {
  affected: number;
  rows: WrittenRow[];
}

type InputObject = Record<string, unknown>;

function accessTo(ctx: MutationContext, table: TableInfo): TableAccess {
  return ctx.access.tables.get(table.key)!;
}

function tableOf(ctx: MutationContext, key: string): TableInfo {
  return ctx.access.tables.get(key)!.table;
}

function columnByField(table: TableInfo, field: string): ColumnInfo {
  const column = table.columns.find((c) => c.field === field);
  if (!column) throw new GraphqlError('validation-failed', `unknown column '${field}'`);
  return column;
}

/** A table as Hasura names it in messages: without the schema when it is `public`. */
function displayName(table: TableInfo): string {
  return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
}

const quotedList = (names: string[]): string => names.map((name) => `"${name}"`).join(', ');

/**
 * Runs `write` with Hasura's error path (`withPathK`): a database error it raises gets `path`; errors the engine
 * raised already carry theirs, and a statement stopped at its deadline is reported by the caller, who knows it.
 */
async function atPath<Result>(path: string, write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof GraphqlError) throw error;
    const answer = databaseError(error);
    if (answer.code === 'timeout') throw error;
    throw new GraphqlError(answer.code, answer.message, path);
  }
}

const checkFailed = (path: string): GraphqlError =>
  new GraphqlError('permission-error', 'check constraint of an insert/update permission has failed', path);

// ------------------------------------------------------------------------------------------------ inserts

interface RelationshipInsert {
  relationship: RelationshipInfo;
  target: TableInfo;
  data: InputObject[];
  onConflict?: Record<string, unknown>;
}

/** One object of an insert: its columns (by column name) and the relationships it inserts through. */
interface InsertRow {
  columns: Map<string, unknown>;
  /** Object relationships whose row is inserted first, its key then set on this row (in input order). */
  before: RelationshipInsert[];
  /** Array relationships, then object relationships inserted after this row (the key is on their side). */
  after: RelationshipInsert[];
}

/**
 * Whether a relationship's rows are inserted after the parent's, as Hasura's `riInsertOrder` says: array
 * relationships, object relationships by a foreign key on the other table, and manual ones configured
 * `insertion_order: after_parent`.
 */
function insertedAfterParent(table: TableInfo, relationship: RelationshipInfo): boolean {
  if (relationship.kind === 'array') return true;
  const using = table.metadata.object_relationships?.find((r) => r.name === relationship.name)?.using;
  if (using?.manual_configuration) return using.manual_configuration.insertion_order === 'after_parent';
  const key = using?.foreign_key_constraint_on;
  return typeof key === 'object' && key !== null && !Array.isArray(key);
}

function insertRow(ctx: MutationContext, table: TableInfo, object: InputObject): InsertRow {
  const row: InsertRow = { columns: new Map(), before: [], after: [] };
  const arrays: RelationshipInsert[] = [];
  const afterObjects: RelationshipInsert[] = [];
  for (const [key, value] of Object.entries(object)) {
    const relationship = table.relationshipsByName.get(key);
    if (!relationship) {
      row.columns.set(columnByField(table, key).name, value);
      continue;
    }
    // `rel: null` inserts nothing, and so does an array relationship with no rows (Hasura drops both).
    if (value === null || value === undefined) continue;
    const nested = value as { data: InputObject | InputObject[]; on_conflict?: Record<string, unknown> };
    const data = Array.isArray(nested.data) ? nested.data : [nested.data];
    if (data.length === 0) continue;
    const insert: RelationshipInsert = {
      relationship,
      target: tableOf(ctx, relationship.target),
      data,
      ...(nested.on_conflict ? { onConflict: nested.on_conflict } : {}),
    };
    if (relationship.kind === 'array') arrays.push(insert);
    else (insertedAfterParent(table, relationship) ? afterObjects : row.before).push(insert);
  }
  row.after = [...arrays, ...afterObjects];
  return row;
}

/**
 * Hasura's `validateInsert`: a column the parent insert determines may not be given, nor may an object
 * relationship inserted first set a column that is given or determined (one inserted after sets none here).
 */
function validateRow(row: InsertRow, determined: Map<string, string | null>, path: string): void {
  const given = [...row.columns.keys()];
  const conflicts = given.filter((column) => determined.has(column));
  if (conflicts.length > 0) {
    throw new GraphqlError(
      'validation-failed',
      `cannot insert ${quotedList(conflicts)} columns as their values are already being determined by parent insert`,
      path,
    );
  }
  for (const { relationship } of row.before) {
    const taken = relationship.mapping.map(([local]) => local).filter((local) => determined.has(local) || row.columns.has(local));
    if (taken.length > 0) {
      throw new GraphqlError(
        'validation-failed',
        `cannot insert object relationship "${relationship.name}" as ${quotedList(taken)} column values are already determined`,
        `${path}.${relationship.name}`,
      );
    }
  }
}

function upsertCheck(ctx: MutationContext, table: TableInfo, scope: SqlScope, builder: SqlBuilder, upsert: boolean): string {
  const { insert, update } = accessTo(ctx, table);
  const insertCheck = insert?.check ? compileBoolExp(insert.check, scope, builder, { applyPermissions: false }) : 'true';
  // A row an upsert updated passes the update permission's check instead (Hasura's insertOrUpdateCheckExpr).
  if (!upsert || !update?.check) return insertCheck;
  const updateCheck = compileBoolExp(update.check, scope, builder, { applyPermissions: false });
  return `CASE WHEN ${scope.alias}.xmax = 0 THEN ${insertCheck} ELSE ${updateCheck} END`;
}

function onConflictSql(
  ctx: MutationContext,
  table: TableInfo,
  onConflict: Record<string, unknown>,
  scope: SqlScope,
  builder: SqlBuilder,
): string {
  const constraint = quoteIdent(String(onConflict.constraint));
  const updateColumns = (onConflict.update_columns as string[] | undefined) ?? [];
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

/** The statement's rows with their JSON, their columns' text and whether each passed the check. */
function writtenRowsSql(table: TableInfo, alias: string): string {
  const names = table.columns.map((column) => `'${column.name.replaceAll("'", "''")}'`).join(', ');
  const texts = table.columns.map((column) => `${alias}.${quoteIdent(column.name)}::text`).join(', ');
  return `SELECT row_to_json(${alias})::text AS json, json_object(ARRAY[${names}]::text[], ARRAY[${texts}]::text[])::text AS text,
    ${alias}.__check AS __check FROM ${alias}`;
}

/** Runs an INSERT or UPDATE built with `writtenRowsSql`; `$` or the insert's path names a failed check. */
async function runWrite(ctx: MutationContext, table: TableInfo, sql: string, params: unknown[], path: string): Promise<WrittenRow[]> {
  const result = await ctx.tx.query<{ json: string; text: string; __check: boolean }>(sql, params);
  // Only a statement that changed rows is a write: a 0-row mutation must not drop caches or wake live queries.
  if (result.rows.length > 0) ctx.written.add(table.key);
  if (result.rows.some((row) => !row.__check)) throw checkFailed(path);
  return result.rows.map((row) => ({ json: row.json, text: JSON.parse(row.text) as Record<string, string | null> }));
}

/**
 * One INSERT of `rows`, with values (strongest first) from the permission's presets, the objects, and the
 * columns `determined` by the parent or by object relationships inserted first; a column some object lacks
 * takes its default, as Hasura's homogenised rows do.
 */
async function insertRows(
  ctx: MutationContext,
  table: TableInfo,
  rows: Map<string, unknown>[],
  determined: Map<string, string | null>,
  onConflict: Record<string, unknown> | undefined,
  path: string,
): Promise<WrittenRow[]> {
  const builder = new SqlBuilder(ctx.session, ctx.access);
  const presets = Object.entries(accessTo(ctx, table).insert?.presets ?? {}).map(
    ([column, preset]) => [column, presetValue(preset, builder)] as const,
  );
  const names = new Set([...presets.map(([column]) => column), ...determined.keys(), ...rows.flatMap((row) => [...row.keys()])]);
  // With no column given at all, every row is the table's defaults: one column's DEFAULT says so for many rows.
  const columns = [...(names.size > 0 ? names : [table.columns[0]!.name])].map((name) => table.columnsByName.get(name)!);
  const presetValues = new Map(presets);
  const cell = (row: Map<string, unknown>, column: ColumnInfo): string => {
    if (presetValues.has(column.name)) return valueSql(builder, column, presetValues.get(column.name));
    if (row.has(column.name)) return valueSql(builder, column, row.get(column.name));
    if (determined.has(column.name)) return builder.param(determined.get(column.name), column.sqlType);
    return 'DEFAULT';
  };
  const values = rows.map((row) => `(${columns.map((column) => cell(row, column)).join(', ')})`).join(', ');
  const scope: SqlScope = { alias: '_ins', access: unrestricted(table) };
  const conflict = onConflict ? onConflictSql(ctx, table, onConflict, scope, builder) : '';
  const check = upsertCheck(ctx, table, scope, builder, onConflict !== undefined);
  const sql = `WITH _m AS (INSERT INTO ${tableName(table)} AS _ins (${columns.map((c) => quoteIdent(c.name)).join(', ')})
    VALUES ${values}${conflict} RETURNING _ins.*, (${check}) AS __check)
    ${writtenRowsSql(table, '_m')}`;
  return atPath(path, () => runWrite(ctx, table, sql, builder.params, path));
}

/** Hasura's `insertMultipleObjects`: one statement when no object inserts through a relationship, else object by object. */
async function insertObjects(
  ctx: MutationContext,
  table: TableInfo,
  objects: InputObject[],
  onConflict: Record<string, unknown> | undefined,
  determined: Map<string, string | null>,
  path: string,
): Promise<Written> {
  const rows = objects.map((object) => insertRow(ctx, table, object));
  if (rows.every((row) => row.before.length === 0 && row.after.length === 0)) {
    rows.forEach((row, index) => validateRow(row, determined, `${path}[${index}]`));
    const written = await insertRows(
      ctx,
      table,
      rows.map((row) => row.columns),
      determined,
      onConflict,
      path,
    );
    return { affected: written.length, rows: written };
  }
  const result: Written = { affected: 0, rows: [] };
  for (const [index, row] of rows.entries()) {
    const one = await insertObject(ctx, table, row, onConflict, determined, `${path}[${index}]`);
    result.affected += one.affected;
    if (one.row) result.rows.push(one.row);
  }
  return result;
}

/** Hasura's `insertObject`: object relationships first, the row, then array (and after-parent object) relationships. */
async function insertObject(
  ctx: MutationContext,
  table: TableInfo,
  row: InsertRow,
  onConflict: Record<string, unknown> | undefined,
  determined: Map<string, string | null>,
  path: string,
): Promise<{ affected: number; row: WrittenRow | undefined }> {
  validateRow(row, determined, path);
  let affected = 0;
  const columns = new Map(determined);
  for (const insert of row.before) {
    const relationshipPath = `${path}.${insert.relationship.name}`;
    const related = await insertObject(
      ctx,
      insert.target,
      insertRow(ctx, insert.target, insert.data[0]!),
      insert.onConflict,
      new Map(),
      `${relationshipPath}.data`,
    );
    if (!related.row) {
      throw new GraphqlError(
        'not-supported',
        `cannot proceed to insert object relation "${insert.relationship.name}" since insert to table "${displayName(insert.target)}" affects zero rows`,
        relationshipPath,
      );
    }
    affected += related.affected;
    for (const [local, remote] of insert.relationship.mapping) columns.set(local, related.row.text[remote] ?? null);
  }
  const [written] = await insertRows(ctx, table, [row.columns], columns, onConflict, path);
  if (written) affected += 1;
  if (row.after.length > 0) {
    if (!written) {
      throw new GraphqlError(
        'not-supported',
        `cannot proceed to insert array relations since insert to table "${displayName(table)}" affects zero rows`,
        path,
      );
    }
    for (const insert of row.after) {
      const link = new Map(insert.relationship.mapping.map(([local, remote]) => [remote, written.text[local] ?? null]));
      const children = await insertObjects(
        ctx,
        insert.target,
        insert.data,
        insert.onConflict,
        link,
        `${path}.${insert.relationship.name}.data`,
      );
      affected += children.affected;
    }
  }
  return { affected, row: written };
}

// ------------------------------------------------------------------------------------------------ output

function returningFields(output: MutationOutput): RowField[] {
  if (output.kind === 'row') return output.fields;
  return output.fields.find((f) => f.kind === 'returning')?.fields ?? [];
}

/**
 * The JSON of `fields` for rows a statement wrote, in order, rebuilt from their values as Hasura's
 * `mkSelectExpFromColumnValues` does; relationships read the tables as they are now.
 */
async function writtenRowsJson(ctx: MutationContext, table: TableInfo, rows: WrittenRow[], fields: RowField[]): Promise<string> {
  const access = ctx.access.select.get(table.key);
  if (!access || rows.length === 0) return '[]';
  const builder = new SqlBuilder(ctx.session, ctx.access);
  const scope: SqlScope = { alias: '_r', access };
  const json = rowJson(fields, scope, builder);
  const values = builder.arrayParam(
    rows.map((row) => row.json),
    'text',
  );
  const sql = `SELECT coalesce(json_agg(${json} ORDER BY __v.n), '[]'::json)::text AS rows
    FROM unnest(${values}) WITH ORDINALITY AS __v(j, n), LATERAL json_populate_record(NULL::${tableName(table)}, __v.j::json) AS _r`;
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

async function outputJson(ctx: MutationContext, table: TableInfo, output: MutationOutput, written: Written): Promise<string> {
  const fields = returningFields(output);
  const rows = fields.length ? await writtenRowsJson(ctx, table, written.rows, fields) : '[]';
  return responseJson(output, written.affected, rows);
}

/** What a mutation that writes nothing answers (Hasura's `buildEmptyMutResp`): no rows, and `{}` for one row. */
function emptyJson(output: MutationOutput): string {
  return output.kind === 'row' ? '{}' : responseJson(output, 0, '[]');
}

async function runInsert(ctx: MutationContext, plan: Extract<MutationPlan, { kind: 'insert' }>): Promise<string> {
  if (plan.objects.length === 0) return emptyJson(plan.output);
  const written = await insertObjects(ctx, plan.table, plan.objects, plan.onConflict, new Map(), plan.path);
  return outputJson(ctx, plan.table, plan.output, written);
}

// ------------------------------------------------------------------------------------------------ updates and deletes

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
    if (sets.length === 0) {
      if (Object.keys(update.operators).length === 0)
        throw new GraphqlError(
          'validation-failed',
          'at least any one of _set, _inc, _append, _prepend, _delete_key, _delete_elem, _delete_at_path is expected',
          '$',
        );
      // Operators that name no column (`_set: {}`) and no preset: Hasura runs nothing (updateBatchIsEmpty).
      answers.push(emptyJson(plan.output));
      continue;
    }
    const sql = `WITH _m AS (UPDATE ${tableName(plan.table)} AS _u SET ${sets.join(', ')} WHERE ${conditions.join(' AND ') || 'true'}
      RETURNING _u.*, (${check}) AS __check)
      ${writtenRowsSql(plan.table, '_m')}`;
    const rows = await runWrite(ctx, plan.table, sql, builder.params, '$');
    answers.push(await outputJson(ctx, plan.table, plan.output, { affected: rows.length, rows }));
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
  const sql = `WITH _o AS (DELETE FROM ${tableName(plan.table)} AS _d WHERE ${conditions.join(' AND ') || 'true'} RETURNING _d.*)
    SELECT (SELECT count(*) FROM _o)::int AS affected, (SELECT coalesce(json_agg(${json}), '[]'::json) FROM _o)::text AS rows`;
  const result = await ctx.tx.query<{ affected: number; rows: string }>(sql, builder.params);
  const answer = result.rows[0]!;
  if (Number(answer.affected) > 0) ctx.written.add(plan.table.key);
  return responseJson(plan.output, Number(answer.affected), answer.rows);
}

// ------------------------------------------------------------------------------------------------ functions

/**
 * A function exposed as a mutation: one select of its rows (Hasura runs it as a query inside the mutation's
 * transaction). What it writes is its own business, so every table counts as written.
 */
async function runFunction(ctx: MutationContext, plan: Extract<MutationPlan, { kind: 'function' }>): Promise<string> {
  const statement = compileRoot({ alias: plan.alias, kind: 'function', plan: plan.plan, single: plan.single }, ctx.session, ctx.access)!;
  const result = await ctx.tx.query<{ root: string | null }>(statement.sql, statement.params);
  for (const key of ctx.access.tables.keys()) ctx.written.add(key);
  return result.rows[0]?.root ?? 'null';
}

/** Runs the mutation fields of one request in order (the caller holds the transaction). */
export async function runMutations(
  plans: MutationPlan[],
  ctx: Omit<MutationContext, 'written'>,
): Promise<{ json: string; written: Set<string> }> {
  const context: MutationContext = { ...ctx, written: new Set() };
  const parts: string[] = [];
  // As Hasura (Execute/Mutation.hs, setHeadersTx): the session variables as the transaction's `hasura.user`, which
  // triggers read (the writer of a row, a suspended member's refusal).
  await ctx.tx.query("SELECT set_config('hasura.user', $1, true)", [JSON.stringify(ctx.session.variables)]);
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
        case 'function':
          value = await runFunction(context, plan);
          break;
      }
    } catch (error) {
      throw databaseError(error);
    }
    parts.push(`${JSON.stringify(plan.alias)}:${value}`);
  }
  return { json: `{"data":{${parts.join(',')}}}`, written: context.written };
}
