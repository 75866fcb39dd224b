// The attacker of bench/hostile.mjs, in a worker thread of its own so that handling its answers never
// delays the readers' measurements (they share the machine's CPUs, as a real attacker's traffic would, but
// not an event loop). workerData: {url, corpus, attackers}; stops on any message and posts {requests, statuses}.
import { parentPort, workerData } from 'node:worker_threads';

const { url, corpus, attackers } = workerData;
let running = true;
let requests = 0;
const statuses = {};

async function attacker(index) {
  while (running) {
    for (const request of corpus) {
      if (!running) break;
      const response = await fetch(`${url}${request.path}`, {
        method: request.method,
        headers: { ...request.headers, 'x-forwarded-for': `198.51.100.${index + 1}` },
        ...(request.body !== undefined ? { body: request.body } : {}),
      }).catch(() => null);
      const status = response ? response.status : 'reset';
      statuses[status] = (statuses[status] ?? 0) + 1;
      requests += 1;
      await response?.arrayBuffer().catch(() => undefined);
    }
  }
}

const loops = Array.from({ length: attackers }, (_, index) => attacker(index));
parentPort.once('message', async () => {
  running = false;
  await Promise.all(loops);
  parentPort.postMessage({ requests, statuses });
});
