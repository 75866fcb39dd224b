import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';
import { ROOT_DIR } from '../src/config/paths.ts';

describe('src/shared/api/gql', () => {
  it('matches what codegen writes from schema.graphql and the documents (run `npm run codegen` after changing them)', async () => {
    const cwd = process.cwd();
    process.chdir(ROOT_DIR);
    try {
      // false: return the files instead of writing them.
      const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        const committed = readFileSync(join(ROOT_DIR, output.filename), 'utf8');
        expect(committed, output.filename).toBe(output.content);
      }
    } finally {
      process.chdir(cwd);
    }
  }, 60_000);
});
