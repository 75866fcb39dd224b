import { ROLES } from '#contract/roles.ts';
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
  /** ACTIONS_SECRET: sent by the engine and the cron trigger to the action handlers; generated into DATA_DIR when not given. */
  actionsSecret: string | undefined;
  jwtSecret: string | undefined;
  /** AUTH_JWT_PRIVATE_KEY: the RSA key (PEM) that signs access tokens; generated into DATA_DIR when not given. */
  authJwtPrivateKey: string | undefined;
  unauthorizedRole: string;
  /** HASURA_GRAPHQL_CORS_DOMAIN: origins whose pages may read /v1/graphql answers, as in Hasura (default `*`). */
  corsDomain: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Deepest GraphQL selection accepted (GRAPHQL_MAX_DEPTH). */
  graphqlMaxDepth: number;
  /** Largest GraphQL request body in bytes (GRAPHQL_BODY_LIMIT). */
  graphqlBodyLimit: number;
  /** Milliseconds between polls of a live query (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL). */
  liveQueriesRefetchIntervalMs: number;
  /** Cohorts of a multiplexed live query per statement (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE). */
  liveQueriesBatchSize: number;
  /** GraphQL WebSocket operations one client address may hold at once (WEBSOCKET_MAX_OPERATIONS_PER_ADDRESS). */
  websocketMaxOperationsPerAddress: number;
  /**
   * HASURA_GRAPHQL_ENABLE_ALLOWLIST (default true here; Hasura's own default is false): only the documents of
   * hasura/metadata's allow-list (the site's own, written by `npm run codegen`) run, for every role but the admin
   * secret's. `false` lets any document through to the permissions.
   */
  enableAllowlist: boolean;
  /** Load the demo content into a fresh database (DEMO_CONTENT=false to start empty). */
  demoContent: boolean;
  logLevel: string | undefined;
  /** S3-compatible image storage (S3_* variables); local disk under DATA_DIR/uploads/images when undefined. */
  s3: S3Config | undefined;
  /** Hostile-request limits (docs/security.md). */
  limits: LimitsConfig;
  /** TRUST_PROXY: take the client address from X-Forwarded-For (behind a reverse proxy or CDN). */
  trustProxy: boolean;
  /** SITE_URL: the public origin (`https://example.com`) of absolute links in feeds and sitemaps; the request's own otherwise. */
  siteUrl: string | undefined;
  /**
   * GRAPHQL_ENGINE: `embedded` (the server's own engine, migrations and scheduler) or `external` (a real Hasura v2
   * at HASURA_GRAPHQL_ENDPOINT owns migrations, metadata, cron and /v1/graphql; this server serves the site,
   * server rendering, /auth, /storage and /actions, and passes Hasura's APIs through).
   */
  graphqlEngine: 'embedded' | 'external';
  /** HASURA_GRAPHQL_ENDPOINT: the external Hasura's origin (`http://hasura:8080`); set exactly in external mode. */
  hasuraEndpoint: string | undefined;
}

