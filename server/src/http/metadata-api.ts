// The part of Hasura's metadata API the Hasura CLI uses, served by the embedded engine, so `hasura metadata export`,
// `apply`, `reload` and `inconsistency list|drop` work against this server as against Hasura (the CLI's requests,
// read in hasura/graphql-engine cli/: cli.go Validate, internal/hasura/commonmetadata, commands/metadata_*.go):
// - GET /v1/version (no secret): the CLI's status and version check; GET /v1alpha1/config (its config check).
// - POST /v1/query `export_metadata`: the CLI's check that the server has metadata v3.
// - POST /v1/metadata (and /v1/query): `export_metadata` (version 2 with `resource_version`), `replace_metadata`
//   (version 1: the metadata; version 2: `{allow_inconsistent_metadata, metadata}`, as `apply` sends it),
//   `reload_metadata`, `get_inconsistent_metadata`, `drop_inconsistent_metadata`, `get_catalog_state`.
// Everything but the version needs the admin role (the admin secret), checked before the body is read. Answers and
// refusals have Hasura's shapes: `{path, error, code[, internal]}` with its statuses.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import {
  exportMetadata,
  INTERNAL_ERROR_MESSAGE,
  isJsonObject,
  MetadataError,
  MetadataRefusal,
  readMetadataJson,
  type InconsistentObject,
  type LiveMetadata,
} from '../engine/index.ts';
import { SessionError, type SessionResolver } from '../session/index.ts';
import { readCatalogState } from './catalog-state.ts';
import { setHasuraErrorHandler } from './hasura-errors.ts';

/** The Hasura v2 release whose API this server follows (the image docker-compose.yml pins); the CLI compares its own with it. */
export const HASURA_VERSION = 'v2.51.9';
/** Largest metadata request body, in bytes: the project's metadata is about 30 KB. */
export const METADATA_BODY_LIMIT = 8 * 1024 * 1024;

const METADATA_URLS = ['/v1/metadata', '/v1/query'];
const JSON_TYPE = 'application/json; charset=utf-8';
const SUCCESS = { message: 'success' };
const SERVED =
  'export_metadata, replace_metadata, reload_metadata, get_inconsistent_metadata, drop_inconsistent_metadata, get_catalog_state';
const RELOAD_KEYS = ['reload_remote_schemas', 'reload_sources', 'recreate_event_triggers', 'reload_data_connectors'];

export interface MetadataApiOptions {
  live: LiveMetadata;
  sessions: SessionResolver;
  db: Queryable;
  /** hasura/metadata (or a test's): problems of replaced metadata name the files `hasura metadata export` writes there. */
  metadataDir: string;
  /** What /v1alpha1/config reports. */
  server: { adminSecretSet: boolean; jwtSet: boolean; liveQueriesRefetchIntervalMs: number };
}

/** One request to the metadata API. */
interface MetadataRequest {
  type: string;
  version: 1 | 2;
  args: unknown;
  resourceVersion: number | undefined;
}

const refuse = (code: string, message: string, path = '$'): MetadataRefusal => new MetadataRefusal(code, message, { path });

function send(reply: FastifyReply, refusal: MetadataRefusal): FastifyReply {
  const body = {
    path: refusal.path,
    error: refusal.message,
    code: refusal.code,
    ...(refusal.internal === undefined ? {} : { internal: refusal.internal }),
  };
  return reply.code(refusal.status).type(JSON_TYPE).send(body);
}

function readRequest(text: unknown): MetadataRequest {
  let body: unknown;
  try {
    body = JSON.parse(typeof text === 'string' ? text : '');
  } catch {
    throw refuse('parse-failed', 'the body is not valid JSON');
  }
  if (!isJsonObject(body)) throw refuse('parse-failed', 'expected an object such as {"type": "export_metadata", "args": {}}');
  if (typeof body.type !== 'string')
    throw refuse('parse-failed', 'the key "type" (the metadata command) is missing or not a string', '$.type');
  const version = body.version ?? 1;
  if (version !== 1 && version !== 2) throw refuse('parse-failed', `version must be 1 or 2, got ${JSON.stringify(version)}`, '$.version');
  const resourceVersion = body.resource_version;
  if (resourceVersion !== undefined && !Number.isSafeInteger(resourceVersion)) {
    throw refuse('parse-failed', 'resource_version must be an integer', '$.resource_version');
  }
  return { type: body.type, version, args: body.args ?? {}, resourceVersion: resourceVersion as number | undefined };
}

