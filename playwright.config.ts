import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';
import { e2eOidcProviders } from './e2e/support/oidc.ts';

// Browser tests run against `npm start` on a fresh DATA_DIR, in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = join(tmpdir(), `chainpulse-e2e-${port}`);

export default defineConfig({
  testDir: 'e2e',
  // Its own folder per server: shards running at once would otherwise clear each other's traces at start.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  // In CI a failed browser test runs once more: a timing flake on a loaded machine must not block a landing, and
  // `npm test` lists every test that needed its retry (scripts/test.mjs), so none goes unnoticed.
  retries: process.env.CI ? 1 : 0,
  // Deadlines, not measures: on CI the suite shares two cores with the unit and server tests, where a page may take
  // several times as long as on a quiet machine, so a step waits longer there before it counts as failed.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  // npm test runs the suite as shards, each against its own server (E2E_PORT) with its own report.
  reporter: [['list'], ['json', { outputFile: `.tmp/reports/${process.env.E2E_REPORT ?? 'playwright.json'}` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace only for a retry (CI retries once): recording every test's snapshots cost each shard CPU the tests
    // then waited for; `npx playwright test --trace on` records them when one is wanted locally.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: `node -e "require('node:fs').rmSync(process.argv[1], {recursive: true, force: true})" ${dataDir} && node scripts/start.mjs`,
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      HASURA_GRAPHQL_ADMIN_SECRET: process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret',
      // Every browser test comes from 127.0.0.1: the per-address budgets (tested in server/test) would otherwise
      // depend on how fast the machine runs the suite.
      SIGNUP_LIMIT: '10000',
      GRAPHQL_RATE_LIMIT: '1000000',
      PAGE_VIEW_LIMIT: '100000',
      UPLOAD_LIMIT_COUNT: '10000',
      // The embedded database's per-client bounds (fair queue, database time, sockets) likewise.
      DB_TIME_BUDGET_MS: '100000000',
      DB_MAX_WAITING_PER_CLIENT: '1000',
      WEBSOCKET_MAX_SOCKETS_PER_ADDRESS: '10000',
      // The render budget too: pages the suite reads as server HTML must not come as the bare frame on a busy run.
      SSR_MAX_RENDERS: '1000',
      // And the render deadline: on a slow CI host a 3 s render gave up, and the browser finished the page with
      // React's recoverable error #419 on the console, which the specs count as a fault.
      SSR_RENDER_TIMEOUT_MS: '20000',
      // Sign-in with another account through the OpenID provider e2e/oidc.spec.ts starts.
      OIDC_PROVIDERS: e2eOidcProviders(),
    },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
