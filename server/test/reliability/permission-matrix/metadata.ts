// Reads hasura/metadata for the permission matrix on its own (YAML with `!include`, actions.graphql), apart
// from the engine's loader, so the matrix derives Hasura's answers from the files and cannot inherit a bug
// of the loader it checks. Anything the matrix cannot derive Hasura's rules for is refused loudly.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Kind, parse as parseGraphql } from 'graphql';
import { parse as parseYaml, type ScalarTag } from 'yaml';

export type BoolExp = Record<string, unknown>;
/** `'*'` or the listed columns. */
export type ColumnList = '*' | string[];

export interface SelectPermission {
  columns: ColumnList;
  /** The scalar computed fields the role may select. */
  computedFields: string[];
  filter: BoolExp;
  limit: number | null;
  allowAggregations: boolean;
  /** null: every root field. */
  queryRootFields: string[] | null;
  subscriptionRootFields: string[] | null;
}

export interface InsertPermission {
  columns: ColumnList;
  check: BoolExp;
  /** Column presets: a literal, or a session variable's name. */
  set: Record<string, unknown>;
  backendOnly: boolean;
}

export interface UpdatePermission {
  columns: ColumnList;
  filter: BoolExp;
  check: BoolExp | null;
  set: Record<string, unknown>;
  backendOnly: boolean;
}

export interface DeletePermission {
  filter: BoolExp;
  backendOnly: boolean;
}

export interface RelationshipMeta {
  name: string;
  kind: 'object' | 'array';
  using: Record<string, unknown>;
}

/** A computed field: a function of the table's row (its return type, scalar or a table's rows, is the catalog's). */
export interface ComputedFieldMeta {
  name: string;
  /** `schema.name` of the function. */
  function: string;
}

export interface TableMeta {
  schema: string;
  name: string;
  /** `schema.name`. */
  key: string;
  relationships: RelationshipMeta[];
  computedFields: ComputedFieldMeta[];
  select: Map<string, SelectPermission>;
  insert: Map<string, InsertPermission>;
  update: Map<string, UpdatePermission>;
  delete: Map<string, DeletePermission>;
}

export interface ActionMeta {
  name: string;
  root: 'query' | 'mutation';
  roles: string[];
}

export interface MatrixMetadata {
  tables: TableMeta[];
  /** Every role named anywhere in the metadata, plus the unauthorized role; sorted. */
  roles: string[];
  actions: ActionMeta[];
}

type Json = Record<string, unknown>;

const INCLUDE = /^!include\s+(\S.*)$/;
const INCLUDE_TAG: ScalarTag = { tag: '!include', resolve: (path) => `!include ${path}` };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function unsupported(where: string, what: string): never {
  throw new Error(`permission matrix: ${where}: ${what} is not supported, so Hasura's answer cannot be derived; extend the matrix`);
}

/** A YAML file with every `!include` (tag or quoted string) replaced by the included file's content. */
function readYaml(file: string): unknown {
  const expand = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const include = INCLUDE.exec(value);
      return include ? readYaml(resolve(dirname(file), include[1]!.trim())) : value;
    }
    if (Array.isArray(value)) return value.map(expand);
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, expand(inner)]));
    return value;
  };
  return expand(parseYaml(readFileSync(file, 'utf8'), { customTags: [INCLUDE_TAG] }));
}

function onlyKeys(where: string, value: Json, allowed: readonly string[]): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) unsupported(where, `key "${key}"`);
}

function columnList(where: string, value: unknown, absent: ColumnList): ColumnList {
  if (value === undefined) return absent;
  if (value === '*') return '*';
  if (Array.isArray(value) && value.every((c) => typeof c === 'string')) return value as string[];
  return unsupported(where, `columns ${JSON.stringify(value)}`);
}

function boolExp(where: string, value: unknown): BoolExp {
  if (isObject(value)) return value;
  return unsupported(where, `boolean expression ${JSON.stringify(value)}`);
}

