// Reads a Hasura CLI (config v3) metadata directory into typed objects. Shapes are checked here (and
// unknown table keys refused, as Hasura does); whether the names fit the database is validate.ts's job.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import {
  GraphQLError,
  Kind,
  Lexer,
  parse as parseGraphql,
  print,
  Source as GraphqlSource,
  TokenKind,
  type DefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
} from 'graphql';
import { parse as parseYaml, YAMLParseError, type ScalarTag } from 'yaml';
import { tableKey } from '../schema/catalog.ts';
import {
  isJsonObject,
  metadataProblem,
  MetadataError,
  type Action,
  type ApiLimits,
  type ArrayRelationship,
  type Columns,
  type ComputedField,
  type CronTrigger,
  type CustomObjectRelationship,
  type CustomTypes,
  type FunctionMetadata,
  type InheritedRole,
  type IntrospectionConfig,
  type JsonObject,
  type ManualConfiguration,
  type Metadata,
  type MetadataOrigin,
  type Network,
  type ObjectRelationship,
  type PermissionEntry,
  type QualifiedName,
  type RemoteTableColumns,
  type Source,
  type SourceConfiguration,
  type TableMetadata,
  type TypedField,
} from './types.ts';

const SUPPORTED_VERSION = 3;
const INCLUDE = /^!include\s+(\S.*)$/;
// The tag form is rewritten to the quoted form the CLI writes, so both are expanded in one place.
const INCLUDE_TAG: ScalarTag = { tag: '!include', resolve: (path) => `!include ${path}` };

/** The keys Hasura accepts in a table's metadata; it refuses any other. */
const TABLE_KEYS = [
  'table',
  'is_enum',
  'configuration',
  'object_relationships',
  'array_relationships',
  'computed_fields',
  'remote_relationships',
  'insert_permissions',
  'select_permissions',
  'update_permissions',
  'delete_permissions',
  'event_triggers',
  'apollo_federation_config',
  'logical_model',
];

const PERMISSION_KINDS = ['select', 'insert', 'update', 'delete'] as const;
type PermissionKind = (typeof PERMISSION_KINDS)[number];
const REQUIRED_PERMISSION_KEYS: Record<PermissionKind, string[]> = {
  select: ['columns', 'filter'],
  insert: ['check'],
  update: ['columns', 'filter'],
  delete: ['filter'],
};

interface LoadContext {
  /** The metadata directory, absolute. */
  dir: string;
  /** The file every parsed object and list came from, relative to dir. */
  origins: WeakMap<object, string>;
}

/**
 * Where a value sits, for messages: its file, the table it belongs to, what it is part of (e.g. `select
 * permission for role "user"`) and its key path from there.
 */
interface At {
  ctx: LoadContext;
  file: string;
  table?: string;
  context?: string;
  path: string;
}

/** A value read from the metadata, with where it sits. */
interface Found {
  value: unknown;
  at: At;
}

// ---------------------------------------------------------------------------------------------------
// YAML with includes
// ---------------------------------------------------------------------------------------------------


const nameIn = (ctx: LoadContext, file: string): string => relative(ctx.dir, file).split(sep).join('/');

function fail(at: At, problem: string): never {
  const where = [at.context, at.path].filter((part) => part !== undefined && part !== '');
  throw new MetadataError([
    metadataProblem({ dir: at.ctx.dir, file: at.file, table: at.table, problem: [...where, problem].join(': ') }),
  ]);
}

/** The same place, now described as part of `context` (the key path starts again from there). */
const within = (at: At, context: string): At => ({ ...at, context, path: '' });

function readYaml(ctx: LoadContext, file: string, chain: readonly string[]): unknown {
  let parsed: unknown;
  try {
    parsed = parseYaml(readFileSync(file, 'utf8'), { customTags: [INCLUDE_TAG] });
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    fail({ ctx, file: nameIn(ctx, file), path: '' }, `${error instanceof YAMLParseError ? 'invalid YAML' : 'cannot read'}: ${reason}`);
  }
  return expandIncludes(ctx, parsed, { file, chain: [...chain, file] });
}

interface IncludeScope {
  /** The file being expanded, absolute. */
  file: string;
  /** The files that include it, outermost first, and itself. */
  chain: readonly string[];
}

