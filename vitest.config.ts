import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

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
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own databases: one file at a time keeps memory and ports in check.
          fileParallelism: false,
        },
      },
      {
        // Every story of .storybook/main.ts is a test in Debian's Chromium: it renders, its `play` function
        // passes, and the accessibility addon finds no violation (parameters.a11y.test in .storybook/preview.tsx).
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
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
