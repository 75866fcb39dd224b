import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const ROOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const HASURA_DIR = join(ROOT_DIR, 'hasura');
export const MIGRATIONS_DIR = join(HASURA_DIR, 'migrations', 'default');
export const SEEDS_DIR = join(HASURA_DIR, 'seeds', 'default');
export const METADATA_DIR = join(HASURA_DIR, 'metadata');
export const DIST_DIR = join(ROOT_DIR, 'dist');
