// Checks loaded metadata against the database catalog and Hasura's own rules, the way Hasura refuses
// inconsistent metadata: every problem is collected, each naming its file, table and what is wrong.
import { nameText, tableKey, type Catalog, type CatalogFunction, type CatalogTable, type CatalogType } from '../model/catalog.ts';
import { enumTableProblem } from '../model/enum-tables.ts';
import { inputArgumentsOf } from '../model/functions.ts';
import { cronSyntaxProblem } from './cron.ts';
import { checkFunctions } from './validate-functions.ts';
import { checkInheritedRoles } from './validate-inherited-roles.ts';
import { ROLES } from '#contract/roles.ts';
import {
  isJsonObject,
  metadataProblem,
  MetadataError,
  type ArrayRelationship,
  type Columns,
  type ComputedField,
  type ManualConfiguration,
  type Metadata,
  type MetadataObjectRef,
  type MetadataProblem,
  type ObjectRelationship,
  type PermissionEntry,
  type RemoteTableColumns,
  type SelectPermission,
  type TableMetadata,
  type TableObjectRef,
} from '../model/metadata-types.ts';

const PERMISSION_KINDS = ['select', 'insert', 'update', 'delete'] as const;
type PermissionKind = (typeof PERMISSION_KINDS)[number];

/** Operators whose operand names a column: of the same table, or of the root table as `["$", column]`. */
const COLUMN_OPERATORS = new Set(['_ceq', '_cne', '_cneq', '_cgt', '_clt', '_cgte', '_clte']);
/** Hasura's comparison operators on Postgres (generic, text, jsonb, ltree, PostGIS, casts); `$eq` spells `_eq`. */
const OPERATORS = new Set([
  ...['_eq', '_ne', '_neq', '_gt', '_lt', '_gte', '_lte', '_in', '_nin', '_is_null', '_cast'],
  ...['_like', '_nlike', '_ilike', '_nilike', '_similar', '_nsimilar', '_regex', '_nregex', '_iregex', '_niregex'],
  ...['_contains', '_contained_in', '_has_key', '_has_keys_any', '_has_keys_all'],
  ...['_ancestor', '_ancestor_any', '_descendant', '_descendant_any', '_matches', '_matches_any', '_matches_fulltext'],
  ...['_st_contains', '_st_crosses', '_st_equals', '_st_intersects', '_st_overlaps', '_st_touches', '_st_within'],
  ...['_st_d_within', '_st_3d_intersects', '_st_3d_d_within', '_st_intersects_rast', '_st_intersects_geom_nband'],
  '_st_intersects_nband_geom',
]);
const AGGREGATE_PREDICATES = ['count', 'bool_and', 'bool_or'];
const QUERY_ROOT_FIELDS = ['select', 'select_by_pk', 'select_aggregate'];
const SUBSCRIPTION_ROOT_FIELDS = [...QUERY_ROOT_FIELDS, 'select_stream'];

interface Report {
  (file: string, table: string | undefined, problem: string, object?: MetadataObjectRef): void;
}

/** A problem of one table: of the table itself, or of one of its objects (relationship, permission...). */
type TableReport = (problem: string, object?: TableObjectRef) => void;

/** One source's tracked tables against the catalog of its database. */
interface SourceScope {
  source: string;
  catalog: Catalog;
  tracked: Map<string, TableMetadata>;
  fileOf(table: string): string;
  report: Report;
}

type Relationship = ObjectRelationship | ArrayRelationship;
/** The `schema.name` a relationship's definition points at, or why it points nowhere. */
type Pointed = { key: string } | { problem: string };
/** The tracked table a relationship leads to, or why it leads nowhere. */
type Resolved = { target: CatalogTable } | { problem: string };

const hasColumn = (table: CatalogTable, name: string): boolean => table.columns.some((column) => column.name === name);
const sameColumns = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((column) => b.includes(column));
const relationshipsOf = (meta: TableMetadata | undefined): [Relationship, 'object' | 'array'][] => [
  ...(meta?.object_relationships ?? []).map((rel): [Relationship, 'object'] => [rel, 'object']),
  ...(meta?.array_relationships ?? []).map((rel): [Relationship, 'array'] => [rel, 'array']),
];

