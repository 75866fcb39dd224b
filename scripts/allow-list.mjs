// Writes hasura/metadata/query_collections.yaml and allow_list.yaml from the client's documents (see
// scripts/hasura-allow-list.ts); codegen.ts runs it after writing src/shared/api/gql/.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { allowListFiles, GENERATED_DOCUMENTS } = await import('./hasura-allow-list.ts');
for (const { filename, content } of allowListFiles(readFileSync(join(root, GENERATED_DOCUMENTS), 'utf8'))) {
  const path = join(root, filename);
  // Only a changed file is written: `npm run dev` restarts the API server when the list changes.
  if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
  writeFileSync(path, content);
  console.log(`Wrote ${filename}`);
}