/** Every limit that keeps one request or one address from taking the site down; see docs/security.md. */
export interface LimitsConfig {
  /** STATEMENT_TIMEOUT_MS: deadline of one database statement for anonymous and user requests. */
  statementTimeoutMs: number;
  /** ADMIN_STATEMENT_TIMEOUT_MS: the same for site_admin and the admin secret (and the server's own work). */
  adminStatementTimeoutMs: number;
  /** GRAPHQL_BATCH_LIMIT: operations in one batched (JSON array) request. */
  graphqlBatchLimit: number;
  /** GRAPHQL_MAX_ROOT_FIELDS: root fields (aliases included) of one operation. */
  graphqlMaxRootFields: number;
  /** GRAPHQL_MAX_RESPONSE_BYTES: largest GraphQL response body. */
  graphqlMaxResponseBytes: number;
  /**
   * GRAPHQL_MAX_QUERY_COST: highest estimated cost (rows read or built, engine/pipeline/cost.ts) of one GraphQL
   * operation for anonymous and user requests; more is refused before anything runs.
   */
  graphqlMaxQueryCost: number;
  /** GRAPHQL_ADMIN_MAX_QUERY_COST: the same for site_admin (the admin secret has none). */
  graphqlAdminMaxQueryCost: number;
  /** GRAPHQL_RATE_LIMIT: GraphQL requests per client address per minute (admin secret exempt). */
  graphqlRateLimit: number;
  /** SIGNUP_LIMIT: sign-ups per client address per hour. */
  signupLimit: number;
  /** ADMIN_SECRET_ATTEMPT_LIMIT: wrong admin secrets per client address per 15 minutes before it is refused. */
  adminSecretAttemptLimit: number;
  /** PAGE_VIEW_LIMIT: page views recorded per visitor, and ten times that per address, per hour. */
  pageViewLimit: number;
  /** PAGE_VIEW_RETENTION_DAYS: page views older than this are deleted daily. */
  pageViewRetentionDays: number;
  /** SHUTDOWN_TIMEOUT_MS: after SIGTERM/SIGINT the process exits within this, whatever is still running. */
  shutdownTimeoutMs: number;
  /** UPLOAD_LIMIT_COUNT / UPLOAD_LIMIT_BYTES: images and bytes one member may upload per day. */
  uploadLimitCount: number;
  uploadLimitBytes: number;
  /** DB_MAX_WAITING_PER_CLIENT: database statements one client (member or address) may have waiting. */
  dbMaxWaitingPerClient: number;
  /** DB_TIME_BUDGET_MS: database time one client may use per minute (admin secret and site admins exempt). */
  dbTimeBudgetMs: number;
  /**
   * DB_MAX_ACTIVE_PER_CLIENT: PostgreSQL pool connections one client may hold at once (the embedded database runs
   * one statement at a time); undefined: a quarter of the pool, at least 1.
   */
  dbMaxActivePerClient: number | undefined;
  /** HEALTH_QUEUE_STUCK_MS: /healthz answers 503 `degraded` while a statement has waited longer than this. */
  healthQueueStuckMs: number;
  /** WEBSOCKET_MAX_SOCKETS_PER_ADDRESS: open GraphQL WebSocket connections per client address. */
  websocketMaxSocketsPerAddress: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2...); path-style addressing is used with it. */
  endpoint: string | undefined;
  /** Both or neither; without them the AWS SDK's default credential chain applies. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Public base URL of the bucket; without it images are served through GET /storage/images/*. */
  publicUrl: string | undefined;
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