// ---------------------------------------------------------------------------------------------------
// Relationships and computed fields
// ---------------------------------------------------------------------------------------------------

function pointedBySameTableKey(table: CatalogTable, columns: string[]): Pointed {
  const unknown = columns.find((column) => !hasColumn(table, column));
  if (unknown !== undefined) return { problem: `foreign_key_constraint_on: unknown column "${unknown}"` };
  const keys = table.foreignKeys.filter((key) => sameColumns(key.columns, columns));
  const list = columns.join(', ');
  if (keys.length === 0) {
    return { problem: `no foreign key constraint on ${tableKey(table)} (${list}); add one in a migration or use manual_configuration` };
  }
  if (keys.length > 1) return { problem: `more than one foreign key constraint on ${tableKey(table)} (${list}); use manual_configuration` };
  return { key: tableKey(keys[0]!.references) };
}

function pointedByRemoteKey(scope: SourceScope, table: CatalogTable, on: RemoteTableColumns): Pointed {
  const remote = scope.catalog.tables.get(tableKey(on.table));
  if (!remote) return { problem: `the remote table ${tableKey(on.table)} is not in the database` };
  const columns = on.columns ?? (on.column === undefined ? [] : [on.column]);
  const unknown = columns.find((column) => !hasColumn(remote, column));
  if (unknown !== undefined) return { problem: `foreign_key_constraint_on: unknown column "${unknown}" of ${tableKey(remote)}` };
  const pointsHere = remote.foreignKeys.some((key) => sameColumns(key.columns, columns) && tableKey(key.references) === tableKey(table));
  if (!pointsHere) {
    return {
      problem: `no foreign key constraint on ${tableKey(remote)} (${columns.join(', ')}) references ${tableKey(table)}; add one in a migration or use manual_configuration`,
    };
  }
  return { key: tableKey(remote) };
}

function pointedByMapping(scope: SourceScope, table: CatalogTable, manual: ManualConfiguration): Pointed {
  const remote = scope.catalog.tables.get(tableKey(manual.remote_table));
  if (!remote) return { problem: `the remote table ${tableKey(manual.remote_table)} is not in the database` };
  for (const [local, other] of Object.entries(manual.column_mapping)) {
    if (!hasColumn(table, local)) return { problem: `manual_configuration: unknown column "${local}"` };
    if (!hasColumn(remote, other)) return { problem: `manual_configuration: unknown column "${other}" of ${tableKey(remote)}` };
  }
  return { key: tableKey(remote) };
}

/** The table a relationship leads to: in the database, found by its foreign key or mapping, and tracked. */
function resolveRelationship(scope: SourceScope, table: CatalogTable, rel: Relationship): Resolved {
  const { foreign_key_constraint_on: key, manual_configuration: manual } = rel.using;
  let pointed: Pointed;
  if (manual !== undefined) pointed = pointedByMapping(scope, table, manual);
  else if (typeof key === 'string' || Array.isArray(key)) pointed = pointedBySameTableKey(table, typeof key === 'string' ? [key] : key);
  else if (key !== undefined) pointed = pointedByRemoteKey(scope, table, key);
  else return { problem: 'needs foreign_key_constraint_on or manual_configuration' };
  if ('problem' in pointed) return pointed;
  const target = scope.catalog.tables.get(pointed.key);
  if (!target) return { problem: `leads to ${pointed.key}, which is not in the database` };
  if (!scope.tracked.has(pointed.key)) return { problem: `leads to ${pointed.key}, which is not tracked; track it in tables.yaml` };
  return { target };
}

/** For a computed field returning rows of a tracked table, that table; undefined for a scalar one. */
function computedFieldRows(scope: SourceScope, field: ComputedField): CatalogTable | undefined {
  const fn = scope.catalog.functions.find((candidate) => tableKey(candidate) === tableKey(field.definition.function));
  if (fn?.returnType.kind !== 'composite') return undefined;
  return scope.tracked.has(tableKey(fn.returnType)) ? scope.catalog.tables.get(tableKey(fn.returnType)) : undefined;
}

