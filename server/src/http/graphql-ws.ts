// GraphQL over WebSocket at /v1/graphql: the `graphql-transport-ws` subprotocol (graphql-ws library) and
// Apollo's legacy `graphql-ws`, as Hasura serves them. The `ws` server runs without its own HTTP server and
// takes the upgrades of Fastify's; protocol and polling live in engine/subscriptions.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { addressClientKey, withDatabaseClient } from '../db/client.ts';
import type { RequestHeaders } from '../session/index.ts';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  createPollHub,
  graphqlTransportWs,
  openConnection,
  subscriptionsTransportWs,
  type Connection,
  type PollHubStats,
  type Protocol,
  type SubscriptionEngine,
  type WriteFeed,
} from '../engine/index.ts';
import type { GraphqlGate } from './graphql.ts';
import { addressKey, createHeldCounts } from '../limits/address.ts';

/**
 * Sends a socket's messages, those sent in the same turn of the event loop written together: a poll's batch pushes
 * to many subscriptions of one socket at once (a client's hundred live queries), and each frame in a write of its
 * own cost a system call apiece. The upgraded connection (the socket `ws` writes its frames to) is corked at the first
 * message of a turn and uncorked after it.
 */
function corkedSender(ws: WebSocket, raw: Duplex): (message: string) => void {
  let corked = false;
  const uncork = (): void => {
    corked = false;
    raw.uncork();
  };
  return (message) => {
    if (ws.readyState !== ws.OPEN) return;
    if (!corked) {
      corked = true;
      raw.cork();
      process.nextTick(uncork);
    }
    ws.send(message);
  };
}

export interface GraphqlWsOptions {
  /** Time between polls of a subscription when no write wakes it (Hasura's refetch interval). */
  refetchIntervalMs: number;
  /** Cohorts of a multiplexed live query per statement (Hasura's multiplexed batch size); default 100. */
  batchSize?: number;
  /** Subscriptions (and queries under way) per socket; default 100. */
  maxSubscriptionsPerSocket?: number;
  /** Subscriptions (and queries under way) per client address, over all its sockets; default 1,000. */
  maxSubscriptionsPerAddress?: number;
  /** Largest message accepted from a client, in bytes (larger ones close the socket with 1009); default 1 MiB. */
  maxMessageBytes?: number;
  /** Keep-alive period (`ka` or `ping` messages, and WebSocket pings that find dead peers); default 5 s. */
  keepAliveMs?: number;
  /** Time a client has to send connection_init; default 3 s. */
  initTimeoutMs?: number;
  /** Open sockets at once; more are refused with 503. Default 10,000. */
  maxSockets?: number;
  /** Open sockets of one client address (IPv6 by /64); more are refused with 429 on upgrade. Default 50. */
  maxSocketsPerAddress?: number;
  /** Polls running at once across the process; default 8. */
  maxConcurrentPolls?: number;
  /** Told each poll's time in ms (for /metrics). */
  onPollTime?: (ms: number) => void;
  /** Every write heard of, from the database and the engine (PollHubOptions.writes): quiet polls of steady live queries. */
  writes?: WriteFeed;
  /** As Fastify's trustProxy: the client address is the first X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** The per-address request budget of POST /v1/graphql, which connection_init and each operation also draw on. */
  gate?: GraphqlGate;
}

export interface GraphqlWsServer {
  /** Open sockets and the poll hub's counters (tests and monitoring). */
  stats(): PollHubStats & { sockets: number };
  /** Closes every socket (1001) and stops every poll. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The WebSocket transport of /v1/graphql, when registerGraphqlWs has run. */
    graphqlWs?: GraphqlWsServer;
  }
}

