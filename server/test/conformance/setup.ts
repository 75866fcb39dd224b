// Upstream setup and teardown files are bodies for Hasura's old /v1/query API. This replays them: SQL
// steps on the real database (PostGIS taken out, see postgis.ts), metadata steps on an in-memory Metadata
// that the engine under test is then built from.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Queryable } from '../../src/db/types.ts';
import type { Metadata, QualifiedName, TableMetadata } from '../../src/engine/model/metadata-types.ts';
import {
  addComputedField,
  addInheritedRole,
  createFunctionPermission,
  dropFunctionPermission,
  dropInheritedRole,
  setFunctionCustomization,
  trackedFunctionOf,
  createAction,
  createActionPermission,
  createPermission,
  createRelationship,
  dropAction,
  dropActionPermission,
  dropComputedField,
  dropPermission,
  dropRelationship,
  emptyMetadata,
  forgetDropped,
  readArgs,
  readQualifiedName,
  setCustomTypes,
  setTableIsEnum,
  SetupStepError,
  sourceOf,
  tableOf,
  trackedTableOf,
  trackFunction,
  trackTable,
  untrackFunction,
  untrackTable,
  type PermissionKind,
} from './metadata-edit.ts';
import { stripPostgis, type StrippedColumn } from './postgis.ts';
import { quoteIdentifier } from './sql-script.ts';

export { emptyMetadata };

/** The database and metadata a directory's setup builds, and what the translation had to leave out. */
export interface SetupState {
  db: Queryable;
  metadata: Metadata;
  /** Columns removed because PostGIS is missing; cases reading them are skipped. */
  strippedColumns: StrippedColumn[];
  /** What was stripped or dropped, one line each (also failed steps of lenient runs). */
  notes: string[];
}

export interface ApplyOptions {
  /** The file the body came from, for messages. */
  file?: string;
  /** Note a failing step and go on (teardowns) instead of throwing. */
  lenient?: boolean;
}

/** A setup step that failed: names the file, the step's place in the bulk and its type. */
export class SetupError extends Error {
  readonly code = 'setup-failed';
}

type Step = (state: SetupState, args: unknown) => Promise<void> | void;

export function createSetupState(db: Queryable): SetupState {
  return { db, metadata: emptyMetadata(), strippedColumns: [], notes: [] };
}

const qualified = (name: QualifiedName): string => `${name.schema}.${name.name}`;
const sqlName = (name: QualifiedName): string => `${quoteIdentifier(name.schema)}.${quoteIdentifier(name.name)}`;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------------
// SQL steps
// ---------------------------------------------------------------------------------------------------

async function existingObjects(db: Queryable): Promise<{ tables: Set<string>; functions: Set<string> }> {
  const tables = await db.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
  );
  const functions = await db.query<{ name: string }>(
    `SELECT DISTINCT n.nspname || '.' || p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace`,
  );
  return { tables: new Set(tables.rows.map((row) => row.name)), functions: new Set(functions.rows.map((row) => row.name)) };
}

async function runSql(state: SetupState, args: unknown): Promise<void> {
  const { sql } = readArgs(args, 'run_sql');
  if (typeof sql !== 'string') throw new SetupStepError('run_sql: "sql" is missing');
  const stripped = stripPostgis(sql, state.strippedColumns);
  state.notes.push(...stripped.notes);
  state.strippedColumns.push(...stripped.columns);
  if (stripped.sql.trim() !== '') await state.db.exec(stripped.sql);
  const existing = await existingObjects(state.db);
  state.notes.push(
    ...forgetDropped(state.metadata, {
      table: (name) => existing.tables.has(qualified(name)),
      fn: (name) => existing.functions.has(qualified(name)),
    }),
  );
}

/** v1 `insert`: one INSERT per object, JSON values converted by json_populate_record as Hasura converts them. */
async function insertRows(state: SetupState, args: unknown): Promise<void> {
  const raw = readArgs(args, 'insert');
  const table = readQualifiedName(raw.table, 'insert.table');
  if (!Array.isArray(raw.objects)) throw new SetupStepError('insert: "objects" must be a list');
  for (const [index, item] of raw.objects.entries()) {
    const object = { ...readArgs(item, `insert.objects[${index}]`) };
    for (const column of strippedColumnsOf(state, table)) {
      if (!(column in object)) continue;
      delete object[column];
      state.notes.push(`dropped value of PostGIS column ${qualified(table)}.${column} from an insert`);
    }
    const columns = Object.keys(object).map(quoteIdentifier).join(', ');
    const statement =
      columns === ''
        ? `INSERT INTO ${sqlName(table)} DEFAULT VALUES`
        : `INSERT INTO ${sqlName(table)} (${columns}) SELECT ${columns} FROM json_populate_record(NULL::${sqlName(table)}, $1::json)`;
    await state.db.query(statement, columns === '' ? [] : [JSON.stringify(object)]);
  }
}