/** Whether a computed field's function takes arguments beside the row and the session (so no rule can use it). */
function takesInputs(scope: SourceScope, field: ComputedField): boolean {
  const fn = scope.catalog.functions.find((candidate) => tableKey(candidate) === tableKey(field.definition.function));
  const inputs = fn ? inputArgumentsOf(fn) : [];
  const { table_argument: tableArgument, session_argument: sessionArgument } = field.definition;
  return inputs.some((arg, index) => (tableArgument == null ? index > 0 : arg.name !== tableArgument) && arg.name !== sessionArgument);
}

/** Hasura's name of a type in computed field messages: `"pg_catalog.text"`, `"author"` (QualifiedPGType). */
const typeText = (type: CatalogType): string => nameText({ schema: type.schema, name: type.isArray ? `_${type.name}` : type.name });

/** What is wrong with the argument meant to take the table's row (a row of that very table). */
function tableArgumentProblems(argument: string, type: CatalogType, table: CatalogTable): string[] {
  return [
    ...(type.kind === 'composite' ? [] : [`${argument} is not COMPOSITE type`]),
    ...(tableKey(type) === tableKey(table) && !type.isArray
      ? []
      : [`${argument} of type "${typeText(type)}" is not the table to which the computed field is being added`]),
  ];
}

/**
 * Hasura's reasons against a computed field's function, in its order (Backends/Postgres/DDL/ComputedField.hs
 * buildComputedFieldInfo): a GraphQL name, STABLE or IMMUTABLE, returning a base type or rows of a tracked table,
 * taking the table's row (table_argument, else its first argument) and, as session_argument, json. An argument named
 * but missing ends the checks, as Hasura's `refute` does.
 */
function computedFieldReasons(scope: SourceScope, table: CatalogTable, field: ComputedField, fn: CatalogFunction): string[] {
  const { table_argument: tableArgument, session_argument: sessionArgument } = field.definition;
  const quoted = `"${nameText(fn)}"`;
  const reasons: string[] = [];
  if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(field.name)) reasons.push(`"${field.name}" is not valid GraphQL name`);
  if (fn.volatility === 'volatile') reasons.push(`the function ${quoted} is of type VOLATILE; cannot be added as a computed field`);
  const returned = fn.returnType;
  if (returned.kind === 'composite' && !returned.isArray) {
    if (!scope.tracked.has(tableKey(returned))) {
      reasons.push(`the function ${quoted} returning set of table "${nameText(returned)}" is not tracked or not found in database`);
    }
  } else if (returned.kind !== 'base' || returned.domain !== null || fn.returnsSet) {
    reasons.push(`the function ${quoted} returning type ${returned.domain?.name ?? returned.name} is not a BASE type`);
  }
  const inputs = inputArgumentsOf(fn);
  if (tableArgument != null) {
    const argument = inputs.find((arg) => arg.name === tableArgument);
    if (!argument) return [...reasons, `"${tableArgument}" is not an input argument of the function ${quoted}`];
    reasons.push(...tableArgumentProblems(`"${tableArgument}" argument of the function ${quoted}`, argument.type, table));
  } else if (inputs.length === 0) reasons.push(`the function ${quoted} has no input arguments`);
  else reasons.push(...tableArgumentProblems(`first argument of the function ${quoted}`, inputs[0]!.type, table));
  if (sessionArgument != null) {
    const argument = inputs.find((arg) => arg.name === sessionArgument);
    if (!argument) return [...reasons, `"${sessionArgument}" is not an input argument of the function ${quoted}`];
    if (!['json', 'jsonb'].includes(argument.type.name) || argument.type.isArray) {
      reasons.push(`"${sessionArgument}" argument of the function ${quoted} is not of type JSON`);
    }
  }
  return reasons;
}

/** Why a computed field cannot be added, in Hasura's words; undefined when it can. */
function computedFieldProblem(scope: SourceScope, table: CatalogTable, field: ComputedField): string | undefined {
  const quoted = `"${nameText(field.definition.function)}"`;
  const candidates = scope.catalog.functions.filter((fn) => tableKey(fn) === tableKey(field.definition.function));
  if (candidates.length === 0) return `no such function exists: ${quoted}`;
  if (candidates.length > 1) return `function ${quoted} is overloaded. Overloaded functions are not supported`;
  const reasons = computedFieldReasons(scope, table, field, candidates[0]!);
  if (reasons.length === 0) return undefined;
  const because =
    reasons.length === 1 ? `because ${reasons[0]}` : `for the following reasons:\n${reasons.map((reason) => `  • ${reason}\n`).join('')}`;
  return `the computed field "${field.name}" cannot be added to table "${nameText(table)}" ${because}`;
}