/** The permissions of one kind, by role; a role named twice is refused (Hasura refuses it too). */
function permissions<P>(where: string, entries: unknown, read: (where: string, permission: Json) => P): Map<string, P> {
  const result = new Map<string, P>();
  if (entries === undefined) return result;
  if (!Array.isArray(entries)) unsupported(where, 'a permission list that is not a list');
  for (const entry of entries as unknown[]) {
    if (!isObject(entry) || typeof entry.role !== 'string' || !isObject(entry.permission)) unsupported(where, 'a malformed permission');
    onlyKeys(where, entry, ['role', 'permission', 'comment']);
    const at = `${where} (role ${entry.role})`;
    if (result.has(entry.role)) unsupported(at, 'a second permission for the same role');
    result.set(entry.role, read(at, entry.permission));
  }
  return result;
}

const rootFieldList = (where: string, value: unknown): string[] | null =>
  value === undefined ? null : Array.isArray(value) ? (value as string[]) : unsupported(where, 'a root field list that is not a list');

function readTable(entry: unknown): TableMeta {
  if (!isObject(entry)) unsupported('tables.yaml', 'a table entry that is not an object');
  const table = entry.table;
  const [schema, name] = isObject(table) ? [table.schema ?? 'public', table.name] : ['public', table];
  if (typeof schema !== 'string' || typeof name !== 'string') unsupported('tables.yaml', `table ${JSON.stringify(table)}`);
  const where = `table ${schema}.${name}`;
  // Custom names and remote relationships change the schema in ways not derived here. An enum table (is_enum) changes
  // the types of the columns referring to it, never which fields a role gets.
  onlyKeys(where, entry, [
    'table',
    'is_enum',
    'object_relationships',
    'array_relationships',
    'computed_fields',
    'select_permissions',
    'insert_permissions',
    'update_permissions',
    'delete_permissions',
    'event_triggers',
  ]);
  const relationships: RelationshipMeta[] = [];
  for (const [kind, list] of [
    ['object', entry.object_relationships],
    ['array', entry.array_relationships],
  ] as const) {
    for (const relationship of (list as unknown[] | undefined) ?? []) {
      if (!isObject(relationship) || typeof relationship.name !== 'string' || !isObject(relationship.using)) {
        unsupported(where, `a malformed ${kind} relationship`);
      }
      relationships.push({ name: relationship.name, kind, using: relationship.using });
    }
  }
  const computedFields: ComputedFieldMeta[] = ((entry.computed_fields as unknown[] | undefined) ?? []).map((field) => {
    const fn = isObject(field) && isObject(field.definition) ? field.definition.function : undefined;
    const [fnSchema, fnName] = isObject(fn) ? [fn.schema ?? 'public', fn.name] : ['public', fn];
    if (!isObject(field) || typeof field.name !== 'string' || typeof fnSchema !== 'string' || typeof fnName !== 'string') {
      unsupported(where, 'a malformed computed field');
    }
    return { name: field.name, function: `${fnSchema}.${fnName}` };
  });
  return {
    schema,
    name,
    key: `${schema}.${name}`,
    relationships,
    computedFields,
    select: permissions(`${where}: select`, entry.select_permissions, (at, p) => {
      onlyKeys(at, p, [
        'columns',
        'computed_fields',
        'filter',
        'limit',
        'allow_aggregations',
        'query_root_fields',
        'subscription_root_fields',
      ]);
      if (p.limit !== undefined && !Number.isInteger(p.limit)) unsupported(at, `limit ${JSON.stringify(p.limit)}`);
      if (p.computed_fields !== undefined && !Array.isArray(p.computed_fields)) unsupported(at, 'computed_fields that is not a list');
      return {
        columns: columnList(at, p.columns, []),
        computedFields: (p.computed_fields as string[] | undefined) ?? [],
        filter: boolExp(at, p.filter ?? {}),
        limit: (p.limit as number | undefined) ?? null,
        allowAggregations: p.allow_aggregations === true,
        queryRootFields: rootFieldList(at, p.query_root_fields),
        subscriptionRootFields: rootFieldList(at, p.subscription_root_fields),
      };
    }),
    insert: permissions(`${where}: insert`, entry.insert_permissions, (at, p) => {
      onlyKeys(at, p, ['columns', 'check', 'set', 'backend_only']);
      return {
        columns: columnList(at, p.columns, '*'),
        check: boolExp(at, p.check ?? {}),
        set: isObject(p.set) ? p.set : {},
        backendOnly: p.backend_only === true,
      };
    }),
    update: permissions(`${where}: update`, entry.update_permissions, (at, p) => {
      onlyKeys(at, p, ['columns', 'filter', 'check', 'set', 'backend_only']);
      return {
        columns: columnList(at, p.columns, []),
        filter: boolExp(at, p.filter ?? {}),
        check: p.check === undefined || p.check === null ? null : boolExp(at, p.check),
        set: isObject(p.set) ? p.set : {},
        backendOnly: p.backend_only === true,
      };
    }),
    delete: permissions(`${where}: delete`, entry.delete_permissions, (at, p) => {
      onlyKeys(at, p, ['filter', 'backend_only']);
      return { filter: boolExp(at, p.filter ?? {}), backendOnly: p.backend_only === true };
    }),
  };
}

