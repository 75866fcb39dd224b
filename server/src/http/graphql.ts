import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { INTERNAL_ERROR_MESSAGE, type Engine, type GraphqlEndpoint } from '../engine/index.ts';
import type { Session } from '../session/index.ts';
import { carriesAdminSecret, type RequestHeaders } from '../session/index.ts';
import { addressKey } from '../limits/address.ts';
import { createBatchedBudget } from '../limits/budget.ts';
import { registerGraphqlCors, type CorsDomains } from './edges.ts';
import type { VisitorAnswers } from './visitor-answers.ts';
import { sendGraphqlError, setHasuraErrorHandler } from './hasura-errors.ts';

export interface GraphqlRouteOptions {
  /** Largest request body accepted, in bytes (larger ones get 413). */
  bodyLimit: number;
  /** The per-address budget of GraphQL requests (HTTP here, WebSocket operations through the returned gate). */
  rateLimit: {
    /** Where the counts live (security.budgets), shared by every server instance. */
    db: Queryable;
    /** Requests one address may make per minute. */
    perMinute: number;
    /** Requests carrying it are not counted (the site's own server-side work, the admin console). */
    adminSecret: string | undefined;
    /**
     * How long a refusal is held before it is sent, in milliseconds (never past the end of the window; default 0):
     * a client that sends again as each answer comes then costs a timer, not the cores the others need.
     */
    refusalDelayMs?: number;
  };
  /** HASURA_GRAPHQL_CORS_DOMAIN, read (default `*`). */
  cors?: CorsDomains;
  /**
   * The visitors' query results the server renders share: a visitor's query (the anonymous role, no session
   * variables) on /v1/graphql is answered from there, with `X-Cache: hit` or `miss`.
   */
  visitorAnswers?: VisitorAnswers;
}

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/** The per-address request budget, shared by POST /v1/graphql and the WebSocket transport. */
export interface GraphqlGate {
  /** Counts one request from an address, unless it carries the admin secret. */
  admit(address: string | undefined, headers: RequestHeaders): Admission;
  /** Waits before a refusal of HTTP request is sent (the configured delay, never past the window's end). */
  hold(refusal: Extract<Admission, { allowed: false }>): Promise<void>;
}

const URLS: GraphqlEndpoint[] = ['/v1/graphql', '/v1alpha1/graphql'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** The per-address GraphQL budget; an external Hasura's requests draw on it through the proxy. */
export function createGraphqlGate(app: FastifyInstance, options: GraphqlRouteOptions['rateLimit']): GraphqlGate {
  const budget = createBatchedBudget(options.db, { bucket: 'graphql', limit: options.perMinute, windowSeconds: 60 });
  app.addHook('onClose', async () => budget.close());
  const refusals = createHeldRefusals(app);
  return {
    hold: (refusal) => refusals.hold(Math.min(options.refusalDelayMs ?? 0, refusal.retryAfterSeconds * 1000)),
    admit(address, headers) {
      if (carriesAdminSecret(headers, options.adminSecret)) return { allowed: true };
      const decision = budget.take(addressKey(address));
      if (decision.allowed) return { allowed: true };
      const message = `too many GraphQL requests from this address (at most ${options.perMinute} a minute); try again in ${decision.retryAfterSeconds} s`;
      return { allowed: false, retryAfterSeconds: decision.retryAfterSeconds, message };
    },
  };
}

/** Held refusals: each waits its delay, or until the server starts closing (then all are sent at once). */
function createHeldRefusals(app: FastifyInstance): { hold(ms: number): Promise<void> } {
  const waiting = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const release of waiting) release();
  });
  return {
    hold(ms) {
      if (ms <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const release = () => {
          clearTimeout(timer);
          waiting.delete(release);
          resolve();
        };
        const timer = setTimeout(release, ms);
        waiting.add(release);
      });
    },
  };
}

/**
 * POST /v1/graphql (and Hasura's older /v1alpha1/graphql, which answers errors with their own status): the body
 * is handed to the engine as text, and its answer sent with its headers. Other methods get Hasura's 404. Returns
 * the request budget for the WebSocket transport to share.
 */
