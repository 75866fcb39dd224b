// Measures `npm start` (scripts/start.mjs) from spawn to the first 200 from /healthz: once on a fresh
// DATA_DIR, then repeatedly on the existing one (the design budget is under 3 s for the latter).
// The SPA must already be built (any npm start or npm test builds it); the staleness check is timed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function timeStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

export async function benchStartup({ runs = 7 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-bench-start-'));
  try {
    const fresh = await timeStart(join(dir, 'data'));
    const warm = [];
    for (let i = 0; i < runs; i += 1) warm.push(await timeStart(join(dir, 'data')));
    warm.sort((a, b) => a - b);
    return {
      freshMs: Math.round(fresh),
      existingMedianMs: Math.round(warm[Math.floor(warm.length / 2)]),
      existingMinMs: Math.round(warm[0]),
      existingMaxMs: Math.round(warm.at(-1)),
      runs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