// ---------------------------------------------------------------------------------------------------
// Boolean expressions
// ---------------------------------------------------------------------------------------------------

/** Where a walk of a boolean expression is: the table the keys belong to, the permission's table and the path. */
interface Place {
  table: CatalogTable;
  root: CatalogTable;
  path: string;
}

const step = (place: Place, key: string | number): Place => ({
  ...place,
  path: typeof key === 'number' ? `${place.path}[${key}]` : place.path === '' ? key : `${place.path}.${key}`,
});
const at = (place: Place, problem: string): string => `at ${place.path === '' ? 'the top' : place.path}: ${problem}`;

function columnReferenceProblems(place: Place, operand: unknown): string[] {
  if (typeof operand === 'string')
    return hasColumn(place.table, operand) ? [] : [at(place, `unknown column "${operand}" of ${tableKey(place.table)}`)];
  if (Array.isArray(operand) && operand.length === 2 && operand[0] === '$' && typeof operand[1] === 'string') {
    return hasColumn(place.root, operand[1]) ? [] : [at(place, `unknown column "${operand[1]}" of ${tableKey(place.root)}`)];
  }
  return [at(place, 'expects a column name, or ["$", column] for a column of the permission\'s table')];
}

function operatorProblems(place: Place, value: unknown): string[] {
  // A bare value is Hasura's shorthand for _eq.
  if (!isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([key, operand]) => {
    const operator = key.startsWith('$') ? `_${key.slice(1)}` : key;
    const here = step(place, key);
    if (!operator.startsWith('_')) return [at(here, `"${key}" is not an operator (operators start with "_", as _eq)`)];
    if (COLUMN_OPERATORS.has(operator)) return columnReferenceProblems(here, operand);
    return OPERATORS.has(operator) ? [] : [at(here, `unknown operator "${key}"`)];
  });
}

function existsProblems(scope: SourceScope, place: Place, value: unknown): string[] {
  const exists = isJsonObject(value) ? value : {};
  const name = exists._table;
  const key =
    typeof name === 'string'
      ? `public.${name}`
      : isJsonObject(name)
        ? `${String(name.schema ?? 'public')}.${String(name.name)}`
        : undefined;
  if (key === undefined) return [at(place, 'needs _table (the table to look in) and _where')];
  const table = scope.tracked.has(key) ? scope.catalog.tables.get(key) : undefined;
  if (!table) return [at(place, `the table ${key} is not tracked`)];
  return boolExpProblems(scope, exists._where, { ...step(place, '_where'), table });
}

function aggregateProblems(scope: SourceScope, place: Place, target: CatalogTable, value: unknown): string[] {
  if (!isJsonObject(value)) return [at(place, 'expects an aggregate predicate such as {count: {predicate: {_gt: 0}}}')];
  return Object.entries(value).flatMap(([fn, spec]) => {
    const here = step(place, fn);
    if (!AGGREGATE_PREDICATES.includes(fn) || !isJsonObject(spec)) return [at(here, `unknown aggregate predicate "${fn}"`)];
    const filter = spec.filter === undefined ? [] : boolExpProblems(scope, spec.filter, { ...step(here, 'filter'), table: target });
    return [...filter, ...operatorProblems(step(here, 'predicate'), spec.predicate)];
  });
}

