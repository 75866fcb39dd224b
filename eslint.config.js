import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-server/',
    'storybook-static/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.data/',
    '.tmp/',
    // Written by GraphQL codegen.
    'src/shared/api/gql/',
  ]),
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    extends: [reactRefresh.configs.vite()],
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'e2e/**', '*.config.{js,ts,mjs}', 'codegen.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser tests take `test` from e2e/support/test.ts, whose pages wait to be live after each navigation; only
    // the server-HTML spec reads pages without waiting for their script.
    files: ['e2e/**/*.spec.ts'],
    ignores: ['e2e/ssr.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: "Import test and expect from './support/test.ts' (pages wait to be live after navigating).",
            },
          ],
        },
      ],
    },
  },
]);
