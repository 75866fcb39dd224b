// The Hasura-compatible GraphQL engine: one request body in, Hasura's response out. This file only wires
// the pipeline (pipeline/): resolve the session, read the body, then per operation validate, plan (with
// the compiled-query cache) and execute (@cached queries through the response cache, cache/); errors become
// Hasura's bodies, and the engine's own failures a logged internal error. Schemas and access are built once
// per role.
import type { GraphQLSchema } from 'graphql';
import { addressClientKey, currentDatabaseClient, sessionClient, type DatabaseClient } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import type { RequestHeaders, ResolveOptions, Session, SessionResolver } from '../session/index.ts';
import { createAllowlist } from './pipeline/allowlist.ts';
import { createResponseCache } from './cache/response-cache.ts';
import type { ReadKeys } from './cache/writes.ts';
import type { Metadata } from './model/metadata-types.ts';
import { roleAccess } from './permissions/index.ts';
import { INTERNAL_ERROR_BODY } from './errors.ts';
import { answering, capped, refusedAnswer, type OperationAnswer } from './pipeline/answer.ts';
import { DEFAULT_LIMITS, type EngineLimits, type EngineLog, type EngineRuntime, type RoleContext } from './pipeline/context.ts';
import { costEstimator } from './pipeline/cost.ts';
import { createQueryCache } from './pipeline/plan.ts';
import { createBodyReader, readRequest, type GraphqlRequest } from './pipeline/read.ts';
import { runRequest } from './pipeline/run-request.ts';
import { createTableSizes } from './pipeline/table-sizes.ts';
import { prepareSubscription, type PreparedSubscription } from './pipeline/subscribe.ts';
import { buildRoleSchema } from './schema/build-schema.ts';
import type { Catalog } from './model/catalog.ts';
import { buildModel } from './model/model.ts';

export type { EngineLimits, EngineLog } from './pipeline/context.ts';
export type { Multiplexed, MultiplexedStream, PreparedSubscription } from './pipeline/subscribe.ts';

export interface EngineOptions {
  db: Database;
  metadata: Metadata;
  catalog: Catalog;
  sessions: SessionResolver;
  limits?: Partial<EngineLimits>;
  log?: EngineLog;
  /**
   * Hasura's HASURA_GRAPHQL_INFER_FUNCTION_PERMISSIONS (default true): a query function needs no function permission
   * for a role that may select the table it returns.
   */
  inferFunctionPermissions?: boolean;
  /**
   * Hasura's HASURA_GRAPHQL_ENABLE_ALLOWLIST: only the documents of the metadata's allow-list run, for every role
   * but `admin` (allowlist.ts). Off unless given; the server turns it on (config `enableAllowlist`).
   */
  enableAllowlist?: boolean;
}

export interface WriteOrigin {
  remote: boolean;
  /** The metadata changed (permissions, relationships): answers may differ though no row was written. */
  metadata?: boolean;
}

export interface GraphqlResponse {
  status: number;
  /** JSON text. */
  body: string;
  /** Response headers (a @cached query's `Cache-Control` and cache keys). */
  headers?: Record<string, string>;
  /**
   * A single query's (not a batch's): what its answer read, worked out when asked (cache/read-set.ts readKeysOf);
   * undefined when its answer depends on more than the tables (an action).
   */
  reads?: () => Promise<ReadKeys | undefined>;
}

/**
 * Where a body was posted. Hasura answers every error with HTTP 200 on /v1/graphql (App.hs, allMod200), and with
 * the error's own status (400, 401, 500...) on the older /v1alpha1/graphql; the bodies are the same.
 */
export type GraphqlEndpoint = '/v1/graphql' | '/v1alpha1/graphql';

/** Who posted a body: the client address and, when the caller resolved it already, the session of its headers. */
export interface RequestClient extends ResolveOptions {
  /** The session `resolveSession` gave for these very headers and address (not resolved again). */
  session?: Session;
}

