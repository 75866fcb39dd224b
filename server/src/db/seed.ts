import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeError, StartupError } from './errors.ts';
import type { Queryable } from './types.ts';

/** Runs the SQL files of a Hasura CLI seeds directory (`hasura/seeds/default`) in name order. */
export async function applySeeds(tx: Queryable, dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const file of files) {
    try {
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new StartupError('seed-failed', `Demo content ${file} failed to load: ${describeError(error)}. Nothing was applied.`, {
        cause: error,
      });
    }
  }
  return files;
}
