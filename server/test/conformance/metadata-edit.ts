// The metadata half of upstream's /v1/query setup steps: each step edits an in-memory Metadata the way
// Hasura edits its catalog (track_table adds a tables.yaml entry, create_select_permission a
// select_permissions entry, ...), refusing what Hasura refuses (duplicates, untracked tables).
import type {
  Action,
  ArrayRelationship,
  ComputedField,
  CustomTypes,
  FunctionMetadata,
  Metadata,
  ObjectRelationship,
  PermissionEntry,
  QualifiedName,
  RemoteTableColumns,
  Source,
  TableMetadata,
} from '../../src/engine/model/metadata-types.ts';

export type PermissionKind = 'select' | 'insert' | 'update' | 'delete';
export type RelationshipKind = 'object' | 'array';
type Args = Record<string, unknown>;

/** A setup step whose arguments Hasura would refuse, or that refers to something missing. */
export class SetupStepError extends Error {
  readonly code = 'setup-step-invalid';
}

const isRecord = (value: unknown): value is Args => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readArgs(value: unknown, what: string): Args {
  if (!isRecord(value)) throw new SetupStepError(`${what}: expected an object, got ${JSON.stringify(value)}`);
  return value;
}

export function readString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new SetupStepError(`${what}: expected a name, got ${JSON.stringify(value)}`);
  return value;
}

/** `{schema, name}` or a bare name in schema public, as Hasura accepts both. */
export function readQualifiedName(value: unknown, what: string): QualifiedName {
  if (typeof value === 'string') return { schema: 'public', name: readString(value, what) };
  const raw = readArgs(value, what);
  return {
    schema: raw.schema === undefined ? 'public' : readString(raw.schema, `${what}.schema`),
    name: readString(raw.name, `${what}.name`),
  };
}

const qualified = (name: QualifiedName): string => `${name.schema}.${name.name}`;
const sameName = (a: QualifiedName, b: QualifiedName): boolean => a.schema === b.schema && a.name === b.name;

/** Metadata with the one `default` Postgres source and nothing in it. */
export function emptyMetadata(): Metadata {
  return {
    version: 3,
    sources: [
      {
        name: 'default',
        kind: 'postgres',
        configuration: { connection_info: { database_url: { from_env: 'HASURA_GRAPHQL_DATABASE_URL' } } },
        tables: [],
        functions: [],
      },
    ],
    actions: [],
    custom_types: { scalars: [], enums: [], input_objects: [], objects: [] },
    cron_triggers: [],
    inherited_roles: [],
    api_limits: {},
    allowlist: [],
    query_collections: [],
    remote_schemas: [],
    rest_endpoints: [],
    network: {},
    graphql_schema_introspection: { disabled_for_roles: [] },
  };
}

/** The source a step names (`source`, default `default`); the harness has only that one. */
export function sourceOf(metadata: Metadata, args: Args): Source {
  const name = args.source === undefined ? 'default' : readString(args.source, 'source');
  const source = metadata.sources.find((candidate) => candidate.name === name);
  if (!source) throw new SetupStepError(`source "${name}" does not exist; the replay harness has only "default"`);
  return source;
}

export function findTable(source: Source, name: QualifiedName): TableMetadata {
  const table = source.tables.find((candidate) => sameName(candidate.table, name));
  if (!table) throw new SetupStepError(`table "${qualified(name)}" is not tracked`);
  return table;
}

/** The table a step names in `table`, which must be tracked. */
export function tableOf(metadata: Metadata, args: Args): TableMetadata {
  return findTable(sourceOf(metadata, args), readQualifiedName(args.table, 'table'));
}

// ---------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------

/** track_table's arguments: a bare name, `{schema, name}`, or (v2) `{table, configuration?, is_enum?}`. */
export function trackedTableOf(args: unknown): TableMetadata {
  if (typeof args === 'string' || (isRecord(args) && args.table === undefined)) return { table: readQualifiedName(args, 'track_table') };
  const raw = readArgs(args, 'track_table');
  return {
    table: readQualifiedName(raw.table, 'track_table.table'),
    ...(isRecord(raw.configuration) && { configuration: raw.configuration }),
    ...(typeof raw.is_enum === 'boolean' && { is_enum: raw.is_enum }),
  };
}

