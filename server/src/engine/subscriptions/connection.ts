// One WebSocket connection, whichever subprotocol it speaks: connection_init resolves the session (from
// the init payload's headers over the upgrade request's), operations start and stop, subscriptions are
// handed to the poll hub and queries and mutations run once. Messages are handled in arrival order; only
// connection_init holds the next ones back (a client may send `start` before the ack arrives).
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { addressClientKey, currentDatabaseClient, sessionClient, type DatabaseClient } from '../../db/client.ts';
import type { Engine } from '../create-engine.ts';
import { SessionError, type RequestHeaders, type Session } from '../../session/index.ts';
import { INTERNAL_ERROR_BODY, errorBodyOf } from '../errors.ts';
import { isErrorsBody } from './errors.ts';
import type { PollHub } from './hub.ts';
import { EXPIRED_MESSAGE, initHeaders, type OperationPayload, type Protocol, type Reply } from './protocol.ts';

/** What the transport needs of the engine. */
export type SubscriptionEngine = Pick<Engine, 'resolveSession' | 'handleWithSession' | 'prepareSubscription' | 'onWrite'>;

/** The socket as the connection sees it (a `ws` WebSocket fits). */
export interface SocketLike {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Bytes queued and not yet written to the network. */
  readonly bufferedAmount: number;
}

export interface ConnectionLimits {
  /** Operations (subscriptions and queries under way) one socket may hold (default 100). */
  maxOperations: number;
  /** Keep-alive period after the ack (Hasura's default 5 s). */
  keepAliveMs: number;
  /** Time a client has to send connection_init (default 3 s). */
  initTimeoutMs: number;
  /** A client that leaves this much unread is cut off rather than buffered without end. */
  maxBufferedBytes: number;
  /** Messages waiting behind a connection_init that is being resolved. */
  maxPendingMessages: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxOperations: 100,
  keepAliveMs: 5_000,
  initTimeoutMs: 3_000,
  maxBufferedBytes: 16 * 1024 * 1024,
  maxPendingMessages: 1_000,
};

export interface ConnectionOptions {
  socket: SocketLike;
  protocol: Protocol;
  engine: SubscriptionEngine;
  hub: PollHub;
  /** Headers of the upgrade request (cookies, say); connection_init headers take precedence. */
  requestHeaders?: RequestHeaders;
  limits?: Partial<ConnectionLimits>;
  /**
   * Draws on the client's request budget for connection_init and each operation, with the connection's
   * headers; returns why it is refused, or undefined.
   */
  admit?: (headers: RequestHeaders) => string | undefined;
  /**
   * Claims a place for an operation among those its client address holds on all its sockets: the release, or why it
   * is refused.
   */
  claim?: () => (() => void) | string;
  onError?: (error: unknown) => void;
}

export interface Connection {
  /** Handles one text message from the client. */
  receive(text: string): void;
  /** Stops everything the connection runs; call when the socket has closed. */
  dispose(): void;
  /** Operations under way (subscriptions and queries not yet answered). */
  readonly operations: number;
}

type State = { kind: 'waiting' } | { kind: 'ready'; session: Session } | { kind: 'failed'; message: string };

interface Operation {
  cancelled: boolean;
  /** Gives back its place among its address's operations. */
  release: () => void;
  /** Set once a subscription is polling. */
  unsubscribe?: () => void;
}

// Handshake headers that describe the WebSocket itself, not the client (Hasura drops the same ones).
const HANDSHAKE_HEADERS = new Set([
  'sec-websocket-key',
  'sec-websocket-version',
  'sec-websocket-extensions',
  'sec-websocket-protocol',
  'upgrade',
  'connection',
]);

// setTimeout takes at most 2^31-1 ms; longer waits are taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

