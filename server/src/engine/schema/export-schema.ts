import { lexicographicSortSchema, printSchema } from 'graphql';
import { MIGRATIONS_DIR, METADATA_DIR } from '../../config/paths.ts';
import { applyMigrations, readMigrations } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import { loadMetadata, validateMetadata } from '../metadata/index.ts';
import { ROLES } from '#contract/roles.ts';
import { roleAccess } from '../permissions/index.ts';
import { buildRoleSchema } from './build-schema.ts';
import { readCatalog } from './catalog.ts';
import { withEnumValues } from './enum-tables.ts';
import { buildModel } from './model.ts';

/** The admin role's schema as SDL, from the migrations and metadata alone (a scratch in-memory database). */
export async function exportSchema(): Promise<string> {
  const db = await openPglite();
  try {
    await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    const metadata = loadMetadata(METADATA_DIR);
    const catalog = await withEnumValues(db, metadata, await readCatalog(db));
    validateMetadata(metadata, catalog);
    const actions = { actions: metadata.actions, customTypes: metadata.custom_types };
    return `${printSchema(lexicographicSortSchema(buildRoleSchema(roleAccess(buildModel(metadata, catalog), ROLES.admin), actions)))}\n`;
  } finally {
    await db.close();
  }
}