function expandIncludes(ctx: LoadContext, value: unknown, scope: IncludeScope): unknown {
  if (typeof value === 'string') {
    const path = INCLUDE.exec(value)?.[1];
    return path === undefined ? value : include(ctx, path.trim(), scope);
  }
  let expanded: object;
  if (Array.isArray(value)) expanded = value.map((item) => expandIncludes(ctx, item, scope));
  else if (isJsonObject(value)) {
    expanded = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandIncludes(ctx, item, scope)]));
  } else return value;
  ctx.origins.set(expanded, nameIn(ctx, scope.file));
  return expanded;
}

function include(ctx: LoadContext, path: string, scope: IncludeScope): unknown {
  const target = resolve(dirname(scope.file), path);
  const at: At = { ctx, file: nameIn(ctx, scope.file), path: '' };
  if (scope.chain.includes(target)) {
    fail(at, `include cycle: ${[...scope.chain, target].map((file) => nameIn(ctx, file)).join(' -> ')}`);
  }
  if (!existsSync(target)) fail(at, `"!include ${path}": the file ${nameIn(ctx, target)} does not exist`);
  return readYaml(ctx, target, scope.chain);
}

/**
 * Reads one YAML file of a metadata directory with every include resolved: the `!include path` tag and
 * the quoted string "!include path" the CLI writes, paths relative to the including file.
 */
export function loadYaml(file: string, options: { dir?: string } = {}): unknown {
  const path = resolve(file);
  return readYaml({ dir: resolve(options.dir ?? dirname(path)), origins: new WeakMap() }, path, []);
}

function readFile(ctx: LoadContext, file: string, options: { required: boolean }): Found {
  const path = resolve(ctx.dir, file);
  const at: At = { ctx, file, path: '' };
  if (existsSync(path)) return { value: readYaml(ctx, path, []), at };
  if (options.required) fail(at, `missing: ${ctx.dir} is not a Hasura metadata directory (config v3)`);
  return { value: undefined, at };
}

// ---------------------------------------------------------------------------------------------------
// Shape readers
// ---------------------------------------------------------------------------------------------------

function describe(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : JSON.stringify(value);
}

/** The value under `key`; an included value starts a new file with an empty path. */
function get(container: Record<string, unknown> | readonly unknown[], key: string | number, parent: At): Found {
  const value = (container as Record<string | number, unknown>)[key];
  const origin = typeof value === 'object' && value !== null ? parent.ctx.origins.get(value) : undefined;
  if (origin !== undefined && origin !== parent.file) return { value, at: { ...parent, file: origin, path: '' } };
  const step = typeof key === 'number' ? `[${key}]` : parent.path === '' ? key : `.${key}`;
  return { value, at: { ...parent, path: parent.path + step } };
}

function readRecord({ value, at }: Found): Record<string, unknown> {
  if (!isJsonObject(value)) fail(at, `expected an object, got ${describe(value)}`);
  return value;
}

function readString({ value, at }: Found): string {
  if (typeof value !== 'string' || value === '') fail(at, `expected a non-empty string, got ${describe(value)}`);
  return value;
}

function readStrings({ value, at }: Found): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    fail(at, `expected a list of names, got ${describe(value)}`);
  }
  return value as string[];
}

function readBoolean({ value, at }: Found, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') fail(at, `expected true or false, got ${describe(value)}`);
  return value;
}

/** The items of a list, each with where it sits; an absent (or empty-file) list is empty. */
function itemsOf(found: Found): Found[] {
  if (found.value === undefined || found.value === null) return [];
  if (!Array.isArray(found.value)) fail(found.at, `expected a list, got ${describe(found.value)}`);
  return found.value.map((_, index) => get(found.value as unknown[], index, found.at));
}

/** An object file or key; absent means `fallback`. */
function optionalRecord(found: Found, fallback: JsonObject = {}): JsonObject {
  return found.value === undefined || found.value === null ? fallback : readRecord(found);
}

/** `{schema, name}`, or a bare name in schema public, as Hasura accepts both. */
function readQualifiedName(found: Found): QualifiedName {
  if (typeof found.value === 'string' && found.value !== '') return { schema: 'public', name: found.value };
  const raw = readRecord(found);
  const schema = raw.schema === undefined ? 'public' : readString(get(raw, 'schema', found.at));
  return { schema, name: readString(get(raw, 'name', found.at)) };
}

function requireKeys(raw: Record<string, unknown>, keys: readonly string[], at: At): void {
  const missing = keys.find((key) => raw[key] === undefined);
  if (missing !== undefined) fail(at, `"${missing}" is missing`);
}