// ---------------------------------------------------------------------------------------------------
// Metadata steps
// ---------------------------------------------------------------------------------------------------

function strippedColumnsOf(state: SetupState, table: QualifiedName): string[] {
  return state.strippedColumns
    .filter((column) => column.schema === table.schema && column.table === table.name)
    .map((column) => column.column);
}

const LOGICAL_OPERATORS = new Set(['_and', '_or', '_not', '$and', '$or', '$not']);

/** The column names a boolean expression uses at its own table's level (not through relationships). */
function ownColumns(expression: unknown): string[] {
  if (Array.isArray(expression)) return expression.flatMap(ownColumns);
  if (!isRecord(expression)) return [];
  return Object.entries(expression).flatMap(([key, value]) => (LOGICAL_OPERATORS.has(key) ? ownColumns(value) : [key]));
}

/** Whether a value uses a PostGIS operator (`_st_*`, `$st_*`) anywhere. */
function usesPostgisOperator(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(usesPostgisOperator);
  if (!isRecord(value)) return false;
  return Object.entries(value).some(([key, item]) => /^[_$]st_/.test(key) || usesPostgisOperator(item));
}

/** Why a permission cannot exist without PostGIS, if it cannot. */
function postgisProblem(state: SetupState, table: TableMetadata, permission: unknown): string | undefined {
  if (!isRecord(permission)) return undefined;
  const stripped = strippedColumnsOf(state, table.table);
  const columns = Array.isArray(permission.columns) ? permission.columns : [];
  const used = [
    ...columns,
    ...ownColumns(permission.filter),
    ...ownColumns(permission.check),
    ...Object.keys(isRecord(permission.set) ? permission.set : {}),
  ];
  const column = used.find((name) => typeof name === 'string' && stripped.includes(name));
  if (column !== undefined) return `uses PostGIS column ${String(column)}`;
  return usesPostgisOperator([permission.filter, permission.check]) ? 'uses a PostGIS operator' : undefined;
}

function permissionStep(kind: PermissionKind): Step {
  return (state, args) => {
    const raw = readArgs(args, `create_${kind}_permission`);
    const table = tableOf(state.metadata, raw);
    const problem = postgisProblem(state, table, raw.permission);
    if (problem !== undefined) {
      state.notes.push(`dropped ${kind} permission for role ${String(raw.role)} on ${qualified(table.table)} (${problem})`);
      return;
    }
    createPermission(state.metadata, kind, raw);
  };
}

function dropPermissionStep(kind: PermissionKind): Step {
  return (state, args) => dropPermission(state.metadata, kind, readArgs(args, `drop_${kind}_permission`));
}

async function trackTableStep(state: SetupState, args: unknown): Promise<void> {
  const entry = trackedTableOf(args);
  const found = await state.db.query<{ oid: string | null }>('SELECT to_regclass($1)::text AS oid', [sqlName(entry.table)]);
  if (found.rows[0]?.oid == null) throw new SetupStepError(`no such table/view exists in source: "${qualified(entry.table)}"`);
  trackTable(sourceOf(state.metadata, isRecord(args) ? args : {}), entry);
}

/** create_function_permission: the table the function returns is read from the database, for Hasura's check. */
async function createFunctionPermissionStep(state: SetupState, args: unknown): Promise<void> {
  const raw = readArgs(args, 'create_function_permission');
  const fn = trackedFunctionOf(state.metadata, raw).function;
  const { rows } = await state.db.query<QualifiedName>(
    `SELECT tn.nspname AS schema, t.typname AS name
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     JOIN pg_type t ON t.oid = p.prorettype JOIN pg_namespace tn ON tn.oid = t.typnamespace
     WHERE n.nspname = $1 AND p.proname = $2`,
    [fn.schema, fn.name],
  );
  if (rows.length !== 1) throw new SetupStepError(`no such function exists: "${qualified(fn)}"`);
  createFunctionPermission(state.metadata, raw, rows[0]!);
}

function untrackTableStep(state: SetupState, args: unknown): void {
  const raw = readArgs(args, 'untrack_table');
  state.notes.push(...untrackTable(sourceOf(state.metadata, raw), readQualifiedName(raw.table, 'untrack_table.table')));
}