function fieldProblems(scope: SourceScope, place: Place, rawKey: string, value: unknown): string[] {
  const here = step(place, rawKey);
  // Hasura accepts $and, $or, $not and $exists for the underscore forms.
  const key = ['$and', '$or', '$not', '$exists'].includes(rawKey) ? `_${rawKey.slice(1)}` : rawKey;
  if (key === '_and' || key === '_or') {
    if (!Array.isArray(value)) return [at(here, `${key} expects a list of expressions`)];
    return value.flatMap((item, index) => boolExpProblems(scope, item, step(here, index)));
  }
  if (key === '_not') return boolExpProblems(scope, value, here);
  if (key === '_exists') return existsProblems(scope, here, value);
  if (hasColumn(place.table, key)) return operatorProblems(here, value);
  const meta = scope.tracked.get(tableKey(place.table));
  const relationship = relationshipsOf(meta).find(([rel]) => rel.name === key)?.[0];
  if (relationship) {
    const resolved = resolveRelationship(scope, place.table, relationship);
    // A broken relationship is reported once, with the relationship.
    return 'target' in resolved ? boolExpProblems(scope, value, { ...here, table: resolved.target }) : [];
  }
  const computed = meta?.computed_fields?.find((field) => field.name === key);
  if (computed) {
    if (takesInputs(scope, computed)) return [at(here, 'Computed columns with input arguments can not be part of the where clause')];
    const rows = computedFieldRows(scope, computed);
    return rows ? boolExpProblems(scope, value, { ...here, table: rows }) : operatorProblems(here, value);
  }
  const aggregated = relationshipsOf(meta).find(([rel, kind]) => kind === 'array' && `${rel.name}_aggregate` === key)?.[0];
  if (aggregated) {
    const resolved = resolveRelationship(scope, place.table, aggregated);
    return 'target' in resolved ? aggregateProblems(scope, here, resolved.target, value) : [];
  }
  if (key.startsWith('_')) return [at(here, `unknown operator "${key}" (expected _and, _or, _not or _exists, or a field)`)];
  return [at(here, `${tableKey(place.table)} has no column, relationship or computed field "${key}"`)];
}

/** Problems of a filter or check: names that are no column, relationship or computed field, bad operators. */
function boolExpProblems(scope: SourceScope, exp: unknown, place: Place): string[] {
  if (!isJsonObject(exp)) return [at(place, `expected an object, got ${JSON.stringify(exp) ?? 'nothing'}`)];
  return Object.entries(exp).flatMap(([key, value]) => fieldProblems(scope, place, key, value));
}

// ---------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------

function unknownColumns(table: CatalogTable, columns: Columns | undefined): string[] {
  return columns === undefined || columns === '*' ? [] : columns.filter((column) => !hasColumn(table, column));
}

function rootFieldProblems(permission: SelectPermission): string[] {
  const lists = [
    ['query_root_fields', permission.query_root_fields, QUERY_ROOT_FIELDS],
    ['subscription_root_fields', permission.subscription_root_fields, SUBSCRIPTION_ROOT_FIELDS],
  ] as const;
  return lists.flatMap(([key, fields, allowed]) =>
    (fields ?? []).filter((field) => !allowed.includes(field)).map((field) => `${key}: "${field}" is not one of ${allowed.join(', ')}`),
  );
}

/** The computed fields a select permission lists: each one of the table's, and scalar (Hasura's words). */
function listedComputedFieldProblems(scope: SourceScope, meta: TableMetadata, permission: SelectPermission): string[] {
  return (permission.computed_fields ?? []).flatMap((name) => {
    const field = meta.computed_fields?.find((candidate) => candidate.name === name);
    if (!field) return [`computed field "${name}" does not exist`];
    const rows = computedFieldRows(scope, field);
    return rows
      ? [
          `select permissions on computed field "${name}" are auto-derived from the permissions on its returning table "${nameText(rows)}" and cannot be specified manually`,
        ]
      : [];
  });
}

function selectProblems(scope: SourceScope, meta: TableMetadata, permission: SelectPermission): string[] {
  const limit = permission.limit;
  return [
    ...listedComputedFieldProblems(scope, meta, permission),
    ...(limit === undefined || (Number.isInteger(limit) && limit >= 0)
      ? []
      : [`limit must be a non-negative integer, got ${JSON.stringify(limit)}`]),
    ...rootFieldProblems(permission),
  ];
}

