// The HTTP side of the action handlers: one POST /actions/<kebab-name> route per handler, called by the engine
// (local or Hasura's) with Hasura's action body, or by a cron trigger with Hasura's cron body. Every call must
// carry the shared secret in `x-actions-secret`.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { findSuspension, suspendedMessage, suspensionSubject } from '../auth/suspension.ts';
import { DEFAULT_LIMITS, type LimitsConfig } from '../config/index.ts';
import { DATABASE_CLIENT_HEADER, decodeDatabaseClient, withDatabaseClient } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { ServiceError } from '../http/service-error.ts';
import { ROLES } from '#contract/roles.ts';

export interface ActionContext {
  db: Database;
  /** The action's arguments (a cron trigger's payload when a cron trigger calls). */
  input: Record<string, unknown>;
  /** Hasura's session variables, lower-cased names (`x-hasura-role`, `x-hasura-user-id`, ...). */
  session: Record<string, string>;
  /** The headers of the call to the handler (the client's forwarded ones included when the action forwards them). */
  headers: IncomingHttpHeaders;
  /** The configured abuse limits (page-view budgets, retention). */
  limits: LimitsConfig;
  /** The request's logger: details that must not reach the client go here. */
  log: FastifyBaseLogger;
}

export type ActionHandler = (context: ActionContext) => Promise<unknown>;

/** A refusal the caller can act on: answered 400 {message, extensions:{code}} as Hasura passes it through. */
export class ActionFailure extends ServiceError {
  constructor(code: string, message: string) {
    super(code, message, 400);
    this.name = 'ActionFailure';
  }
}

const ADMIN_ROLES = new Set<string>([ROLES.siteAdmin, ROLES.admin]);

/**
 * Throws access-denied with `message` unless a site admin (or the admin secret) calls. The metadata already
 * lets only site_admin call the admin actions; this guards a call that reaches the handler another way.
 */
export function requireAdmin(session: ActionContext['session'], message: string): void {
  if (!ADMIN_ROLES.has(session['x-hasura-role'] ?? '')) throw new ActionFailure('access-denied', message);
}

export interface RegisterActionsOptions {
  db: Database;
  /** The value every call must carry in `x-actions-secret` (ACTIONS_SECRET). */
  secret: string;
  /** Handlers keyed by action name (camelCase); each is served at /actions/<kebab-case name>. */
  handlers: Record<string, ActionHandler>;
  /** config.limits; the defaults when omitted. */
  limits?: LimitsConfig;
  /**
   * The actions that write for a member (mutations open to `user`): a suspended member's call is refused with
   * `account-suspended`, so the access token they still hold writes nothing here either.
   */
  memberWrites?: ReadonlySet<string>;
  /**
   * Of those, the ones whose handler refuses a suspended member in its own statement (the view counters): no
   * statement of their own before it, so a member's call waits for one turn of the database queue, not two.
   */
  suspensionInStatement?: ReadonlySet<string>;
}

export const SECRET_HEADER = 'x-actions-secret';

/** `fetchNews` -> `fetch-news`. */
export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

function hasSecret(headers: IncomingHttpHeaders, expected: Buffer): boolean {
  const given = headers[SECRET_HEADER];
  return typeof given === 'string' && timingSafeEqual(digest(given), expected);
}

/** Fastify's own refusals (a body that is not JSON, too large), with their status. */
const clientError = (error: FastifyError): ServiceError => new ServiceError('invalid-request', error.message, error.statusCode ?? 400);

/** Refuses a member's write while the member is suspended; admins (who are never suspended) and visitors pass. */
async function refuseSuspended(db: Database, session: ActionContext['session']): Promise<void> {
  const member = suspensionSubject(session);
  if (member === null) return;
  const suspension = await findSuspension(db, member);
  if (suspension) throw new ActionFailure('account-suspended', suspendedMessage(suspension));
}

/** Input and session of Hasura's action body, or of a cron trigger's body (payload as input, admin session). */
function readCall(name: string, body: unknown): Pick<ActionContext, 'input' | 'session'> {
  if (isObject(body) && isObject(body.action)) {
    if (body.action.name !== name) {
      throw new ActionFailure(
        'invalid-request',
        `This handler serves the action "${name}", not "${String(body.action.name)}"; check the action's handler URL.`,
      );
    }
    const session: Record<string, string> = {};
    if (isObject(body.session_variables)) {
      for (const [key, value] of Object.entries(body.session_variables)) if (typeof value === 'string') session[key.toLowerCase()] = value;
    }
    return { input: isObject(body.input) ? body.input : {}, session };
  }
  if (isObject(body) && typeof body.scheduled_time === 'string') {
    return { input: isObject(body.payload) ? body.payload : {}, session: { 'x-hasura-role': ROLES.admin } };
  }
  throw new ActionFailure(
    'invalid-request',
    'Expected an action call {action, input, session_variables} or a cron trigger call {scheduled_time, payload}.',
  );
}

/** Serves each handler at POST /actions/<kebab-name>; see the module comment. */
export function registerActions(app: FastifyInstance, options: RegisterActionsOptions): void {
  const expected = digest(options.secret);
  const limits = options.limits ?? DEFAULT_LIMITS;
  void app.register(async (scope) => {
    // In the shape the engine passes through; a handler's crash is logged and answered without its details.
    registerErrorHandler(scope, { format: 'hasura-action', clientError });
    // Before the body is read: a caller without the secret learns nothing else.
    scope.addHook('onRequest', async (request) => {
      if (!hasSecret(request.headers, expected)) throw new ServiceError('access-denied', `Missing or wrong ${SECRET_HEADER} header.`, 401);
    });
    for (const [name, handler] of Object.entries(options.handlers)) {
      scope.post(`/actions/${kebabCase(name)}`, async (request) => {
        const call = readCall(name, request.body);
        const run = async () => {
          if (options.memberWrites?.has(name) && !options.suspensionInStatement?.has(name)) await refuseSuspended(options.db, call.session);
          return handler({ db: options.db, ...call, headers: request.headers, limits, log: request.log });
        };
        // The secret was checked before: the engine's word on whom the call is for (else the server's own work).
        const client = decodeDatabaseClient(request.headers[DATABASE_CLIENT_HEADER]);
        return client ? withDatabaseClient(client, run) : run();
      });
    }
  });
}
