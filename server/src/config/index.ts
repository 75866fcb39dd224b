// The server's configuration: every environment variable of design.md section 2 is read and checked here, once,
// by a schema (zod) that gives each its default; a bad value stops the start with a StartupError naming it.
import { ROLES } from '#contract/roles.ts';
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { StartupError } from './errors.ts';
import { parseOidcProviders, type OidcProviderConfig } from './oidc.ts';

/** The server's settings, read from the environment names of design.md section 2. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database, uploads and generated secrets live here. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_MODE: `session` (default: DATABASE_URL reaches PostgreSQL, or a pooler in session mode) or
   * `transaction` (a pooler such as PgBouncer in transaction mode: no session settings, no named prepared
   * statements; deadlines set per transaction).
   */
  databasePoolMode: 'session' | 'transaction';
  /** DATABASE_LISTEN_URL: a direct connection for LISTEN (a transaction pooler cannot carry it); DATABASE_URL by default. */
  databaseListenUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections of this instance's pool to DATABASE_URL (default 10). */
  databasePoolSize: number;
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
  /** Largest GraphQL request body in bytes (GRAPHQL_BODY_LIMIT). */
  graphqlBodyLimit: number;
  /** Milliseconds between polls of a live query (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL). */
  liveQueriesRefetchIntervalMs: number;
  /**
   * Cohorts of a multiplexed live query per statement (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE): 250, not
   * Hasura's 100; 250 cut the p99 of 20,000 distinct live queries by 9-24% on both databases (docs/benchmarks.md).
   */
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
  /**
   * ADMIN_REQUIRE_2FA (default false): a site admin's session signed in without a second factor (TOTP or a recovery
   * code) gets only the `user` role in its tokens; the admin area asks them to turn on two-factor sign-in.
   */
  adminRequire2fa: boolean;
  logLevel: string | undefined;
  /** S3-compatible image storage (S3_* variables); local disk under DATA_DIR/uploads/images when undefined. */
  s3: S3Config | undefined;
  /** The GraphQL engine's limits, in the engine's shape (docs/security.md). */
  engine: EngineLimits;
  /** The other hostile-request limits (docs/security.md). */
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
  /**
   * HASURA_PROXY_ADMIN_APIS (external mode; default false): pass Hasura's admin APIs (/v1/metadata, /v2/query,
   * /v1/query, /v1alpha1/pg_dump, /v1/graphql/explain, /v1alpha1/config...) through on the public origin, a wrong
   * admin secret there counted toward ADMIN_SECRET_ATTEMPT_LIMIT. Off, they answer Hasura's 404 there and the
   * operator reaches them on Hasura's own port.
   */
  proxyAdminApis: boolean;
  /**
   * METRICS_TOKEN: /metrics (Prometheus) answers only requests with `Authorization: Bearer <token>`; without a token
   * the route does not exist (404) and no metric is collected.
   */
  metricsToken: string | undefined;
  /** SSR_THREADS: worker threads that render pages (http/ssr/render-pool.ts); default one fewer than the cores, at least 1. */
  ssrThreads: number;
  /**
   * SSR_MAX_RENDERS: page renders in flight at once (running and waiting for a thread); past it a reader gets the
   * bare frame and a crawler a 503, neither ever cached. Default 8 per render thread.
   */
  ssrMaxRenders: number;
  /**
   * SSR_RENDER_TIMEOUT_MS: how long a page render may take before the reader gets what finished (never cached) and
   * the browser renders the rest. Default 3,000.
   */
  ssrRenderTimeoutMs: number;
  /** Outgoing mail (SMTP_URL, MAIL_FROM); server/src/mail/README.md. */
  mail: MailConfig;
  /** OIDC_PROVIDERS: the other accounts members may sign in with (config/oidc.ts, server/src/auth/oidc.ts). */
  oidcProviders: OidcProviderConfig[];
}

export interface MailConfig {
  /**
   * SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; undefined keeps every
   * message in the outbox (auth.mail_outbox) for admins to read at /admin/outbox.
   */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From of every message, `Name <address>` or an address; its domain ends each Message-ID. */
  from: string;
  /**
   * MAIL_SEND_RATE: messages per second the worker hands to SMTP at most (a token bucket), so a digest of
   * thousands does not crowd out readers; 0 sends as fast as it can. Default 300.
   */
  sendRate: number;
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

// Each field of a section is [the variable that sets it, the schema that reads its text (undefined when unset)].
type Field = readonly [variable: string, schema: z.ZodType<unknown, string | undefined>];
type Section = Record<string, Field>;
type Read<S extends Section> = { [K in keyof S]: z.output<S[K][1]> };

/** The issue's message, for a schema's transform: the variable's name is put before it (`PORT must be ...`). */
function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** A variable's text, or undefined when unset or blank. */
const text = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw));