function permissionProblems(
  scope: SourceScope,
  table: CatalogTable,
  meta: TableMetadata,
  kind: PermissionKind,
  entry: PermissionEntry<object>,
): string[] {
  const permission = entry.permission as Partial<Record<'columns' | 'filter' | 'check' | 'set', unknown>>;
  const place: Place = { table, root: table, path: '' };
  const expression = (key: 'filter' | 'check'): string[] =>
    permission[key] == null ? [] : boolExpProblems(scope, permission[key], place).map((problem) => `${key} ${problem}`);
  return [
    ...(entry.role === ROLES.admin ? ['cannot define permission for admin role'] : []),
    ...unknownColumns(table, permission.columns as Columns | undefined).map((column) => `unknown column "${column}"`),
    ...Object.keys(isJsonObject(permission.set) ? permission.set : {})
      .filter((column) => !hasColumn(table, column))
      .map((column) => `set: preset of unknown column "${column}"`),
    ...(kind === 'select' ? selectProblems(scope, meta, entry.permission as SelectPermission) : []),
    ...expression('filter'),
    ...expression('check'),
  ];
}

function checkPermissions(scope: SourceScope, table: CatalogTable, meta: TableMetadata, report: TableReport): void {
  for (const kind of PERMISSION_KINDS) {
    const entries: PermissionEntry<object>[] = meta[`${kind}_permissions`] ?? [];
    const roles = entries.map((entry) => entry.role);
    for (const role of new Set(roles.filter((role, index) => roles.indexOf(role) !== index))) {
      report(`${kind} permission for role "${role}" is defined twice; keep one`, { type: `${kind}_permission`, role });
    }
    for (const entry of entries) {
      for (const problem of permissionProblems(scope, table, meta, kind, entry))
        report(`${kind} permission for role "${entry.role}": ${problem}`, { type: `${kind}_permission`, role: entry.role });
    }
  }
}

/** Relationship and computed field names: unique, and no column's name (they share the GraphQL type). */
function checkFieldNames(table: CatalogTable, meta: TableMetadata, report: TableReport): void {
  const seen = new Set<string>();
  type Field = [name: string, what: string, type: 'object_relation' | 'array_relation' | 'computed_field'];
  const fields: Field[] = [
    ...relationshipsOf(meta).map(([rel, kind]): Field => [rel.name, `${kind} relationship`, `${kind}_relation`]),
    ...(meta.computed_fields ?? []).map((field): Field => [field.name, 'computed field', 'computed_field']),
  ];
  for (const [name, what, type] of fields) {
    if (hasColumn(table, name)) report(`${what} "${name}": the table has a column of that name; rename the ${what}`, { type, name });
    else if (seen.has(name)) report(`${what} "${name}": the name is used twice`, { type, name });
    seen.add(name);
  }
}

function checkTable(scope: SourceScope, meta: TableMetadata): void {
  const key = tableKey(meta.table);
  const where = { source: scope.source, table: meta.table };
  const report: TableReport = (problem, object) =>
    scope.report(scope.fileOf(key), key, problem, object ? { ...object, ...where } : { type: 'table', ...where });
  const table = scope.catalog.tables.get(key);
  if (!table) {
    report('not found in the database: create it in a migration, or stop tracking it (its line in tables.yaml)');
    return;
  }
  if (meta.is_enum === true) {
    const problem = enumTableProblem(table, scope.catalog.enumValues?.get(key));
    if (problem !== undefined) report(problem);
  }
  checkFieldNames(table, meta, report);
  for (const [rel, kind] of relationshipsOf(meta)) {
    const resolved = resolveRelationship(scope, table, rel);
    if ('problem' in resolved)
      report(`${kind} relationship "${rel.name}": ${resolved.problem}`, { type: `${kind}_relation`, name: rel.name });
  }
  for (const field of meta.computed_fields ?? []) {
    const problem = computedFieldProblem(scope, table, field);
    if (problem !== undefined) report(`computed field "${field.name}": ${problem}`, { type: 'computed_field', name: field.name });
  }
  checkPermissions(scope, table, meta, report);
}

/** This engine serves one Postgres database, the one the catalog was read from. */
function checkSources(metadata: Metadata, report: Report): void {
  if (metadata.sources.length > 1) {
    report(
      'databases/databases.yaml',
      undefined,
      `${metadata.sources.length} sources; this engine serves one database, keep only the default source`,
    );
  }
  for (const source of metadata.sources.filter((candidate) => candidate.kind !== 'postgres')) {
    report(
      'databases/databases.yaml',
      undefined,
      `source "${source.name}": kind "${source.kind}" is not supported; this engine serves postgres`,
      { type: 'source', source: source.name },
    );
  }
}

