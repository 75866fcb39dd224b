import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { ADMIN_SECRET } from './support/accounts.ts';
import { publishStory } from './support/news.ts';

// When the server goes away and comes back, open pages recover by themselves: a query that failed meanwhile is
// asked again, and live queries reconnect. This spec runs a server of its own, so that it can stop and restart it.

const PORT = 3312;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = 'reconnect-admin-secret';

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The suite's own server has built the site already.
      SKIP_BUILD: '1',
      HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
      GRAPHQL_RATE_LIMIT: '1000000',
      PAGE_VIEW_LIMIT: '100000',
    },
    stdio: 'ignore',
  });
}

/** Waits until the server answers /healthz (or fails when it exits first). */
async function ready(server: ChildProcess): Promise<void> {
  let exited = false;
  server.once('exit', () => (exited = true));
  await expect
    .poll(
      async () => {
        if (exited) throw new Error('the server exited before it was ready');
        return fetch(`${ORIGIN}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(200);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

test('pages recover by themselves when the server comes back', async ({ browser, playwright }) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-reconnect-'));
  let server = startServer(dataDir);
  try {
    await ready(server);
    const context = await browser.newContext({ baseURL: ORIGIN, locale: 'en-US' });
    const blog = await context.newPage();
    const news = await context.newPage();
    await blog.goto('/blog');
    await expect(blog.getByRole('main').getByRole('article').first()).toBeVisible();
    await news.goto('/news');
    await expect(news.getByTestId('news-timeline').getByRole('listitem')).toHaveCount(20);

    await stop(server);
    // A page asked for while the server is away shows the error state.
    await blog.getByRole('main').getByRole('link', { name: 'Opinion', exact: true }).click();
    await expect(blog.getByText(/^Error loading articles/)).toBeVisible();

    server = startServer(dataDir);
    await ready(server);
    // No reload and no click: the list comes by itself.
    await expect(blog.getByText(/^Error loading articles/)).toBeHidden({ timeout: 30_000 });
    await expect(blog.getByRole('main').getByRole('article').first()).toBeVisible();

    // The live list's socket reconnected: a story published now appears.
    const title = `Back online ${Date.now()}`;
    const request = await playwright.request.newContext({ baseURL: ORIGIN });
    await publishStory(request, title, SECRET);
    await request.dispose();
    await expect(news.getByTestId('news-timeline').getByRole('listitem').first()).toContainText(title, { timeout: 30_000 });
    await context.close();
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('live lists start when the WebSocket client could not be downloaded at first', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  // The first download of the script that holds the WebSocket client fails, as when the server is away just then.
  let refused = 0;
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (refused === 0 && body.includes('graphql-transport-ws')) {
      refused += 1;
      await route.abort('connectionrefused');
      return;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/news');
  await expect(page.getByTestId('news-timeline').getByRole('listitem')).toHaveCount(20);
  await expect.poll(() => refused).toBe(1);

  const title = `Despite a failed download ${Date.now()}`;
  await publishStory(request, title, ADMIN_SECRET);
  await expect(page.getByTestId('news-timeline').getByRole('listitem').first()).toContainText(title, { timeout: 20_000 });
  await context.close();
});
