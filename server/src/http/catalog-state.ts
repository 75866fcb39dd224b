// get_catalog_state for the embedded engine: the Hasura CLI asks it at every command (the server's id), and its
// migrate commands read the applied migrations from `cli_state`. Read-only: the server applies hasura/migrations
// itself (server/src/db/cli-state.ts says where the state lives and why).
import { CATALOG_TABLE, CLI_DATABASE, readMigrationState } from '../db/cli-state.ts';
import type { Queryable } from '../db/index.ts';

/** What Hasura answers: its catalog's id and the CLI's and console's states. */
export interface CatalogState {
  id: string;
  cli_state: unknown;
  console_state: unknown;
}

/** The CLI's own default when a server has no id. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Hasura's catalog row when Hasura made one in this database; otherwise the state the CLI would hold after copying
 * hdb_catalog.schema_migrations (where the server records its migrations then), so `hasura migrate status` agrees.
 */
export async function readCatalogState(db: Queryable): Promise<CatalogState> {
  const present = await db.query<{ present: boolean }>(`select to_regclass('${CATALOG_TABLE}') is not null as present`);
  if (present.rows[0]?.present) {
    const row = await db.query<{ id: string; cli: string; console: string }>(
      `select hasura_uuid::text as id, cli_state::text as cli, console_state::text as console from ${CATALOG_TABLE} limit 1`,
    );
    const state = row.rows[0];
    if (state) return { id: state.id, cli_state: JSON.parse(state.cli) as unknown, console_state: JSON.parse(state.console) as unknown };
  }
  const { versions } = await readMigrationState(db);
  return {
    id: NO_ID,
    cli_state: {
      migrations: { [CLI_DATABASE]: Object.fromEntries(versions) },
      settings: { migration_mode: 'true' },
      isStateCopyCompleted: true,
    },
    console_state: {},
  };
}