/** `{ [key]: items }` when the key is present, so absent lists stay absent as in the file. */
function listField<T>(raw: Record<string, unknown>, key: string, at: At, parseItem: (item: Found) => T): Record<string, T[]> {
  return raw[key] === undefined ? {} : { [key]: itemsOf(get(raw, key, at)).map(parseItem) };
}

// ---------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------

function readRemoteTableColumns(found: Found): RemoteTableColumns {
  const raw = readRecord(found);
  const table = readQualifiedName(get(raw, 'table', found.at));
  if ((raw.column === undefined) === (raw.columns === undefined)) fail(found.at, 'needs exactly one of "column" and "columns"');
  return raw.column === undefined
    ? { table, columns: readStrings(get(raw, 'columns', found.at)) }
    : { table, column: readString(get(raw, 'column', found.at)) };
}

function readManualConfiguration(found: Found): ManualConfiguration {
  const raw = readRecord(found);
  const mappingAt = get(raw, 'column_mapping', found.at);
  const mapping = readRecord(mappingAt);
  for (const key of Object.keys(mapping)) readString(get(mapping, key, mappingAt.at));
  return {
    ...raw,
    remote_table: readQualifiedName(get(raw, 'remote_table', found.at)),
    column_mapping: mapping as Record<string, string>,
  };
}

function readObjectForeignKey(found: Found): string | string[] | RemoteTableColumns {
  if (typeof found.value === 'string') return readString(found);
  return Array.isArray(found.value) ? readStrings(found) : readRemoteTableColumns(found);
}

function readRelationship<Rel extends ObjectRelationship | ArrayRelationship>(found: Found, kind: 'object' | 'array'): Rel {
  const raw = readRecord(found);
  const name = readString(get(raw, 'name', found.at));
  const usingAt = get(raw, 'using', within(found.at, `${kind} relationship "${name}"`));
  const using = readRecord(usingAt);
  const foreignKey = using.foreign_key_constraint_on;
  if ((foreignKey === undefined) === (using.manual_configuration === undefined)) {
    fail(usingAt.at, 'needs exactly one of "foreign_key_constraint_on" and "manual_configuration"');
  }
  const keyAt = get(using, 'foreign_key_constraint_on', usingAt.at);
  return {
    ...raw,
    name,
    using:
      foreignKey === undefined
        ? { manual_configuration: readManualConfiguration(get(using, 'manual_configuration', usingAt.at)) }
        : { foreign_key_constraint_on: kind === 'object' ? readObjectForeignKey(keyAt) : readRemoteTableColumns(keyAt) },
  } as Rel;
}

function readComputedField(found: Found): ComputedField {
  const raw = readRecord(found);
  const name = readString(get(raw, 'name', found.at));
  const definitionAt = get(raw, 'definition', within(found.at, `computed field "${name}"`));
  const definition = readRecord(definitionAt);
  return {
    ...raw,
    name,
    definition: { ...definition, function: readQualifiedName(get(definition, 'function', definitionAt.at)) },
  } as ComputedField;
}

function readColumns(found: Found): Columns {
  return found.value === '*' ? '*' : readStrings(found);
}

function readPermission(found: Found, kind: PermissionKind): PermissionEntry<JsonObject> {
  const raw = readRecord(found);
  const role = readString(get(raw, 'role', found.at));
  const permissionAt = get(raw, 'permission', found.at);
  const permission = readRecord(permissionAt);
  const at = within(permissionAt.at, `${kind} permission for role "${role}"`);
  requireKeys(permission, REQUIRED_PERMISSION_KEYS[kind], at);
  for (const key of ['filter', 'check', 'set']) {
    const value = permission[key];
    // An update permission may say `check: null` (no post-update check).
    if (value !== undefined && !(key === 'check' && value === null)) readRecord(get(permission, key, at));
  }
  const columns = permission.columns === undefined ? {} : { columns: readColumns(get(permission, 'columns', at)) };
  const computed = permission.computed_fields === undefined ? {} : { computed_fields: readStrings(get(permission, 'computed_fields', at)) };
  return { ...raw, role, permission: { ...permission, ...columns, ...computed } };
}

