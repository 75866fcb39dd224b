// What the steps of the pipeline share: the engine's runtime (database, model, limits, role schemas,
// statement count, write listeners) and, per request, one RequestContext (session, role, headers, deadline).
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { DatabaseClient } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { ROLES, type RequestHeaders, type Session } from '../../session/index.ts';
import type { Allowlist } from './allowlist.ts';
import type { RoleAccess } from '../permissions/index.ts';
import type { Model } from '../model/model.ts';
import type { EngineLimits } from '../../config/index.ts';
import type { CostEstimator } from './cost.ts';

// The engine's limits and their defaults are the configuration's (config/index.ts: one schema, defaults written once).
export type { EngineLimits } from '../../config/index.ts';
export { DEFAULT_ENGINE_LIMITS as DEFAULT_LIMITS } from '../../config/index.ts';

/** Where an unexpected error is reported (Fastify's logger fits); the client never sees its text. */
export interface EngineLog {
  error(details: { err: unknown }, message: string): void;
}

/** A role's schema and access, built once per role (and backend-only flag) and reused. */
export interface RoleContext {
  schema: GraphQLSchema;
  access: RoleAccess;
}

/** What lives as long as the engine. */
export interface EngineRuntime {
  db: Database;
  model: Model;
  limits: EngineLimits;
  /** Where the engine's own failures are reported. */
  log: EngineLog | undefined;
  roleContext(role: string, backendOnly?: boolean): RoleContext;
  /** The allow-list, when it is enforced (HASURA_GRAPHQL_ENABLE_ALLOWLIST); see allowlist.ts. */
  allowlist: Allowlist | undefined;
  /** The cost estimate of planned root fields (cost.ts), over the tables' estimated sizes. */
  costs: CostEstimator;
  /** Counts one SQL statement run (for the one-statement-per-root-field benchmark). */
  countStatement(): void;
  /** Tells the write listeners which tables a committed mutation wrote. */
  written(tables: ReadonlySet<string>): void;
}

/** One request on its way through the pipeline. */
export interface RequestContext {
  runtime: EngineRuntime;
  session: Session;
  role: RoleContext;
  /** The client's headers, for actions that forward them. */
  headers: RequestHeaders;
  /** The deadline of each of its statements. */
  timeoutMs: number;
  /**
   * Who its statements are for in the database's queue (db/client.ts); without one, the client the caller runs for
   * (a live query's poll, shared by its subscribers).
   */
  client?: DatabaseClient;
}

/** The deadline of each statement run for a session: the admin secret and site admins get the longer one. */
export function deadlineOf(session: Session, limits: EngineLimits): number {
  return session.isAdmin || session.role === ROLES.siteAdmin ? limits.adminStatementTimeoutMs : limits.statementTimeoutMs;
}

/** The allow-list check of a request of `session`, for validateRequest (none when the allow-list is off). */
export function allowlistCheck(runtime: EngineRuntime, session: Session): ((document: DocumentNode) => void) | undefined {
  const { allowlist } = runtime;
  return allowlist && ((document) => allowlist.check(session.role, document));
}

/** The context of a request of `session`. */
export function requestContext(runtime: EngineRuntime, session: Session, headers: RequestHeaders, client?: DatabaseClient): RequestContext {
  return {
    runtime,
    session,
    role: runtime.roleContext(session.role, session.backendOnly),
    headers,
    timeoutMs: deadlineOf(session, runtime.limits),
    ...(client && { client }),
  };
}
