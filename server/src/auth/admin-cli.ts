// `npm run admin -- grant EMAIL` / `revoke EMAIL` (scripts/admin.mjs): opens DATA_DIR's embedded database,
// or DATABASE_URL, and changes one account's admin right.
import { existsSync, readdirSync } from 'node:fs';
import { loadConfig, type Config } from '../config/index.ts';
import { lockDataDir, prepareDataDir } from '../db/data-dir.ts';
import { StartupError, type Database } from '../db/index.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres, redactUrl } from '../db/postgres.ts';
import { grantAdmin, revokeAdmin } from './admin.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | npm run admin -- revoke EMAIL';

/** A wrong command line or a database that cannot be opened; the message says what to do. */
export class AdminCliError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'AdminCliError';
    this.code = code;
  }
}

interface OpenedDatabase {
  db: Database;
  where: string;
  close(): Promise<void>;
}

async function openEmbedded(dataDir: string): Promise<OpenedDatabase> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    throw new AdminCliError('no-database', `DATA_DIR ${dataDir} holds no database yet; run npm start once first (or set DATA_DIR).`);
  }
  const dir = prepareDataDir(dataDir);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dir);
  } catch (error) {
    if (error instanceof StartupError && error.code === 'data-dir-locked') {
      throw new AdminCliError(
        'data-dir-locked',
        `${error.message.replace(/; stop it first\.$/, '')}. The embedded database allows one process at a time: ` +
          'stop the server, run this command, then start the server again.',
      );
    }
    throw error;
  }
  try {
    const db = await openPglite({ dir: dir.pgdata });
    return { db, where: dir.pgdata, close: async () => (await db.close(), unlock()) };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openDatabase(config: Config): Promise<OpenedDatabase> {
  if (!config.databaseUrl) return openEmbedded(config.dataDir);
  const db = await openPostgres(config.databaseUrl, {
    transactionPooling: config.databasePoolMode === 'transaction',
    ...(config.databaseListenUrl !== undefined && { listenUrl: config.databaseListenUrl }),
  });
  return { db, where: redactUrl(config.databaseUrl), close: () => db.close() };
}

function parseArgs(args: readonly string[]): { action: 'grant' | 'revoke'; email: string } {
  const [action, email, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) {
    throw new AdminCliError('usage', USAGE);
  }
  return { action, email };
}

/** Runs one command; resolves the line to print, rejects with an error whose message says what to fix. */
export async function runAdminCli(args: readonly string[], env: Record<string, string | undefined> = process.env): Promise<string> {
  const { action, email } = parseArgs(args);
  const opened = await openDatabase(loadConfig(env));
  try {
    const change = action === 'grant' ? await grantAdmin(opened.db, email) : await revokeAdmin(opened.db, email);
    const done = action === 'grant' ? 'is now an admin' : 'is no longer an admin';
    const already = action === 'grant' ? 'was already an admin' : 'was not an admin';
    return `${change.email} ${change.changed ? done : already} (${opened.where}).`;
  } finally {
    await opened.close();
  }
}
