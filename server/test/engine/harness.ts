// Shared set-up for the engine's integration tests: real databases (PGlite, and PostgreSQL 15 when its
// binaries are installed) with the migrations and the demo content, the project's metadata, real
// authentication (an admin secret and HS256 tokens signed with jose), and helpers to ask the engine or
// the HTTP app a GraphQL question.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config/index.ts';
import { METADATA_DIR, MIGRATIONS_DIR, SEEDS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { applySeeds } from '../../src/db/seed.ts';
import type { Database } from '../../src/db/types.ts';
import { createEngine, type Engine, type EngineLimits } from '../../src/engine/create-engine.ts';
import { loadMetadata, MetadataError, validateMetadata, type Metadata } from '../../src/engine/metadata/index.ts';
import type { Catalog } from '../../src/engine/model/catalog.ts';
import { createSessionResolver, parseJwtSecret, type RequestHeaders } from '../../src/session/index.ts';
import { readCatalog } from '../../src/engine/model/catalog.ts';
import { withEnumValues } from '../../src/engine/model/enum-tables.ts';
import { createEmptyDatabase, createTestDatabase } from '../support/database.ts';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { OWN_QUERIES_DIR } from '../conformance/layout.ts';
import { applySetup, applySetupFile, createSetupState, type SetupState } from '../conformance/setup.ts';
import { createDatabase, hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';

export const ADMIN_SECRET = 'engine-test-admin-secret';
export const JWT_KEY = 'engine-test-hs256-shared-secret-0123456789';
export const JWT_SECRET = JSON.stringify({ type: 'HS256', key: JWT_KEY });
export const CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

/** Demo members of hasura/seeds/default/02_members.sql (30… ids). */
export const MEMBERS = {
  linWei: '30000000-0000-4000-8000-000000000001',
  marcus: '30000000-0000-4000-8000-000000000002',
  chenHao: '30000000-0000-4000-8000-000000000003',
  sofia: '30000000-0000-4000-8000-000000000004',
} as const;

// ------------------------------------------------------------------------------------------ databases

export interface Backend {
  name: string;
  /** False when the backend cannot run here (PostgreSQL 15 binaries not installed). */
  available: boolean;
  /** A fresh database with the migrations and the demo content. */
  open(): Promise<Database>;
  /** Stops what open() started (the PostgreSQL server). */
  stop(): Promise<void>;
}

function pgliteBackend(): Backend {
  return {
    name: 'PGlite',
    available: true,
    open: () => createTestDatabase({ seeds: true }),
    stop: async () => undefined,
  };
}

function postgresBackend(): Backend {
  let server: PostgresServer | undefined;
  let databases = 0;
  return {
    name: 'PostgreSQL 15',
    available: hasPostgres15(),
    async open() {
      server ??= await startPostgres();
      databases += 1;
      const db = await openPostgres(await createDatabase(server, `engine_test_${databases}`));
      await applyMigrations(db, readMigrations(MIGRATIONS_DIR), { onFresh: async (tx) => void (await applySeeds(tx, SEEDS_DIR)) });
      return db;
    },
    async stop() {
      await server?.stop();
      server = undefined;
    },
  };
}

/** Both backends; PostgreSQL 15 reports `available: false` where it is not installed. */
export function backends(): Backend[] {
  return [pgliteBackend(), postgresBackend()];
}

/** Runs a counting query (`SELECT count(*)::int AS n ...`) straight on the database. */
export async function countRows(db: Database, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(sql, params);
  return Number(rows[0]?.n);
}

/** The ids a query selects (`SELECT id ...`), sorted, straight from the database. */
export async function idsOf(db: Database, sql: string, params: unknown[] = []): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(sql, params);
  return rows.map((row) => String(row.id)).sort();
}

// -------------------------------------------------------------------------------------------- tokens

export interface TokenOptions {
  allowedRoles?: string[];
  defaultRole?: string;
  /** x-hasura-user-id; null leaves the claim out. */
  userId?: string | null;
  /** Seconds from now until `exp`; negative for an expired token. */
  expiresIn?: number;
  /** Signing key (a different one gives a token with a bad signature). */
  key?: string;
  /** x-hasura-email-verified: 'true' unless false (a member who has not confirmed their address). */
  emailVerified?: boolean;
}

/** An HS256 token with Hasura claims, as the site's auth service issues them. */
export async function signToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    'x-hasura-allowed-roles': options.allowedRoles ?? ['user'],
    'x-hasura-default-role': options.defaultRole ?? 'user',
  };
  const userId = options.userId === undefined ? MEMBERS.linWei : options.userId;
  if (userId !== null) claims['x-hasura-user-id'] = userId;
  // As access-tokens.ts signs it; the demo members are verified, so true unless a test says otherwise.
  if (userId !== null) claims['x-hasura-email-verified'] = options.emailVerified === false ? 'false' : 'true';
  return new SignJWT({ [CLAIMS_NAMESPACE]: claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId ?? 'anonymous')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(new TextEncoder().encode(options.key ?? JWT_KEY));
}

/** A member's token (role user). */
export const memberToken = (userId: string): Promise<string> => signToken({ userId });

/** A token of a member whose profile is admin: allowed user and site_admin, default user. */
export const siteAdminToken = (userId: string): Promise<string> =>
  signToken({ userId, allowedRoles: ['user', 'site_admin'], defaultRole: 'user' });

/** Plain string headers, usable both for the engine and for app.inject. */
export type Headers = Record<string, string>;