/** Every role named anywhere in a metadata tree: `role` of permissions, `roles` of scopes, inherited roles. */
function collectRoles(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRoles(item, into);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'role' || key === 'role_name') && typeof inner === 'string') into.add(inner);
    else if ((key === 'roles' || key === 'role_set') && Array.isArray(inner)) {
      for (const role of inner) if (typeof role === 'string') into.add(role);
    } else collectRoles(inner, into);
  }
}

/** The root (query or mutation) of each action field declared in actions.graphql. */
function actionRoots(dir: string): Map<string, 'query' | 'mutation'> {
  const roots = new Map<string, 'query' | 'mutation'>();
  let text: string;
  try {
    text = readFileSync(join(dir, 'actions.graphql'), 'utf8');
  } catch {
    return roots;
  }
  if (text.trim() === '') return roots;
  for (const definition of parseGraphql(text).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const root = definition.name.value === 'Query' ? 'query' : definition.name.value === 'Mutation' ? 'mutation' : null;
    if (root) for (const field of definition.fields ?? []) roots.set(field.name.value, root);
  }
  return roots;
}

/** The tables, roles and actions of a Hasura v2 metadata directory (config v3). */
export function readMatrixMetadata(dir: string, options: { unauthorizedRole: string }): MatrixMetadata {
  const files = readdirSync(dir).filter((file) => file.endsWith('.yaml'));
  const trees = new Map<string, unknown>(files.map((file) => [file, readYaml(join(dir, file))]));
  const databases = readYaml(join(dir, 'databases', 'databases.yaml'));
  if (!Array.isArray(databases) || databases.length !== 1 || !isObject(databases[0])) {
    unsupported('databases.yaml', 'anything but exactly one source');
  }
  const source = databases[0] as Json;
  const functions = source.functions;
  if (Array.isArray(functions) && functions.length > 0) unsupported('databases.yaml', 'tracked functions');
  const tables = ((source.tables as unknown[] | undefined) ?? []).map(readTable);

  const inherited = trees.get('inherited_roles.yaml');
  if (Array.isArray(inherited) && inherited.length > 0) unsupported('inherited_roles.yaml', 'inherited roles');
  const remoteSchemas = trees.get('remote_schemas.yaml');
  if (Array.isArray(remoteSchemas) && remoteSchemas.length > 0) unsupported('remote_schemas.yaml', 'remote schemas');

  const roles = new Set<string>([options.unauthorizedRole]);
  collectRoles(databases, roles);
  for (const tree of trees.values()) collectRoles(tree, roles);
  // Hasura reserves `admin` for the admin secret and refuses permissions for it.
  if (roles.has('admin')) unsupported('metadata', 'permissions for the reserved role admin');

  const roots = actionRoots(dir);
  const actionsFile = trees.get('actions.yaml');
  const actions: ActionMeta[] = [];
  for (const action of (isObject(actionsFile) && Array.isArray(actionsFile.actions) ? actionsFile.actions : []) as unknown[]) {
    if (!isObject(action) || typeof action.name !== 'string') unsupported('actions.yaml', 'an action without a name');
    const root = roots.get(action.name);
    if (!root) unsupported('actions.yaml', `action ${action.name} missing from actions.graphql`);
    const definition = isObject(action.definition) ? action.definition : {};
    if (definition.kind === 'asynchronous') unsupported('actions.yaml', `asynchronous action ${action.name}`);
    const permissionList = (Array.isArray(action.permissions) ? action.permissions : []) as Json[];
    actions.push({ name: action.name, root, roles: permissionList.map((p) => String(p.role)) });
  }
  return { tables, roles: [...roles].sort(), actions };
}
