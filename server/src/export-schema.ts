import { lexicographicSortSchema, printSchema } from 'graphql';
import { MIGRATIONS_DIR, METADATA_DIR } from './config/paths.ts';
import { applyMigrations, readMigrations } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { loadMetadata, validateMetadata } from './engine/metadata/index.ts';
import { ROLES } from '../../src/shared/config/roles.ts';
import { roleAccess } from './engine/permissions/index.ts';
import { buildRoleSchema } from './engine/schema/build-schema.ts';
import { readCatalog } from './engine/model/catalog.ts';
import { withEnumValues } from './engine/model/enum-tables.ts';
import { buildModel } from './engine/model/model.ts';

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
