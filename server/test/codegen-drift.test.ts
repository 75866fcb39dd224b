import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';
import { allowListFiles, GENERATED_DOCUMENTS } from '../../scripts/hasura-allow-list.ts';
import { ROOT_DIR } from '../src/config/paths.ts';

describe('src/shared/api/gql and the cache schema (src/shared/api/cache/schema.json)', () => {
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

  it("matches the allow-list codegen writes from the client's documents (hasura/metadata/query_collections.yaml, allow_list.yaml)", () => {
    const files = allowListFiles(readFileSync(join(ROOT_DIR, GENERATED_DOCUMENTS), 'utf8'));
    expect(files.map((file) => file.filename)).toEqual(['hasura/metadata/query_collections.yaml', 'hasura/metadata/allow_list.yaml']);
    for (const file of files) expect(readFileSync(join(ROOT_DIR, file.filename), 'utf8'), file.filename).toBe(file.content);
    // Every operation the client has is in the list, once, and each subscription's query twin.
    const generated = readFileSync(join(ROOT_DIR, GENERATED_DOCUMENTS), 'utf8');
    const operations = generated.match(/^export const \w+Document = /gm)!.length;
    const subscriptions = generated.match(
      /^export const \w+Document = \{"kind":"Document","definitions":\[\{"kind":"OperationDefinition","operation":"subscription"/gm,
    )!.length;
    expect(files[0]!.content.match(/^ {6}- name: /gm)).toHaveLength(operations + subscriptions);
  });
});
