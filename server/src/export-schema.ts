import { lexicographicSortSchema, printSchema } from 'graphql';
import { MIGRATIONS_DIR, METADATA_DIR } from './config/paths.ts';
import { applyMigrations, readMigrations } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openEngine } from './engine/index.ts';
import { createSessionResolver, ROLES } from './session/index.ts';

/** The admin role's schema as SDL, from the migrations and metadata alone (a scratch in-memory database). */
export async function exportSchema(): Promise<string> {
  const db = await openPglite();
  try {
    await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    // No request is answered: the sessions are never asked.
    const { engine } = await openEngine({
      db,
      metadataDir: METADATA_DIR,
      sessions: createSessionResolver({ unauthorizedRole: ROLES.anonymous }),
    });
    return `${printSchema(lexicographicSortSchema(engine.schemaFor(ROLES.admin)))}\n`;
  } finally {
    await db.close();
  }
}