/** Every /v1/query and metadata API type the upstream setups use; `pg_` variants map to these. */
const STEPS: Record<string, Step> = {
  run_sql: runSql,
  insert: insertRows,
  track_table: trackTableStep,
  untrack_table: untrackTableStep,
  set_table_is_enum: (state, args) => setTableIsEnum(state.metadata, readArgs(args, 'set_table_is_enum')),
  create_object_relationship: (state, args) => createRelationship(state.metadata, 'object', readArgs(args, 'create_object_relationship')),
  create_array_relationship: (state, args) => createRelationship(state.metadata, 'array', readArgs(args, 'create_array_relationship')),
  drop_relationship: (state, args) => dropRelationship(state.metadata, readArgs(args, 'drop_relationship')),
  create_select_permission: permissionStep('select'),
  create_insert_permission: permissionStep('insert'),
  create_update_permission: permissionStep('update'),
  create_delete_permission: permissionStep('delete'),
  drop_select_permission: dropPermissionStep('select'),
  drop_insert_permission: dropPermissionStep('insert'),
  drop_update_permission: dropPermissionStep('update'),
  drop_delete_permission: dropPermissionStep('delete'),
  add_computed_field: (state, args) => addComputedField(state.metadata, readArgs(args, 'add_computed_field')),
  drop_computed_field: (state, args) => dropComputedField(state.metadata, readArgs(args, 'drop_computed_field')),
  track_function: (state, args) => trackFunction(state.metadata, args),
  untrack_function: (state, args) => untrackFunction(state.metadata, args),
  set_function_customization: (state, args) => setFunctionCustomization(state.metadata, readArgs(args, 'set_function_customization')),
  create_function_permission: createFunctionPermissionStep,
  drop_function_permission: (state, args) => dropFunctionPermission(state.metadata, readArgs(args, 'drop_function_permission')),
  add_inherited_role: (state, args) => addInheritedRole(state.metadata, readArgs(args, 'add_inherited_role')),
  drop_inherited_role: (state, args) => dropInheritedRole(state.metadata, readArgs(args, 'drop_inherited_role')),
  set_custom_types: (state, args) => setCustomTypes(state.metadata, readArgs(args, 'set_custom_types')),
  create_action: (state, args) => createAction(state.metadata, readArgs(args, 'create_action')),
  drop_action: (state, args) => dropAction(state.metadata, readArgs(args, 'drop_action')),
  create_action_permission: (state, args) => createActionPermission(state.metadata, readArgs(args, 'create_action_permission')),
  drop_action_permission: (state, args) => dropActionPermission(state.metadata, readArgs(args, 'drop_action_permission')),
  clear_metadata: (state) => {
    state.metadata = emptyMetadata();
  },
};

/** The step types the translation knows, without their `pg_` spellings. */
export const STEP_TYPES: readonly string[] = ['bulk', ...Object.keys(STEPS)];

async function applyStep(state: SetupState, step: unknown, at: string, options: ApplyOptions): Promise<void> {
  const raw = isRecord(step) ? step : {};
  const type = typeof raw.type === 'string' ? raw.type.replace(/^pg_/, '') : undefined;
  const where = `${options.file ?? 'setup'}: step ${at} (${String(raw.type)})`;
  if (type === 'bulk') {
    if (!Array.isArray(raw.args)) throw new SetupError(`${where}: a bulk's args must be a list`);
    for (const [index, inner] of raw.args.entries()) await applyStep(state, inner, `${at}.args[${index}]`, options);
    return;
  }
  const handler = type === undefined ? undefined : STEPS[type];
  if (!handler) throw new SetupError(`${where}: unknown setup step type; the harness knows ${STEP_TYPES.join(', ')}`);
  try {
    await handler(state, raw.args);
  } catch (error) {
    const message = `${where}: ${error instanceof Error ? error.message : String(error)}`;
    if (!options.lenient) throw new SetupError(message, { cause: error });
    state.notes.push(`ignored failing step: ${message}`);
  }
}

/** Replays one setup or teardown body (a step, usually a bulk) on the state's database and metadata. */
export async function applySetup(state: SetupState, body: unknown, options: ApplyOptions = {}): Promise<void> {
  await applyStep(state, body, '$', options);
}

/** Reads a YAML file as upstream's harness does (YAML 1.1 merge keys on). */
export function readYamlFile(file: string): unknown {
  return parse(readFileSync(file, 'utf8'), { merge: true });
}

export async function applySetupFile(state: SetupState, file: string, options: Omit<ApplyOptions, 'file'> = {}): Promise<void> {
  await applySetup(state, readYamlFile(file), { ...options, file });
}
