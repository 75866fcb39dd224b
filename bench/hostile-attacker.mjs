// The attacker of bench/hostile.mjs, in a worker thread of its own so that handling its answers never
// delays the readers' measurements (they share the machine's CPUs, as a real attacker's traffic would, but
// not an event loop). Stops on any message and posts what it got.
// workerData:
//   {mode: 'corpus', url, corpus, attackers}: loops over the hostile corpus (issue 19); posts {requests, statuses}.
//   {mode: 'attack', url, attack, attacker}: one attack of issue 27 (server/test/hostile/load.ts, startAttack);
//   posts its AttackReport.
import { parentPort, workerData } from 'node:worker_threads';

async function corpusAttack({ url, corpus, attackers }) {
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
  return async () => {
    running = false;
    await Promise.all(loops);
    return { requests, statuses };
  };
}

async function loadAttack({ url, attack, attacker }) {
  const { register } = await import('tsx/esm/api');
  register();
  const { startAttack } = await import('../server/test/hostile/load.ts');
  const running = startAttack(url, attack, attacker);
  return () => running.stop();
}

const stop = await (workerData.mode === 'attack' ? loadAttack(workerData) : corpusAttack(workerData));
parentPort.postMessage('started');
parentPort.once('message', async () => parentPort.postMessage(await stop()));