function isSubscription(payload: OperationPayload): boolean {
  try {
    const operations = parse(payload.query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const chosen = payload.operationName
      ? operations.find((operation) => operation.name?.value === payload.operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    return chosen?.operation === 'subscription';
  } catch {
    // Not a document: the engine answers it with Hasura's error.
    return false;
  }
}

function sessionErrorMessage(error: unknown): string | undefined {
  return error instanceof SessionError ? error.message : undefined;
}

/** Starts serving one socket; the caller feeds it messages and disposes of it when the socket closes. */
export function openConnection(options: ConnectionOptions): Connection {
  const { socket, protocol, engine, hub } = options;
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.limits };
  const onError = options.onError ?? (() => undefined);
  const requestHeaders: RequestHeaders = Object.fromEntries(
    Object.entries(options.requestHeaders ?? {}).filter(([name]) => !HANDSHAKE_HEADERS.has(name.toLowerCase())),
  );
  const admit = options.admit ?? (() => undefined);
  const claim = options.claim ?? (() => () => undefined);
  const operations = new Map<string, Operation>();
  // The headers the session was resolved from (connection_init's over the upgrade's): the budget's exemption reads them.
  let clientHeaders: RequestHeaders = requestHeaders;
  let state: State = { kind: 'waiting' };
  let initReceived = false;
  let disposed = false;
  let pending = 0;
  let queue: Promise<void> = Promise.resolve();
  let keepAlive: NodeJS.Timeout | undefined;
  let expiry: NodeJS.Timeout | undefined;
  let initTimer: NodeJS.Timeout | undefined = setTimeout(() => apply(protocol.initTimeout()), limits.initTimeoutMs);

  function dispose(): void {
    if (disposed) return;
    disposed = true;
    clearTimeout(initTimer);
    clearInterval(keepAlive);
    clearTimeout(expiry);
    for (const operation of operations.values()) {
      operation.cancelled = true;
      operation.unsubscribe?.();
      operation.release();
    }
    operations.clear();
  }

  function closeSocket(code: number, reason: string): void {
    if (disposed) return;
    dispose();
    socket.close(code, reason);
  }

  function send(text: string): void {
    if (disposed) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      closeSocket(1008, 'too many unread messages');
      return;
    }
    socket.send(text);
  }

  function apply(reply: Reply): void {
    for (const text of reply.send) send(text);
    if (reply.close) closeSocket(reply.close.code, reply.close.reason);
  }

  function armExpiry(expiresAt: Date | undefined): void {
    clearTimeout(expiry);
    expiry = undefined;
    if (!expiresAt) return;
    const wait = expiresAt.getTime() - Date.now();
    expiry = setTimeout(
      () => (wait > MAX_TIMER_MS ? armExpiry(expiresAt) : apply(protocol.sessionExpired())),
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
  }

  async function init(payload: unknown): Promise<void> {
    if (initReceived) {
      const refusal = protocol.repeatedInit();
      if (refusal) return apply(refusal);
    }
    initReceived = true;
    clearTimeout(initTimer);
    initTimer = undefined;
    clientHeaders = { ...requestHeaders, ...initHeaders(payload) };
    const refusal = admit(clientHeaders);
    if (refusal !== undefined) {
      state = { kind: 'failed', message: refusal };
      return apply(protocol.initFailed(refusal));
    }
    let session: Session;
    try {
      session = await engine.resolveSession(clientHeaders);
    } catch (error) {
      const message = sessionErrorMessage(error);
      if (message === undefined) onError(error);
      state = { kind: 'failed', message: message ?? 'unexpected error while resolving the session' };
      return apply(protocol.initFailed(state.message));
    }
    if (session.expiresAt && session.expiresAt.getTime() <= Date.now()) {
      state = { kind: 'failed', message: EXPIRED_MESSAGE };
      return apply(protocol.initFailed(EXPIRED_MESSAGE));
    }
    state = { kind: 'ready', session };
    armExpiry(session.expiresAt);
    for (const text of protocol.ack()) send(text);
    if (keepAlive === undefined && !disposed) keepAlive = setInterval(() => send(protocol.keepAlive()), limits.keepAliveMs);
  }

  /** Removes an operation that ended by itself (unless a stop or a new one with its id replaced it). */
  function finish(id: string, operation: Operation): boolean {
    if (operation.cancelled || disposed || operations.get(id) !== operation) return false;
    operations.delete(id);
    operation.release();
    return true;
  }

  /**
   * The database client a subscription's polls are charged to: the member when signed in, else the socket's client
   * (http/graphql-ws.ts runs each message as its address's), as the engine counts the socket's queries.
   */
  function subscriberClient(session: Session, operationName: string | undefined): DatabaseClient | undefined {
    const ambient = currentDatabaseClient();
    const client = sessionClient(session, undefined, operationName);
    if (client.key === addressClientKey(undefined)) {
      if (!ambient) return undefined;
      client.key = ambient.key;
    }
    return client;
  }

  async function run(id: string, operation: Operation, payload: OperationPayload, session: Session): Promise<void> {
    try {
      if (isSubscription(payload)) {
        const prepared = await engine.prepareSubscription(payload, session);
        if (operation.cancelled || disposed) return;
        if (prepared.kind === 'errors') {
          if (finish(id, operation)) for (const text of protocol.operationError(id, prepared.body)) send(text);
          return;
        }
        operation.unsubscribe = hub.subscribe(prepared, {
          client: subscriberClient(session, payload.operationName ?? undefined),
          push: (body) => send(protocol.next(id, body)),
          // Its polls kept failing (the database could not afford them): the subscription ends with the error.
          end: (body) => {
            if (!finish(id, operation)) return;
            operation.unsubscribe?.();
            for (const text of protocol.operationError(id, body)) send(text);
          },
        });
        return;
      }
      const body = await engine.handleWithSession(payload, session);
      if (!finish(id, operation)) return;
      // Hasura answers a request it refused (no data at all) with an error message, the rest with data.
      if (isErrorsBody(body)) for (const text of protocol.operationError(id, body)) send(text);
      else {
        send(protocol.next(id, body));
        send(protocol.complete(id));
      }
    } catch (error) {
      // A session that cannot serve the operation (a missing session variable, say) is the client's to fix.
      const body = error instanceof SessionError ? errorBodyOf(error.code, error.message) : INTERNAL_ERROR_BODY;
      if (!(error instanceof SessionError)) onError(error);
      if (finish(id, operation)) for (const text of protocol.operationError(id, body)) send(text);
    }
  }

  function start(id: string, payload: OperationPayload): void {
    if (state.kind !== 'ready') {
      return apply(
        protocol.startRefused(
          id,
          state.kind === 'failed' ? { reason: 'init-failed', message: state.message } : { reason: 'not-initialised' },
        ),
      );
    }
    if (operations.has(id)) return apply(protocol.startRefused(id, { reason: 'duplicate-id' }));
    if (operations.size >= limits.maxOperations) {
      const body = errorBodyOf('start-failed', `too many operations on this connection (at most ${limits.maxOperations})`);
      for (const text of protocol.operationError(id, body)) send(text);
      return;
    }
    const refusal = admit(clientHeaders);
    if (refusal !== undefined) {
      for (const text of protocol.operationError(id, errorBodyOf('rate-limit-exceeded', refusal))) send(text);
      return;
    }
    const claimed = claim();
    if (typeof claimed === 'string') {
      for (const text of protocol.operationError(id, errorBodyOf('start-failed', claimed))) send(text);
      return;
    }
    const operation: Operation = { cancelled: false, release: claimed };
    operations.set(id, operation);
    void run(id, operation, payload, state.session);
  }

  function stop(id: string): void {
    const operation = operations.get(id);
    if (!operation) return;
    operation.cancelled = true;
    operation.unsubscribe?.();
    operation.release();
    operations.delete(id);
  }

  async function handle(text: string): Promise<void> {
    if (disposed) return;
    const parsed = protocol.parse(text);
    if (!parsed.ok) return apply(protocol.invalidMessage(parsed.error));
    const message = parsed.message;
    switch (message.type) {
      case 'init':
        return init(message.payload);
      case 'start':
        return start(message.id, message.payload);
      case 'stop':
        return stop(message.id);
      case 'ping': {
        const pong = protocol.pong(message.payload);
        if (pong !== undefined) send(pong);
        return;
      }
      case 'pong':
        return;
      case 'terminate':
        return closeSocket(1000, 'GQL_CONNECTION_TERMINATE received');
    }
  }

  return {
    get operations() {
      return operations.size;
    },
    receive(text) {
      if (disposed) return;
      if (pending >= limits.maxPendingMessages) return closeSocket(1008, 'too many messages waiting');
      pending += 1;
      queue = queue
        .then(() => handle(text))
        .catch(onError)
        .finally(() => {
          pending -= 1;
        });
    },
    dispose,
  };
}