function readS3(env: Env): S3Config | undefined {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) return undefined;
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new StartupError('config-invalid', 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  const publicUrl = nonEmpty(env.S3_PUBLIC_URL);
  for (const [name, url] of [
    ['S3_ENDPOINT', endpoint],
    ['S3_PUBLIC_URL', publicUrl],
  ] as const) {
    if (url !== undefined && !/^https?:\/\//.test(url))
      throw new StartupError('config-invalid', `${name} must be an http:// or https:// URL.`);
  }
  return { bucket, region: nonEmpty(env.S3_REGION) ?? 'us-east-1', endpoint, accessKeyId, secretAccessKey, publicUrl };
}

/** The defaults of LimitsConfig, as docs/security.md lists them. */
export const DEFAULT_LIMITS: LimitsConfig = {
  statementTimeoutMs: 5000,
  adminStatementTimeoutMs: 60_000,
  graphqlBatchLimit: 20,
  graphqlMaxRootFields: 100,
  graphqlMaxResponseBytes: 8 * 1024 * 1024,
  graphqlMaxQueryCost: 200_000,
  graphqlAdminMaxQueryCost: 2_000_000,
  graphqlRateLimit: 1200,
  signupLimit: 10,
  adminSecretAttemptLimit: 10,
  pageViewLimit: 300,
  pageViewRetentionDays: 400,
  shutdownTimeoutMs: 10_000,
  uploadLimitCount: 50,
  uploadLimitBytes: 100 * 1024 * 1024,
  dbMaxWaitingPerClient: 16,
  dbTimeBudgetMs: 20_000,
  dbMaxActivePerClient: undefined,
  healthQueueStuckMs: 2000,
  websocketMaxSocketsPerAddress: 50,
};

function readLimits(env: Env): LimitsConfig {
  const d = DEFAULT_LIMITS;
  return {
    statementTimeoutMs: readPositiveInteger(env, 'STATEMENT_TIMEOUT_MS', d.statementTimeoutMs),
    adminStatementTimeoutMs: readPositiveInteger(env, 'ADMIN_STATEMENT_TIMEOUT_MS', d.adminStatementTimeoutMs),
    graphqlBatchLimit: readPositiveInteger(env, 'GRAPHQL_BATCH_LIMIT', d.graphqlBatchLimit),
    graphqlMaxRootFields: readPositiveInteger(env, 'GRAPHQL_MAX_ROOT_FIELDS', d.graphqlMaxRootFields),
    graphqlMaxResponseBytes: readPositiveInteger(env, 'GRAPHQL_MAX_RESPONSE_BYTES', d.graphqlMaxResponseBytes),
    graphqlMaxQueryCost: readPositiveInteger(env, 'GRAPHQL_MAX_QUERY_COST', d.graphqlMaxQueryCost),
    graphqlAdminMaxQueryCost: readPositiveInteger(env, 'GRAPHQL_ADMIN_MAX_QUERY_COST', d.graphqlAdminMaxQueryCost),
    graphqlRateLimit: readPositiveInteger(env, 'GRAPHQL_RATE_LIMIT', d.graphqlRateLimit),
    signupLimit: readPositiveInteger(env, 'SIGNUP_LIMIT', d.signupLimit),
    adminSecretAttemptLimit: readPositiveInteger(env, 'ADMIN_SECRET_ATTEMPT_LIMIT', d.adminSecretAttemptLimit),
    pageViewLimit: readPositiveInteger(env, 'PAGE_VIEW_LIMIT', d.pageViewLimit),
    pageViewRetentionDays: readPositiveInteger(env, 'PAGE_VIEW_RETENTION_DAYS', d.pageViewRetentionDays),
    shutdownTimeoutMs: readPositiveInteger(env, 'SHUTDOWN_TIMEOUT_MS', d.shutdownTimeoutMs),
    uploadLimitCount: readPositiveInteger(env, 'UPLOAD_LIMIT_COUNT', d.uploadLimitCount),
    uploadLimitBytes: readPositiveInteger(env, 'UPLOAD_LIMIT_BYTES', d.uploadLimitBytes),
    dbMaxWaitingPerClient: readPositiveInteger(env, 'DB_MAX_WAITING_PER_CLIENT', d.dbMaxWaitingPerClient),
    dbTimeBudgetMs: readPositiveInteger(env, 'DB_TIME_BUDGET_MS', d.dbTimeBudgetMs),
    dbMaxActivePerClient: env.DB_MAX_ACTIVE_PER_CLIENT ? readPositiveInteger(env, 'DB_MAX_ACTIVE_PER_CLIENT', 1) : undefined,
    healthQueueStuckMs: readPositiveInteger(env, 'HEALTH_QUEUE_STUCK_MS', d.healthQueueStuckMs),
    websocketMaxSocketsPerAddress: readPositiveInteger(env, 'WEBSOCKET_MAX_SOCKETS_PER_ADDRESS', d.websocketMaxSocketsPerAddress),
  };
}

/** SITE_URL as an origin: http(s), no path, query or credentials; a trailing slash is dropped. */
function readSiteUrl(env: Env): string | undefined {
  const raw = nonEmpty(env.SITE_URL);
  if (raw === undefined) return undefined;
  const refuse = () =>
    new StartupError(
      'config-invalid',
      `SITE_URL must be an http:// or https:// origin without a path, such as https://example.com, not "${raw}".`,
    );
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse();
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if (!/^https?:$/.test(url.protocol) || !bare || /[?#]/.test(raw)) throw refuse();
  return url.origin;
}

/** An http(s) origin, with an optional path prefix, without a trailing slash. */
function readEndpoint(env: Env, name: string): string | undefined {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new StartupError('config-invalid', `${name} must be an http:// or https:// URL such as http://hasura:8080, not "${raw}".`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The secrets every instance must share: generated into DATA_DIR locally, refused missing in production. */
export const SHARED_SECRETS = ['HASURA_GRAPHQL_ADMIN_SECRET', 'ACTIONS_SECRET', 'AUTH_JWT_PRIVATE_KEY'] as const;

function readEngineMode(env: Env, databaseUrl: string | undefined): Pick<Config, 'graphqlEngine' | 'hasuraEndpoint'> {
  const raw = nonEmpty(env.GRAPHQL_ENGINE)?.trim().toLowerCase() ?? 'embedded';
  if (raw !== 'embedded' && raw !== 'external') {
    throw new StartupError('config-invalid', `GRAPHQL_ENGINE must be embedded or external, not "${env.GRAPHQL_ENGINE}".`);
  }
  const hasuraEndpoint = readEndpoint(env, 'HASURA_GRAPHQL_ENDPOINT');
  if (raw === 'embedded') {
    if (hasuraEndpoint !== undefined) {
      throw new StartupError('config-invalid', 'HASURA_GRAPHQL_ENDPOINT is read only with GRAPHQL_ENGINE=external; set both or neither.');
    }
    return { graphqlEngine: 'embedded', hasuraEndpoint: undefined };
  }
  if (hasuraEndpoint === undefined) {
    throw new StartupError('config-invalid', 'GRAPHQL_ENGINE=external needs HASURA_GRAPHQL_ENDPOINT, the URL of the Hasura v2 server.');
  }
  // Hasura cannot reach the embedded database: both must use one PostgreSQL server.
  if (databaseUrl === undefined) {
    throw new StartupError('config-invalid', 'GRAPHQL_ENGINE=external needs DATABASE_URL, the PostgreSQL database Hasura serves.');
  }
  return { graphqlEngine: 'external', hasuraEndpoint };
}

/**
 * In production every instance must be given the shared secrets: one generated into a DATA_DIR would differ
 * from the other instances' (tokens signed by one refused by the next) and vanish with the container.
 */
function refuseGeneratedSecrets(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = SHARED_SECRETS.filter((name) => nonEmpty(env[name]) === undefined);
  if (missing.length === 0) return;
  throw new StartupError(
    'config-invalid',
    `NODE_ENV=production needs ${missing.join(', ')}: secrets are generated only for local use. See docs/deploy.md.`,
  );
}

/** Reads and checks the configuration; throws a StartupError naming the bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = nonEmpty(env.DATA_DIR) ?? '.data';
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new StartupError('config-invalid', 'DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  refuseGeneratedSecrets(env);
  return {
    port: readPort(env),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
    databaseUrl,
    adminSecret: nonEmpty(env.HASURA_GRAPHQL_ADMIN_SECRET),
    actionsSecret: nonEmpty(env.ACTIONS_SECRET),
    jwtSecret: nonEmpty(env.HASURA_GRAPHQL_JWT_SECRET),
    authJwtPrivateKey: nonEmpty(env.AUTH_JWT_PRIVATE_KEY),
    unauthorizedRole: nonEmpty(env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE) ?? ROLES.anonymous,
    corsDomain: nonEmpty(env.HASURA_GRAPHQL_CORS_DOMAIN) ?? '*',
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    graphqlMaxDepth: readPositiveInteger(env, 'GRAPHQL_MAX_DEPTH', 15),
    graphqlBodyLimit: readPositiveInteger(env, 'GRAPHQL_BODY_LIMIT', 1024 * 1024),
    liveQueriesRefetchIntervalMs: readPositiveInteger(env, 'HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL', 1000),
    liveQueriesBatchSize: readPositiveInteger(env, 'HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE', 100),
    websocketMaxOperationsPerAddress: readPositiveInteger(env, 'WEBSOCKET_MAX_OPERATIONS_PER_ADDRESS', 1000),
    enableAllowlist: readBoolean(env, 'HASURA_GRAPHQL_ENABLE_ALLOWLIST', true),
    demoContent: readBoolean(env, 'DEMO_CONTENT', true),
    logLevel: nonEmpty(env.LOG_LEVEL),
    s3: readS3(env),
    limits: readLimits(env),
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    siteUrl: readSiteUrl(env),
    ...readEngineMode(env, databaseUrl),
  };
}