export const bearer = (token: string, extra: Headers = {}): Headers => ({ authorization: `Bearer ${token}`, ...extra });

export const adminHeaders = (extra: Headers = {}): Headers => ({ 'x-hasura-admin-secret': ADMIN_SECRET, ...extra });

// ---------------------------------------------------------------------------------------- responses

export interface GraphqlErrorJson {
  message: string;
  extensions: { code: string; path: string };
}

export interface GraphqlResult<Data = Record<string, unknown>> {
  data?: Data;
  errors?: GraphqlErrorJson[];
}

export interface GraphqlRequestBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** The first error's code and path, for `toEqual` checks. */
export function firstError(result: GraphqlResult<unknown>): { code: string | undefined; path: string | undefined } {
  const error = result.errors?.[0];
  return { code: error?.extensions.code, path: error?.extensions.path };
}

/** The data of a result that must have no errors (the errors are shown when it has). */
export function dataOf<Data = Record<string, unknown>>(result: GraphqlResult<Data>): Data {
  if (result.errors?.length || result.data === undefined) {
    throw new Error(`expected data, got ${JSON.stringify(result)}`);
  }
  return result.data;
}

// ------------------------------------------------------------------------------------------- engine

/**
 * A fresh in-memory PGlite set up by conformance setup steps, in order: a body (run_sql, track_table...) or the path
 * of a setup file under server/test/conformance/own. Resolves the database, the setup state (its metadata) and the
 * catalog as the engine reads it (with the enum tables' rows).
 */
export async function setUpDatabase(...steps: unknown[]): Promise<{ db: PgliteDatabase; state: SetupState; catalog: Catalog }> {
  const db = await createEmptyDatabase();
  const state = createSetupState(db);
  for (const step of steps) {
    if (typeof step === 'string') await applySetupFile(state, join(OWN_QUERIES_DIR, step));
    else await applySetup(state, step);
  }
  return { db, state, catalog: await withEnumValues(db, state.metadata, await readCatalog(db)) };
}

/** The problems validateMetadata finds in metadata against a catalog, as their lines ([] when it passes). */
export function metadataProblems(metadata: Metadata, catalog: Catalog): string[] {
  try {
    validateMetadata(metadata, catalog);
    return [];
  } catch (error) {
    if (error instanceof MetadataError) return error.problems.map((problem) => problem.problem);
    throw error;
  }
}

export interface TestEngine {
  engine: Engine;
  /** Sends one request body (object, or raw text) and returns the parsed answer with its status. */
  send(body: unknown, headers?: RequestHeaders): Promise<{ status: number; json: unknown }>;
  /** Sends `{query, variables}` with the given headers; expects HTTP 200. */
  gql<Data = Record<string, unknown>>(
    query: string,
    headers?: RequestHeaders,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResult<Data>>;
}

/** The engine over a database with the project's metadata, an admin secret and the HS256 JWT secret. */
export async function createTestEngine(db: Database, limits: Partial<EngineLimits> = {}): Promise<TestEngine> {
  const metadata = loadMetadata(METADATA_DIR);
  const catalog = await withEnumValues(db, metadata, await readCatalog(db));
  const sessions = createSessionResolver({
    adminSecret: ADMIN_SECRET,
    jwtSecret: parseJwtSecret(JWT_SECRET),
    unauthorizedRole: 'anonymous',
  });
  const engine = createEngine({ db, metadata, catalog, sessions, limits });
  // The tables' sizes (for the cost estimate) are read now, not during the first request a test traces.
  await engine.refreshTableSizes();
  async function send(body: unknown, headers: RequestHeaders = {}) {
    const response = await engine.handle(body, headers);
    return { status: response.status, json: JSON.parse(response.body) as unknown };
  }
  return {
    engine,
    send,
    async gql<Data>(query: string, headers: RequestHeaders = {}, variables?: Record<string, unknown>) {
      const { status, json } = await send(variables ? { query, variables } : { query }, headers);
      if (status !== 200) throw new Error(`expected HTTP 200, got ${status}: ${JSON.stringify(json)}`);
      return json as GraphqlResult<Data>;
    },
  };
}

// --------------------------------------------------------------------------------------------- HTTP

/**
 * A configuration as `npm start` reads it, with the test secrets and the given variables. Every test request
 * comes from one address, so the per-address GraphQL budget is out of reach unless a test sets its own.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
    HASURA_GRAPHQL_JWT_SECRET: JWT_SECRET,
    DATA_DIR: '/nonexistent-engine-test-data-dir',
    GRAPHQL_RATE_LIMIT: String(1_000_000),
    // Tests send their own documents as every role; the allow-list's own test turns it on.
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  /** POST /v1/graphql with a raw text body (JSON unless a test says otherwise). */
  post(body: string, headers?: Headers): Promise<{ status: number; json: unknown; text: string }>;
  /** POST /v1/graphql with a JSON body. */
  postJson(body: unknown, headers?: Headers): Promise<{ status: number; json: unknown; text: string }>;
}

/** The real HTTP app (buildApp) over a database, answering through app.inject. */
export async function createTestApp(db: Database, env: Record<string, string> = {}): Promise<TestApp> {
  // No background poller of notification mail: tests count the statements their requests run (limits.test.ts).
  const app = await buildApp({ config: testConfig(env), db, notificationMailPollMs: 0 });
  async function post(body: string, headers: Headers = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
    let json: unknown;
    try {
      json = response.json();
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, json, text: response.body };
  }
  return { app, post, postJson: (body, headers) => post(JSON.stringify(body), headers) };
}
