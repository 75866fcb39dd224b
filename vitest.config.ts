import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'locales/*.test.ts'],
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
    ],
  },
});
