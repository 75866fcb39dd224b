// A source's tables, functions and configuration: relationships, computed fields and permissions, with
// the required keys checked and unknown table keys refused, as Hasura does.
import { tableKey } from '../model/catalog.ts';
import {
  type ArrayRelationship,
  type Columns,
  type ComputedField,
  type FunctionMetadata,
  type JsonObject,
  type ManualConfiguration,
  type MetadataOrigin,
  type ObjectRelationship,
  type PermissionEntry,
  type RemoteTableColumns,
  type Source,
  type SourceConfiguration,
  type TableMetadata,
} from '../model/metadata-types.ts';
import {
  get,
  itemsOf,
  listField,
  readBoolean,
  readQualifiedName,
  readRecord,
  readString,
  readStrings,
  requireKeys,
} from './read-shapes.ts';
import { type At, type Found, fail, within } from './read-yaml.ts';

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
  const permissions = PERMISSION_KINDS.map((kind) => listField(raw, `${kind}_permissions`, at, (item) => readPermission(item, kind)));
  return {
    ...raw,
    table,
    ...listField(raw, 'object_relationships', at, (item) => readRelationship<ObjectRelationship>(item, 'object')),
    ...listField(raw, 'array_relationships', at, (item) => readRelationship<ArrayRelationship>(item, 'array')),
    ...listField(raw, 'computed_fields', at, readComputedField),
    ...(Object.assign({}, ...permissions) as Partial<TableMetadata>),
  } as TableMetadata;
}

/** A tracked function: its name, its configuration's names and `exposed_as`, and its permissions' roles. */
function readFunction(found: Found): FunctionMetadata {
  const raw = readRecord(found);
  const fn = readQualifiedName(get(raw, 'function', found.at));
  const at = within(found.at, `function ${tableKey(fn)}`);
  if (raw.configuration !== undefined && raw.configuration !== null) {
    const configurationAt = get(raw, 'configuration', at);
    const configuration = readRecord(configurationAt);
    for (const key of ['custom_name', 'session_argument']) {
      if (configuration[key] != null) readString(get(configuration, key, configurationAt.at));
    }
    if (configuration.custom_root_fields != null) {
      const rootFieldsAt = get(configuration, 'custom_root_fields', configurationAt.at);
      const rootFields = readRecord(rootFieldsAt);
      for (const key of ['function', 'function_aggregate']) {
        if (rootFields[key] != null) readString(get(rootFields, key, rootFieldsAt.at));
      }
    }
    const exposedAs = configuration.exposed_as;
    if (exposedAs != null && exposedAs !== 'query' && exposedAs !== 'mutation') {
      fail(get(configuration, 'exposed_as', configurationAt.at).at, `expected "query" or "mutation", got ${JSON.stringify(exposedAs)}`);
    }
  }
  const permissions = listField(raw, 'permissions', at, (item) => {
    const permission = readRecord(item);
    return { ...permission, role: readString(get(permission, 'role', item.at)) };
  });
  return { ...raw, function: fn, ...permissions } as FunctionMetadata;
}

export function readSource(found: Found, origin: MetadataOrigin): Source {
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
