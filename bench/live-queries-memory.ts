// Memory per idle multiplexed live query, without sockets: N subscriptions of the live-queries bench's news shape
// (every variable set distinct) prepared by a real engine on PGlite and handed to a poll hub, each to a subscriber
// that drops what it gets; heap after a forced GC, before and after, divided by N.
// Run: node --expose-gc --import tsx bench/live-queries-memory.ts [N]   (the heap is V8's: the database is not in it)
import { createPollHub } from '../server/src/engine/subscriptions/hub.ts';
import { backends, createTestEngine } from '../server/test/engine/harness.ts';

const count = Number(process.argv[2] ?? 5000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const heapMiB = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const backend = backends()[0]!;
const db = await backend.open();
const test = await createTestEngine(db);
const session = await test.engine.resolveSession({});
const hub = createPollHub(test.engine, { refetchIntervalMs: 60_000 });
let firsts = 0;
const query =
  'subscription ($limit: Int!, $exclude: String!) { news_articles(where: {title: {_nilike: $exclude}}, ' +
  'order_by: {published_at: desc}, limit: $limit) { id title } }';
// One to warm the engine's caches, so the figure is each subscription's own.
const warm = await test.engine.prepareSubscription({ query, variables: { limit: 1, exclude: 'warm' } }, session);
if (warm.kind === 'errors') throw new Error(warm.body);
const stopWarm = hub.subscribe(warm, { push: () => undefined });
const before = heapMiB();
const unsubscribes: (() => void)[] = [];
for (let index = 0; index < count; index += 1) {
  // The body as a socket's message gives it: a fresh object and strings per subscription.
  const body = JSON.parse(
    JSON.stringify({ query, variables: { limit: (index % 10) + 1, exclude: `%no such title ${index}%` } }),
  ) as unknown;
  const prepared = await test.engine.prepareSubscription(body, session);
  if (prepared.kind === 'errors') throw new Error(prepared.body);
  unsubscribes.push(hub.subscribe(prepared, { push: () => void (firsts += 1), end: () => undefined }));
}
while (firsts < count) await new Promise((resolve) => setTimeout(resolve, 50));
const after = heapMiB();
if (process.env.SNAPSHOT) (await import('node:v8')).writeHeapSnapshot(process.env.SNAPSHOT);
console.log(
  JSON.stringify({
    subscriptions: count,
    heapMiB: { before: Math.round(before), after: Math.round(after) },
    kbPerSubscription: Math.round(((after - before) * 1024 * 10) / count) / 10,
  }),
);
for (const unsubscribe of unsubscribes) unsubscribe();
stopWarm();
hub.close();
await db.close();
await backend.stop();
