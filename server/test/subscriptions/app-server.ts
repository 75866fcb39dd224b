// The real app (buildApp over a seeded PGlite, with the engine tests' admin secret and JWT secret) listening
// on a loopback port, for subscription tests with real WebSocket clients.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import type { GraphqlWsServer } from '../../src/http/graphql-ws.ts';
import { adminHeaders, createTestApp, type GraphqlResult, type Headers } from '../engine/harness.ts';
import { createTestDatabase } from '../support/database.ts';

export interface AppServer {
  app: FastifyInstance;
  db: PgliteDatabase;
  /** ws://127.0.0.1:<port>/v1/graphql */
  wsUrl: string;
  ws: GraphqlWsServer;
  /** POST /v1/graphql over HTTP (through the engine, so its writes wake the pollers). */
  gql<Data = Record<string, unknown>>(query: string, headers?: Headers, variables?: Record<string, unknown>): Promise<GraphqlResult<Data>>;
  close(): Promise<void>;
}

/** Starts the app; `refetchIntervalMs` goes through the environment as `npm start` reads it. */
export async function startAppServer(options: { refetchIntervalMs?: number } = {}): Promise<AppServer> {
  const db = await createTestDatabase({ seeds: true });
  const { app } = await createTestApp(db, {
    HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL: String(options.refetchIntervalMs ?? 1000),
  });
  const ws = app.graphqlWs;
  if (!ws) throw new Error('buildApp did not register the WebSocket transport (registerGraphqlWs in server/src/app.ts)');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    ws,
    wsUrl: `ws://127.0.0.1:${port}/v1/graphql`,
    async gql<Data>(query: string, headers: Headers = adminHeaders(), variables?: Record<string, unknown>) {
      const response = await fetch(`http://127.0.0.1:${port}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(variables ? { query, variables } : { query }),
      });
      return (await response.json()) as GraphqlResult<Data>;
    },
    async close() {
      try {
        await app.close();
      } finally {
        await db.close();
      }
    },
  };
}

let articleNumber = 0;
let publishedAt = Date.now() + 24 * 3600 * 1000;

/** Publication times later than any before, so each new article is the newest of all. */
export function nextPublishedAt(): string {
  publishedAt += 1000;
  return new Date(publishedAt).toISOString();
}

/** Inserts a published news article through the engine (admin secret), newest of all; returns its title. */
export async function insertArticle(
  server: AppServer,
  title = `Subscription test article ${Date.now()}-${(articleNumber += 1)}`,
): Promise<string> {
  const result = await server.gql(
    `mutation ($object: news_articles_insert_input!) { insert_news_articles_one(object: $object) { id } }`,
    adminHeaders(),
    { object: { title, source_url: `https://example.com/subscriptions/${encodeURIComponent(title)}`, published_at: nextPublishedAt() } },
  );
  if (result.errors) throw new Error(`insert failed: ${JSON.stringify(result.errors)}`);
  return title;
}

/** Waits until `check` holds. */
export async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
