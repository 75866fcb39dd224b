// One POST to an action's handler, as Hasura makes it: the body `{action, input, session_variables,
// request_query}`, the configured headers (and the client's when the action forwards them), the action's
// timeout; the answer's status decides between a result and Hasura's error for it.
import { currentDatabaseClient, DATABASE_CLIENT_HEADER, encodeDatabaseClient } from '../../db/client.ts';
import { isJsonObject, type Action } from '../model/metadata-types.ts';
import type { RequestHeaders, Session } from '../../session/index.ts';
import { GraphqlError } from '../errors.ts';
import { ActionError } from './errors.ts';

export interface HandlerCall {
  action: Action;
  /** The coerced arguments. */
  input: Record<string, unknown>;
  session: Session;
  /** The client's request headers (forwarded when the action says so). */
  headers: RequestHeaders;
  /** The request's GraphQL text, sent as `request_query`. */
  query: string;
}

// Client headers Hasura does not forward (Hasura.HTTP: commonClientHeadersIgnored), and hop-by-hop
// headers that belong to the client's connection, not to the call to the handler.
const NOT_FORWARDED = new Set([
  'content-length',
  'content-md5',
  'user-agent',
  'host',
  'origin',
  'referer',
  'accept',
  'accept-encoding',
  'accept-language',
  'accept-datetime',
  'cache-control',
  'connection',
  'dnt',
  'content-type',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
  'expect',
  'http2-settings',
]);
// ... of which Hasura passes these on under another name.
const FORWARDED_AS: Record<string, string> = {
  host: 'x-forwarded-host',
  'user-agent': 'x-forwarded-user-agent',
  origin: 'x-forwarded-origin',
};

/** The configured header that carries the actions secret: a handler behind it is the server's own. */
const ACTIONS_SECRET_HEADER = 'x-actions-secret';

const TEMPLATE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The handler URL with its `{{NAME}}` templates replaced by environment variables (read at each call). */
function handlerUrl(action: Action): string {
  const { handler } = action.definition;
  return handler.replace(TEMPLATE, (_match, name: string) => {
    const value = process.env[name];
    if (value === undefined) {
      throw new GraphqlError(
        'unexpected',
        `action "${action.name}": the environment variable "${name}" used by its handler "${handler}" is not set`,
      );
    }
    return value;
  });
}

/** The client's headers an action forwards: not session variables (nor the admin secret), not connection headers. */
function forwardedHeaders(headers: RequestHeaders): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const [rawName, rawValue] of Object.entries(headers)) {
    if (rawValue === undefined) continue;
    const name = rawName.toLowerCase();
    const value = Array.isArray(rawValue) ? rawValue.join(', ') : rawValue;
    const renamed = FORWARDED_AS[name];
    if (renamed) forwarded[renamed] = value;
    if (NOT_FORWARDED.has(name) || name.startsWith('x-hasura-') || name.startsWith(':')) continue;
    forwarded[name] = value;
  }
  return forwarded;
}

function requestHeaders(call: HandlerCall): Record<string, string> {
  const { action } = call;
  const headers = action.definition.forward_client_headers ? forwardedHeaders(call.headers) : {};
  // Configured headers win over a client's header of the same name.
  for (const header of action.definition.headers) {
    let value: string | undefined;
    if ('value' in header) value = header.value;
    else {
      value = process.env[header.value_from_env];
      if (value === undefined) {
        throw new GraphqlError(
          'unexpected',
          `action "${action.name}": the environment variable "${header.value_from_env}" of its header "${header.name}" is not set`,
        );
      }
    }
    headers[header.name.toLowerCase()] = value;
  }
  // Who the call is for, only beside the actions secret (the server's own handlers); a client's header of that name
  // is never passed on.
  delete headers[DATABASE_CLIENT_HEADER];
  const client = currentDatabaseClient();
  if (client && headers[ACTIONS_SECRET_HEADER] !== undefined) headers[DATABASE_CLIENT_HEADER] = encodeDatabaseClient(client);
  headers['content-type'] = 'application/json';
  return headers;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * A 4xx answer as Hasura turns it into an error: `extensions` verbatim, else `code` (default unexpected) and path
 * `$`, with the handler's status (what /v1alpha1/graphql answers with).
 */
function clientError(action: Action, status: number, body: unknown): GraphqlError {
  if (!isJsonObject(body) || typeof body.message !== 'string') {
    return new GraphqlError(
      'unexpected',
      `the handler of action "${action.name}" answered ${status} without an error object ({"message": ...})`,
    );
  }
  if (body.extensions !== undefined && body.extensions !== null) return new ActionError(body.message, body.extensions, status);
  return new GraphqlError(typeof body.code === 'string' ? body.code : 'unexpected', body.message, '$', status);
}

/** Hasura's answer to any other status: an internal error, with the handler's body for admins. */
function serverError(session: Session, body: unknown): GraphqlError {
  if (!session.isAdmin) return new GraphqlError('unexpected', 'internal error');
  return new ActionError('internal error', { internal: { webhook_response: body }, path: '$', code: 'unexpected' });
}

async function post(call: HandlerCall, url: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const { action } = call;
  const body = JSON.stringify({
    action: { name: action.name },
    input: call.input,
    session_variables: call.session.variables,
    request_query: call.query,
  });
  const seconds = action.definition.timeout;
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(seconds * 1000) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const reason = timedOut
      ? `the handler did not answer within the action's timeout of ${seconds} s`
      : error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    throw new GraphqlError('unexpected', `http exception when calling webhook of action "${action.name}": ${reason}`);
  }
}

/** Calls the handler; resolves with its 2xx JSON answer, rejects with the GraphQL error Hasura gives otherwise. */
export async function callHandler(call: HandlerCall): Promise<unknown> {
  const { status, text } = await post(call, handlerUrl(call.action), requestHeaders(call));
  const parsed = parseJson(text);
  if (status >= 200 && status < 300) {
    if (!parsed.ok)
      throw new GraphqlError('unexpected', `the handler of action "${call.action.name}" answered with a body that is not JSON`);
    return parsed.value;
  }
  if (status >= 400 && status < 500) {
    if (!parsed.ok)
      throw new GraphqlError('unexpected', `the handler of action "${call.action.name}" answered ${status} with a body that is not JSON`);
    throw clientError(call.action, status, parsed.value);
  }
  throw serverError(call.session, parsed.ok ? parsed.value : text);
}
