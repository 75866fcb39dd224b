// npm run schema: writes schema.graphql (the admin role's schema) for GraphQL codegen.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { exportSchema } = await import('../server/src/export-schema.ts');
writeFileSync(join(root, 'schema.graphql'), await exportSchema());
console.log('Wrote schema.graphql');
