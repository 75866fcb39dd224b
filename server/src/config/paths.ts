import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The nearest folder above this module with a package.json: the same from the TypeScript sources and from
// the bundle `npm start` runs (dist-server/).
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The repository root, whatever the working directory. */
export const ROOT_DIR = findRoot(dirname(fileURLToPath(import.meta.url)));
export const HASURA_DIR = join(ROOT_DIR, 'hasura');
export const MIGRATIONS_DIR = join(HASURA_DIR, 'migrations', 'default');
export const SEEDS_DIR = join(HASURA_DIR, 'seeds', 'default');
export const METADATA_DIR = join(HASURA_DIR, 'metadata');
export const DIST_DIR = join(ROOT_DIR, 'dist');
/** The server renderer Vite builds from src/app/entry-server.tsx. */
export const SSR_DIR = join(ROOT_DIR, 'dist-server', 'ssr');
