// `npm start` (scripts/start.mjs) as the benchmarks run it: in its own process on a free loopback port, timed from
// spawn to the first 200 from /healthz.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  // BENCH_SITE_PORT pins the port (a shared machine's helpers each keep to their own range).
  if (process.env.BENCH_SITE_PORT) return Promise.resolve(Number(process.env.BENCH_SITE_PORT));
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url, started, limitMs) {
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not up yet
    }
    if (performance.now() - started > limitMs) throw new Error(`server at ${url} was not healthy in ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const START_LIMIT_MS = Number(process.env.BENCH_SITE_START_MS) || 120_000;

/**
 * Starts the site with `env` over the process's environment (and `nodeArgs` for node, --cpu-prof say); resolves once
 * healthy, with the time that took (at most `limitMs`: BENCH_SITE_START_MS, else 2 minutes; a busy machine may need
 * more).
 */
export async function startSite(env, { limitMs = START_LIMIT_MS, nodeArgs = [] } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let healthyMs;
  try {
    healthyMs = await waitHealthy(url, started, limitMs);
  } catch (error) {
    // Not healthy in time (a build on a busy machine, say): the caller has no handle, so it is stopped here.
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return {
    url,
    healthyMs,
    child,
    /** Sends `signal` (SIGKILL after 15 s) and resolves when the process has exited. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
