// Measures `npm start` (scripts/start.mjs) from spawn to the first 200 from /healthz: once on a fresh
// DATA_DIR, then repeatedly on the existing one (the design budget is under 3 s for the latter).
// The SPA must already be built (any npm start or npm test builds it); the staleness check is timed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from './site.mjs';
import { upperMedian } from './stats.mjs';

async function timeStart(dataDir) {
  const site = await startSite({ DATA_DIR: dataDir });
  await site.stop();
  return site.healthyMs;
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
      existingMedianMs: Math.round(upperMedian(warm)),
      existingMinMs: Math.round(warm[0]),
      existingMaxMs: Math.round(warm.at(-1)),
      runs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