export function trackTable(source: Source, entry: TableMetadata): void {
  if (source.tables.some((table) => sameName(table.table, entry.table))) {
    throw new SetupStepError(`view/table already tracked: "${qualified(entry.table)}"`);
  }
  source.tables.push(entry);
}

/** set_table_is_enum: marks a tracked table as an enum table, or no longer (`is_enum`). */
export function setTableIsEnum(metadata: Metadata, args: Args): void {
  const table = tableOf(metadata, args);
  if (typeof args.is_enum !== 'boolean') throw new SetupStepError(`is_enum: expected a boolean, got ${JSON.stringify(args.is_enum)}`);
  if (args.is_enum) table.is_enum = true;
  else delete table.is_enum;
}

/** Removes a table and, as Hasura's cascade does, the relationships of other tables that lead to it. */
export function untrackTable(source: Source, name: QualifiedName): string[] {
  findTable(source, name);
  source.tables = source.tables.filter((table) => !sameName(table.table, name));
  const notes: string[] = [];
  for (const table of source.tables) {
    for (const kind of ['object', 'array'] as const) {
      const key = `${kind}_relationships` as const;
      const relationships: (ObjectRelationship | ArrayRelationship)[] = table[key] ?? [];
      const kept = relationships.filter((relationship) => !relationshipTargets(relationship).some((target) => sameName(target, name)));
      for (const dropped of relationships.filter((relationship) => !kept.includes(relationship))) {
        notes.push(`dropped ${kind} relationship ${qualified(table.table)}.${dropped.name} (its table ${qualified(name)} is gone)`);
      }
      if (kept.length !== relationships.length) Object.assign(table, { [key]: kept });
    }
  }
  return notes;
}

/** The tables a relationship names explicitly (a plain column foreign key names none). */
function relationshipTargets(relationship: ObjectRelationship | ArrayRelationship): QualifiedName[] {
  const key = relationship.using.foreign_key_constraint_on;
  const manual = relationship.using.manual_configuration;
  if (manual) return [manual.remote_table];
  return isRecord(key) ? [(key as RemoteTableColumns).table] : [];
}

// ---------------------------------------------------------------------------------------------------
// Relationships, computed fields, permissions
// ---------------------------------------------------------------------------------------------------

function readRemoteTableColumns(value: unknown, what: string): RemoteTableColumns {
  const raw = readArgs(value, what);
  const table = readQualifiedName(raw.table, `${what}.table`);
  if (typeof raw.column === 'string') return { table, column: raw.column };
  if (Array.isArray(raw.columns)) return { table, columns: raw.columns.map((column) => readString(column, `${what}.columns`)) };
  throw new SetupStepError(`${what}: needs "column" or "columns"`);
}

function readUsing(value: unknown, kind: RelationshipKind): ObjectRelationship['using'] {
  const using = readArgs(value, 'using');
  if (using.manual_configuration !== undefined) {
    const manual = readArgs(using.manual_configuration, 'manual_configuration');
    return {
      manual_configuration: {
        ...manual,
        remote_table: readQualifiedName(manual.remote_table, 'manual_configuration.remote_table'),
        column_mapping: readArgs(manual.column_mapping, 'column_mapping') as Record<string, string>,
      },
    };
  }
  const key = using.foreign_key_constraint_on;
  if (kind === 'object' && typeof key === 'string') return { foreign_key_constraint_on: key };
  if (kind === 'object' && Array.isArray(key))
    return { foreign_key_constraint_on: key.map((column) => readString(column, 'foreign_key_constraint_on')) };
  return { foreign_key_constraint_on: readRemoteTableColumns(key, 'foreign_key_constraint_on') };
}

export function createRelationship(metadata: Metadata, kind: RelationshipKind, args: Args): void {
  const table = tableOf(metadata, args);
  const name = readString(args.name, 'name');
  const taken = [...(table.object_relationships ?? []), ...(table.array_relationships ?? [])].some((rel) => rel.name === name);
  if (taken) throw new SetupStepError(`relationship "${name}" already exists on table "${qualified(table.table)}"`);
  const relationship = {
    name,
    using: readUsing(args.using, kind),
    ...(typeof args.comment === 'string' && { comment: args.comment }),
  };
  if (kind === 'object') table.object_relationships = [...(table.object_relationships ?? []), relationship];
  else table.array_relationships = [...(table.array_relationships ?? []), relationship as ArrayRelationship];
}