const textOr = (fallback: string) => text.transform((value) => value ?? fallback);

/** A whole number of at least `least` (0 or 1), `fallback` when unset. */
const integerFrom = <T extends number | undefined>(least: 0 | 1, fallback: T) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): number | T => {
      if (raw === undefined || raw === '') return fallback;
      if (!/^\d+$/.test(raw) || Number(raw) < least) {
        return refuse(ctx, `must be a whole number${least > 0 ? ` of at least ${least}` : ''}, not "${raw}".`);
      }
      return Number(raw);
    });

/** A whole number of at least 1, `fallback` when unset. */
const positiveInteger = <T extends number | undefined>(fallback: T) => integerFrom(1, fallback);

/** A whole number of at least 0, `fallback` when unset. */
const wholeNumber = (fallback: number) => integerFrom(0, fallback);

const boolean = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      if (/^(1|true|yes|on)$/i.test(raw)) return true;
      if (/^(0|false|no|off)$/i.test(raw)) return false;
      return refuse(ctx, `must be true or false, not "${raw}".`);
    });

const port = z
  .string()
  .optional()
  .transform((raw = '3000', ctx) => {
    if (!/^\d+$/.test(raw) || Number(raw) > 65535) return refuse(ctx, `must be a whole number from 0 to 65535, not "${raw}".`);
    return Number(raw);
  });

/** An http(s) URL, undefined when unset. */
const httpUrl = text.transform((value, ctx) =>
  value !== undefined && !/^https?:\/\//.test(value) ? refuse(ctx, 'must be an http:// or https:// URL.') : value,
);

/** The variable's text as a URL; undefined when it is not one. */
function urlOf(raw: string): URL | undefined {
  try {
    return new URL(raw.trim());
  } catch {
    return undefined;
  }
}

/** SITE_URL as an origin: http(s), no path, query or credentials; a trailing slash is dropped. */
const origin = text.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const message = `must be an http:// or https:// origin without a path, such as https://example.com, not "${raw}".`;
  const url = urlOf(raw);
  if (!url) return refuse(ctx, message);
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if (!/^https?:$/.test(url.protocol) || !bare || /[?#]/.test(raw)) return refuse(ctx, message);
  return url.origin;
});

/** An http(s) origin, with an optional path prefix, without a trailing slash. */
const endpoint = text.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const url = urlOf(raw);
  if (!url || !/^https?:$/.test(url.protocol) || url.search !== '' || url.hash !== '' || url.username !== '') {
    return refuse(ctx, `must be an http:// or https:// URL such as http://hasura:8080, not "${raw}".`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
});

const smtpUrl = text.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const url = urlOf(raw);
  if (!url || !/^smtps?:$/.test(url.protocol) || url.hostname === '') {
    return refuse(ctx, 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587.');
  }
  return raw.trim();
});

