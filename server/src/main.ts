import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ensureFirstAdmin, type FirstAdmin } from './auth/index.ts';
import { loadConfig } from './config/index.ts';
import { DIST_DIR, MIGRATIONS_DIR, SSR_DIR } from './config/paths.ts';
import { readSchemaVersion } from './db/cli-state.ts';
import { newestVersion, readMigrations } from './db/migrate.ts';
import { discardDataDir, lockDataDir, prepareDataDir, type DataDir } from './db/data-dir.ts';
import { describeError, startDatabase, StartupError, type Database } from './db/index.ts';
import { redactUrl } from './db/postgres.ts';

/** This server's URL as seen from itself: where the engine and the scheduler call the action handlers. */
function ownUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

function adminSignIn(admin: FirstAdmin): string | undefined {
  if (admin.kind === 'generated') {
    return `Admin sign-in (generated once, shown only now; keep it): ${admin.email} / ${admin.password}`;
  }
  return admin.kind === 'unchanged' ? undefined : `Admin sign-in: ${admin.email} with the password in ADMIN_PASSWORD`;
}

/** Waits until an external Hasura has applied every migration of hasura/migrations (its CLI state says so). */
async function waitForSchema(db: Database): Promise<void> {
  const expected = BigInt(newestVersion(readMigrations(MIGRATIONS_DIR)) ?? 0);
  for (let waited = 0; ; waited += 2) {
    const version = await readSchemaVersion(db).catch(() => null);
    if (version !== null && BigInt(version) >= expected) return;
    if (waited % 30 === 0) console.log('Waiting for Hasura to apply the migrations of hasura/migrations...');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const external = config.graphqlEngine === 'external';
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
      statementTimeoutMs: config.engine.adminStatementTimeoutMs,
      maxWaitingPerClient: config.limits.dbMaxWaitingPerClient,
      budgetMsPerMinute: config.limits.dbTimeBudgetMs,
      ...(config.limits.dbMaxActivePerClient !== undefined && { maxActivePerClient: config.limits.dbMaxActivePerClient }),
      transactionPooling: config.databasePoolMode === 'transaction',
      poolSize: config.databasePoolSize,
      listenUrl: config.databaseListenUrl,
      // An external Hasura's CLI migrations (its cli-migrations image, or `hasura migrate apply`) own the schema.
      migrate: !external,
    });
    const [{ buildApp }, started] = await Promise.all([import('./app.ts'), starting]);
    db = started.db;
    const adminSecret = config.adminSecret ?? dataDir.marker.adminSecret;
    // The action headers and the cron trigger read ACTIONS_SECRET and ACTIONS_BASE_URL ({{...}}) from the environment.
    const actionsSecret = config.actionsSecret ?? dataDir.marker.actionsSecret;
    process.env.ACTIONS_SECRET = actionsSecret;
    const baseUrlGiven = Boolean(process.env.ACTIONS_BASE_URL?.trim());
    if (!baseUrlGiven) process.env.ACTIONS_BASE_URL = ownUrl(config.host, config.port);
    // npm start builds the site first; a server started without it (SKIP_BUILD, or an API-only deployment
    // behind a proxy that serves the SPA) answers the API alone.
    const siteBuilt = existsSync(join(DIST_DIR, 'index.html')) && existsSync(join(DIST_DIR, 'console.html'));
    const app = await buildApp({
      config: { ...config, adminSecret, actionsSecret },
      db,
      ...(siteBuilt ? { distDir: DIST_DIR, ssrDir: SSR_DIR } : {}),
      cronTriggers: true,
    });
    const adminOptions = { adminEmail: config.adminEmail, adminPassword: config.adminPassword };
    // With an external Hasura the schema may not be there yet: the first admin waits for it, after listening,
    // because Hasura reads this server's /auth/jwks.json as it starts.
    const firstAdmin = external ? undefined : await ensureFirstAdmin(db, adminOptions);
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
    // With PORT=0 the port is known only now (the cron trigger, resolved at build, then needs ACTIONS_BASE_URL set).
    if (!baseUrlGiven) process.env.ACTIONS_BASE_URL = ownUrl(config.host, (app.server.address() as AddressInfo).port);
    const database = config.databaseUrl ? `PostgreSQL at ${redactUrl(config.databaseUrl)}` : `embedded PostgreSQL in ${dataDir.pgdata}`;
    const { applied, fresh } = started.migrations;
    if (external) {
      console.log(`Database: ${database}; GraphQL: Hasura at ${redactUrl(config.hasuraEndpoint!)}, which applies the migrations.`);
    } else {
      console.log(
        `Database: ${database}; ${applied.length} migration(s) applied${fresh && config.demoContent ? ', demo content loaded' : ''}.`,
      );
    }
    if (config.databasePoolMode === 'transaction' && !config.databaseListenUrl) {
      console.warn(
        'DATABASE_POOL_MODE=transaction without DATABASE_LISTEN_URL: LISTEN goes through the pooler, which cannot carry it, so ' +
          "writes made elsewhere (other instances, an external Hasura, plain SQL) may not reach this server's caches. " +
          'Set DATABASE_LISTEN_URL to a direct connection (docs/deploy.md, "Behind PgBouncer").',
      );
    }
    if (!config.adminSecret) console.log(`Admin secret (x-hasura-admin-secret), kept in ${dataDir.root}: ${adminSecret}`);
    const openDb = db;
    const announce = (admin: FirstAdmin) => {
      const signIn = adminSignIn(admin);
      if (signIn) console.log(signIn);
    };
    if (firstAdmin) announce(firstAdmin);
    else
      void waitForSchema(openDb)
        .then(() => ensureFirstAdmin(openDb, adminOptions))
        .then(announce)
        .catch((error: unknown) => console.error(`Cannot create the first admin: ${describeError(error)}`));
    if (!siteBuilt)
      console.log(`The site is not built (${DIST_DIR} has no index.html and console.html): serving the API only; run npm run build.`);
    const listening = `http://${config.host}:${(app.server.address() as AddressInfo).port}`;
    console.log(
      config.mail.smtpUrl
        ? `Mail: sent through ${redactUrl(config.mail.smtpUrl)} as ${config.mail.from}.`
        : `Mail: SMTP_URL is not set, so messages wait in the outbox: sign in as an admin and open ${listening}/admin/outbox.`,
    );
    console.log(`ChainPulse is ready at http://${config.host}:${config.port} (${Math.round(performance.now() - startedAt)} ms)`);

    const stop = async (signal: string) => {
      console.log(`${signal}: shutting down`);
      const bound = config.limits.shutdownTimeoutMs;
      // The bound holds whatever still runs (a client holding its socket, a statement past its deadline): the
      // process exits as a crash would, which loses no acknowledged write.
      setTimeout(() => {
        console.error(`${signal}: still busy after ${bound} ms; exiting now`);
        unlock();
        process.exit(1);
      }, bound);
      // Keep-alive sockets would hold the close for keepAliveTimeout (72 s): idle ones are closed now, the others
      // as soon as their request is answered (new requests on them are answered 503 and Connection: close).
      app.server.closeIdleConnections();
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(idle);
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