export function dropRelationship(metadata: Metadata, args: Args): void {
  const table = tableOf(metadata, args);
  const name = readString(args.relationship, 'relationship');
  const objects = table.object_relationships ?? [];
  const arrays = table.array_relationships ?? [];
  if (![...objects, ...arrays].some((rel) => rel.name === name)) {
    throw new SetupStepError(`relationship "${name}" does not exist on table "${qualified(table.table)}"`);
  }
  table.object_relationships = objects.filter((rel) => rel.name !== name);
  table.array_relationships = arrays.filter((rel) => rel.name !== name);
}

export function addComputedField(metadata: Metadata, args: Args): void {
  const table = tableOf(metadata, args);
  const name = readString(args.name, 'name');
  if ((table.computed_fields ?? []).some((field) => field.name === name)) {
    throw new SetupStepError(`computed field "${name}" already exists on table "${qualified(table.table)}"`);
  }
  const definition = readArgs(args.definition, 'definition');
  const field: ComputedField = {
    name,
    definition: { ...definition, function: readQualifiedName(definition.function, 'definition.function') },
    ...(typeof args.comment === 'string' && { comment: args.comment }),
  };
  table.computed_fields = [...(table.computed_fields ?? []), field];
}

export function dropComputedField(metadata: Metadata, args: Args): void {
  const table = tableOf(metadata, args);
  const name = readString(args.name, 'name');
  if (!(table.computed_fields ?? []).some((field) => field.name === name)) {
    throw new SetupStepError(`computed field "${name}" does not exist on table "${qualified(table.table)}"`);
  }
  table.computed_fields = (table.computed_fields ?? []).filter((field) => field.name !== name);
}

/** Hasura's defaults for the keys a v1 permission may leave out. */
const PERMISSION_DEFAULTS: Record<PermissionKind, Args> = {
  select: { filter: {} },
  insert: { check: {} },
  update: { filter: {} },
  delete: { filter: {} },
};

export function createPermission(metadata: Metadata, kind: PermissionKind, args: Args): void {
  const table = tableOf(metadata, args);
  const role = readString(args.role, 'role');
  if (role === 'admin') throw new SetupStepError('cannot define permission for admin role');
  const key = `${kind}_permissions` as const;
  const entries = (table[key] ?? []) as PermissionEntry<unknown>[];
  if (entries.some((entry) => entry.role === role)) {
    throw new SetupStepError(`${kind} permission already defined on table "${qualified(table.table)}" with role "${role}"`);
  }
  const permission = { ...PERMISSION_DEFAULTS[kind], ...readArgs(args.permission, 'permission') };
  if ((kind === 'select' || kind === 'update') && permission.columns === undefined) {
    throw new SetupStepError(`${kind} permission for role "${role}": "columns" is missing`);
  }
  const entry = { role, permission, ...(typeof args.comment === 'string' && { comment: args.comment }) };
  Object.assign(table, { [key]: [...entries, entry] });
}

export function dropPermission(metadata: Metadata, kind: PermissionKind, args: Args): void {
  const table = tableOf(metadata, args);
  const role = readString(args.role, 'role');
  const key = `${kind}_permissions` as const;
  const entries = (table[key] ?? []) as PermissionEntry<unknown>[];
  if (!entries.some((entry) => entry.role === role)) {
    throw new SetupStepError(`${kind} permission for role "${role}" does not exist on table "${qualified(table.table)}"`);
  }
  Object.assign(table, { [key]: entries.filter((entry) => entry.role !== role) });
}

// ---------------------------------------------------------------------------------------------------
// Functions, custom types, actions
// ---------------------------------------------------------------------------------------------------

