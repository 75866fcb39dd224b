// The real app (buildApp) over a seeded PGlite with an admin secret and no HASURA_GRAPHQL_JWT_SECRET, so the
// engine verifies the tokens of /auth with the key pair generated into a temporary DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import type { GraphqlResult } from '../engine/harness.ts';
import { createTestDatabase } from '../support/database.ts';
import { verifyByInject } from '../support/verify-email.ts';

export const ADMIN_SECRET = 'auth-test-admin-secret';
export const PASSWORD = 'correct horse battery';

export interface SessionBody {
  session: {
    accessToken: string;
    accessTokenExpiresIn: number;
    refreshToken: string;
    user: { id: string; email: string; displayName: string; username: string; isAdmin: boolean; emailVerified: boolean };
  };
}

export interface ErrorBody {
  error: { code: string; message: string; retryAfter?: number };
}

export interface Answer<Body> {
  status: number;
  body: Body;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface AuthApp {
  app: FastifyInstance;
  db: PgliteDatabase;
  dataDir: string;
  /** POST /auth/<path> with a JSON body (or raw text), from `address` (127.0.0.1 unless given). */
  post<Body = SessionBody>(path: string, body: unknown, options?: { address?: string; raw?: boolean }): Promise<Answer<Body>>;
  /** A new account with unique email and username; `fields` override the defaults. */
  signUp(fields?: Partial<Record<'email' | 'password' | 'displayName' | 'username', string>>): Promise<SessionBody>;
  /** signUp, then the address confirmed through the real path (the outbox mail's link) and the session refreshed. */
  signUpVerified(fields?: Partial<Record<'email' | 'password' | 'displayName' | 'username', string>>): Promise<SessionBody>;
  signIn(email: string, password?: string, address?: string): Promise<Answer<SessionBody & ErrorBody>>;
  /** POST /v1/graphql with a bearer token and extra headers. */
  gql<Data = Record<string, unknown>>(token: string, query: string, headers?: Record<string, string>): Promise<GraphqlResult<Data>>;
  close(): Promise<void>;
}

let accounts = 0;

/** A unique email and username for this run. */
export function uniqueAccount(): { email: string; username: string } {
  accounts += 1;
  const tag = `${process.pid}_${accounts}`;
  return { email: `member.${tag}@example.com`, username: `member_${tag}` };
}

/**
 * Builds the app; `dataDir` reuses a DATA_DIR (its key pair), else a new temporary one is made and removed.
 * `env` adds variables; SIGNUP_LIMIT is high unless given, since every test signs up from 127.0.0.1.
 */
export async function startAuthApp(
  options: { dataDir?: string; db?: PgliteDatabase; env?: Record<string, string> } = {},
): Promise<AuthApp> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'chainpulse-auth-'));
  const db = options.db ?? (await createTestDatabase({ seeds: true }));
  const config = loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
    DATA_DIR: dataDir,
    SIGNUP_LIMIT: '10000',
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
    ...options.env,
  });
  const app = await buildApp({ config, db });

  async function post<Body>(path: string, body: unknown, postOptions: { address?: string; raw?: boolean } = {}) {
    const response = await app.inject({
      method: 'POST',
      url: `/auth/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: postOptions.raw ? String(body) : JSON.stringify(body),
      remoteAddress: postOptions.address ?? '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json() as Body, headers: response.headers };
  }

  async function signUp(fields: Partial<Record<'email' | 'password' | 'displayName' | 'username', string>> = {}) {
    const answer = await post<SessionBody>('signup', { ...uniqueAccount(), password: PASSWORD, displayName: 'A Member', ...fields });
    if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  return {
    app,
    db,
    dataDir,
    post,
    signUp,
    async signUpVerified(fields = {}) {
      const account = { ...uniqueAccount(), ...fields };
      const { session } = await signUp(account);
      return { session: (await verifyByInject(app, db, account.email, session.refreshToken)) as SessionBody['session'] };
    },
    signIn: (email, password = PASSWORD, address) => post('signin', { email, password }, address ? { address } : {}),
    async gql<Data>(token: string, query: string, headers: Record<string, string> = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        payload: JSON.stringify({ query }),
      });
      return response.json() as GraphqlResult<Data>;
    },
    async close() {
      await app.close();
      if (!options.db) await db.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
