// A stand-in for the engine with the transport's interface, so the protocol layer is tested on its own:
// a counter to read (`query { counter }`, `subscription { counter }`), a mutation that bumps it and
// reports the write, a list of rows to stream, and sessions from a few fixed tokens.
import type { PreparedSubscription } from '../../src/engine/create-engine.ts';
import { SessionError, type RequestHeaders, type Session } from '../../src/session/index.ts';
import type { SubscriptionEngine } from '../../src/engine/subscriptions/index.ts';

export const COUNTER_TABLE = 'public.counter';
export const ROWS_TABLE = 'public.rows';

export interface FakeEngine extends SubscriptionEngine {
  counter: number;
  rows: { id: number }[];
  /** Runs of live and stream polls so far. */
  runs: number;
  /** Reports a write to the listeners, as a committed mutation does. */
  notify(...tables: string[]): void;
  /** How long run() takes (to test overlap and shutdown). */
  runDelayMs: number;
  /** Live polls running now, and the most ever running at once. */
  active: number;
  maxActive: number;
}

const errors = (code: string, message: string) => JSON.stringify({ errors: [{ message, extensions: { path: '$', code } }] });

function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function createFakeEngine(): FakeEngine {
  const listeners = new Set<(tables: ReadonlySet<string>, origin: { remote: boolean }) => void>();
  const wait = () => new Promise((resolve) => setTimeout(resolve, engine.runDelayMs));

  const engine: FakeEngine = {
    counter: 0,
    rows: [],
    runs: 0,
    runDelayMs: 0,
    active: 0,
    maxActive: 0,
    notify(...tables) {
      for (const listener of listeners) listener(new Set(tables), { remote: false });
    },
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async resolveSession(headers): Promise<Session> {
      const authorization = header(headers, 'authorization');
      if (authorization === 'Bearer bad') throw new SessionError('invalid-jwt', 'Could not verify JWT: JWSError JWSInvalidSignature');
      if (authorization?.startsWith('Bearer expires-in-')) {
        const ms = Number(authorization.slice('Bearer expires-in-'.length));
        return {
          role: 'user',
          isAdmin: false,
          backendOnly: false,
          variables: { 'x-hasura-role': 'user' },
          expiresAt: new Date(Date.now() + ms),
        };
      }
      const role = header(headers, 'x-hasura-role') ?? 'admin';
      return { role, isAdmin: role === 'admin', backendOnly: false, variables: { 'x-hasura-role': role } };
    },
    async handleWithSession(body) {
      const query = (body as { query: string }).query;
      if (/^\s*mutation\b/.test(query)) {
        engine.counter += 1;
        engine.notify(COUNTER_TABLE);
        return `{"data":{"increment":${engine.counter}}}`;
      }
      if (query.includes('counter')) return `{"data":{"counter":${engine.counter}}}`;
      return errors('validation-failed', 'not a valid graphql query');
    },
    async prepareSubscription(body, session): Promise<PreparedSubscription> {
      const { query, variables } = body as { query: string; variables?: Record<string, unknown> };
      if (query.includes('rows_stream')) {
        const batch = Number(variables?.batch ?? 2);
        return {
          kind: 'stream',
          key: JSON.stringify([query, variables]),
          tables: new Set([ROWS_TABLE]),
          async run(cursor) {
            engine.runs += 1;
            await wait();
            const after = typeof cursor === 'number' ? cursor : 0;
            const rows = engine.rows.filter((row) => row.id > after).slice(0, batch);
            return { body: JSON.stringify({ data: { rows_stream: rows } }), cursor: rows.at(-1)?.id ?? after };
          },
        };
      }
      if (query.includes('counter')) {
        return {
          kind: 'live',
          key: JSON.stringify([query, variables ?? null, session.role]),
          tables: new Set([COUNTER_TABLE]),
          async run() {
            engine.runs += 1;
            engine.active += 1;
            engine.maxActive = Math.max(engine.maxActive, engine.active);
            try {
              await wait();
              return `{"data":{"counter":${engine.counter}}}`;
            } finally {
              engine.active -= 1;
            }
          },
        };
      }
      return { kind: 'errors', body: errors('validation-failed', "field 'nothing' not found in type: 'subscription_root'") };
    },
  };
  return engine;
}
