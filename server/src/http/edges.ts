// The edges of Hasura's HTTP API as Hasura answers them: CORS on /v1/graphql (HASURA_GRAPHQL_CORS_DOMAIN,
// Hasura.Server.Middleware.corsMiddleware), its not-found body for any other path under its namespaces
// (`/v1/graphql/`, `/v1//graphql`, `/v1/nothing`), and a request whose headers are too large.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StartupError } from '../db/errors.ts';
import { errorBodyOf } from '../engine/index.ts';

/** `*`, or the origins (`https://a.example`, and `https://*.b.example` for its subdomains) allowed to read the answers. */
export type CorsDomains = '*' | { exact: Set<string>; wildcards: { scheme: string; suffix: string; port: string }[] };

export const HASURA_NOT_FOUND = { path: '$', error: 'resource does not exist', code: 'not-found' } as const;
/** The methods Hasura allows cross-origin (Hasura.Server.Cors.mkDefaultCorsPolicy) and how long a preflight holds. */
const CORS_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const PREFLIGHT_MAX_AGE = '1728000';
/** What Hasura lets cross-origin scripts read of its answers (the @cached keys and the warning). */
const EXPOSED_HEADERS = 'X-Hasura-Query-Cache-Key,X-Hasura-Query-Family-Cache-Key,Warning';
/** Hasura's namespaces: a path under them that no route serves gets Hasura's not-found body. */
const HASURA_PREFIXES = ['/v1', '/v1alpha1', '/v2'];

const DOMAIN = /^(https?):\/\/(\*\.)?((?:[a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+)(?::([0-9]+))?$/;

/** Reads HASURA_GRAPHQL_CORS_DOMAIN as Hasura does (Hasura.Server.Cors.readCorsDomains); default `*`. */
export function readCorsDomains(raw: string | undefined): CorsDomains {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '*') return '*';
  const exact = new Set<string>();
  const wildcards: { scheme: string; suffix: string; port: string }[] = [];
  for (const domain of value.split(',').map((part) => part.trim())) {
    const match = DOMAIN.exec(domain);
    if (!match) {
      throw new StartupError(
        'config-invalid',
        `HASURA_GRAPHQL_CORS_DOMAIN must be * or comma-separated origins such as https://example.com or https://*.example.com, not "${domain}".`,
      );
    }
    const [, scheme = '', star, host = '', port = ''] = match;
    if (star) wildcards.push({ scheme, suffix: `.${host.toLowerCase()}`, port });
    else exact.add(domain.toLowerCase());
  }
  return { exact, wildcards };
}

function allowed(domains: CorsDomains, origin: string): boolean {
  if (domains === '*') return true;
  if (domains.exact.has(origin.toLowerCase())) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const scheme = url.protocol.replace(/:$/, '');
  return domains.wildcards.some(
    (wildcard) => wildcard.scheme === scheme && url.hostname.endsWith(wildcard.suffix) && wildcard.port === url.port,
  );
}

function corsHeaders(reply: FastifyReply, origin: string): FastifyReply {
  return reply
    .header('access-control-allow-origin', origin)
    .header('access-control-allow-credentials', 'true')
    .header('access-control-allow-methods', CORS_METHODS)
    .header('access-control-expose-headers', EXPOSED_HEADERS);
}

/**
 * CORS for the GraphQL endpoints as Hasura sends it: an allowed Origin is echoed with credentials on every
 * answer, and an OPTIONS preflight from it is answered 204 with the headers it asked for; an OPTIONS without
 * an allowed Origin is Hasura's not-found. The JWT travels in the Authorization header, never a cookie, so a
 * cross-origin page gains no ambient authority; the /auth routes grant no preflight at all.
 */
export function registerGraphqlCors(scope: FastifyInstance, urls: string[], domains: CorsDomains): void {
  const graphqlPaths = new Set(urls);
  scope.addHook('onSend', (request, reply, payload, done) => {
    const origin = request.headers.origin;
    if (origin && request.method !== 'OPTIONS' && graphqlPaths.has(request.routeOptions.url ?? '') && allowed(domains, origin)) {
      corsHeaders(reply, origin);
    }
    done(null, payload);
  });
  for (const url of urls) {
    scope.options(url, async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin;
      if (!origin || !allowed(domains, origin)) return reply.code(404).type('application/json; charset=utf-8').send(HASURA_NOT_FOUND);
      const requested = request.headers['access-control-request-headers'];
      return corsHeaders(reply, origin)
        .code(204)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE)
        .header('access-control-allow-headers', typeof requested === 'string' ? requested : '')
        .send();
    });
  }
}

/** Whether a path (as requested, before any normalising) is under one of Hasura's namespaces. */
export function isHasuraPath(path: string): boolean {
  const lower = path.toLowerCase();
  return HASURA_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** Hasura's not-found body and status. */
export function sendHasuraNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send(HASURA_NOT_FOUND);
}

/**
 * Node refuses request headers over its limit (16 KiB) before any route: answered 431 in Hasura's GraphQL error
 * shape, and the connection closed; other client errors as Fastify answers them (400, or 408 on a timeout).
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = '400 Bad Request';
  let body = errorBodyOf('bad-request', 'the request could not be read');
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = '431 Request Header Fields Too Large';
    body = errorBodyOf('request-header-fields-too-large', 'the request headers are too large');
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = '408 Request Timeout';
    body = errorBodyOf('timeout', 'the request took too long to arrive');
  }
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