const PATH = '/v1/graphql';
const PROTOCOLS: Record<string, Protocol> = {
  'graphql-transport-ws': graphqlTransportWs,
  'graphql-ws': subscriptionsTransportWs,
};
/** How long a closing socket may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 1_000;

/** The subprotocol to speak: the newer one when offered; none offered means legacy, as Hasura does. */
export function chooseProtocol(header: string | undefined): string | undefined {
  const offered = (header ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (offered.length === 0) return 'graphql-ws';
  return offered.find((name) => name === 'graphql-transport-ws') ?? offered.find((name) => name === 'graphql-ws');
}

/** Answers an upgrade we will not take with an HTTP error in Hasura's error shape. */
export function refuse(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify({ extensions: { path: '$', code }, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function text(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
}

/** The client address of an upgrade (which Fastify never sees as a request), as Fastify's request.ip would give it. */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : request.socket.remoteAddress;
}

/** A socket's draw on the request budget: the refusal's message, or undefined when admitted. */
function admitter(gate: GraphqlGate, address: string | undefined): (headers: RequestHeaders) => string | undefined {
  return (headers) => {
    const admission = gate.admit(address, headers);
    return admission.allowed ? undefined : admission.message;
  };
}

/** Serves GraphQL over WebSocket on the app's server; closes with the app. */
export function registerGraphqlWs(app: FastifyInstance, engine: SubscriptionEngine, options: GraphqlWsOptions): GraphqlWsServer {
  const keepAliveMs = options.keepAliveMs ?? 5_000;
  const maxSockets = options.maxSockets ?? 10_000;
  const hub = createPollHub(engine, {
    refetchIntervalMs: options.refetchIntervalMs,
    ...(options.maxConcurrentPolls !== undefined && { maxConcurrentPolls: options.maxConcurrentPolls }),
    ...(options.batchSize !== undefined && { batchSize: options.batchSize }),
    ...(options.onPollTime && { onPollTime: options.onPollTime }),
    ...(options.writes && { writes: options.writes }),
    onError: (error) => app.log.error({ err: error }, 'subscription poll failed'),
  });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes ?? 1024 * 1024,
    perMessageDeflate: false,
    handleProtocols: (offered) => chooseProtocol([...offered].join(',')) ?? false,
  });
  const sockets = new Map<WebSocket, { connection: Connection; alive: boolean }>();
  const maxSocketsPerAddress = options.maxSocketsPerAddress ?? 50;
  /** Open sockets (and upgrades under way) per client address key. */
  const socketsByAddress = createHeldCounts(maxSocketsPerAddress);
  const releaseSocket = (key: string) => socketsByAddress.release(key);
  const maxPerAddress = options.maxSubscriptionsPerAddress ?? 1_000;
  /** Operations under way per client address, over all its sockets. */
  const byAddress = createHeldCounts(maxPerAddress);
  const claimer = (address: string) => (): (() => void) | string => {
    if (!byAddress.take(address)) return `too many operations from this address (at most ${maxPerAddress})`;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      byAddress.release(address);
    };
  };
  let closing = false;

  function attach(ws: WebSocket, raw: Duplex, request: IncomingMessage, key: string): void {
    const address = clientAddress(request, options.trustProxy ?? false);
    // The statements of this socket's operations (and of the polls it starts) wait in its address's lane, the
    // same as its HTTP requests' (`ip:` and the address's key), and draw on the same budget.
    const client = { key: addressClientKey(address), budgeted: true };
    const send = corkedSender(ws, raw);
    const connection = openConnection({
      socket: {
        send,
        close: (code, reason) => ws.close(code, reason),
        get bufferedAmount() {
          return ws.bufferedAmount;
        },
      },
      protocol: PROTOCOLS[ws.protocol] ?? subscriptionsTransportWs,
      // Wrong admin secrets in connection_init count against this client's address.
      engine: {
        ...engine,
        resolveSession: (headers) => engine.resolveSession(headers, { address }),
      },
      hub,
      requestHeaders: request.headers,
      ...(options.gate && { admit: admitter(options.gate, address) }),
      // An IPv6 client's operations count for its /64, as every per-address limit does.
      claim: claimer(addressKey(address)),
      limits: {
        keepAliveMs,
        ...(options.maxSubscriptionsPerSocket !== undefined && { maxOperations: options.maxSubscriptionsPerSocket }),
        ...(options.initTimeoutMs !== undefined && { initTimeoutMs: options.initTimeoutMs }),
      },
      onError: (error) => app.log.error({ err: error }, 'GraphQL WebSocket operation failed'),
    });
    const entry = { connection, alive: true };
    sockets.set(ws, entry);
    ws.on('message', (data) => withDatabaseClient(client, () => connection.receive(text(data))));
    ws.on('pong', () => {
      entry.alive = true;
    });
    ws.on('close', () => {
      connection.dispose();
      if (sockets.delete(ws)) releaseSocket(key);
    });
    ws.on('error', (error) => {
      app.log.debug({ err: error }, 'GraphQL WebSocket error');
      ws.terminate();
    });
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== PATH) {
      // Another upgrade listener (a dev server, say) may own this path.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, 'not-found', `only '${PATH}' is supported on websockets`);
      return;
    }
    if (chooseProtocol(request.headers['sec-websocket-protocol']) === undefined) {
      return refuse(socket, 400, 'bad-request', 'unsupported subprotocol: use graphql-transport-ws or graphql-ws');
    }
    if (closing) return refuse(socket, 503, 'unavailable', 'the server is shutting down');
    if (sockets.size >= maxSockets) return refuse(socket, 503, 'unavailable', 'too many open WebSocket connections');
    const key = addressKey(clientAddress(request, options.trustProxy ?? false));
    if (!socketsByAddress.take(key)) {
      return refuse(
        socket,
        429,
        'rate-limit-exceeded',
        `too many open WebSocket connections from this address (at most ${maxSocketsPerAddress})`,
      );
    }
    let attached = false;
    // A failed handshake never calls back: the claim is given back when the socket closes unattached.
    socket.once('close', () => {
      if (!attached) releaseSocket(key);
    });
    wss.handleUpgrade(request, socket, head, (ws) => {
      attached = true;
      attach(ws, socket, request, key);
    });
  }

  // One sweep for every socket: a peer that did not answer the previous ping is gone.
  const sweep = setInterval(() => {
    for (const [ws, entry] of sockets) {
      if (!entry.alive) {
        ws.terminate();
        continue;
      }
      entry.alive = false;
      ws.ping();
    }
  }, keepAliveMs);
  sweep.unref();

  app.server.on('upgrade', onUpgrade);

  const server: GraphqlWsServer = {
    stats: () => ({ ...hub.stats(), sockets: sockets.size }),
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(sweep);
      app.server.off('upgrade', onUpgrade);
      hub.close();
      await Promise.all(
        [...sockets.keys()].map(
          (ws) =>
            new Promise<void>((resolve) => {
              const cut = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
              ws.once('close', () => {
                clearTimeout(cut);
                resolve();
              });
              ws.close(1001, 'server shutting down');
            }),
        ),
      );
      wss.close();
    },
  };
  app.decorate('graphqlWs', server);
  // Before the HTTP server closes: it would otherwise wait for the open sockets.
  app.addHook('preClose', async () => server.close());
  return server;
}
