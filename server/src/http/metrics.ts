// GET /metrics: the server's Prometheus metrics (prom-client), for an operator's scraper, never for the public.
// Only with METRICS_TOKEN set, and only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without the
// token the route does not exist (404) and nothing is measured, so the request path pays nothing for it.
//
// What is measured: requests by route and status with their time, GraphQL requests by operation name (the names of
// the site's allow-list; any other name is `other`, so a client cannot grow the label set), error codes of the
// answers, the database queue's wait, statements stopped at their deadline, live-query pollers and poll time, the
// page and visitor-answer caches' lookups, and the process (memory, event-loop lag, CPU, handles).
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { parse as parseYaml } from 'yaml';
import type { DatabaseClient } from '../db/client.ts';
import type { FairQueue } from '../db/fair-queue.ts';
import { StatementTimeoutError, type Database } from '../db/index.ts';
import type { PollHubStats } from '../engine/index.ts';
import type { CacheStats } from './ssr/render-cache.ts';

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token /metrics asks for. */
  token: string;
  db: Database;
  /** The Hasura metadata folder: its allow-list names the operations counted by name. */
  metadataDir: string;
}

/** What the app hands the metrics once its parts exist (each may be missing: external mode, no built site). */
export interface MetricsSources {
  liveQueries?: () => PollHubStats & { sockets: number };
  visitorAnswers?: CacheStats;
  pageCache?: CacheStats;
}

export interface Metrics {
  readonly registry: Registry;
  /** Told each live-query poll's time in ms (the WebSocket transport's onPollTime). */
  observePoll(ms: number): void;
  /** The parts measured by reading their counts at each scrape. */
  watch(sources: MetricsSources): void;
}

/** Label values kept per label before the rest collapse to `other` (a guard; the real sets are far smaller). */
const MAX_LABEL_VALUES = 200;
/** Responses larger than this are not read for error codes. */
const MAX_SCANNED_BYTES = 64 * 1024;
const GRAPHQL_ROUTES = new Set(['/v1/graphql', '/v1alpha1/graphql']);

/** A label's values, at most MAX_LABEL_VALUES of them; later new ones are `other`. */
function boundedLabel(): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= MAX_LABEL_VALUES) return 'other';
    seen.add(value);
    return value;
  };
}

/**
 * Whom a statement was for, as a label: an allow-list operation by its name, the server's own kinds of work by theirs
 * (a REST route, the mail worker, the page-view batches), a shared live-query poll; a client's own operation name
 * (any text a request sends) is `other`.
 */
export function databaseOperation(client: DatabaseClient | undefined, known: ReadonlySet<string>): string {
  if (!client) return 'server';
  const { operation, role } = client;
  if (operation !== undefined && known.has(operation)) return operation;
  if (role === 'rest' || role === 'mail' || role === 'server') return `${role}${operation ? ` ${operation}` : ''}`;
  return client.shares ? 'live-query poll' : 'other';
}

/** The operation names of the metadata's query collections (the site's allow-list); none when unreadable. */
export function allowListNames(metadataDir: string): Set<string> {
  try {
    const collections = parseYaml(readFileSync(join(metadataDir, 'query_collections.yaml'), 'utf8')) as unknown;
    const names = new Set<string>();
    for (const collection of Array.isArray(collections) ? collections : []) {
      const queries = (collection as { definition?: { queries?: unknown } }).definition?.queries;
      for (const query of Array.isArray(queries) ? queries : []) {
        const name = (query as { name?: unknown }).name;
        if (typeof name === 'string') names.add(name);
      }
    }
    return names;
  } catch {
    return new Set();
  }
}

/**
 * The operation label of a GraphQL request body (text, Buffer or parsed): its operationName (else the name of its
 * operation) when the allow-list has it, `other` for any other name, `anonymous` without one, `batch` for a batch.
 */
export function operationLabel(body: unknown, known: ReadonlySet<string>): string {
  let name: string | undefined;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const text = typeof body === 'string' ? body : body.toString('utf8', 0, Math.min(body.length, MAX_SCANNED_BYTES));
    if (text.trimStart().startsWith('[')) return 'batch';
    name =
      /"operationName"\s*:\s*"([A-Za-z_][A-Za-z0-9_]{0,127})"/.exec(text)?.[1] ??
      /"query"\s*:\s*"\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]{0,127})/.exec(text)?.[1];
  } else if (Array.isArray(body)) return 'batch';
  else if (body !== null && typeof body === 'object') {
    const { operationName, query } = body as { operationName?: unknown; query?: unknown };
    if (typeof operationName === 'string') name = operationName;
    else if (typeof query === 'string') name = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/.exec(query)?.[1];
  }
  if (name === undefined) return 'anonymous';
  return known.has(name) ? name : 'other';
}

/** The error codes of an answer: Hasura's `extensions.code`s and /auth's `error.code`. */
export function errorCodes(payload: string): string[] {
  const codes = new Set<string>();
  for (const match of payload.matchAll(/"code"\s*:\s*"([a-z][a-z0-9_-]{0,47})"/g)) codes.add(match[1]!);
  return [...codes];
}

/** Whether a request is a GraphQL request over HTTP: the embedded engine's route, or the path an external Hasura's proxy passes on. */
function isGraphql(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && GRAPHQL_ROUTES.has(pattern)) return true;
  return pattern !== undefined && pattern.endsWith('*') && GRAPHQL_ROUTES.has(request.url.split('?')[0]!);
}

/**
 * The route a request matched, bounded: Fastify's route pattern (GraphQL by its path, also under the external
 * mode's pass-through pattern); pages (the SPA's not-found handler) by section.
 */
