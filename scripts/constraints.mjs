// npm run constraints: writes contract/db-lengths.ts (the CHECK length bounds) and db-constraints.ts (the
// constraint names) of the migrations, for the client's forms and the server's validators.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { exportConstraints } = await import('../server/src/db/export-constraints.ts');
const { lengths, constraints } = await exportConstraints();
writeFileSync(join(root, 'contract', 'db-lengths.ts'), lengths);
writeFileSync(join(root, 'contract', 'db-constraints.ts'), constraints);
console.log('Wrote contract/db-lengths.ts and db-constraints.ts');
