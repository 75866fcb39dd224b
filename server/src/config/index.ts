import { isAbsolute, resolve } from 'node:path';
import { StartupError } from '../db/errors.ts';

/** The server's settings, read from the environment names of design.md section 2. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database, uploads and generated secrets live here. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** HASURA_GRAPHQL_ADMIN_SECRET; generated into DATA_DIR when not given. */
  adminSecret: string | undefined;
  jwtSecret: string | undefined;
  unauthorizedRole: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Deepest GraphQL selection accepted (GRAPHQL_MAX_DEPTH). */
  graphqlMaxDepth: number;
  /** Largest GraphQL request body in bytes (GRAPHQL_BODY_LIMIT). */
  graphqlBodyLimit: number;
  /** Milliseconds between polls of a live query (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL). */
  liveQueriesRefetchIntervalMs: number;
  /** Load the demo content into a fresh database (DEMO_CONTENT=false to start empty). */
  demoContent: boolean;
  logLevel: string | undefined;
}

type Env = Record<string, string | undefined>;

function readPort(env: Env): number {
  const raw = env.PORT ?? '3000';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new StartupError('config-invalid', `PORT must be a whole number from 0 to 65535, not "${raw}".`);
  }
  return port;
}

function readPositiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new StartupError('config-invalid', `${name} must be a whole number of at least 1, not "${raw}".`);
  }
  return Number(raw);
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new StartupError('config-invalid', `${name} must be true or false, not "${raw}".`);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Reads and checks the configuration; throws a StartupError naming the bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = nonEmpty(env.DATA_DIR) ?? '.data';
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new StartupError('config-invalid', 'DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  return {
    port: readPort(env),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
    databaseUrl,
    adminSecret: nonEmpty(env.HASURA_GRAPHQL_ADMIN_SECRET),
    jwtSecret: nonEmpty(env.HASURA_GRAPHQL_JWT_SECRET),
    unauthorizedRole: nonEmpty(env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE) ?? 'anonymous',
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    graphqlMaxDepth: readPositiveInteger(env, 'GRAPHQL_MAX_DEPTH', 15),
    graphqlBodyLimit: readPositiveInteger(env, 'GRAPHQL_BODY_LIMIT', 1024 * 1024),
    liveQueriesRefetchIntervalMs: readPositiveInteger(env, 'HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL', 1000),
    demoContent: readBoolean(env, 'DEMO_CONTENT', true),
    logLevel: nonEmpty(env.LOG_LEVEL),
  };
}
