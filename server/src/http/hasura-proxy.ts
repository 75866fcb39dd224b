// External engine mode (GRAPHQL_ENGINE=external): a real Hasura v2 serves GraphQL. The site's one origin passes
// Hasura's APIs through (/v1/graphql over HTTP and WebSocket, /v1/metadata, /v2/query...), so the browser, the
// server renderer and the Hasura CLI reach it without CORS or a second public host, and the per-address
// GraphQL budget still applies in front of it.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Engine } from '../engine/index.ts';
import type { GraphqlGate } from './graphql.ts';
import { errorBodyOf } from '../engine/index.ts';
import { sendGraphqlError, setHasuraErrorHandler } from './hasura-errors.ts';
import { chooseProtocol, clientAddress, refuse } from './graphql-ws.ts';

export interface HasuraProxyOptions {
  /** HASURA_GRAPHQL_ENDPOINT: Hasura's origin, with an optional path prefix. */
  endpoint: string;
  gate: GraphqlGate;
  /** Largest request body passed on, in bytes. */
  bodyLimit: number;
  /** Largest answer passed back, in bytes (GRAPHQL_MAX_RESPONSE_BYTES). */
  maxResponseBytes: number;
  /** How long Hasura may take to answer: the longest statement deadline and a margin. */
  timeoutMs: number;
  trustProxy: boolean;
  /** Open WebSocket connections at once; more are refused with 503. Default 10,000. */
  maxSockets?: number;
}

/** Hasura's API prefixes; everything else stays with this server. */
const PREFIXES = ['/v1/', '/v1alpha1/', '/v1beta1/', '/v2/'];
const GRAPHQL_PATHS = new Set(['/v1/graphql', '/v1alpha1/graphql', '/v1beta1/relay']);
/** Connection-scoped headers (RFC 9110 7.6.1) and what fetch sets or decodes itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
  'accept-encoding',
]);

/** Refusals and the proxy's own failures, in Hasura's error shape, never naming the upstream. */
const UNREACHABLE = 'the GraphQL engine is not reachable; try again shortly';

function forwardedHeaders(
  headers: IncomingMessage['headers'],
  address: string | undefined,
  protocol: string,
  host: string | undefined,
): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('x-forwarded-') || name.startsWith('sec-websocket-')) continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, item);
  }
  // The client address as this server resolved it (TRUST_PROXY): Hasura forwards it to the actions, which
  // budget by it, so a client must not choose it.
  if (address) out.set('x-forwarded-for', address);
  out.set('x-forwarded-proto', protocol);
  if (host) out.set('x-forwarded-host', host);
  return out;
}

