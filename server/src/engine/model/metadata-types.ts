// The Hasura metadata (CLI config v3) as typed objects, shaped like Hasura's own `export_metadata` JSON so
// that names and nesting match Hasura's documentation; and the error every metadata problem is reported with.
import { isAbsolute, join, relative } from 'node:path';
import type { QualifiedName } from './catalog.ts';

/** A schema-qualified table or function name; a bare name in the YAML means schema `public`. */
export type { QualifiedName };

/** A boolean expression (filter, check, _where) as written; compiled to SQL elsewhere. */
export type BoolExp = Record<string, unknown>;
/** `'*'` for every column, else the column names. */
export type Columns = '*' | string[];
/** Column presets: a literal value or a session variable name such as `X-Hasura-User-Id`. */
export type ColumnPresets = Record<string, unknown>;
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export type HeaderConfig = { name: string; value: string } | { name: string; value_from_env: string };

// ---------------------------------------------------------------------------------------------------
// Sources and tables
// ---------------------------------------------------------------------------------------------------

export type DatabaseUrl = string | { from_env: string } | { connection_parameters: JsonObject };

export interface SourceConfiguration {
  connection_info: {
    database_url: DatabaseUrl;
    isolation_level?: 'read-committed' | 'repeatable-read' | 'serializable';
    use_prepared_statements?: boolean;
    pool_settings?: JsonObject;
  };
  read_replicas?: JsonObject[];
  extensions_schema?: string;
}

export interface Source {
  name: string;
  kind: string;
  configuration: SourceConfiguration;
  tables: TableMetadata[];
  functions: FunctionMetadata[];
  customization?: JsonObject;
}

export type RootFieldName = string | { name?: string | null; comment?: string | null };

export interface TableConfiguration {
  custom_name?: string;
  /** Keys: select, select_by_pk, select_aggregate, select_stream, insert, insert_one, update, update_by_pk, update_many, delete, delete_by_pk. */
  custom_root_fields?: Record<string, RootFieldName>;
  column_config?: Record<string, { custom_name?: string; comment?: string }>;
  /** Deprecated by Hasura in favour of column_config. */
  custom_column_names?: Record<string, string>;
  comment?: string;
}

/** Foreign key columns on another table; exactly one of `column` and `columns` is set. */
export interface RemoteTableColumns {
  table: QualifiedName;
  column?: string;
  columns?: string[];
}

export interface ManualConfiguration {
  remote_table: QualifiedName;
  /** This table's column -> the remote table's column. */
  column_mapping: Record<string, string>;
  insertion_order?: 'before_parent' | 'after_parent' | null;
}

/** Exactly one of the two keys is set (checked by the loader). */
export interface RelationshipUsing<ForeignKey> {
  foreign_key_constraint_on?: ForeignKey;
  manual_configuration?: ManualConfiguration;
}

/**
 * An object relationship by a foreign key on this table's column(s) (string or list), or on the remote
 * table's column(s) pointing here ({table, column(s)}), or by a manual column mapping.
 */
export interface ObjectRelationship {
  name: string;
  using: RelationshipUsing<string | string[] | RemoteTableColumns>;
  comment?: string;
}

/** An array relationship by a foreign key on the remote table's column(s) pointing here, or a manual mapping. */
export interface ArrayRelationship {
  name: string;
  using: RelationshipUsing<RemoteTableColumns>;
  comment?: string;
}

export interface ComputedField {
  name: string;
  definition: {
    function: QualifiedName;
    table_argument?: string | null;
    session_argument?: string | null;
  };
  comment?: string;
}

export interface PermissionEntry<Permission> {
  role: string;
  permission: Permission;
  comment?: string;
}

export interface SelectPermission {
  columns: Columns;
  filter: BoolExp;
  limit?: number;
  allow_aggregations?: boolean;
  computed_fields?: string[];
  /** Root fields the role gets on query_root (select, select_by_pk, select_aggregate); all when absent. */
  query_root_fields?: string[];
  /** Root fields on subscription_root (the three above and select_stream); all when absent. */
  subscription_root_fields?: string[];
}

export interface InsertPermission {
  check: BoolExp;
  /** Every column when absent. */
  columns?: Columns;
  set?: ColumnPresets;
  backend_only?: boolean;
  validate_input?: JsonObject;
}

export interface UpdatePermission {
  columns: Columns;
  filter: BoolExp;
  check?: BoolExp | null;
  set?: ColumnPresets;
  backend_only?: boolean;
  validate_input?: JsonObject;
}

export interface DeletePermission {
  filter: BoolExp;
  backend_only?: boolean;
  validate_input?: JsonObject;
}