function readTable(found: Found): TableMetadata {
  const raw = readRecord(found);
  const table = readQualifiedName(get(raw, 'table', found.at));
  const at: At = { ...found.at, table: tableKey(table) };
  const unknown = Object.keys(raw).find((key) => !TABLE_KEYS.includes(key));
  if (unknown !== undefined) fail(at, `unknown key "${unknown}"; a table's metadata may only have ${TABLE_KEYS.join(', ')}`);
  if (raw.configuration !== undefined) readRecord(get(raw, 'configuration', at));
  if (raw.is_enum !== undefined) readBoolean(get(raw, 'is_enum', at), false);
  const permissions = PERMISSION_KINDS.map((kind) =>
    listField(raw, `${kind}_permissions`, at, (item) => readPermission(item, kind)),
  );
  return {
    ...raw,
    table,
    ...listField(raw, 'object_relationships', at, (item) => readRelationship<ObjectRelationship>(item, 'object')),
    ...listField(raw, 'array_relationships', at, (item) => readRelationship<ArrayRelationship>(item, 'array')),
    ...listField(raw, 'computed_fields', at, readComputedField),
    ...(Object.assign({}, ...permissions) as Partial<TableMetadata>),
  } as TableMetadata;
}

function readFunction(found: Found): FunctionMetadata {
  const raw = readRecord(found);
  return { ...raw, function: readQualifiedName(get(raw, 'function', found.at)) } as FunctionMetadata;
}

function readSource(found: Found, origin: MetadataOrigin): Source {
  const raw = readRecord(found);
  const name = readString(get(raw, 'name', found.at));
  const configurationAt = get(raw, 'configuration', found.at);
  readRecord(get(readRecord(configurationAt), 'connection_info', configurationAt.at));
  const files: MetadataOrigin['sources'][string] = { tables: {}, functions: {} };
  origin.sources[name] = files;
  const tables = itemsOf(get(raw, 'tables', found.at)).map((item) => {
    const table = readTable(item);
    files.tables[tableKey(table.table)] = item.at.file;
    return table;
  });
  const functions = itemsOf(get(raw, 'functions', found.at)).map((item) => {
    const fn = readFunction(item);
    files.functions[tableKey(fn.function)] = item.at.file;
    return fn;
  });
  return {
    ...raw,
    name,
    kind: readString(get(raw, 'kind', found.at)),
    configuration: raw.configuration as SourceConfiguration,
    tables,
    functions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Actions: the root fields and types of actions.graphql, completed by actions.yaml
// ---------------------------------------------------------------------------------------------------

interface ActionSdl {
  fields: Map<string, { type: 'query' | 'mutation'; field: FieldDefinitionNode }>;
  types: CustomTypes;
}

const emptyCustomTypes = (): CustomTypes => ({ scalars: [], enums: [], input_objects: [], objects: [] });

function hasDefinitions(text: string): boolean {
  try {
    return new Lexer(new GraphqlSource(text)).advance().kind !== TokenKind.EOF;
  } catch {
    return true; // let the parser report the syntax error
  }
}

function describedAs(node: { description?: { value: string } | undefined }): { description?: string } {
  return node.description === undefined ? {} : { description: node.description.value };
}

function typedField(node: FieldDefinitionNode | InputValueDefinitionNode): TypedField {
  return { name: node.name.value, type: print(node.type), ...describedAs(node) };
}

function parseActionsGraphql(at: At, text: string): DefinitionNode[] {
  try {
    return hasDefinitions(text) ? [...parseGraphql(text).definitions] : [];
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const location = error.locations?.[0];
    fail(at, `invalid GraphQL${location ? ` at line ${location.line}, column ${location.column}` : ''}: ${error.message}`);
  }
}

function addSdlDefinition(sdl: ActionSdl, definition: DefinitionNode, at: At): void {
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.OBJECT_TYPE_EXTENSION: {
      const name = definition.name.value;
      const fields = definition.fields ?? [];
      if (name === 'Query' || name === 'Mutation') {
        const type = name === 'Query' ? 'query' : 'mutation';
        for (const field of fields) {
          if (sdl.fields.has(field.name.value)) fail(at, `the action "${field.name.value}" is declared twice`);
          sdl.fields.set(field.name.value, { type, field });
        }
        return;
      }
      if (definition.kind === Kind.OBJECT_TYPE_EXTENSION) fail(at, `"extend type ${name}": only Query and Mutation may be extended`);
      const objectFields = fields.map((field) => ({
        ...typedField(field),
        ...(field.arguments?.length ? { arguments: field.arguments.map(typedField) } : {}),
      }));
      sdl.types.objects.push({ name, ...describedAs(definition), fields: objectFields });
      return;
    }
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      sdl.types.input_objects.push({ name: definition.name.value, ...describedAs(definition), fields: (definition.fields ?? []).map(typedField) });
      return;
    case Kind.ENUM_TYPE_DEFINITION:
      sdl.types.enums.push({
        name: definition.name.value,
        ...describedAs(definition),
        values: (definition.values ?? []).map((value) => ({
          value: value.name.value,
          ...describedAs(value),
          ...(value.directives?.some((directive) => directive.name.value === 'deprecated') ? { is_deprecated: true } : {}),
        })),
      });
      return;
    case Kind.SCALAR_TYPE_DEFINITION:
      sdl.types.scalars.push({ name: definition.name.value, ...describedAs(definition) });
      return;
    default:
      fail(at, `unsupported definition (${definition.kind}): actions.graphql holds Query and Mutation fields and custom types only`);
  }
}

function readActionsGraphql(ctx: LoadContext): ActionSdl {
  const at: At = { ctx, file: 'actions.graphql', path: '' };
  const path = resolve(ctx.dir, at.file);
  const sdl: ActionSdl = { fields: new Map(), types: emptyCustomTypes() };
  if (!existsSync(path)) return sdl;
  for (const definition of parseActionsGraphql(at, readFileSync(path, 'utf8'))) addSdlDefinition(sdl, definition, at);
  const names = Object.values(sdl.types).flatMap((types: { name: string }[]) => types.map((type) => type.name));
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) fail(at, `the type "${twice}" is defined twice`);
  return sdl;
}