async function readLimited(response: Response, limit: number): Promise<Buffer | undefined> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > limit) return undefined;
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** The server renderer's GraphQL, sent to Hasura as the anonymous role (no headers), in the engine's shape. */
export function createRemoteGraphql(
  options: Pick<HasuraProxyOptions, 'endpoint' | 'timeoutMs' | 'maxResponseBytes'>,
): Pick<Engine, 'handle' | 'onWrite'> {
  return {
    async handle(body, _headers, client) {
      try {
        const response = await fetch(`${options.endpoint}/v1/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(client?.address ? { 'x-forwarded-for': client.address } : {}) },
          body: typeof body === 'string' ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const answer = await readLimited(response, options.maxResponseBytes);
        if (answer === undefined) throw new Error('answer too large');
        return { status: response.status, body: answer.toString('utf8') };
      } catch {
        return { status: 200, body: errorBodyOf('unexpected', UNREACHABLE) };
      }
    },
    // Writes go to Hasura, out of this server's sight: rendered pages expire with their time to live.
    onWrite: () => () => undefined,
  };
}

/** Passes Hasura's HTTP APIs and the GraphQL WebSocket through to HASURA_GRAPHQL_ENDPOINT. */
export async function registerHasuraProxy(app: FastifyInstance, options: HasuraProxyOptions): Promise<void> {
  const upstreamFor = (url: string) => `${options.endpoint}${url}`;

  await app.register(async (scope) => {
    // Bodies go on as they came: Hasura parses and answers them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_request, body, done) => done(null, body));
    setHasuraErrorHandler(scope, {
      bodyLimit: options.bodyLimit,
      failure: { status: 503, code: 'unexpected', message: UNREACHABLE },
      logMessage: 'Hasura proxy failed',
    });

    const pass = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      if (GRAPHQL_PATHS.has(path) && request.method === 'POST') {
        const admission = options.gate.admit(request.ip, request.headers);
        if (!admission.allowed) {
          await options.gate.hold(admission);
          reply.header('retry-after', String(admission.retryAfterSeconds));
          return sendGraphqlError(reply, 429, 'rate-limit-exceeded', admission.message);
        }
      }
      let response: Response;
      try {
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : (request.body as Buffer | undefined);
        response = await fetch(upstreamFor(request.url), {
          method: request.method,
          headers: forwardedHeaders(request.headers, request.ip, request.protocol, request.headers.host),
          ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'Hasura did not answer');
        return sendGraphqlError(reply, 503, 'unexpected', UNREACHABLE);
      }
      const answer = await readLimited(response, options.maxResponseBytes).catch(() => undefined);
      if (answer === undefined) {
        return sendGraphqlError(reply, 200, 'unexpected', `the response is larger than the limit of ${options.maxResponseBytes} bytes`);
      }
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') reply.header(name, value);
      });
      return reply.send(answer);
    };
    for (const prefix of PREFIXES) scope.all(`${prefix}*`, pass);
  });

  // WebSocket: one upstream socket per client socket, opened first so the client gets the subprotocol Hasura chose.
  const maxSockets = options.maxSockets ?? 10_000;
  type Upgrade = IncomingMessage & { upstreamProtocol?: string };
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.bodyLimit,
    perMessageDeflate: false,
    // The subprotocol Hasura chose, not the first the client offered.
    handleProtocols: (_offered, request) => (request as Upgrade).upstreamProtocol || false,
  });
  const open = new Set<WebSocket>();
  let closing = false;

  function relay(client: WebSocket, upstream: WebSocket): void {
    const forward = (to: WebSocket) => (data: RawData, isBinary: boolean) => {
      if (to.readyState === WebSocket.OPEN) to.send(data, { binary: isBinary });
    };
    client.on('message', forward(upstream));
    upstream.on('message', forward(client));
    // Close codes 1005/1006 cannot be sent; the others (4400, 4403... of graphql-transport-ws) pass through.
    const closer = (to: WebSocket) => (code: number, reason: Buffer) => {
      if (to.readyState === WebSocket.OPEN || to.readyState === WebSocket.CONNECTING) {
        if (code >= 1000 && code !== 1005 && code !== 1006 && code !== 1015) to.close(code, reason);
        else to.terminate();
      }
    };
    client.on('close', closer(upstream));
    upstream.on('close', closer(client));
    client.on('error', () => upstream.terminate());
    upstream.on('error', () => client.terminate());
  }

  function onUpgrade(request: Upgrade, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== '/v1/graphql') {
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, 'not-found', "only '/v1/graphql' is supported on websockets");
      return;
    }
    const offered = request.headers['sec-websocket-protocol'];
    if (chooseProtocol(offered) === undefined) {
      return refuse(socket, 400, 'bad-request', 'unsupported subprotocol: use graphql-transport-ws or graphql-ws');
    }
    if (closing) return refuse(socket, 503, 'unavailable', 'the server is shutting down');
    if (open.size >= maxSockets) return refuse(socket, 503, 'unavailable', 'too many open WebSocket connections');
    const address = clientAddress(request, options.trustProxy);
    const admission = options.gate.admit(address, request.headers);
    if (!admission.allowed) return refuse(socket, 429, 'rate-limit-exceeded', admission.message);
    const protocols = (offered ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const headers: Record<string, string> = {};
    forwardedHeaders(request.headers, address, 'http', request.headers.host).forEach((value, name) => (headers[name] = value));
    const upstream = new WebSocket(upstreamFor(request.url ?? path).replace(/^http/, 'ws'), protocols.length > 0 ? protocols : undefined, {
      headers,
      handshakeTimeout: 10_000,
      perMessageDeflate: false,
      maxPayload: options.maxResponseBytes,
    });
    const early: [RawData, boolean][] = [];
    const keep = (data: RawData, isBinary: boolean) => early.push([data, isBinary]);
    upstream.on('message', keep);
    upstream.once('error', () => {
      if (!socket.destroyed) refuse(socket, 503, 'unavailable', UNREACHABLE);
    });
    upstream.once('unexpected-response', (_request, response) => {
      upstream.terminate();
      refuse(socket, response.statusCode === 429 ? 429 : 503, 'unavailable', UNREACHABLE);
    });
    upstream.once('open', () => {
      if (socket.destroyed) return upstream.terminate();
      request.upstreamProtocol = upstream.protocol;
      wss.handleUpgrade(request, socket, head, (client) => {
        open.add(client);
        client.once('close', () => open.delete(client));
        upstream.off('message', keep);
        relay(client, upstream);
        for (const [data, isBinary] of early) client.send(data, { binary: isBinary });
      });
    });
    // A client that leaves during the upstream handshake takes the upstream with it.
    socket.once('close', () => {
      if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
    });
  }
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    closing = true;
    for (const client of open) client.close(1001, 'server shutting down');
    wss.close();
  });
}