function checkTables(metadata: Metadata, catalog: Catalog, report: Report): void {
  for (const source of metadata.sources) {
    const files = metadata.origin?.sources[source.name];
    const tracked = new Map<string, TableMetadata>();
    const scope: SourceScope = {
      source: source.name,
      catalog,
      tracked,
      fileOf: (table) => files?.tables[table] ?? 'databases/databases.yaml',
      report,
    };
    for (const meta of source.tables) {
      const key = tableKey(meta.table);
      if (tracked.has(key)) {
        report(scope.fileOf(key), key, 'tracked twice; remove one of its entries in tables.yaml', {
          type: 'table',
          source: source.name,
          table: meta.table,
        });
      }
      tracked.set(key, meta);
    }
    for (const meta of tracked.values()) checkTable(scope, meta);
  }
}

// ---------------------------------------------------------------------------------------------------
// Actions and cron triggers
// ---------------------------------------------------------------------------------------------------

/** Why a schedule is not a 5-field cron expression (minute hour day-of-month month day-of-week), if it is not. */
function cronProblem(schedule: unknown): string | undefined {
  if (typeof schedule !== 'string' || schedule.trim() === '') return 'no schedule; set a 5-field cron expression such as "*/15 * * * *"';
  // The scheduler's own grammar, so a schedule that validates is one the scheduler can run.
  const problem = cronSyntaxProblem(schedule);
  if (problem === undefined) return undefined;
  if (problem.kind === 'field-count') {
    return `schedule "${schedule}" has ${problem.count} fields, a cron expression has 5 (minute hour day-of-month month day-of-week)`;
  }
  return `schedule "${schedule}": ${problem.problem}`;
}

function checkActionsAndTriggers(metadata: Metadata, report: Report): void {
  for (const action of metadata.actions) {
    const roles = action.permissions.map((permission) => permission.role);
    const permission = (role: string): MetadataObjectRef => ({ type: 'action_permission', action: action.name, role });
    if (roles.includes(ROLES.admin)) {
      report('actions.yaml', undefined, `action "${action.name}": cannot define permission for admin role`, permission(ROLES.admin));
    }
    for (const role of new Set(roles.filter((role, index) => roles.indexOf(role) !== index))) {
      report('actions.yaml', undefined, `action "${action.name}": the permission for role "${role}" is defined twice`, permission(role));
    }
  }
  for (const trigger of metadata.cron_triggers) {
    const where = `cron trigger "${trigger.name}"`;
    const object: MetadataObjectRef = { type: 'cron_trigger', name: trigger.name };
    if (typeof trigger.webhook !== 'string' || trigger.webhook.trim() === '') {
      report('cron_triggers.yaml', undefined, `${where}: no webhook; set the URL to call (it may use {{ENV_VAR}})`, object);
    }
    const problem = cronProblem(trigger.schedule);
    if (problem !== undefined) report('cron_triggers.yaml', undefined, `${where}: ${problem}`, object);
  }
}

/**
 * Throws a MetadataError listing every problem: tracked tables missing from the database, unknown
 * columns, relationships or operators in permissions, relationships without their foreign key, name
 * clashes, duplicate or admin permissions, bad limits, cron triggers without webhook or schedule, tracked functions
 * Hasura cannot track (validate-functions.ts) and inherited roles it cannot build (validate-inherited-roles.ts).
 */
export function validateMetadata(metadata: Metadata, catalog: Catalog): void {
  const problems: MetadataProblem[] = [];
  const report: Report = (file, table, problem, object) =>
    problems.push(metadataProblem({ dir: metadata.origin?.dir, file, table, problem, object }));
  checkSources(metadata, report);
  checkTables(metadata, catalog, report);
  checkFunctions(metadata, catalog, report);
  checkActionsAndTriggers(metadata, report);
  checkInheritedRoles(metadata, report);
  const [first, ...rest] = problems;
  if (first) throw new MetadataError([first, ...rest]);
}
