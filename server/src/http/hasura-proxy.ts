// External engine mode (GRAPHQL_ENGINE=external): a real Hasura v2 serves GraphQL. The site's one origin passes
// Hasura's GraphQL through (/v1/graphql over HTTP and WebSocket), so the browser reaches it without CORS or a second
// public host, and every limit the embedded engine applies still holds in front of it: the per-address GraphQL
// budget for each HTTP request and each WebSocket operation, the per-address operation and socket caps, the batch,
// depth and root-field limits and the allow-list (engine/pipeline/screen.ts), and the admin-secret attempt limit.
// Hasura's admin APIs (/v1/metadata, /v2/query, /v1/query, /v1alpha1/pg_dump, /v1/graphql/explain, config...) are
// not served on this origin unless HASURA_PROXY_ADMIN_APIS=true; the operator reaches them on Hasura's own port.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Engine, OperationScreen, Protocol } from '../engine/index.ts';
import type { GraphqlGate } from './graphql.ts';
import { errorBodyOf, graphqlTransportWs, subscriptionsTransportWs } from '../engine/index.ts';
import { carriesAdminSecret, SessionError, type RequestHeaders, type SessionResolver } from '../session/index.ts';
import { addressKey, createHeldCounts } from '../limits/address.ts';
import { sendHasuraNotFound } from './edges.ts';
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
  /** Open WebSocket connections of one client address (IPv6 by /64); more are refused with 429. Default 50. */
  maxSocketsPerAddress?: number;
  /** WebSocket operations one client address may hold at once, over all its sockets. Default 1,000. */
  maxOperationsPerAddress?: number;
  /** The batch, depth and root-field limits and the allow-list, checked before a document is relayed. */
  screen?: OperationScreen;
  /** HASURA_GRAPHQL_ADMIN_SECRET: requests carrying it are exempt from the budget and the allow-list. */
  adminSecret?: string;
  /** Checks a sent admin secret, counting wrong ones per address (the same attempt limit as the embedded engine). */
  sessions?: Pick<SessionResolver, 'resolve'>;
  /** HASURA_PROXY_ADMIN_APIS: pass Hasura's admin APIs through on this origin (off: Hasura's 404). */
  adminApis?: boolean;
}

/** Hasura's API prefixes; everything else stays with this server. */
const PREFIXES = ['/v1/', '/v1alpha1/', '/v1beta1/', '/v2/'];
const GRAPHQL_PATHS = new Set(['/v1/graphql', '/v1alpha1/graphql', '/v1beta1/relay']);
/** What is always passed through; every other path under the prefixes is an admin API (metadata, SQL, dumps...). */
const PUBLIC_PATHS = new Set([...GRAPHQL_PATHS, '/v1/version']);
const PROTOCOLS: Record<string, Protocol> = {
  'graphql-transport-ws': graphqlTransportWs,
  'graphql-ws': subscriptionsTransportWs,
};
const SECRET_HEADERS = ['x-hasura-admin-secret', 'x-hasura-access-key'];
/** Ended operation ids a socket remembers awaiting Hasura's confirmation (see `ended` below). */
const MAX_ENDED = 1_000;
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

/** A refusal of a sent admin secret: Hasura's 401 `access-denied`, or 429 once the address used up its attempts. */
interface SecretRefusal {
  status: number;
  code: string;
  message: string;
}

/** The connection_init payload's headers, as Hasura reads them: `payload.headers`, else the payload itself. */
function initHeaders(payload: unknown): RequestHeaders {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return {};
  const nested = (payload as { headers?: unknown }).headers;
  const source = nested !== null && typeof nested === 'object' && !Array.isArray(nested) ? nested : payload;
  const out: RequestHeaders = {};
  for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
    if (typeof value === 'string') out[name.toLowerCase()] = value;
  }
  return out;
}

