// The Hasura-compatible GraphQL engine: one request body in, Hasura's response out. This file only wires
// the pipeline (pipeline/): read the body, resolve the session, then per operation validate, plan (with
// the compiled-query cache) and execute; errors become Hasura's bodies, and the engine's own failures a
// logged internal error. Schemas and access are built once per role.
import type { GraphQLSchema } from 'graphql';
import type { Database } from '../db/types.ts';
import type { RequestHeaders, ResolveOptions, Session, SessionResolver } from '../session/index.ts';
import type { Metadata } from './metadata/types.ts';
import { roleAccess } from './permissions/index.ts';
import { answering, capped, errorBody, INTERNAL_ERROR_BODY } from './pipeline/answer.ts';
import { DEFAULT_LIMITS, type EngineLimits, type EngineLog, type EngineRuntime, type RoleContext } from './pipeline/context.ts';
import { createQueryCache } from './pipeline/plan.ts';
import { checkBatch, parseBody } from './pipeline/read.ts';
import { runRequest } from './pipeline/run-request.ts';
import { prepareSubscription, type PreparedSubscription } from './pipeline/subscribe.ts';
import { buildRoleSchema } from './schema/build-schema.ts';
import type { Catalog } from './schema/catalog.ts';
import { buildModel } from './schema/model.ts';

export type { EngineLimits, EngineLog } from './pipeline/context.ts';
export type { PreparedSubscription } from './pipeline/subscribe.ts';

export interface EngineOptions {
  db: Database;
  metadata: Metadata;
  catalog: Catalog;
  sessions: SessionResolver;
  limits?: Partial<EngineLimits>;
  log?: EngineLog;
}

export interface WriteOrigin {
  remote: boolean;
}

export interface GraphqlResponse {
  status: number;
  /** JSON text. */
  body: string;
}

export interface Engine {
  /** Answers one POST /v1/graphql body (raw JSON text or parsed) with the request's headers (and client address). */
  handle(body: unknown, headers: RequestHeaders, client?: ResolveOptions): Promise<GraphqlResponse>;
  /** The schema a role sees (built once, then reused). */
  schemaFor(role: string): GraphQLSchema;
  /** The number of SQL statements run so far (for the one-statement-per-root-field benchmark). */
  readonly statementCount: number;
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
  const model = buildModel(options.metadata, options.catalog);
  const actions = { actions: options.metadata.actions, customTypes: options.metadata.custom_types };
  const roles = new Map<string, RoleContext>();
  const writeListeners = new Set<(tables: ReadonlySet<string>, origin: WriteOrigin) => void>();
  const cache = createQueryCache();
  let statementCount = 0;

  const runtime: EngineRuntime = {
    db: options.db,
    model,
    limits,
    log: options.log,
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

  const run = (body: unknown, session: Session, headers: RequestHeaders = {}) =>
    answering(limits, () => runRequest(body, { runtime, cache, session, headers }));

  const answer = (body: unknown, headers: RequestHeaders, client?: ResolveOptions) =>
    answering(limits, async () => runRequest(body, { runtime, cache, session: await options.sessions.resolve(headers, client), headers }));

  async function respond(rawBody: unknown, headers: RequestHeaders, client?: ResolveOptions): Promise<GraphqlResponse> {
    const parsed = parseBody(rawBody);
    // Hasura's /v1/graphql answers every error, even an unreadable body, with HTTP 200.
    if ('error' in parsed) return { status: 200, body: errorBody([parsed.error]) };
    const { body } = parsed;
    if (!Array.isArray(body)) return { status: 200, body: await answer(body, headers, client) };
    const tooMany = checkBatch(body, limits.batchLimit);
    if (tooMany) return { status: 200, body: errorBody([tooMany]) };
    // One after another, in order, as Hasura runs a batch: a query after a mutation sees what it wrote.
    const answers: string[] = [];
    for (const item of body) answers.push(await answer(item, headers, client));
    return { status: 200, body: capped(`[${answers.join(',')}]`, limits) };
  }

  return {
    get statementCount() {
      return statementCount;
    },
    schemaFor: (role) => runtime.roleContext(role).schema,
    resolveSession: (headers, client) => options.sessions.resolve(headers, client),
    handleWithSession: (body, session, headers) => run(body, session, headers),
    prepareSubscription: (body, session) => prepareSubscription(runtime, body, session),
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    writtenElsewhere(tables) {
      for (const listener of writeListeners) listener(tables, { remote: true });
    },
    async handle(rawBody, headers, client) {
      try {
        return await respond(rawBody, headers, client);
      } catch (error) {
        // Whatever went wrong, the client gets Hasura's shape and never the error's text.
        runtime.log?.error({ err: error }, 'GraphQL request failed');
        return { status: 200, body: INTERNAL_ERROR_BODY };
      }
    },
  };
}
