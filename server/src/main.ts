import { loadConfig } from './config/index.ts';
import { DIST_DIR } from './config/paths.ts';
import { discardDataDir, lockDataDir, prepareDataDir, type DataDir } from './db/data-dir.ts';
import { describeError, startDatabase, StartupError, type Database } from './db/index.ts';
import { redactUrl } from './db/postgres.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const dataDir: DataDir = prepareDataDir(config.dataDir);
  let db: Database | undefined;
  let unlock = (): void => undefined;
  try {
    unlock = lockDataDir(dataDir);
    // The database opens (PGlite compiles its WebAssembly) while the app's modules load.
    const starting = startDatabase({
      databaseUrl: config.databaseUrl,
      pgdataDir: dataDir.pgdata,
      demoContent: config.demoContent,
    });
    const [{ buildApp }, started] = await Promise.all([import('./app.ts'), starting]);
    db = started.db;
    const adminSecret = config.adminSecret ?? dataDir.marker.adminSecret;
    const app = await buildApp({ config: { ...config, adminSecret }, db, distDir: DIST_DIR, cronTriggers: true });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new StartupError(
        'listen-failed',
        code === 'EADDRINUSE'
          ? `Port ${config.port} on ${config.host} is already in use; stop the other server or set PORT.`
          : `Cannot listen on ${config.host}:${config.port}: ${describeError(error)}.`,
      );
    }
    const database = config.databaseUrl ? `PostgreSQL at ${redactUrl(config.databaseUrl)}` : `embedded PostgreSQL in ${dataDir.pgdata}`;
    const { applied, fresh } = started.migrations;
    console.log(`Database: ${database}; ${applied.length} migration(s) applied${fresh && config.demoContent ? ', demo content loaded' : ''}.`);
    if (!config.adminSecret) console.log(`Admin secret (x-hasura-admin-secret), kept in ${dataDir.root}: ${adminSecret}`);
    console.log(`ChainPulse is ready at http://${config.host}:${config.port} (${Math.round(performance.now() - startedAt)} ms)`);

    const stop = async (signal: string) => {
      console.log(`${signal}: shutting down`);
      await app.close();
      await db?.close();
      unlock();
      process.exit(0);
    };
    process.once('SIGTERM', () => void stop('SIGTERM'));
    process.once('SIGINT', () => void stop('SIGINT'));
  } catch (error) {
    await db?.close().catch(() => undefined);
    unlock();
    discardDataDir(dataDir);
    throw error;
  }
}

main().catch((error: unknown) => {
  // Errors that carry a code (start-up, metadata, JWT configuration) already say what to fix.
  if (error instanceof StartupError || (error instanceof Error && typeof (error as { code?: unknown }).code === 'string')) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
