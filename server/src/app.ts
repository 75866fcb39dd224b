import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { hasuraJwtSecret, loadAuthKeys, registerAccountRoutes, registerAuth } from './auth/index.ts';
import type { Config } from './config/index.ts';
import { METADATA_DIR, MIGRATIONS_DIR } from './config/paths.ts';
import { newestVersion, readMigrations } from './db/migrate.ts';
import type { Database } from './db/index.ts';
import {
  actionHandlers,
  memberWriteActions,
  registerActions,
  suspensionInStatementActions,
  type ActionHandler,
} from './functions/index.ts';
import {
  createOperationScreen,
  createWriteFeed,
  loadMetadata,
  openEngine,
  relayWrites,
  watchWrites,
  type Engine,
  type WriteFeed,
} from './engine/index.ts';
import { createSessionResolver, parseJwtSecret, type SessionResolver, type WrongAdminSecret } from './session/index.ts';
import { registerConsole } from './http/console.ts';
import { clientErrorHandler, isHasuraPath, readCorsDomains, sendHasuraNotFound } from './http/edges.ts';
import { registerDiscovery } from './http/discovery/index.ts';
import { createGraphqlGate, registerGraphql, type GraphqlGate, type GraphqlRouteOptions } from './http/graphql.ts';
import { createRemoteGraphql, registerHasuraProxy } from './http/hasura-proxy.ts';
import { registerGraphqlWs } from './http/graphql-ws.ts';
import { createMetadataConsistencyCheck } from './http/hasura-metadata.ts';
import { registerHealth } from './http/health.ts';
import { registerMetadataApi } from './http/metadata-api.ts';
import { registerMetrics, type Metrics } from './http/metrics.ts';
import { registerNewsCard } from './http/news-card/index.ts';
import { normalisePath, registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { createSsr } from './http/ssr/index.ts';
import { createVisitorAnswers, type VisitorAnswers } from './http/visitor-answers.ts';
import { siteOrigin } from './http/site-origin.ts';
import { legacyRedirect, movedSlugRedirect } from './http/legacy-redirects.ts';
import { createMailer, type MailerOptions } from './mail/index.ts';
import { registerNotificationMail } from './mail/notification-routes.ts';
import { createScheduler } from './scheduler/index.ts';
import { registerStorage } from './storage/index.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The built SPA; omitted in API-only tests. */
  distDir?: string;
  /** The built server renderer (dist-server/ssr); without it pages are served as the bare SPA frame. */
  ssrDir?: string;
  /** hasura/metadata unless a test gives another. */
  metadataDir?: string;
  /** Run the cron triggers of the metadata (embedded engine only); main.ts sets it, tests that build the app do not. */
  cronTriggers?: boolean;
  /** The action handlers served under /actions/* (when config.actionsSecret is set); the project's unless a test gives others. */
  actionHandlers?: Record<string, ActionHandler>;
  /** The mail worker's timings (tests); it runs when config.mail.smtpUrl is set. */
  mailWorker?: MailerOptions['worker'];
  /** Where the JSON log lines go (standard output unless a test reads them). */
  logStream?: { write(line: string): void };
  /**
   * The instant notification-mail poller's fallback interval (default 60 s; inserts of notifications wake it at
   * once); 0 turns the poller off, for tests that count the statements a request runs.
   */
  notificationMailPollMs?: number;
}

/** X-Request-Id: letters, digits and `-_.:`, at most 128 characters; anything else gets a new id. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request's id: the client's (the proxy's) X-Request-Id when it is sane, else a new UUID. */
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

interface GraphqlService {
  gate: GraphqlGate;
  /** Where the server renderer sends the visitors' queries. */
  graphql: Pick<Engine, 'handle' | 'onWrite'>;
}

/** What the caches share: the writes they hear of and the visitors' query results. */
interface Caching {
  writes: WriteFeed;
  answers: VisitorAnswers;
}