/** Passes Hasura's GraphQL (and, opted in, its admin APIs) and the GraphQL WebSocket through to HASURA_GRAPHQL_ENDPOINT. */
export async function registerHasuraProxy(app: FastifyInstance, options: HasuraProxyOptions): Promise<void> {
  const upstreamFor = (url: string) => `${options.endpoint}${url}`;
  const isAdmin = (headers: RequestHeaders) => carriesAdminSecret(headers, options.adminSecret);

  /**
   * A request that sends an admin secret has it checked here, so a wrong one counts toward the address's attempt
   * limit as it would on the embedded engine (Hasura would only refuse it, uncounted). Undefined: none sent, or right.
   */
  async function checkSecret(headers: RequestHeaders, address: string | undefined): Promise<SecretRefusal | undefined> {
    if (!options.sessions || !SECRET_HEADERS.some((name) => headers[name] !== undefined)) return undefined;
    try {
      await options.sessions.resolve(headers, { address });
      return undefined;
    } catch (error) {
      if (error instanceof SessionError) return { status: error.status, code: error.code, message: error.message };
      throw error;
    }
  }

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
      const graphql = GRAPHQL_PATHS.has(path);
      if (!PUBLIC_PATHS.has(path) && !options.adminApis) return sendHasuraNotFound(reply);
      const refused = await checkSecret(request.headers, request.ip);
      if (refused) {
        if (graphql) return sendGraphqlError(reply, refused.status, refused.code, refused.message);
        return reply.code(refused.status).send({ path: '$', error: refused.message, code: refused.code });
      }
      if (graphql && request.method === 'POST') {
        const admission = options.gate.admit(request.ip, request.headers);
        if (!admission.allowed) {
          await options.gate.hold(admission);
          reply.header('retry-after', String(admission.retryAfterSeconds));
          return sendGraphqlError(reply, 429, 'rate-limit-exceeded', admission.message);
        }
        const body = request.body as Buffer | undefined;
        const screened = options.screen?.body(body?.toString('utf8') ?? '', isAdmin(request.headers));
        if (screened) return sendGraphqlError(reply, 200, screened.code, screened.message);
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
  const maxSocketsPerAddress = options.maxSocketsPerAddress ?? 50;
  /** Open sockets (and upstream handshakes under way) per client address key. */
  const socketsByAddress = createHeldCounts(maxSocketsPerAddress);
  const maxOperations = options.maxOperationsPerAddress ?? 1_000;
  /** Operations under way per client address key, over all its sockets. */
  const operationsByAddress = createHeldCounts(maxOperations);

  /**
   * Relays both ways. Each client message is read before it goes on, in order: a wrong admin secret in
   * connection_init is counted and refused here, and every `subscribe` (graphql-transport-ws) or `start` (graphql-ws)
   * draws on the address's GraphQL budget, claims one of its operations and passes the screen, or is answered with the
   * protocol's operation error and not relayed; the claim is given back on the client's `complete`/`stop`, Hasura's
   * `complete`/`error` for that id, or the socket's end.
   */
  function relay(client: WebSocket, upstream: WebSocket, request: IncomingMessage, address: string | undefined): void {
    const protocol = PROTOCOLS[client.protocol] ?? subscriptionsTransportWs;
    const key = addressKey(address);
    let headers: RequestHeaders = request.headers;
    const operations = new Map<string, () => void>();
    const finish = (id: string) => {
      operations.get(id)?.();
      operations.delete(id);
    };
    /**
     * Ids the client ended whose end Hasura may still confirm: that late `complete` must not end an operation the
     * client started again under the same id (its claim would be given back while it runs). A confirmation that
     * never comes leaves the new operation's claim held until the socket ends: counted too long, never too short.
     */
    const ended = new Set<string>();
    const sendClient = (text: string) => {
      if (client.readyState === WebSocket.OPEN) client.send(text);
    };
    const sendUpstream = (data: RawData | string, isBinary: boolean) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
    };
    const refuseOperation = (id: string, body: string) => {
      for (const text of protocol.operationError(id, body)) sendClient(text);
    };

    async function fromClient(data: RawData, isBinary: boolean): Promise<void> {
      let message: { type?: unknown; id?: unknown; payload?: unknown } | undefined;
      try {
        message = isBinary ? undefined : (JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data)) as typeof message);
      } catch {
        message = undefined;
      }
      // What is not a message object is Hasura's to refuse.
      if (message === null || typeof message !== 'object') return sendUpstream(data, isBinary);
      const id = typeof message.id === 'string' ? message.id : undefined;
      if (message.type === 'connection_init') {
        headers = { ...request.headers, ...initHeaders(message.payload) };
        const refused = await checkSecret(headers, address);
        if (refused) {
          const reply = protocol.initFailed(refused.message);
          for (const text of reply.send) sendClient(text);
          if (reply.close && client.readyState === WebSocket.OPEN) client.close(reply.close.code, reply.close.reason);
          return;
        }
      } else if ((message.type === 'subscribe' || message.type === 'start') && id !== undefined && !operations.has(id)) {
        const admission = options.gate.admit(address, headers);
        if (!admission.allowed) return refuseOperation(id, errorBodyOf('rate-limit-exceeded', admission.message));
        const screened = options.screen?.operation(message.payload, isAdmin(headers));
        if (screened) return refuseOperation(id, errorBodyOf(screened.code, screened.message));
        if (!operationsByAddress.take(key)) {
          return refuseOperation(id, errorBodyOf('start-failed', `too many operations from this address (at most ${maxOperations})`));
        }
        operations.set(id, () => operationsByAddress.release(key));
      } else if ((message.type === 'complete' || message.type === 'stop') && id !== undefined) {
        if (operations.has(id)) {
          ended.add(id);
          // Bounded: the oldest is forgotten first.
          if (ended.size > MAX_ENDED) ended.delete(ended.values().next().value!);
        }
        finish(id);
      }
      sendUpstream(data, isBinary);
    }

    let pending = Promise.resolve();
    client.on('message', (data: RawData, isBinary: boolean) => {
      pending = pending.then(() => fromClient(data, isBinary)).catch(() => client.terminate());
    });
    upstream.on('message', (data: RawData, isBinary: boolean) => {
      if ((operations.size > 0 || ended.size > 0) && !isBinary) {
        const text = Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
        // Only an operation's end gives its claim back: other messages are not parsed.
        if (text.includes('"complete"') || text.includes('"error"')) {
          try {
            const message = JSON.parse(text) as { type?: unknown; id?: unknown };
            if ((message.type === 'complete' || message.type === 'error') && typeof message.id === 'string') {
              if (!ended.delete(message.id)) finish(message.id);
            }
          } catch {
            // Not JSON: passed on as it came.
          }
        }
      }
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
    });
    // Close codes 1005/1006 cannot be sent; the others (4400, 4403... of graphql-transport-ws) pass through.
    const closer = (to: WebSocket) => (code: number, reason: Buffer) => {
      for (const id of [...operations.keys()]) finish(id);
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
    const key = addressKey(address);
    if (!socketsByAddress.take(key)) {
      return refuse(
        socket,
        429,
        'rate-limit-exceeded',
        `too many open WebSocket connections from this address (at most ${maxSocketsPerAddress})`,
      );
    }
    const admission = options.gate.admit(address, request.headers);
    if (!admission.allowed) {
      socketsByAddress.release(key);
      return refuse(socket, 429, 'rate-limit-exceeded', admission.message);
    }
    // Given back when the client's socket closes, relayed or not.
    socket.once('close', () => socketsByAddress.release(key));
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
        relay(client, upstream, request, address);
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
