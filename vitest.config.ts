import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

// Unit and server test files run side by side, at most this many at once: the server's mostly wait on databases,
// timers and child processes, so 3 keep an otherwise idle 2-core machine busy (on a machine already saturated they
// only share the same CPU: TEST_WORKERS=1 runs them one at a time).
const workers = Math.max(1, Number(process.env.TEST_WORKERS) || 3);

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'locales/*.test.ts'],
          environment: 'jsdom',
          // Lets Testing Library register its automatic cleanup after each test.
          globals: true,
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Deadlines, not measures: files run side by side, on CI beside the browser tests, so setup may wait its turn.
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Each file starts its own databases on ports the kernel picks and in its own temporary directories, so
          // files run in parallel; the bound keeps memory in check.
          maxWorkers: workers,
        },
      },
      {
        // Every story of .storybook/main.ts is a test in Debian's Chromium: it renders, its `play` function
        // passes, and the accessibility addon finds no violation (parameters.a11y.test in .storybook/preview.tsx).
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Its own group: one browser at a time, whatever the other projects' worker count.
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