/** track_function's arguments: a bare name, `{schema, name}`, or (v2) `{function, configuration?}`. */
export function trackFunction(metadata: Metadata, args: unknown): void {
  const raw = isRecord(args) ? args : {};
  const v2 = raw.function !== undefined;
  const entry: FunctionMetadata = {
    function: readQualifiedName(v2 ? raw.function : args, 'track_function'),
    ...(v2 && isRecord(raw.configuration) && { configuration: raw.configuration }),
    ...(v2 && typeof raw.comment === 'string' && { comment: raw.comment }),
  };
  const source = sourceOf(metadata, v2 ? raw : {});
  if (source.functions.some((fn) => sameName(fn.function, entry.function))) {
    throw new SetupStepError(`function already tracked: "${qualified(entry.function)}"`);
  }
  source.functions.push(entry);
}

export function untrackFunction(metadata: Metadata, args: unknown): void {
  const raw = isRecord(args) ? args : {};
  const name = readQualifiedName(raw.function ?? args, 'untrack_function');
  const source = sourceOf(metadata, raw.function === undefined ? {} : raw);
  if (!source.functions.some((fn) => sameName(fn.function, name))) throw new SetupStepError(`function "${qualified(name)}" is not tracked`);
  source.functions = source.functions.filter((fn) => !sameName(fn.function, name));
}

/** The tracked function a step names in `function`. */
export function trackedFunctionOf(metadata: Metadata, args: Args): FunctionMetadata {
  const name = readQualifiedName(args.function, 'function');
  const fn = sourceOf(metadata, args).functions.find((candidate) => sameName(candidate.function, name));
  if (!fn) throw new SetupStepError(`function "${qualified(name)}" is not tracked`);
  return fn;
}

/** set_function_customization: the function's names (custom_name, custom_root_fields), its other configuration kept. */
export function setFunctionCustomization(metadata: Metadata, args: Args): void {
  const fn = trackedFunctionOf(metadata, args);
  const configuration = readArgs(args.configuration ?? {}, 'configuration');
  const kept = { ...fn.configuration };
  delete kept.custom_name;
  delete kept.custom_root_fields;
  fn.configuration = {
    ...kept,
    ...(typeof configuration.custom_name === 'string' && { custom_name: configuration.custom_name }),
    ...(isRecord(configuration.custom_root_fields) && { custom_root_fields: configuration.custom_root_fields }),
  };
}

/**
 * create_function_permission, as Hasura refuses it (Function/API.hs runCreateFunctionPermission): once per role,
 * and only for a role with a select permission on the table the function returns (`returnTable`, from the database).
 */
export function createFunctionPermission(metadata: Metadata, args: Args, returnTable: QualifiedName): void {
  const fn = trackedFunctionOf(metadata, args);
  const role = readString(args.role, 'role');
  const name = qualified(fn.function);
  if ((fn.permissions ?? []).some((permission) => permission.role === role)) {
    throw new SetupStepError(`permission of role "${role}" already exists for function "${name}" in source: "default"`);
  }
  const table = findTable(sourceOf(metadata, args), returnTable);
  const inherited = metadata.inherited_roles.some((entry) => entry.role_name === role);
  if (!inherited && !(table.select_permissions ?? []).some((permission) => permission.role === role)) {
    throw new SetupStepError(
      `function permission can only be added when the function's return table "${qualified(returnTable)}" has select permission configured for role: "${role}"`,
    );
  }
  fn.permissions = [...(fn.permissions ?? []), { role }];
}

export function dropFunctionPermission(metadata: Metadata, args: Args): void {
  const fn = trackedFunctionOf(metadata, args);
  const role = readString(args.role, 'role');
  if (!(fn.permissions ?? []).some((permission) => permission.role === role)) {
    throw new SetupStepError(`permission of role "${role}" does not exist for function "${qualified(fn.function)}"`);
  }
  fn.permissions = (fn.permissions ?? []).filter((permission) => permission.role !== role);
}

// ---------------------------------------------------------------------------------------------------
// Inherited roles
// ---------------------------------------------------------------------------------------------------

/** add_inherited_role (RQL/DDL/InheritedRoles.hs): a role may not inherit from itself; the same name replaces. */
export function addInheritedRole(metadata: Metadata, args: Args): void {
  const name = readString(args.role_name, 'role_name');
  if (!Array.isArray(args.role_set)) throw new SetupStepError('role_set: expected a list of roles');
  const roleSet = args.role_set.map((role) => readString(role, 'role_set'));
  if (roleSet.includes(name)) throw new SetupStepError('an inherited role name cannot be in the role combination');
  metadata.inherited_roles = [
    ...metadata.inherited_roles.filter((role) => role.role_name !== name),
    { role_name: name, role_set: roleSet },
  ];
}