export interface Engine {
  /**
   * Answers one POST body (raw JSON text or parsed) with the request's headers (and client address), as the
   * endpoint it was posted to answers it (default /v1/graphql).
   */
  handle(body: unknown, headers: RequestHeaders, client?: RequestClient, endpoint?: GraphqlEndpoint): Promise<GraphqlResponse>;
  /** The schema a role sees (built once, then reused). */
  schemaFor(role: string): GraphQLSchema;
  /** The number of SQL statements run so far (for the one-statement-per-root-field benchmark). */
  readonly statementCount: number;
  /** Reads the tables' estimated sizes again now (the cost estimate reads them by itself every minute). */
  refreshTableSizes(): Promise<void>;
  /** The session of a request's headers (throws SessionError). */
  resolveSession(headers: RequestHeaders, client?: ResolveOptions): Promise<Session>;
  /**
   * Runs a query or mutation for an already resolved session (the WebSocket transport); JSON text. `headers`
   * are the client's, for actions that forward them.
   */
  handleWithSession(body: unknown, session: Session, headers?: RequestHeaders): Promise<string>;
  /** Checks and plans a subscription for a session; the transport polls what it returns. */
  prepareSubscription(body: unknown, session: Session): Promise<PreparedSubscription>;
  /**
   * Called after each committed mutation with the tables it wrote (`schema.name`), this server's or, through
   * writtenElsewhere, another instance's (`remote`); returns the unsubscribe.
   */
  onWrite(listener: (tables: ReadonlySet<string>, origin: WriteOrigin) => void): () => void;
  /** Another server instance on the same database committed writes to these tables (engine/write-relay.ts). */
  writtenElsewhere(tables: ReadonlySet<string>): void;
}