export interface TableMetadata {
  table: QualifiedName;
  is_enum?: boolean;
  configuration?: TableConfiguration;
  object_relationships?: ObjectRelationship[];
  array_relationships?: ArrayRelationship[];
  computed_fields?: ComputedField[];
  remote_relationships?: JsonObject[];
  select_permissions?: PermissionEntry<SelectPermission>[];
  insert_permissions?: PermissionEntry<InsertPermission>[];
  update_permissions?: PermissionEntry<UpdatePermission>[];
  delete_permissions?: PermissionEntry<DeletePermission>[];
  event_triggers?: JsonObject[];
  apollo_federation_config?: JsonObject;
  logical_model?: string;
}

export interface FunctionMetadata {
  function: QualifiedName;
  configuration?: {
    /** The base of its GraphQL names (`<custom_name>`, `_aggregate`, `_args`). */
    custom_name?: string;
    custom_root_fields?: { function?: string; function_aggregate?: string };
    /** The argument (of type json) that gets the session variables instead of a request's value. */
    session_argument?: string;
    /** Where the schema has it; absent: mutation for a VOLATILE function, query otherwise. */
    exposed_as?: 'query' | 'mutation';
  };
  /** Roles that may call it (function permissions); query functions are also inferred from select permissions. */
  permissions?: { role: string }[];
  comment?: string;
}

// ---------------------------------------------------------------------------------------------------
// Actions and custom types (actions.yaml + actions.graphql)
// ---------------------------------------------------------------------------------------------------

/** A GraphQL input value or field: its type as written in SDL, e.g. `[String!]!`. */
export interface TypedField {
  name: string;
  type: string;
  description?: string;
}

export interface ActionDefinition {
  /** From the root type that declares the field in actions.graphql. */
  type: 'mutation' | 'query';
  kind: 'synchronous' | 'asynchronous';
  handler: string;
  forward_client_headers: boolean;
  headers: HeaderConfig[];
  /** Seconds; Hasura's default is 30. */
  timeout: number;
  arguments: TypedField[];
  output_type: string;
  request_transform?: JsonObject;
  response_transform?: JsonObject;
}

export interface Action {
  name: string;
  definition: ActionDefinition;
  permissions: { role: string }[];
  comment?: string;
}

export interface CustomObjectRelationship {
  name: string;
  type: 'object' | 'array';
  remote_table: QualifiedName;
  field_mapping: Record<string, string>;
  source?: string;
}

export interface CustomTypes {
  scalars: { name: string; description?: string }[];
  enums: { name: string; description?: string; values: { value: string; description?: string; is_deprecated?: boolean }[] }[];
  input_objects: { name: string; description?: string; fields: TypedField[] }[];
  objects: {
    name: string;
    description?: string;
    fields: (TypedField & { arguments?: TypedField[] })[];
    relationships?: CustomObjectRelationship[];
  }[];
}

// ---------------------------------------------------------------------------------------------------
// The other metadata files
// ---------------------------------------------------------------------------------------------------

export interface RetryConf {
  num_retries?: number;
  retry_interval_seconds?: number;
  timeout_seconds?: number;
  tolerance_seconds?: number;
}

export interface CronTrigger {
  name: string;
  /** A URL, possibly with `{{ENV_VAR}}` templates; required by Hasura (checked by the validator). */
  webhook: string;
  /** Five-field cron expression, in UTC (checked by the validator). */
  schedule: string;
  payload?: unknown;
  retry_conf?: RetryConf;
  include_in_metadata: boolean;
  headers?: HeaderConfig[];
  comment?: string;
  request_transform?: JsonObject;
  response_transform?: JsonObject;
}

export interface InheritedRole {
  role_name: string;
  role_set: string[];
}

export interface RoleLimit<Value> {
  global: Value;
  per_role?: Record<string, Value>;
}

export interface ApiLimits {
  disabled?: boolean;
  depth_limit?: RoleLimit<number>;
  node_limit?: RoleLimit<number>;
  time_limit?: RoleLimit<number>;
  batch_limit?: RoleLimit<number>;
  rate_limit?: RoleLimit<{ max_reqs_per_min: number; unique_params: string | string[] | null }>;
}

export interface AllowListEntry {
  collection: string;
  scope?: { global: boolean; roles?: string[] };
}

export interface QueryCollection {
  name: string;
  definition: { queries: { name: string; query: string }[] };
  comment?: string;
}

export interface RemoteSchema {
  name: string;
  definition: {
    url?: string;
    url_from_env?: string;
    headers?: HeaderConfig[];
    forward_client_headers?: boolean;
    timeout_seconds?: number;
    customization?: JsonObject;
  };
  permissions?: { role: string; definition: { schema: string } }[];
  remote_relationships?: JsonObject[];
  comment?: string;
}

