// The WebSocket side of the conformance replay, for upstream's subscription tests (tests-py/
// test_subscriptions.py): a directory's setup on a fresh PGlite with the project's engine served by the
// project's WebSocket transport, a client that speaks either subprotocol the way upstream's test client
// does, and a runner that turns a scenario into a report entry.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { registerGraphqlWs } from '../../src/http/graphql-ws.ts';
import { RawClient, sleep, type Message } from '../subscriptions/ws-clients.ts';
import { compareResponse, jsonDifferences } from './compare.ts';
import { readLayout } from './layout.ts';
import { startDirectory, type CaseResult, type DirectoryRun } from './replay.ts';
import { createEmptyDatabase } from '../support/database.ts';

export type Subprotocol = 'graphql-ws' | 'graphql-transport-ws';

/** How long upstream's client waits for an event before a test fails (15 s), shortened for the replay. */
const EVENT_WAIT_MS = 10_000;

/** An upstream directory set up on a fresh database and served over WebSocket (and engine.handle). */
export interface WsDirectory {
  dir: string;
  url: string;
  db: PgliteDatabase;
  run: DirectoryRun;
  engine: Engine;
  close(): Promise<void>;
}

/** Applies the directory's setup as the query replay does, then serves the engine at ws://.../v1/graphql. */
export async function openWsDirectory(dir: string, refetchIntervalMs = 100): Promise<WsDirectory> {
  const db = await createEmptyDatabase();
  let engine: Engine | undefined;
  let app: FastifyInstance | undefined;
  let run: DirectoryRun | undefined;
  try {
    run = await startDirectory({
      layout: readLayout(dir),
      db,
      createEngine: (options) => (engine = createEngine(options)),
    });
    if (!engine) throw new Error('startDirectory built no engine');
    app = Fastify();
    registerGraphqlWs(app, engine, { refetchIntervalMs });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app?.close();
    await run?.finish();
    await db.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const server = app;
  const directory = run;
  return {
    dir,
    url: `ws://127.0.0.1:${port}/v1/graphql`,
    db,
    run,
    engine,
    async close() {
      try {
        await server.close();
        await directory.finish();
      } finally {
        await db.close();
      }
    },
  };
}

/** A scenario that found a difference from upstream. */
export class Mismatch extends Error {}

/** Fails the scenario with the differences, if any. */
export function expectSame(differences: string[], what: string): void {
  if (differences.length > 0) throw new Mismatch(`${what}:\n  ${differences.slice(0, 5).join('\n  ')}`);
}

/** Compares a result payload with upstream's expected body (error messages loosely); returns the warnings. */
export function compareBody(expected: unknown, actual: unknown, what: string): string[] {
  const comparison = compareResponse({ expectedStatus: 200, expectedBody: expected, status: 200, body: JSON.stringify(actual) });
  expectSame(comparison.differences, what);
  return comparison.warnings.map((warning) => `${what}: ${warning}`);
}

/** Exact JSON equality (key order ignored), as upstream asserts data. */
export function expectJson(expected: unknown, actual: unknown, what: string): void {
  expectSame(jsonDifferences(expected, actual), what);
}

/** Upstream's GQLWsClient / graphql-ws client: message names per subprotocol, events read per operation id. */
export class UpstreamClient {
  readonly names: { start: string; data: string; stop: string };

  private constructor(
    readonly protocol: Subprotocol,
    readonly raw: RawClient,
  ) {
    this.names =
      protocol === 'graphql-ws' ? { start: 'start', data: 'data', stop: 'stop' } : { start: 'subscribe', data: 'next', stop: 'complete' };
  }

  static async open(url: string, protocol: Subprotocol): Promise<UpstreamClient> {
    return new UpstreamClient(protocol, await RawClient.open(url, protocol));
  }

  /** connection_init with `{headers}` when there are any (`{}` otherwise) and the ack. */
  async init(headers: Record<string, string> = {}): Promise<void> {
    this.raw.send({ type: 'connection_init', payload: Object.keys(headers).length > 0 ? { headers } : {} });
    const ack = await this.raw.next((message) => message.type !== 'ka', EVENT_WAIT_MS);
    if (ack.type !== 'connection_ack') throw new Mismatch(`expected connection_ack, got ${JSON.stringify(ack)}`);
  }

  start(id: string, payload: unknown): void {
    this.raw.send({ id, type: this.names.start, payload });
  }

  stop(id: string): void {
    this.raw.send({ id, type: this.names.stop });
  }

  send(message: unknown): void {
    this.raw.send(message);
  }

  /** The next event of an operation. */
  next(id: string): Promise<Message> {
    return this.raw.next((message) => message.id === id, EVENT_WAIT_MS);
  }

  /** The next connection-level event (no id), keep-alives aside. */
  nextConnectionEvent(): Promise<Message> {
    return this.raw.next((message) => message.id === undefined && message.type !== 'ka' && message.type !== 'ping', EVENT_WAIT_MS);
  }

  /** Upstream's `pytest.raises(queue.Empty)`: nothing but keep-alives arrives for a while. */
  async expectNothing(ms = 1_000): Promise<void> {
    await sleep(ms);
    const unread = this.raw.unread.filter((message) => message.type !== 'ka' && message.type !== 'ping');
    if (unread.length > 0) throw new Mismatch(`expected no more events, got ${JSON.stringify(unread.slice(0, 3))}`);
  }

  /** Upstream's `get_conn_close_state()`: the server closed the socket. */
  async expectClosed(): Promise<void> {
    const closed = await Promise.race([this.raw.closed, sleep(2_000).then(() => undefined)]);
    if (!closed) throw new Mismatch('expected the server to close the socket');
  }

  /** Expects the next event of `id` to be a result (`data`/`next`) and returns its payload. */
  async nextData(id: string): Promise<unknown> {
    const event = await this.next(id);
    if (event.type !== this.names.data) throw new Mismatch(`expected "${this.names.data}" for ${id}, got ${JSON.stringify(event)}`);
    return event.payload;
  }

  async expectComplete(id: string): Promise<void> {
    const event = await this.next(id);
    if (event.type !== 'complete') throw new Mismatch(`expected "complete" for ${id}, got ${JSON.stringify(event)}`);
  }

  close(): void {
    this.raw.close();
  }
}

export interface Scenario {
  /** The report's case name: `<dir>/<file or test> [subprotocol]: description`. */
  name: string;
  /** Runs the scenario; returns warnings (error-message differences); throws Mismatch on a difference. */
  run(): Promise<string[]>;
}

/** Runs a scenario into a report entry: passed, or failed with its first difference. */
export async function runScenario(scenario: Scenario): Promise<CaseResult> {
  try {
    const warnings = await scenario.run();
    return { case: scenario.name, status: 'passed', ...(warnings.length > 0 && { warnings }) };
  } catch (error) {
    const reason =
      error instanceof Mismatch
        ? error.message
        : `the replay threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    return { case: scenario.name, status: 'failed', reason };
  }
}