function readCustomObjectRelationship(found: Found): CustomObjectRelationship {
  const raw = readRecord(found);
  if (raw.type !== 'object' && raw.type !== 'array') fail(get(raw, 'type', found.at).at, `expected "object" or "array", got ${describe(raw.type)}`);
  return {
    ...raw,
    name: readString(get(raw, 'name', found.at)),
    type: raw.type,
    remote_table: readQualifiedName(get(raw, 'remote_table', found.at)),
    field_mapping: readRecord(get(raw, 'field_mapping', found.at)) as Record<string, string>,
  };
}

/** The SDL's types, with the relationships actions.yaml adds to objects; a type listed there must be defined. */
function mergeCustomTypes(sdl: CustomTypes, found: Found): CustomTypes {
  const raw = optionalRecord(found);
  const merged: CustomTypes = structuredClone(sdl);
  for (const kind of ['scalars', 'enums', 'input_objects', 'objects'] as const) {
    for (const item of itemsOf(get(raw, kind, found.at))) {
      const entry = readRecord(item);
      const name = readString(get(entry, 'name', item.at));
      const defined = merged[kind].find((type) => type.name === name);
      if (!defined) fail(item.at, `the type "${name}" is not defined in actions.graphql`);
      if (kind === 'objects' && entry.relationships !== undefined) {
        (defined as CustomTypes['objects'][number]).relationships = itemsOf(get(entry, 'relationships', item.at)).map(readCustomObjectRelationship);
      }
    }
  }
  return merged;
}

function readAction(found: Found, sdl: ActionSdl): Action {
  const raw = readRecord(found);
  const name = readString(get(raw, 'name', found.at));
  const at = within(found.at, `action "${name}"`);
  const declared = sdl.fields.get(name);
  if (!declared) fail(at, 'not declared in actions.graphql; add it to type Mutation or type Query');
  const definitionAt = get(raw, 'definition', at);
  const definition = readRecord(definitionAt);
  if (definition.type !== undefined && definition.type !== declared.type) {
    fail(definitionAt.at, `type is "${String(definition.type)}", but actions.graphql declares "${name}" on ${declared.type === 'query' ? 'Query' : 'Mutation'}`);
  }
  const kind = definition.kind ?? 'synchronous';
  if (kind !== 'synchronous' && kind !== 'asynchronous') fail(definitionAt.at, `kind must be synchronous or asynchronous, got ${describe(kind)}`);
  const timeout = definition.timeout ?? 30;
  if (typeof timeout !== 'number' || timeout <= 0) fail(definitionAt.at, `timeout must be a positive number of seconds, got ${describe(timeout)}`);
  return {
    ...raw,
    name,
    definition: {
      ...definition,
      type: declared.type,
      kind,
      handler: readString(get(definition, 'handler', definitionAt.at)),
      forward_client_headers: readBoolean(get(definition, 'forward_client_headers', definitionAt.at), false),
      headers: itemsOf(get(definition, 'headers', definitionAt.at)).map((item) => readRecord(item)) as Action['definition']['headers'],
      timeout,
      arguments: (declared.field.arguments ?? []).map(typedField),
      output_type: print(declared.field.type),
    },
    permissions: itemsOf(get(raw, 'permissions', at)).map((item) => {
      const permission = readRecord(item);
      return { ...permission, role: readString(get(permission, 'role', item.at)) };
    }),
  };
}