export interface RestEndpoint {
  name: string;
  url: string;
  methods: string[];
  definition: { query: { collection_name: string; query_name: string } };
  comment?: string;
}

export interface Network {
  tls_allowlist?: { host: string; suffix?: string; permissions?: string[] }[];
  http_headers?: JsonObject;
}

export interface IntrospectionConfig {
  disabled_for_roles: string[];
}

/** Where the loader read things from, for error messages; not part of Hasura's metadata. */
export interface MetadataOrigin {
  /** The metadata directory. */
  dir: string;
  /** Per source name: the file of each table and function ("schema.name"), relative to `dir`. */
  sources: Record<string, { tables: Record<string, string>; functions: Record<string, string> }>;
}

/** The whole metadata directory, keyed as in Hasura's exported metadata JSON (version 3). */
export interface Metadata {
  version: 3;
  sources: Source[];
  actions: Action[];
  custom_types: CustomTypes;
  cron_triggers: CronTrigger[];
  inherited_roles: InheritedRole[];
  api_limits: ApiLimits;
  /** allow_list.yaml (Hasura's JSON key has no underscore). */
  allowlist: AllowListEntry[];
  query_collections: QueryCollection[];
  remote_schemas: RemoteSchema[];
  rest_endpoints: RestEndpoint[];
  network: Network;
  graphql_schema_introspection: IntrospectionConfig;
  origin?: MetadataOrigin;
}

// ---------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------

export type PermissionObjectType = 'select_permission' | 'insert_permission' | 'update_permission' | 'delete_permission';

/** An object of a table's metadata, by Hasura's type of metadata object. */
export type TableObjectRef =
  { type: 'object_relation' | 'array_relation' | 'computed_field'; name: string } | { type: PermissionObjectType; role: string };

/**
 * The metadata object a problem belongs to, typed as Hasura types its inconsistent objects: what can be left out
 * of the metadata while the rest is served (`replace_metadata` with `allow_inconsistent_metadata`).
 */
export type MetadataObjectRef =
  | { type: 'source'; source: string }
  | { type: 'table'; source: string; table: QualifiedName }
  | { type: 'function'; source: string; function: QualifiedName }
  | (TableObjectRef & { source: string; table: QualifiedName })
  | { type: 'action'; action: string }
  | { type: 'action_permission'; action: string; role: string }
  | { type: 'cron_trigger'; name: string }
  | { type: 'inherited_role'; role: string };

export interface MetadataProblem {
  /** The file, relative to the metadata directory. */
  file: string;
  /** `schema.name` of the table concerned, if any. */
  table?: string;
  /** What is wrong, without the file and table. */
  problem: string;
  /** The object that is wrong; none when the problem is the metadata's as a whole (more than one source, say). */
  object?: MetadataObjectRef;
  /** The whole line: the file as the user can open it, the table and the problem. */
  message: string;
}

export interface ProblemOptions {
  /** The metadata directory; the file is shown relative to the working directory when it is inside it. */
  dir?: string | undefined;
  file: string;
  table?: string | undefined;
  /** What is wrong, e.g. `select permission for role "user": unknown column "titel"`. */
  problem: string;
  object?: MetadataObjectRef | undefined;
}

function shownPath(dir: string | undefined, file: string): string {
  // No directory (metadata that came as JSON): the file is the JSON's place in the request, shown as it is.
  if (dir === undefined || dir === '') return file;
  const path = join(dir, file);
  const fromCwd = relative(process.cwd(), path);
  return fromCwd.startsWith('..') || isAbsolute(fromCwd) ? path : fromCwd;
}

/** A problem with its message: `<file>: table <schema.name>: <problem>`. */
export function metadataProblem(options: ProblemOptions): MetadataProblem {
  const table = options.table === undefined ? '' : `table ${options.table}: `;
  return {
    file: options.file,
    ...(options.table === undefined ? {} : { table: options.table }),
    problem: options.problem,
    ...(options.object === undefined ? {} : { object: options.object }),
    message: `${shownPath(options.dir, options.file)}: ${table}${options.problem}`,
  };
}

/** Hasura metadata that cannot be loaded or does not fit the database; `file` and `table` are the first problem's. */
export class MetadataError extends Error {
  readonly code = 'metadata-invalid';
  readonly file: string;
  readonly table: string | undefined;
  readonly problems: readonly MetadataProblem[];

  constructor(problems: readonly [MetadataProblem, ...MetadataProblem[]], options?: { cause?: unknown }) {
    const [first] = problems;
    super(
      problems.length === 1
        ? first.message
        : `The Hasura metadata has ${problems.length} problems:\n${problems.map((p) => `  - ${p.message}`).join('\n')}`,
      options,
    );
    this.name = 'MetadataError';
    this.file = first.file;
    this.table = first.table;
    this.problems = problems;
  }
}
