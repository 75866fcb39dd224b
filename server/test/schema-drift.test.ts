import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config/paths.ts';
import { exportSchema } from '../src/export-schema.ts';

describe('schema.graphql', () => {
  it('matches the schema the engine builds from hasura/ (run `npm run schema` after changing it)', async () => {
    const committed = readFileSync(join(ROOT_DIR, 'schema.graphql'), 'utf8');
    expect(committed).toBe(await exportSchema());
  });
});
