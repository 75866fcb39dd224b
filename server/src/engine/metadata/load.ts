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
import { type LoadContext, fail, readFile } from './read-yaml.ts';

const SUPPORTED_VERSION = 3;

function readVersion(ctx: LoadContext): 3 {
  const file = readFile(ctx, 'version.yaml', { required: true });
  const version = readRecord(file).version;
  if (version !== SUPPORTED_VERSION) {
    fail(
      file.at,
      `version is ${describe(version)}; only config v3 metadata (version: 3) is supported, upgrade it with "hasura scripts update-project-v3"`,
    );
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
