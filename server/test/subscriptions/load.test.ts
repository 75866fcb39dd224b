// 1,000 concurrent live queries on one process: identical ones share a single poller, 200 distinct ones get
// 200 pollers, and every subscription receives each change a mutation makes. Prints the memory used and the
// push latency (from the mutation's request and from its response to each push) for docs/benchmarks.md; run
// with NODE_OPTIONS=--expose-gc for steadier memory figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle, startAppServer, until, type AppServer } from './app-server.ts';
import { graphqlWsClient, type GraphqlWsClient } from './ws-clients.ts';

const SOCKETS = 20;
const PER_SOCKET = 50;
// A deadline, not a measure: generous, as the machine may be busy with other test files.
const WAIT_MS = 90_000;
/** Mutations per case; the latencies are over every push of every round. */
const ROUNDS = 5;

interface NewsResult {
  data?: { news_articles: { title: string }[] };
}

interface Memory {
  rssMb: number;
  heapUsedMb: number;
}

function memory(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rssMb: usage.rss / 2 ** 20, heapUsedMb: usage.heapUsed / 2 ** 20 };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

interface Run {
  firstResults: number;
  /** When each subscription received the current round's change. */
  arrivals: number[];
  stop(): void;
}

/** Opens `SOCKETS` x `PER_SOCKET` subscriptions; `query(index)` gives each one's payload. */
function subscribeAll(
  clients: GraphqlWsClient[],
  query: (index: number) => { query: string; variables?: Record<string, unknown> },
  changed: (title: string) => boolean,
): Run {
  const run: Run = { firstResults: 0, arrivals: [], stop: () => undefined };
  const stops: (() => void)[] = [];
  clients.forEach((client, socket) => {
    for (let slot = 0; slot < PER_SOCKET; slot += 1) {
      let first = true;
      stops.push(
        client.client.subscribe<NewsResult['data']>(query(socket * PER_SOCKET + slot), {
          next: (result) => {
            const titles = (result.data as NewsResult['data'])?.news_articles.map((article) => article.title) ?? [];
            if (first) {
              first = false;
              run.firstResults += 1;
            } else if (titles.some(changed)) {
              run.arrivals.push(performance.now());
            }
          },
          error: (error) => {
            throw new Error(`subscription failed: ${JSON.stringify(error)}`);
          },
          complete: () => undefined,
        }),
      );
    }
  });
  run.stop = () => stops.forEach((stop) => stop());
  return run;
}

describe('1,000 concurrent live queries on one process', { timeout: 300_000 }, () => {
  let server: AppServer;
  let clients: GraphqlWsClient[] = [];
  const figures: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = await startAppServer({ refetchIntervalMs: 1000 });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await server?.close();
    if (figures.length > 0) console.info(`subscription load figures:\n${JSON.stringify(figures, null, 2)}`);
  });

  async function measure(
    name: string,
    query: (index: number) => { query: string; variables?: Record<string, unknown> },
    pollers: number,
  ): Promise<void> {
    await until(() => server.ws.stats().subscribers === 0);
    const before = memory();
    clients = Array.from({ length: SOCKETS }, () => graphqlWsClient(server.wsUrl));
    const started = performance.now();
    let title = '';
    const run = subscribeAll(clients, query, (seen) => seen === title);
    await until(() => run.firstResults === SOCKETS * PER_SOCKET, WAIT_MS);
    const subscribeMs = performance.now() - started;
    const after = memory();
    expect(server.ws.stats()).toMatchObject({ livePollers: pollers, subscribers: SOCKETS * PER_SOCKET, sockets: SOCKETS });

    // Several rounds, spaced so the writes fall at different points of the refetch interval.
    const fromRequest: number[] = [];
    const fromResponse: number[] = [];
    const pollsBefore = server.ws.stats().polls;
    for (let round = 0; round < ROUNDS; round += 1) {
      run.arrivals = [];
      title = `Load test article ${name} ${round} ${Date.now()}`;
      const sent = performance.now();
      await insertArticle(server, title);
      const answered = performance.now();
      await until(() => run.arrivals.length === SOCKETS * PER_SOCKET, WAIT_MS);
      fromRequest.push(...run.arrivals.map((at) => at - sent));
      fromResponse.push(...run.arrivals.map((at) => at - answered));
      await new Promise((resolve) => setTimeout(resolve, 150 + round * 170));
    }
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), max: round1(sorted.at(-1)!) };
    };
    figures.push({
      case: name,
      subscriptions: SOCKETS * PER_SOCKET,
      sockets: SOCKETS,
      pollers,
      subscribeAllMs: Math.round(subscribeMs),
      memoryBefore: { rssMb: round1(before.rssMb), heapUsedMb: round1(before.heapUsedMb) },
      memoryAfter: { rssMb: round1(after.rssMb), heapUsedMb: round1(after.heapUsedMb) },
      heapPerSubscriptionKb: round1(((after.heapUsedMb - before.heapUsedMb) * 1024) / (SOCKETS * PER_SOCKET)),
      pollsPerChange: round1((server.ws.stats().polls - pollsBefore) / ROUNDS),
      pushLatencyFromMutationRequestMs: summary(fromRequest),
      pushLatencyFromMutationResponseMs: summary(fromResponse),
    });

    run.stop();
    await Promise.all(clients.map((client) => client.dispose()));
    clients = [];
    await until(() => server.ws.stats().livePollers === 0 && server.ws.stats().sockets === 0, WAIT_MS);
  }

  it('1,000 identical subscriptions share one poller and all receive the change', async () => {
    await measure(
      '1,000 identical',
      () => ({ query: 'subscription { news_articles(order_by: {published_at: desc}, limit: 3) { title } }' }),
      1,
    );
  });

  it('200 distinct subscriptions (5 subscribers each) get 200 pollers and all receive the change', async () => {
    await measure(
      '200 distinct x 5',
      (index) => ({
        // 200 variable sets that differ (a limit would not do: the anonymous role's list limit clamps it), each
        // excluding a title nobody writes, so every one still sees the new story.
        query:
          'subscription ($exclude: String!) { news_articles(where: {title: {_nilike: $exclude}}, order_by: {published_at: desc}, limit: 3) { title } }',
        variables: { exclude: `%no such title ${index % 200}%` },
      }),
      200,
    );
  });
});