function routeOf(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions.url;
  if (isGraphql(request)) return request.url.split('?')[0]!;
  if (pattern !== undefined) return pattern;
  if (status === 404) return 'not-found';
  const section = /^\/([a-z][a-z0-9-]{0,31})?(?:[/?#]|$)/.exec(request.url)?.[1];
  return section === undefined ? (request.url.startsWith('/') ? 'page:/' : 'unmatched') : `page:/${section}`;
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Registers /metrics and the hooks that measure every request; call before the routes are registered. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const known = allowListNames(options.metadataDir);
  const routeLabel = boundedLabel();
  const codeLabel = boundedLabel();

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  const operations = new Counter({
    name: 'graphql_requests_total',
    help: 'GraphQL HTTP requests, by operation name (the allow-list names; any other is `other`) and status code.',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const operationDuration = new Histogram({
    name: 'graphql_request_duration_seconds',
    help: 'Time to answer a GraphQL HTTP request, by operation name.',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 60],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Error codes in answers (GraphQL extensions.code, /auth error.code; `http-<status>` for other 4xx/5xx answers).',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const queueWait = new Histogram({
    name: 'db_queue_wait_seconds',
    help: "Time statements waited in the database's fair queue before they ran.",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const held = new Counter({
    name: 'db_statement_seconds_total',
    help: "Time statements held the database (a slot of the fair queue), by whom they were for: the allow-list's operation, a REST route, the server's own work, a live-query poll; any other is `other`.",
    labelNames: ['operation'],
    registers: [registry],
  });
  const pollTime = new Histogram({
    name: 'live_query_poll_duration_seconds',
    help: 'Time of one live-query poll (a multiplexed poll batch counts as one).',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  let sources: MetricsSources = {};
  const database = options.db;
  new Gauge({
    name: 'db_queue_waiting',
    help: "Statements waiting in the database's fair queue now.",
    registers: [registry],
    collect() {
      this.set(database.status?.().queue.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'db_queue_oldest_wait_seconds',
    help: "How long the oldest statement waiting in the database's fair queue has waited.",
    registers: [registry],
    collect() {
      this.set((database.status?.().queue.oldestWaitMs ?? 0) / 1000);
    },
  });
  new Counter({
    name: 'db_statements_timed_out_total',
    help: 'Database statements stopped at their deadline (STATEMENT_TIMEOUT_MS, ADMIN_STATEMENT_TIMEOUT_MS).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(StatementTimeoutError.stopped);
    },
  });
  new Counter({
    name: 'db_restarts_total',
    help: "Times the embedded database's thread was ended (a statement past its deadline) and reopened.",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(database.status?.().restarts ?? 0);
    },
  });
  new Gauge({
    name: 'live_queries',
    help: 'Live-query pollers of the embedded engine: cohorts (distinct queries and variables), multiplexed pollers, stream cursors, subscribers and sockets.',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const stats = sources.liveQueries?.();
      if (!stats) return;
      this.set({ kind: 'cohorts' }, stats.livePollers);
      this.set({ kind: 'multiplexed_pollers' }, stats.multiplexedPollers);
      this.set({ kind: 'stream_cursors' }, stats.streamPollers);
      this.set({ kind: 'subscribers' }, stats.subscribers);
      this.set({ kind: 'sockets' }, stats.sockets);
    },
  });
  new Counter({
    name: 'live_query_polls_total',
    help: 'Live-query polls started.',
    registers: [registry],
    collect() {
      const stats = sources.liveQueries?.();
      this.reset();
      this.inc(stats?.polls ?? 0);
    },
  });
  new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups of the rendered-page cache (`page`) and the shared visitor answers (`visitor`), by result.',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, stats] of [
        ['page', sources.pageCache],
        ['visitor', sources.visitorAnswers],
      ] as const) {
        if (!stats) continue;
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
      }
    },
  });

  // The queue tells each statement's wait as it starts and its time as it ends (both backends keep their FairQueue
  // as `queue`).
  const queue = (database as { queue?: Pick<FairQueue, 'onWait' | 'onDone'> }).queue;
  if (queue) {
    queue.onWait = (ms) => queueWait.observe(ms / 1000);
    const heldLabel = boundedLabel();
    queue.onDone = (client, ms) => held.inc({ operation: heldLabel(databaseOperation(client, known)) }, ms / 1000);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const text =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload) && payload.length <= MAX_SCANNED_BYTES
          ? payload.toString('utf8')
          : undefined;
    const graphql = isGraphql(request);
    if (text !== undefined && text.length <= MAX_SCANNED_BYTES && (status >= 400 || (graphql && text.includes('"errors"')))) {
      const codes = errorCodes(text);
      for (const code of codes) errors.inc({ code: codeLabel(code) });
      if (codes.length === 0 && status >= 400) errors.inc({ code: codeLabel(`http-${status}`) });
    } else if (status >= 400) errors.inc({ code: codeLabel(`http-${status}`) });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = routeLabel(routeOf(request, status));
    const seconds = reply.elapsedTime / 1000;
    requests.inc({ method: request.method, route, status: String(status) });
    duration.observe({ method: request.method, route }, seconds);
    if (request.method === 'POST' && isGraphql(request)) {
      const operation = operationLabel(request.body, known);
      operations.inc({ operation, status: String(status) });
      operationDuration.observe({ operation }, seconds);
    }
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (given === undefined || !sameToken(given, options.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .send({ error: { code: 'unauthorized', message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>.' } });
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });

  return {
    registry,
    observePoll: (ms) => pollTime.observe(ms / 1000),
    watch(next) {
      sources = { ...sources, ...next };
    },
  };
}