function readActions(ctx: LoadContext): Pick<Metadata, 'actions' | 'custom_types'> {
  const sdl = readActionsGraphql(ctx);
  const file = readFile(ctx, 'actions.yaml', { required: false });
  const raw = optionalRecord(file);
  const actions = itemsOf(get(raw, 'actions', file.at)).map((item) => readAction(item, sdl));
  const undeclared = [...sdl.fields.keys()].find((name) => !actions.some((action) => action.name === name));
  if (undeclared !== undefined) {
    fail({ ctx, file: 'actions.graphql', path: '' }, `the field "${undeclared}" has no action in actions.yaml (its handler and permissions)`);
  }
  return { actions, custom_types: mergeCustomTypes(sdl.types, get(raw, 'custom_types', file.at)) };
}

// ---------------------------------------------------------------------------------------------------
// The other files
// ---------------------------------------------------------------------------------------------------

function readVersion(ctx: LoadContext): 3 {
  const file = readFile(ctx, 'version.yaml', { required: true });
  const version = readRecord(file).version;
  if (version !== SUPPORTED_VERSION) {
    fail(file.at, `version is ${describe(version)}; only config v3 metadata (version: 3) is supported, upgrade it with "hasura scripts update-project-v3"`);
  }
  return SUPPORTED_VERSION;
}

/** The items of a list file, each an object with a non-empty `nameKey`. */
function readNamedList<T>(ctx: LoadContext, file: string, nameKey: string): T[] {
  return itemsOf(readFile(ctx, file, { required: false })).map((item) => {
    const raw = readRecord(item);
    readString(get(raw, nameKey, item.at));
    return raw as T;
  });
}

function readInheritedRoles(ctx: LoadContext): InheritedRole[] {
  return itemsOf(readFile(ctx, 'inherited_roles.yaml', { required: false })).map((item) => {
    const raw = readRecord(item);
    return { ...raw, role_name: readString(get(raw, 'role_name', item.at)), role_set: readStrings(get(raw, 'role_set', item.at)) };
  });
}

function readIntrospection(ctx: LoadContext): IntrospectionConfig {
  const file = readFile(ctx, 'graphql_schema_introspection.yaml', { required: false });
  const raw = optionalRecord(file);
  const roles = get(raw, 'disabled_for_roles', file.at);
  return { ...raw, disabled_for_roles: roles.value === undefined ? [] : readStrings(roles) };
}

/** Reads and shape-checks a Hasura CLI config v3 metadata directory; a missing optional file counts as empty. */
export function loadMetadata(dir: string): Metadata {
  const ctx: LoadContext = { dir: resolve(dir), origins: new WeakMap() };
  const version = readVersion(ctx);
  const origin: MetadataOrigin = { dir: ctx.dir, sources: {} };
  const sources = itemsOf(readFile(ctx, 'databases/databases.yaml', { required: false })).map((item) => readSource(item, origin));
  return {
    version,
    sources,
    ...readActions(ctx),
    cron_triggers: readNamedList<CronTrigger>(ctx, 'cron_triggers.yaml', 'name'),
    inherited_roles: readInheritedRoles(ctx),
    api_limits: optionalRecord(readFile(ctx, 'api_limits.yaml', { required: false })) as ApiLimits,
    allowlist: readNamedList(ctx, 'allow_list.yaml', 'collection'),
    query_collections: readNamedList(ctx, 'query_collections.yaml', 'name'),
    remote_schemas: readNamedList(ctx, 'remote_schemas.yaml', 'name'),
    rest_endpoints: readNamedList(ctx, 'rest_endpoints.yaml', 'name'),
    network: optionalRecord(readFile(ctx, 'network.yaml', { required: false })) as Network,
    graphql_schema_introspection: readIntrospection(ctx),
    origin,
  };
}
