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
} from './types.ts';
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
export function readNamedItems<T>(found: Found, nameKey: string): T[] {
  return itemsOf(found).map((item) => {
    const raw = readRecord(item);
    readString(get(raw, nameKey, item.at));
    return raw as T;
  });
}

export function readInheritedRoles(found: Found): InheritedRole[] {
  return itemsOf(found).map((item) => {
    const raw = readRecord(item);
    return { ...raw, role_name: readString(get(raw, 'role_name', item.at)), role_set: readStrings(get(raw, 'role_set', item.at)) };
  });
}

export function readIntrospection(found: Found): IntrospectionConfig {
  const raw = optionalRecord(found);
  const roles = get(raw, 'disabled_for_roles', found.at);
  return { ...raw, disabled_for_roles: roles.value === undefined ? [] : readStrings(roles) };
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
    cron_triggers: readNamedItems<CronTrigger>(file('cron_triggers.yaml'), 'name'),
    inherited_roles: readInheritedRoles(file('inherited_roles.yaml')),
    api_limits: optionalRecord(file('api_limits.yaml')) as ApiLimits,
    allowlist: readNamedItems(file('allow_list.yaml'), 'collection'),
    query_collections: readNamedItems(file('query_collections.yaml'), 'name'),
    remote_schemas: readNamedItems(file('remote_schemas.yaml'), 'name'),
    rest_endpoints: readNamedItems(file('rest_endpoints.yaml'), 'name'),
    network: optionalRecord(file('network.yaml')) as Network,
    graphql_schema_introspection: readIntrospection(file('graphql_schema_introspection.yaml')),
    origin,
  };
}
