// Reads a Hasura CLI (config v3) metadata directory into typed objects. Shapes are checked here (and
// unknown table keys refused, as Hasura does); whether the names fit the database is validate.ts's job.
import { resolve } from 'node:path';
import {
  type ApiLimits,
  type CronTrigger,
  type InheritedRole,
  type IntrospectionConfig,
  type Metadata,
  type MetadataOrigin,
  type Network,
} from '../model/metadata-types.ts';
import { describe, get, itemsOf, optionalRecord, readRecord, readString, readStrings } from './read-shapes.ts';
import { readActions } from './read-actions.ts';
import { readSource } from './read-tables.ts';
import { type Found, type LoadContext, fail, readFile } from './read-yaml.ts';

const SUPPORTED_VERSION = 3;

/** `version: 3`, else a refusal ending with `hint` (how to get there). */
export function readVersion(found: Found, hint: string): 3 {
  const version = readRecord(found).version;
  if (version !== SUPPORTED_VERSION) fail(found.at, `version is ${describe(version)}; ${hint}`);
  return SUPPORTED_VERSION;
}

/** The items of a list, each an object with a non-empty `nameKey`; absent is empty. */
function readNamedItems<T>(found: Found, nameKey: string): T[] {
  return itemsOf(found).map((item) => {
    const raw = readRecord(item);
    readString(get(raw, nameKey, item.at));
    return raw as T;
  });
}

function readInheritedRoles(found: Found): InheritedRole[] {
  return itemsOf(found).map((item) => {
    const raw = readRecord(item);
    return { ...raw, role_name: readString(get(raw, 'role_name', item.at)), role_set: readStrings(get(raw, 'role_set', item.at)) };
  });
}

function readIntrospection(found: Found): IntrospectionConfig {
  const raw = optionalRecord(found);
  const roles = get(raw, 'disabled_for_roles', found.at);
  return { ...raw, disabled_for_roles: roles.value === undefined ? [] : readStrings(roles) };
}

/** The file of the metadata directory holding each top-level part that reads the same from files and from JSON. */
const PART_FILES = {
  cron_triggers: 'cron_triggers.yaml',
  inherited_roles: 'inherited_roles.yaml',
  api_limits: 'api_limits.yaml',
  allowlist: 'allow_list.yaml',
  query_collections: 'query_collections.yaml',
  remote_schemas: 'remote_schemas.yaml',
  rest_endpoints: 'rest_endpoints.yaml',
  network: 'network.yaml',
  graphql_schema_introspection: 'graphql_schema_introspection.yaml',
} as const;

export type MetadataPart = keyof typeof PART_FILES;

/** The top-level parts beyond sources and actions, each found by `part` (a file of the directory, a key of the JSON). */
export function readParts(part: (name: MetadataPart) => Found): Pick<Metadata, MetadataPart> {
  return {
    cron_triggers: readNamedItems<CronTrigger>(part('cron_triggers'), 'name'),
    inherited_roles: readInheritedRoles(part('inherited_roles')),
    api_limits: optionalRecord(part('api_limits')) as ApiLimits,
    allowlist: readNamedItems(part('allowlist'), 'collection'),
    query_collections: readNamedItems(part('query_collections'), 'name'),
    remote_schemas: readNamedItems(part('remote_schemas'), 'name'),
    rest_endpoints: readNamedItems(part('rest_endpoints'), 'name'),
    network: optionalRecord(part('network')) as Network,
    graphql_schema_introspection: readIntrospection(part('graphql_schema_introspection')),
  };
}

/** Reads and shape-checks a Hasura CLI config v3 metadata directory; a missing optional file counts as empty. */
export function loadMetadata(dir: string): Metadata {
  const ctx: LoadContext = { dir: resolve(dir), origins: new WeakMap() };
  const file = (name: string): Found => readFile(ctx, name, { required: false });
  const version = readVersion(
    readFile(ctx, 'version.yaml', { required: true }),
    'only config v3 metadata (version: 3) is supported, upgrade it with "hasura scripts update-project-v3"',
  );
  const origin: MetadataOrigin = { dir: ctx.dir, sources: {} };
  const sources = itemsOf(file('databases/databases.yaml')).map((item) => readSource(item, origin));
  return {
    version,
    sources,
    ...readActions(ctx),
    ...readParts((part) => file(PART_FILES[part])),
    origin,
  };
}