/** GRAPHQL_ENGINE=external: Hasura's APIs pass through to HASURA_GRAPHQL_ENDPOINT; no engine, migrations or cron here. */
async function passToHasura(
  app: FastifyInstance,
  options: AppOptions,
  gate: GraphqlGate,
  sessions: SessionResolver,
  caching: Caching,
): Promise<GraphqlService> {
  const { config, db } = options;
  const proxy = {
    endpoint: config.hasuraEndpoint!,
    gate,
    bodyLimit: config.graphqlBodyLimit,
    maxResponseBytes: config.engine.maxResponseBytes,
    // Hasura's statements stop at its database role's statement_timeout (docs/deploy.md): its answer gets the
    // longest deadline and a margin.
    timeoutMs: config.engine.adminStatementTimeoutMs + 5000,
    trustProxy: config.trustProxy,
    maxSocketsPerAddress: config.limits.websocketMaxSocketsPerAddress,
    maxOperationsPerAddress: config.websocketMaxOperationsPerAddress,
    // What open-source Hasura does not check itself (depth, root fields, batch size), and the allow-list Hasura
    // enforces too (HASURA_GRAPHQL_ENABLE_ALLOWLIST in docker-compose.yml), checked before anything is relayed.
    screen: createOperationScreen({
      limits: config.engine,
      ...(config.enableAllowlist && { allowlist: loadMetadata(options.metadataDir ?? METADATA_DIR) }),
    }),
    adminSecret: config.adminSecret,
    sessions,
    adminApis: config.proxyAdminApis,
  };
  await registerHasuraProxy(app, proxy);
  // Hasura's writes reach the caches through the database's notices alone.
  const stopWatching = await watchWrites(db, caching.writes, undefined, {
    onError: (error) => app.log.warn({ err: error }, 'the database does not announce its writes; cached pages live out their ttl'),
  });
  app.addHook('onClose', stopWatching);
  return { gate, graphql: createRemoteGraphql(proxy) };
}

/**
 * GRAPHQL_ENGINE=embedded: the server's own engine on /v1/graphql (HTTP and WebSocket), the metadata API the Hasura
 * CLI uses (whose changes swap the engine under the routes) and the cron scheduler.
 */
async function serveEmbeddedEngine(
  app: FastifyInstance,
  options: AppOptions,
  sessions: SessionResolver,
  rateLimit: GraphqlRouteOptions['rateLimit'],
  caching: Caching,
  metrics: Metrics | undefined,
): Promise<GraphqlService> {
  const { config, db } = options;
  const metadataDir = options.metadataDir ?? METADATA_DIR;
  // Refuses to start on metadata that does not fit the database, naming the file, table and problem. The routes
  // below call live.engine, which replace_metadata and reload_metadata swap for a new one.
  const live = await openEngine({
    db,
    metadataDir,
    sessions,
    log: app.log,
    limits: config.engine,
    enableAllowlist: config.enableAllowlist,
  });
  const { engine, metadata } = live;
  if (options.cronTriggers) {
    // app.log discards everything when LOG_LEVEL is unset; the scheduler then logs to the console.
    const scheduler = createScheduler({ db, triggers: metadata.cron_triggers, ...(config.logLevel ? { log: app.log } : {}) });
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }
  // Other instances on the same PostgreSQL learn of this one's writes at once, and this one of theirs.
  const stopRelay = await relayWrites(engine, db, {
    tables: () => live.metadata.sources.flatMap((source) => source.tables.map(({ table }) => `${table.schema}.${table.name}`)),
    onError: (error) => app.log.warn({ err: error }, 'cannot announce a write to the other instances'),
  });
  app.addHook('onClose', stopRelay);
  // The caches hear of every write from the database (and of the rest from the engine).
  const stopWatching = await watchWrites(db, caching.writes, engine, {
    onError: (error) => app.log.warn({ err: error }, 'the database does not announce its writes; caches follow the engine alone'),
  });
  app.addHook('onClose', stopWatching);
  const gate = await registerGraphql(app, engine, {
    visitorAnswers: caching.answers,
    bodyLimit: config.graphqlBodyLimit,
    rateLimit,
    cors: readCorsDomains(config.corsDomain),
  });
  const ws = registerGraphqlWs(app, engine, {
    ...(metrics && { onPollTime: metrics.observePoll }),
    refetchIntervalMs: config.liveQueriesRefetchIntervalMs,
    writes: caching.writes,
    batchSize: config.liveQueriesBatchSize,
    maxSubscriptionsPerAddress: config.websocketMaxOperationsPerAddress,
    maxSocketsPerAddress: config.limits.websocketMaxSocketsPerAddress,
    maxMessageBytes: config.graphqlBodyLimit,
    trustProxy: config.trustProxy,
    gate,
  });
  metrics?.watch({ liveQueries: () => ws.stats() });
  await registerMetadataApi(app, {
    live,
    sessions,
    db,
    metadataDir,
    server: {
      adminSecretSet: config.adminSecret !== undefined,
      jwtSet: config.jwtSecret !== undefined || config.adminSecret !== undefined,
      liveQueriesRefetchIntervalMs: config.liveQueriesRefetchIntervalMs,
    },
  });
  return { gate, graphql: engine };
}