/** Creates the engine for one metadata version and database. */
export function createEngine(options: EngineOptions): Engine {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const model = buildModel(options.metadata, options.catalog, { inferFunctionPermissions: options.inferFunctionPermissions ?? true });
  const actions = { actions: options.metadata.actions, customTypes: options.metadata.custom_types };
  const roles = new Map<string, RoleContext>();
  const writeListeners = new Set<(tables: ReadonlySet<string>, origin: WriteOrigin) => void>();
  const cache = createQueryCache();
  const bodies = createBodyReader(limits.batchLimit);
  const responses = createResponseCache();
  // A kept @cached response goes as soon as a table it read is written, here or on another instance.
  writeListeners.add((tables) => responses.drop(tables));
  let statementCount = 0;
  // The tables' sizes for the cost estimate, read in the background when requests need them.
  const sizes = createTableSizes(options.db, [...model.tables.values()], options.log);

  const runtime: EngineRuntime = {
    db: options.db,
    model,
    limits,
    log: options.log,
    allowlist: options.enableAllowlist ? createAllowlist(options.metadata) : undefined,
    costs: costEstimator(sizes),
    roleContext(role, backendOnly = false) {
      const key = backendOnly ? `${role}\u0000backend` : role;
      let context = roles.get(key);
      if (!context) {
        const access = roleAccess(model, role, backendOnly);
        context = { schema: buildRoleSchema(access, actions), access };
        roles.set(key, context);
      }
      return context;
    },
    countStatement: () => void (statementCount += 1),
    written(tables) {
      for (const listener of writeListeners) listener(tables, { remote: false });
    },
  };

  /**
   * Who an operation's statements are counted for (db/client.ts): the member when signed in, else the address; without
   * an address (the WebSocket transport) the client the caller already serves.
   */
  const clientOf = (session: Session, address: string | undefined, operation: string | undefined): DatabaseClient => {
    const client = sessionClient(session, address, operation);
    const ambient = currentDatabaseClient();
    if (address === undefined && ambient && client.key === addressClientKey(undefined)) client.key = ambient.key;
    return client;
  };

  const run = (request: GraphqlRequest, session: Session, headers: RequestHeaders, address?: string): Promise<OperationAnswer> => {
    const client = clientOf(session, address, request.operationName);
    return answering(limits, () => runRequest(request, { runtime, cache, responses, session, headers, client }));
  };

  /** One operation's answer as sent: /v1alpha1/graphql answers errors with their own status. */
  const reply = (answer: OperationAnswer, endpoint: GraphqlEndpoint): GraphqlResponse => ({
    status: endpoint === '/v1alpha1/graphql' ? answer.status : 200,
    body: answer.body,
    headers: answer.headers,
    ...(answer.reads && { reads: answer.reads }),
  });

  /** A request error as Hasura's answer; anything else is the engine's failure and is thrown on. */
  const refused = (error: unknown, endpoint: GraphqlEndpoint): GraphqlResponse => reply(refusedAnswer(error), endpoint);

  /**
   * As Hasura: the session first, then the body as a whole (one malformed operation refuses a batch). No `async`
   * frame: a session answered at once (a visitor's, a member's resolved by the visitor check) and a body read
   * before make no promise until the statement runs.
   */
  function respond(
    rawBody: unknown,
    headers: RequestHeaders,
    client: RequestClient | undefined,
    endpoint: GraphqlEndpoint,
  ): Promise<GraphqlResponse> {
    let session: Session | Promise<Session>;
    try {
      session = client?.session ?? options.sessions.resolveNow(headers, client);
    } catch (error) {
      return Promise.resolve(refused(error, endpoint));
    }
    if (session instanceof Promise) {
      return session.then(
        (resolved) => respondAs(resolved, rawBody, headers, client, endpoint),
        (error: unknown) => refused(error, endpoint),
      );
    }
    return respondAs(session, rawBody, headers, client, endpoint);
  }

  function respondAs(
    session: Session,
    rawBody: unknown,
    headers: RequestHeaders,
    client: RequestClient | undefined,
    endpoint: GraphqlEndpoint,
  ): Promise<GraphqlResponse> {
    let requests: GraphqlRequest | GraphqlRequest[];
    try {
      requests = bodies.read(rawBody);
    } catch (error) {
      return Promise.resolve(refused(error, endpoint));
    }
    if (!Array.isArray(requests)) return run(requests, session, headers, client?.address).then((answer) => reply(answer, endpoint));
    return runBatch(requests, session, headers, client);
  }

  // One after another, in order, as Hasura runs a batch: a query after a mutation sees what it wrote. A batch
  // answers 200 with no headers whatever its operations answered (Transport/HTTP.hs, runGQBatched).
  async function runBatch(requests: GraphqlRequest[], session: Session, headers: RequestHeaders, client: RequestClient | undefined) {
    const answers: string[] = [];
    for (const request of requests) answers.push((await run(request, session, headers, client?.address)).body);
    return { status: 200, body: capped(`[${answers.join(',')}]`, limits) };
  }

  return {
    get statementCount() {
      return statementCount;
    },
    refreshTableSizes: () => sizes.refresh(),
    schemaFor: (role) => runtime.roleContext(role).schema,
    resolveSession: (headers, client) => options.sessions.resolve(headers, client),
    async handleWithSession(body, session, headers = {}) {
      const answer = await answering(limits, () => {
        const request = readRequest(body);
        const client = clientOf(session, undefined, request.operationName);
        return runRequest(request, { runtime, cache, responses, session, headers, client });
      });
      return answer.body;
    },
    prepareSubscription: (body, session) => prepareSubscription(runtime, body, session),
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    writtenElsewhere(tables) {
      for (const listener of writeListeners) listener(tables, { remote: true });
    },
    handle(rawBody, headers, client, endpoint = '/v1/graphql') {
      // Whatever went wrong, the client gets Hasura's shape and never the error's text.
      const failed = (error: unknown): GraphqlResponse => {
        runtime.log?.error({ err: error }, 'GraphQL request failed');
        return { status: endpoint === '/v1alpha1/graphql' ? 500 : 200, body: INTERNAL_ERROR_BODY };
      };
      try {
        return respond(rawBody, headers, client, endpoint).then(undefined, failed);
      } catch (error) {
        return Promise.resolve(failed(error));
      }
    },
  };
}