const inconsistency = (objects: readonly InconsistentObject[]) => ({ is_consistent: objects.length === 0, inconsistent_objects: objects });

/** The metadata and options of a replace_metadata: v2's `{allow_inconsistent_metadata, metadata}`, or v1's metadata itself. */
function replaceArgs(request: MetadataRequest): { value: unknown; label: string; allowInconsistent: boolean; v2: boolean } {
  const { args } = request;
  // The v2 shape sent without `version: 2` is read as v2 too: metadata itself has `version` and `sources`, not `metadata`.
  const v2 = request.version === 2 || (isJsonObject(args) && 'metadata' in args && !('version' in args) && !('sources' in args));
  if (!v2) return { value: args, label: '$.args', allowInconsistent: false, v2 };
  if (!isJsonObject(args)) throw refuse('parse-failed', 'expected {"allow_inconsistent_metadata": ..., "metadata": {...}}', '$.args');
  const allow = args.allow_inconsistent_metadata ?? false;
  if (typeof allow !== 'boolean') throw refuse('parse-failed', 'expected true or false', '$.args.allow_inconsistent_metadata');
  return { value: args.metadata, label: '$.args.metadata', allowInconsistent: allow, v2 };
}

/** Whether reload_metadata reads the database again: unless `reload_sources` is false or an empty list. */
function reloadArgs(request: MetadataRequest, live: LiveMetadata): boolean {
  const { args } = request;
  if (!isJsonObject(args)) throw refuse('parse-failed', 'expected an object such as {"reload_sources": true}', '$.args');
  for (const key of RELOAD_KEYS) {
    const value = args[key];
    if (value !== undefined && typeof value !== 'boolean' && !(Array.isArray(value) && value.every((name) => typeof name === 'string'))) {
      throw refuse('parse-failed', 'expected true, false or a list of names', `$.args.${key}`);
    }
  }
  const named = (key: string, known: readonly string[], what: string) => {
    const value = args[key];
    for (const name of Array.isArray(value) ? (value as string[]) : []) {
      if (!known.includes(name)) throw refuse('not-exists', `${what} with name "${name}" not found in metadata`, `$.args.${key}`);
    }
  };
  named(
    'reload_sources',
    live.metadata.sources.map((source) => source.name),
    'Source',
  );
  named(
    'reload_remote_schemas',
    live.metadata.remote_schemas.map((schema) => schema.name),
    'Remote schema',
  );
  const sources = args.reload_sources;
  return sources !== false && !(Array.isArray(sources) && sources.length === 0);
}

function createHandlers(options: MetadataApiOptions): Record<string, (request: MetadataRequest) => Promise<unknown> | unknown> {
  const { live } = options;
  return {
    export_metadata: (request) =>
      request.version === 2
        ? { resource_version: live.resourceVersion, metadata: exportMetadata(live.metadata) }
        : exportMetadata(live.metadata),
    async replace_metadata(request) {
      const { value, label, allowInconsistent, v2 } = replaceArgs(request);
      let metadata;
      try {
        metadata = readMetadataJson(value, { label, dir: options.metadataDir });
      } catch (error) {
        if (error instanceof MetadataError) throw refuse('parse-failed', error.message, label);
        throw error;
      }
      const inconsistent = await live.replace(metadata, { allowInconsistent, resourceVersion: request.resourceVersion });
      return v2 ? inconsistency(inconsistent) : SUCCESS;
    },
    async reload_metadata(request) {
      const rereadCatalog = reloadArgs(request, live);
      const inconsistent = await live.reload({ rereadCatalog, resourceVersion: request.resourceVersion });
      return {
        ...SUCCESS,
        is_consistent: inconsistent.length === 0,
        ...(inconsistent.length > 0 ? { inconsistent_objects: inconsistent } : {}),
      };
    },
    get_inconsistent_metadata: () => inconsistency(live.inconsistentObjects),
    async drop_inconsistent_metadata(request) {
      await live.dropInconsistent({ resourceVersion: request.resourceVersion });
      return SUCCESS;
    },
    get_catalog_state: () => readCatalogState(options.db),
  };
}