/** MAIL_FROM: `address` or `Name <address>`, one address. */
const mailFrom = textOr('ChainPulse <no-reply@chainpulse.local>').transform((raw, ctx) => {
  const value = raw.trim();
  const address = /^(?:[^<>@\r\n]*<)?([^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)>?$/.exec(value);
  if (!address || value.includes('<') !== value.endsWith('>')) {
    return refuse(ctx, `must be an email address or "Name <address>", not "${raw}".`);
  }
  return value;
});

const databaseUrl = text.transform((value, ctx) =>
  value !== undefined && !/^postgres(ql)?:\/\//.test(value) ? refuse(ctx, 'must be a postgres:// or postgresql:// URL.') : value,
);

const poolMode = text.transform((raw, ctx) => {
  const mode = raw?.trim().toLowerCase() ?? 'session';
  return mode === 'session' || mode === 'transaction' ? mode : refuse(ctx, `must be session or transaction, not "${raw}".`);
});
/** A bearer token of at least 16 characters of the token alphabet (RFC 6750), undefined when unset. */
const metricsToken = text.transform((value, ctx) =>
  value !== undefined && !/^[A-Za-z0-9\-._~+/]{16,}=*$/.test(value)
    ? refuse(ctx, 'must be at least 16 characters of letters, digits and -._~+/ (such as `openssl rand -hex 32`).')
    : value,
);

const engineMode = text.transform((raw, ctx) => {
  const mode = raw?.trim().toLowerCase() ?? 'embedded';
  return mode === 'embedded' || mode === 'external' ? mode : refuse(ctx, `must be embedded or external, not "${raw}".`);
});

/** Reads a section: each field from its variable, by its schema; the first bad value stops the start, named. */
function readSection<S extends Section>(section: S, env: Env): Read<S> {
  const schema = z.object(Object.fromEntries(Object.entries(section).map(([field, [, read]]) => [field, read])));
  const input = Object.fromEntries(Object.entries(section).map(([field, [variable]]) => [field, env[variable]]));
  const result = schema.safeParse(input);
  if (result.success) return result.data as Read<S>;
  const issue = result.error.issues[0]!;
  throw new StartupError('config-invalid', `${section[String(issue.path[0])]![0]} ${issue.message}`);
}

/** The GraphQL engine's limits, in the engine's shape (engine/index.ts takes them as they are); docs/security.md. */
const ENGINE = {
  /** Deepest selection nesting accepted (Hasura's API limit `depth_limit`). */
  maxDepth: ['GRAPHQL_MAX_DEPTH', positiveInteger(15)],
  /** Root fields (aliases included, fragments expanded) of one operation. */
  maxRootFields: ['GRAPHQL_MAX_ROOT_FIELDS', positiveInteger(100)],
  /** Operations in one batched (JSON array) request. */
  batchLimit: ['GRAPHQL_BATCH_LIMIT', positiveInteger(20)],
  /** Largest response body in bytes; a larger answer is replaced by an error. */
  maxResponseBytes: ['GRAPHQL_MAX_RESPONSE_BYTES', positiveInteger(8 * 1024 * 1024)],
  /** Deadline of one database statement for anonymous and user requests. */
  statementTimeoutMs: ['STATEMENT_TIMEOUT_MS', positiveInteger(5000)],
  /** The same for site_admin and the admin secret (and the server's own work). */
  adminStatementTimeoutMs: ['ADMIN_STATEMENT_TIMEOUT_MS', positiveInteger(60_000)],
  /**
   * Highest estimated cost (rows read or built, engine/pipeline/cost.ts) of one operation for anonymous and user
   * requests; more is refused before anything runs.
   */
  maxQueryCost: ['GRAPHQL_MAX_QUERY_COST', positiveInteger(200_000)],
  /** The same for site_admin (the admin secret has none). */
  adminMaxQueryCost: ['GRAPHQL_ADMIN_MAX_QUERY_COST', positiveInteger(2_000_000)],
} as const satisfies Section;

export type EngineLimits = Read<typeof ENGINE>;

/** The engine's limits when nothing is set: the defaults above (for engines built without a configuration). */
export const DEFAULT_ENGINE_LIMITS: EngineLimits = readSection(ENGINE, {});

/** Every other limit that keeps one request or one address from taking the site down; see docs/security.md. */
const LIMITS = {
  /** GraphQL requests per client address per minute (admin secret exempt). */
  graphqlRateLimit: ['GRAPHQL_RATE_LIMIT', positiveInteger(1200)],
  /**
   * How long the 429 to an address over its GraphQL budget is held (milliseconds, at most the time until its
   * window ends; 0 answers at once): a client that sends again as each answer comes is slowed to one request per
   * this, so its refusals cost the server a timer instead of its cores.
   */
  graphqlRefusalDelayMs: ['GRAPHQL_REFUSAL_DELAY_MS', wholeNumber(1000)],
  /** Sign-ups per client address per hour. */
  signupLimit: ['SIGNUP_LIMIT', positiveInteger(10)],
  /** Days between a member's deletion request and the erasure (signing in meanwhile cancels it); 0 erases at the next run. */
  accountDeletionGraceDays: ['ACCOUNT_DELETION_GRACE_DAYS', wholeNumber(14)],
  /** Wrong admin secrets per client address per 15 minutes before it is refused. */
  adminSecretAttemptLimit: ['ADMIN_SECRET_ATTEMPT_LIMIT', positiveInteger(10)],
  /** Page views recorded per visitor, and ten times that per address, per hour. */
  pageViewLimit: ['PAGE_VIEW_LIMIT', positiveInteger(300)],
  /** Page views older than this are deleted daily. */
  pageViewRetentionDays: ['PAGE_VIEW_RETENTION_DAYS', positiveInteger(400)],
  /** After SIGTERM/SIGINT the process exits within this, whatever is still running. */
  shutdownTimeoutMs: ['SHUTDOWN_TIMEOUT_MS', positiveInteger(10_000)],
  /** Images and bytes one member may upload per day. */
  uploadLimitCount: ['UPLOAD_LIMIT_COUNT', positiveInteger(50)],
  uploadLimitBytes: ['UPLOAD_LIMIT_BYTES', positiveInteger(100 * 1024 * 1024)],
  /** Database statements one client (member or address) may have waiting. */
  dbMaxWaitingPerClient: ['DB_MAX_WAITING_PER_CLIENT', positiveInteger(16)],
  /** Database time one client may use per minute (admin secret and site admins exempt). */
  dbTimeBudgetMs: ['DB_TIME_BUDGET_MS', positiveInteger(20_000)],
  /**
   * PostgreSQL pool connections one client may hold at once (the embedded database runs one statement at a time);
   * undefined: a quarter of the pool, at least 1.
   */
  dbMaxActivePerClient: ['DB_MAX_ACTIVE_PER_CLIENT', positiveInteger(undefined)],
  /** /healthz answers 503 `degraded` while the database's waiting line has not moved for longer than this. */
  healthQueueStuckMs: ['HEALTH_QUEUE_STUCK_MS', positiveInteger(2000)],
  /** Open GraphQL WebSocket connections per client address. */
  websocketMaxSocketsPerAddress: ['WEBSOCKET_MAX_SOCKETS_PER_ADDRESS', positiveInteger(50)],
} as const satisfies Section;

export type LimitsConfig = Read<typeof LIMITS>;

/** The defaults of LimitsConfig, as docs/security.md lists them. */
export const DEFAULT_LIMITS: LimitsConfig = readSection(LIMITS, {});

/** The server's own settings (Config's fields that are one variable each). */
const SERVER = {
  databaseUrl: ['DATABASE_URL', databaseUrl],
  databasePoolMode: ['DATABASE_POOL_MODE', poolMode],
  databaseListenUrl: ['DATABASE_LISTEN_URL', databaseUrl],
  databasePoolSize: ['DATABASE_POOL_SIZE', positiveInteger(10)],
  port: ['PORT', port],
  host: ['HOST', textOr('127.0.0.1')],
  dataDir: ['DATA_DIR', textOr('.data')],
  adminSecret: ['HASURA_GRAPHQL_ADMIN_SECRET', text],
  actionsSecret: ['ACTIONS_SECRET', text],
  jwtSecret: ['HASURA_GRAPHQL_JWT_SECRET', text],
  authJwtPrivateKey: ['AUTH_JWT_PRIVATE_KEY', text],
  unauthorizedRole: ['HASURA_GRAPHQL_UNAUTHORIZED_ROLE', textOr(ROLES.anonymous)],
  corsDomain: ['HASURA_GRAPHQL_CORS_DOMAIN', textOr('*')],
  adminEmail: ['ADMIN_EMAIL', text],
  adminPassword: ['ADMIN_PASSWORD', text],
  graphqlBodyLimit: ['GRAPHQL_BODY_LIMIT', positiveInteger(1024 * 1024)],
  liveQueriesRefetchIntervalMs: ['HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL', positiveInteger(1000)],
  liveQueriesBatchSize: ['HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE', positiveInteger(250)],
  websocketMaxOperationsPerAddress: ['WEBSOCKET_MAX_OPERATIONS_PER_ADDRESS', positiveInteger(1000)],
  enableAllowlist: ['HASURA_GRAPHQL_ENABLE_ALLOWLIST', boolean(true)],
  demoContent: ['DEMO_CONTENT', boolean(true)],
  adminRequire2fa: ['ADMIN_REQUIRE_2FA', boolean(false)],
  logLevel: ['LOG_LEVEL', text],
  trustProxy: ['TRUST_PROXY', boolean(false)],
  siteUrl: ['SITE_URL', origin],
  graphqlEngine: ['GRAPHQL_ENGINE', engineMode],
  hasuraEndpoint: ['HASURA_GRAPHQL_ENDPOINT', endpoint],
  proxyAdminApis: ['HASURA_PROXY_ADMIN_APIS', boolean(false)],
  metricsToken: ['METRICS_TOKEN', metricsToken],
  ssrThreads: ['SSR_THREADS', positiveInteger(Math.max(1, availableParallelism() - 1))],
  ssrMaxRenders: ['SSR_MAX_RENDERS', positiveInteger(undefined)],
  ssrRenderTimeoutMs: ['SSR_RENDER_TIMEOUT_MS', positiveInteger(3000)],
} as const satisfies Section;

const S3 = {
  bucket: ['S3_BUCKET', text],
  region: ['S3_REGION', textOr('us-east-1')],
  endpoint: ['S3_ENDPOINT', httpUrl],
  accessKeyId: ['S3_ACCESS_KEY_ID', text],
  secretAccessKey: ['S3_SECRET_ACCESS_KEY', text],
  publicUrl: ['S3_PUBLIC_URL', httpUrl],
} as const satisfies Section;

function readS3(env: Env): S3Config | undefined {
  if (text.parse(env.S3_BUCKET) === undefined) return undefined;
  const s3 = readSection(S3, env);
  if ((s3.accessKeyId === undefined) !== (s3.secretAccessKey === undefined)) {
    throw new StartupError('config-invalid', 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  return { ...s3, bucket: s3.bucket! };
}

/** The secrets every instance must share: generated into DATA_DIR locally, refused missing in production. */
export const SHARED_SECRETS = ['HASURA_GRAPHQL_ADMIN_SECRET', 'ACTIONS_SECRET', 'AUTH_JWT_PRIVATE_KEY'] as const;

/** GRAPHQL_ENGINE=external needs HASURA_GRAPHQL_ENDPOINT and a PostgreSQL database; embedded reads no endpoint. */
function checkEngineMode(server: Read<typeof SERVER>): void {
  if (server.graphqlEngine === 'embedded') {
    if (server.hasuraEndpoint !== undefined) {
      throw new StartupError('config-invalid', 'HASURA_GRAPHQL_ENDPOINT is read only with GRAPHQL_ENGINE=external; set both or neither.');
    }
    return;
  }
  if (server.hasuraEndpoint === undefined) {
    throw new StartupError('config-invalid', 'GRAPHQL_ENGINE=external needs HASURA_GRAPHQL_ENDPOINT, the URL of the Hasura v2 server.');
  }
  // Hasura cannot reach the embedded database: both must use one PostgreSQL server.
  if (server.databaseUrl === undefined) {
    throw new StartupError('config-invalid', 'GRAPHQL_ENGINE=external needs DATABASE_URL, the PostgreSQL database Hasura serves.');
  }
}

/**
 * In production every instance must be given the shared secrets: one generated into a DATA_DIR would differ
 * from the other instances' (tokens signed by one refused by the next) and vanish with the container.
 */
function refuseGeneratedSecrets(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = SHARED_SECRETS.filter((name) => text.parse(env[name]) === undefined);
  if (missing.length === 0) return;
  throw new StartupError(
    'config-invalid',
    `NODE_ENV=production needs ${missing.join(', ')}: secrets are generated only for local use. See docs/deploy.md.`,
  );
}

const MAIL = {
  smtpUrl: ['SMTP_URL', smtpUrl],
  from: ['MAIL_FROM', mailFrom],
  sendRate: ['MAIL_SEND_RATE', wholeNumber(300)],
} as const satisfies Section;

const oidcProviders = text.transform((raw, ctx) => {
  try {
    return parseOidcProviders(raw);
  } catch (error) {
    return refuse(ctx, (error as Error).message);
  }
});

const OIDC = {
  providers: ['OIDC_PROVIDERS', oidcProviders],
} as const satisfies Section;

/** Reads and checks the configuration; throws a StartupError naming the bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  refuseGeneratedSecrets(env);
  const server = readSection(SERVER, env);
  checkEngineMode(server);
  return {
    ...server,
    ssrMaxRenders: server.ssrMaxRenders ?? server.ssrThreads * 8,
    dataDir: isAbsolute(server.dataDir) ? server.dataDir : resolve(cwd, server.dataDir),
    s3: readS3(env),
    engine: readSection(ENGINE, env),
    limits: readSection(LIMITS, env),
    mail: readSection(MAIL, env),
    oidcProviders: readSection(OIDC, env).providers,
  };
}