export async function registerGraphql(app: FastifyInstance, engine: Engine, options: GraphqlRouteOptions): Promise<GraphqlGate> {
  const gate = createGraphqlGate(app, options.rateLimit);
  const answers = options.visitorAnswers;
  // The session of a request without credentials: a request that resolves to the same reads as a visitor.
  let visitorSession: Promise<Session> | undefined;
  const sameSession = (a: Session, b: Session) =>
    a.role === b.role && a.backendOnly === b.backendOnly && JSON.stringify(a.variables) === JSON.stringify(b.variables);
  /**
   * The session of a request that reads as a visitor does (never one with credentials, whatever they resolve to),
   * else undefined. The engine is handed it rather than resolving the same headers again.
   */
  async function visitorSessionOf(headers: RequestHeaders, address: string): Promise<Session | undefined> {
    if (Object.keys(headers).some((name) => name === 'authorization' || name.startsWith('x-hasura-'))) return undefined;
    try {
      const visitor = await (visitorSession ??= engine.resolveSession({}));
      const session = await engine.resolveSession(headers, { address });
      return sameSession(session, visitor) ? session : undefined;
    } catch {
      return undefined;
    }
  }
  await app.register(async (scope) => {
    // The engine parses the body itself, so a malformed one gets Hasura's error rather than Fastify's.
    scope.removeAllContentTypeParsers();
    // The client address, as this server resolves it, replaces any X-Forwarded-For: the actions that forward
    // client headers budget and count views by it, so a client must not choose it.
    // A callback hook: an admitted request (nearly all) passes without a promise or a turn of the microtask queue.
    scope.addHook('onRequest', (request, reply, done) => {
      request.headers['x-forwarded-for'] = request.ip;
      // Hasura reads every body as JSON whatever its Content-Type: one Fastify cannot parse (`application/json,
      // text/plain`) must not answer 415 before the engine sees the body.
      if (request.headers['content-type'] !== undefined) request.headers['content-type'] = 'application/json';
      if (request.method !== 'POST') return done();
      // An address over its budget is refused before its body is read or parsed, and the refusal is held a moment.
      const admission = gate.admit(request.ip, request.headers);
      if (admission.allowed) return done();
      void gate.hold(admission).then(() => {
        reply.header('retry-after', String(admission.retryAfterSeconds));
        sendGraphqlError(reply, 429, 'rate-limit-exceeded', admission.message);
      }, done);
    });
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: options.bodyLimit }, (_request, body, done) => done(null, body));
    registerGraphqlCors(scope, URLS, options.cors ?? '*');
    setHasuraErrorHandler(scope, {
      bodyLimit: options.bodyLimit,
      failure: { status: 200, code: 'unexpected', message: INTERNAL_ERROR_MESSAGE },
      logMessage: 'GraphQL request failed',
    });
    for (const url of URLS) {
      scope.post(url, { bodyLimit: options.bodyLimit }, async (request, reply) => {
        // `Cache-Control: no-cache` asks for an answer from the database (kept for the others), `no-store` for one
        // that is not kept either (the engine benchmark); neither empties what is kept.
        const requested = request.headers['cache-control'] ?? '';
        const noStore = /no-store/i.test(requested);
        // An answer neither read from nor kept for the visitors needs no visitor check (the engine resolves the session).
        const session = answers && url === '/v1/graphql' && !noStore ? await visitorSessionOf(request.headers, request.ip) : undefined;
        const key = session ? answers!.keyOf(request.body ?? '') : undefined;
        const kept = key === undefined || /no-cache/i.test(requested) ? undefined : answers!.get(key);
        if (kept) return reply.code(kept.status).header('x-cache', 'hit').type(JSON_TYPE).send(kept.body);
        const since = answers?.mark();
        const client = session ? { address: request.ip, session } : { address: request.ip };
        const response = await engine.handle(request.body ?? '', request.headers, client, url);
        // Only a complete answer to a query is shared (never a mutation's, an error's or an action's).
        if (key !== undefined && (await answers!.keep(key, response, { since }))) {
          reply.header('x-cache', 'miss');
        }
        return reply
          .code(response.status)
          .headers(response.headers ?? {})
          .type(JSON_TYPE)
          .send(response.body);
      });
      // Hasura serves only POST here and answers anything else with its not-found body.
      scope.route({
        method: ['GET', 'PUT', 'DELETE', 'PATCH'],
        url,
        handler: async (_request, reply) =>
          reply.code(404).type(JSON_TYPE).send({ path: '$', error: 'resource does not exist', code: 'not-found' }),
      });
    }
  });
  return gate;
}