export function dropInheritedRole(metadata: Metadata, args: Args): void {
  const name = readString(args.role_name, 'role_name');
  if (!metadata.inherited_roles.some((role) => role.role_name === name)) throw new SetupStepError(`"${name}" inherited role doesn't exist`);
  metadata.inherited_roles = metadata.inherited_roles.filter((role) => role.role_name !== name);
}

function readList(value: unknown, what: string): Args[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new SetupStepError(`${what}: expected a list`);
  return value.map((item, index) => readArgs(item, `${what}[${index}]`));
}

/** set_custom_types replaces every custom type; `{}` clears them. */
export function setCustomTypes(metadata: Metadata, args: Args): void {
  const objects = readList(args.objects, 'objects').map((object) => ({
    ...object,
    relationships: readList(object.relationships, 'relationships').map((relationship) => ({
      ...relationship,
      remote_table: readQualifiedName(relationship.remote_table, 'remote_table'),
    })),
  }));
  metadata.custom_types = {
    scalars: readList(args.scalars, 'scalars'),
    enums: readList(args.enums, 'enums'),
    input_objects: readList(args.input_objects, 'input_objects'),
    objects,
  } as CustomTypes;
}

/** create_action with Hasura's defaults: a synchronous mutation, no headers forwarded, a 30 s timeout. */
export function createAction(metadata: Metadata, args: Args): void {
  const name = readString(args.name, 'name');
  if (metadata.actions.some((action) => action.name === name)) throw new SetupStepError(`action "${name}" already exists`);
  const definition = readArgs(args.definition, 'definition');
  const action = {
    name,
    definition: {
      type: 'mutation',
      kind: 'synchronous',
      forward_client_headers: false,
      headers: [],
      timeout: 30,
      arguments: [],
      ...definition,
      handler: readString(definition.handler, 'definition.handler'),
      output_type: readString(definition.output_type, 'definition.output_type'),
    },
    permissions: [],
    ...(typeof args.comment === 'string' && { comment: args.comment }),
  } as Action;
  metadata.actions.push(action);
}

function actionOf(metadata: Metadata, name: unknown): Action {
  const action = metadata.actions.find((candidate) => candidate.name === readString(name, 'action'));
  if (!action) throw new SetupStepError(`action "${String(name)}" does not exist`);
  return action;
}

export function dropAction(metadata: Metadata, args: Args): void {
  const action = actionOf(metadata, args.name);
  metadata.actions = metadata.actions.filter((candidate) => candidate !== action);
}

export function createActionPermission(metadata: Metadata, args: Args): void {
  const action = actionOf(metadata, args.action);
  const role = readString(args.role, 'role');
  if (action.permissions.some((permission) => permission.role === role)) {
    throw new SetupStepError(`permission for role "${role}" is already defined on action "${action.name}"`);
  }
  action.permissions.push({ role });
}

export function dropActionPermission(metadata: Metadata, args: Args): void {
  const action = actionOf(metadata, args.action);
  const role = readString(args.role, 'role');
  action.permissions = action.permissions.filter((permission) => permission.role !== role);
}

// ---------------------------------------------------------------------------------------------------
// After run_sql
// ---------------------------------------------------------------------------------------------------

/**
 * Untracks the tables and functions a run_sql dropped (with the relationships leading to them), as
 * Hasura does after run_sql; returns one note per thing removed.
 */
export function forgetDropped(
  metadata: Metadata,
  exists: { table(name: QualifiedName): boolean; fn(name: QualifiedName): boolean },
): string[] {
  const notes: string[] = [];
  for (const source of metadata.sources) {
    for (const table of source.tables.filter((entry) => !exists.table(entry.table))) {
      notes.push(`untracked table ${qualified(table.table)} (dropped by run_sql)`, ...untrackTable(source, table.table));
    }
    for (const fn of source.functions.filter((entry) => !exists.fn(entry.function))) {
      notes.push(`untracked function ${qualified(fn.function)} (dropped by run_sql)`);
      source.functions = source.functions.filter((entry) => entry !== fn);
    }
  }
  return notes;
}