/** Refuses, before the body is read, whoever is not the admin role (a wrong or missing admin secret, a token). */
function adminOnly(sessions: SessionResolver) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    try {
      const session = await sessions.resolve(request.headers, { address: request.ip });
      if (!session.isAdmin) return send(reply, refuse('access-denied', 'restricted access : admin only', '$.args'));
    } catch (error) {
      if (!(error instanceof SessionError)) throw error;
      return send(reply, new MetadataRefusal(error.code, error.message, { status: error.status }));
    }
    return undefined;
  };
}

/** What Hasura's /v1alpha1/config reports, for what this server has. */
function serverConfig(server: MetadataApiOptions['server']) {
  const refetchDelay = server.liveQueriesRefetchIntervalMs / 1000;
  return {
    version: HASURA_VERSION,
    is_function_permissions_inferred: true,
    is_remote_schema_permissions_enabled: false,
    is_admin_secret_set: server.adminSecretSet,
    is_auth_hook_set: false,
    is_jwt_set: server.jwtSet,
    is_allow_list_enabled: false,
    live_queries: { batch_size: 100, refetch_delay: refetchDelay },
    streaming_queries: { batch_size: 100, refetch_delay: refetchDelay },
    console_assets_dir: null,
    experimental_features: [],
  };
}

/** Registers the metadata API of the embedded engine (GRAPHQL_ENGINE=external passes these paths to Hasura instead). */
export async function registerMetadataApi(app: FastifyInstance, options: MetadataApiOptions): Promise<void> {
  const handlers = createHandlers(options);
  const admin = adminOnly(options.sessions);
  await app.register(async (scope) => {
    // Hasura reads the body as JSON whatever its Content-Type; parsed here, so a bad one gets Hasura's refusal.
    scope.removeAllContentTypeParsers();
    scope.addHook('onRequest', async (request) => {
      if (request.headers['content-type'] !== undefined) request.headers['content-type'] = 'application/json';
    });
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: METADATA_BODY_LIMIT }, (_request, body, done) => done(null, body));
    setHasuraErrorHandler(scope, {
      bodyLimit: METADATA_BODY_LIMIT,
      failure: { status: 500, code: 'unexpected', message: INTERNAL_ERROR_MESSAGE },
      logMessage: 'metadata API request failed',
      // The metadata API's shape: `{path, error, code[, internal]}`.
      send: (reply, refusal) => send(reply, new MetadataRefusal(refusal.code, refusal.message, { status: refusal.status })),
      answer: (reply, error) => (error instanceof MetadataRefusal ? send(reply, error) : undefined),
    });

    scope.get('/v1/version', async (_request, reply) => reply.type(JSON_TYPE).send({ version: HASURA_VERSION }));
    scope.get('/v1alpha1/config', { onRequest: admin }, async (_request, reply) =>
      reply.type(JSON_TYPE).send(serverConfig(options.server)),
    );
    for (const url of METADATA_URLS) {
      scope.post(url, { onRequest: admin, bodyLimit: METADATA_BODY_LIMIT }, async (request, reply) => {
        const metadataRequest = readRequest(request.body);
        const handler = Object.hasOwn(handlers, metadataRequest.type) ? handlers[metadataRequest.type] : undefined;
        if (!handler) {
          throw refuse(
            'not-supported',
            `"${metadataRequest.type}" is not served by the embedded engine, which serves ${SERVED}; change hasura/metadata and run hasura metadata apply`,
            '$.type',
          );
        }
        return reply.type(JSON_TYPE).send(await handler(metadataRequest));
      });
      // Hasura serves only POST here and answers anything else with its not-found body.
      scope.route({
        method: ['GET', 'PUT', 'DELETE', 'PATCH'],
        url,
        handler: async (_request, reply) => send(reply, new MetadataRefusal('not-found', 'resource does not exist', { status: 404 })),
      });
    }
  });
}
