// WebSocket clients for the subscription tests: a raw `ws` client that queues every message (to speak
// either subprotocol message by message), and a graphql-ws library client whose subscriptions queue
// their results.
import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import WebSocket from 'ws';

export interface Message {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface Closed {
  code: number;
  reason: string;
}

/** A queue that hands out items in arrival order, waiting for one that matches. */
class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  put(item: T): void {
    const index = this.waiters.findIndex((waiter) => waiter.match(item));
    if (index >= 0) {
      const [waiter] = this.waiters.splice(index, 1);
      waiter!.resolve(item);
    } else {
      this.items.push(item);
    }
  }

  take(match: (item: T) => boolean, timeoutMs: number, what: string): Promise<T> {
    const index = this.items.findIndex(match);
    if (index >= 0) return Promise.resolve(this.items.splice(index, 1)[0]!);
    return new Promise<T>((resolve, reject) => {
      const waiter = {
        match,
        resolve: (item: T) => {
          clearTimeout(timer);
          resolve(item);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; unread: ${JSON.stringify(this.items)}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Items received and not taken. */
  get unread(): readonly T[] {
    return this.items;
  }

  clear(): void {
    this.items.length = 0;
  }
}

// A deadline, not a measure: on a CI machine whose two cores run the browser shards too, a test's process has been
// seen to get no CPU for several seconds (three 100 ms keep-alives in 10 s).
export const DEFAULT_WAIT_MS = 30_000;

/** A `ws` client that speaks whatever the test sends, one JSON message at a time. */
export class RawClient {
  readonly closed: Promise<Closed>;
  private readonly inbox = new Inbox<Message>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.inbox.put(JSON.parse(String(data)) as Message));
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens a socket; `protocols` undefined sends no Sec-WebSocket-Protocol header. */
  static open(url: string, protocols?: string | string[], headers: Record<string, string> = {}): Promise<RawClient> {
    const socket = new WebSocket(url, protocols, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message matching `match` (default: any), in arrival order. */
  next(match: (message: Message) => boolean = () => true, timeoutMs = DEFAULT_WAIT_MS): Promise<Message> {
    return this.inbox.take(match, timeoutMs, 'a message');
  }

  /** The next message of a type (and operation id). */
  nextOf(type: string, id?: string, timeoutMs = DEFAULT_WAIT_MS): Promise<Message> {
    return this.inbox.take(
      (message) => message.type === type && (id === undefined || message.id === id),
      timeoutMs,
      `"${type}"${id ? ` for ${id}` : ''}`,
    );
  }

  /** Messages received and not yet taken. */
  get unread(): readonly Message[] {
    return this.inbox.unread;
  }

  /** Forgets the unread messages (keep-alives, say). */
  clear(): void {
    this.inbox.clear();
  }

  close(): void {
    this.socket.close();
  }

  /** Sends connection_init and waits for the ack. */
  async init(payload: unknown = {}): Promise<void> {
    this.send({ type: 'connection_init', payload });
    await this.nextOf('connection_ack');
  }
}

/** Waits `ms` (for "nothing more arrives" checks). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Subscription<T = unknown> {
  /** The next result (`{data}` or `{errors}`) of this subscription. */
  next(match?: (result: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Resolves when the server completes the operation; rejects with its error. */
  readonly done: Promise<void>;
  readonly unread: readonly T[];
  unsubscribe(): void;
}

export interface GraphqlWsClient {
  client: Client;
  subscribe<T = { data?: Record<string, unknown>; errors?: unknown[] }>(payload: SubscribePayload): Subscription<T>;
  /** Resolves when the socket closes, with the close code and reason. */
  readonly closed: Promise<Closed>;
  dispose(): Promise<void>;
}

/** A graphql-ws library client (`graphql-transport-ws`) that fails instead of retrying. */
export function graphqlWsClient(url: string, connectionParams: Record<string, unknown> = {}): GraphqlWsClient {
  let onClosed: (closed: Closed) => void = () => undefined;
  const closed = new Promise<Closed>((resolve) => {
    onClosed = resolve;
  });
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => onClosed({ code: (event as Closed).code, reason: String((event as Closed).reason) }) },
  });
  return {
    client,
    closed,
    subscribe<T>(payload: SubscribePayload): Subscription<T> {
      const inbox = new Inbox<T>();
      let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
      const done = new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
      done.catch(() => undefined);
      const unsubscribe = client.subscribe<T>(payload, {
        next: (result) => inbox.put(result as T),
        error: (error) => settle.reject(error),
        complete: () => settle.resolve(),
      });
      return {
        next: (match = () => true, timeoutMs = DEFAULT_WAIT_MS) => inbox.take(match, timeoutMs, 'a result'),
        done,
        get unread() {
          return inbox.unread;
        },
        unsubscribe,
      };
    },
    dispose: async () => {
      await client.dispose();
    },
  };
}