/** Builds the HTTP app from its parts; never listens (tests inject requests or listen themselves). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines (pino). Without LOG_LEVEL warnings and errors are still logged (an internal error must never pass
    // unseen).
    logger: { level: options.config.logLevel ?? 'warn', ...(options.logStream && { stream: options.logStream }) },
    // Each request's id (`reqId` in its log lines, X-Request-Id in the answer): the proxy's when it sent a sane one.
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy or CDN the client address comes from X-Forwarded-For (request.ip).
    trustProxy: options.config.trustProxy,
    // Headers over Node's limit: 431 in Hasura's error shape.
    clientErrorHandler,
  });
  // Callback hooks rather than async ones, as in security-headers.ts: no promise and no turn of the microtask queue
  // per request for a header (docs/benchmarks.md "Engine").
  app.addHook('onRequest', (request, _reply, done) => {
    // Passed on as it is to an external Hasura, which logs it and answers it back.
    request.headers['x-request-id'] = request.id;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // First, so its hooks reach every route below: nosniff everywhere, CSP and framing rules on HTML.
  registerSecurityHeaders(app);
  const { config, db } = options;
  // Only with METRICS_TOKEN: otherwise /metrics does not exist and no request is measured.
  const metrics = config.metricsToken
    ? registerMetrics(app, { token: config.metricsToken, db, metadataDir: options.metadataDir ?? METADATA_DIR })
    : undefined;
  const external = config.graphqlEngine === 'external';
  // With an external Hasura the schema is its CLI's to migrate: the site is healthy once every migration is in
  // and every object of its metadata is served (Hasura applies inconsistent metadata and serves the rest).
  registerHealth(app, db, {
    stuckAfterMs: config.limits.healthQueueStuckMs,
    ...(external && { expectedSchemaVersion: newestVersion(readMigrations(MIGRATIONS_DIR)) }),
    ...(external &&
      config.adminSecret !== undefined && {
        metadata: createMetadataConsistencyCheck({ endpoint: config.hasuraEndpoint!, adminSecret: config.adminSecret }),
      }),
  });
  // The embedded database logs statements stopped at their deadline, restarts and failed reopens here.
  if (db.kind === 'pglite' && 'log' in db) db.log = app.log;
  const authKeys = await loadAuthKeys({ dataDir: config.dataDir, privateKeyPem: config.authJwtPrivateKey });
  // Without HASURA_GRAPHQL_JWT_SECRET the engine accepts the tokens of our own /auth (JWT mode needs the admin secret).
  const jwtSecret = config.jwtSecret ?? (config.adminSecret ? hasuraJwtSecret(authKeys) : undefined);
  const sessions = createSessionResolver({
    ...(config.adminSecret ? { adminSecret: config.adminSecret } : {}),
    ...(jwtSecret ? { jwtSecret: parseJwtSecret(jwtSecret) } : {}),
    unauthorizedRole: config.unauthorizedRole,
    adminSecretAttempts: {
      db,
      limit: config.limits.adminSecretAttemptLimit,
      // app.log discards everything when LOG_LEVEL is unset; the resolver then warns on the console.
      ...(config.logLevel ? { onWrongSecret: (attempt: WrongAdminSecret) => app.log.warn(attempt, 'wrong x-hasura-admin-secret') } : {}),
    },
  });
  app.addHook('onClose', async () => sessions.close());
  const rateLimit = {
    db,
    perMinute: config.limits.graphqlRateLimit,
    adminSecret: config.adminSecret,
    refusalDelayMs: config.limits.graphqlRefusalDelayMs,
  };
  const caching: Caching = { writes: createWriteFeed(), answers: createVisitorAnswers() };
  caching.writes.subscribe((writes) => caching.answers.drop(writes));
  metrics?.watch({ visitorAnswers: caching.answers.stats });
  const { gate: graphqlGate, graphql } = external
    ? await passToHasura(app, options, createGraphqlGate(app, rateLimit), sessions, caching)
    : await serveEmbeddedEngine(app, options, sessions, rateLimit, caching, metrics);
  if (config.actionsSecret)
    registerActions(app, {
      db,
      secret: config.actionsSecret,
      handlers: options.actionHandlers ?? actionHandlers,
      limits: config.limits,
      memberWrites: memberWriteActions,
      suspensionInStatement: suspensionInStatementActions,
    });
  await registerDiscovery(app, { db, config, writes: caching.writes, gate: graphqlGate });
  await registerNewsCard(app, { db, config, timeoutMs: config.engine.statementTimeoutMs });
  await registerStorage(app, { config, sessions, db });
  // With SMTP_URL a worker sends the outbox; without it messages wait there for admins (/admin/outbox).
  const { mailer, worker: mailWorker } = createMailer({
    db,
    config: config.mail,
    log: app.log,
    ...(options.mailWorker && { worker: options.mailWorker }),
  });
  if (mailWorker) {
    app.addHook('onReady', async () => mailWorker.start());
    app.addHook('onClose', async () => mailWorker.stop());
  }
  await registerAuth(app, {
    db,
    keys: authKeys,
    signupLimit: config.limits.signupLimit,
    mailer,
    siteUrl: config.siteUrl,
    oidcProviders: config.oidcProviders,
    adminRequire2fa: config.adminRequire2fa,
  });
  await registerAccountRoutes(app, {
    db,
    keys: authKeys,
    mailer,
    siteUrl: config.siteUrl,
    graceDays: config.limits.accountDeletionGraceDays,
  });
  await registerNotificationMail(app, {
    db,
    mailer,
    log: app.log,
    actionsSecret: config.actionsSecret,
    origin: config.siteUrl ?? `http://localhost:${config.port}`,
    writes: caching.writes,
    pollMs: options.notificationMailPollMs,
  });
  if (options.distDir) {
    registerConsole(app, options.distDir);
    const ssr = options.ssrDir
      ? await createSsr({
          distDir: options.distDir,
          ssrDir: options.ssrDir,
          engine: graphql,
          writes: caching.writes,
          answers: caching.answers,
          gate: graphqlGate,
          origin: (request) => siteOrigin(request, config),
          legacyRedirect: (pathname) => legacyRedirect(db, pathname),
          movedRedirect: (pathname) => movedSlugRedirect(db, pathname),
          // app.log discards everything when LOG_LEVEL is unset; a failed render still deserves a line.
          log: config.logLevel ? app.log : { warn: (details, message) => console.warn(message, details) },
          renderThreads: config.ssrThreads,
          maxRenders: config.ssrMaxRenders,
          renderTimeoutMs: config.ssrRenderTimeoutMs,
        })
      : undefined;
    if (ssr) metrics?.watch({ pageCache: ssr.pageCache });
    if (ssr) app.addHook('onClose', async () => ssr.close());
    await registerSpa(app, options.distDir, ssr);
  } else {
    // The API alone: a path under Hasura's namespaces that no route serves gets Hasura's not-found body.
    app.setNotFoundHandler((request, reply) =>
      isHasuraPath(normalisePath(request.url))
        ? sendHasuraNotFound(reply)
        : reply.code(404).send({ error: { code: 'not-found', message: `No route for ${request.method} ${normalisePath(request.url)}` } }),
    );
  }
  return app;
}
