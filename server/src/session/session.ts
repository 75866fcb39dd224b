// Who is asking: request headers in, a Session out, the way Hasura v2 resolves them (admin secret, else JWT,
// else the unauthorized role). Auth, storage and the engine all resolve sessions here.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { addressKey } from '../limits/address.ts';
import { createBudget, type Budget } from '../limits/budget.ts';
import { SessionError } from './errors.ts';
import { ALLOWED_ROLES_CLAIM, DEFAULT_ROLE_CLAIM, type JwtHeaderLocation, type JwtSecretConfig } from './jwt-config.ts';
import { findToken } from './jwt-token.ts';
import { createJwtVerifier, type JwtVerifier } from './jwt-verify.ts';
import { ROLES } from '#contract/roles.ts';

const ROLE_HEADER = 'x-hasura-role';
const ADMIN_SECRET_HEADER = 'x-hasura-admin-secret';
const ACCESS_KEY_HEADER = 'x-hasura-access-key';
const SESSION_VARIABLE_PREFIX = 'x-hasura-';

export interface Session {
  role: string;
  /** The `admin` role: no permission checks at all. */
  isAdmin: boolean;
  /**
   * A trusted backend (admin secret, or no auth configured) that asked for backend-only permissions
   * with `x-hasura-use-backend-only-permissions: true`.
   */
  backendOnly: boolean;
  /** Lower-cased names such as `x-hasura-user-id`; always holds `x-hasura-role`. */
  variables: Record<string, string>;
  /** From the token's `exp`: a subscription socket closes then. */
  expiresAt?: Date;
  /** A token's `x-hasura-allowed-roles`: the roles this caller may ask for with x-hasura-role. */
  allowedRoles?: string[];
}

/** A wrong admin secret, as logged: never the secret itself. */
export interface WrongAdminSecret {
  address: string;
  /** Wrong secrets from this address in the current window, this one included. */
  attempts: number;
}

export interface AdminSecretAttemptsConfig {
  /** Where the counts live (security.budgets), shared by every server instance. */
  db: Queryable;
  /** Wrong admin secrets one address may send per 15 minutes; after them, every admin secret it sends is refused. */
  limit: number;
  /** Called for each wrong secret; console.warn unless given. */
  onWrongSecret?: (attempt: WrongAdminSecret) => void;
}

export interface SessionConfig {
  adminSecret?: string;
  jwtSecret?: JwtSecretConfig;
  unauthorizedRole?: string;
  /** Counts wrong admin secrets per client address (requests resolved with an `address`). */
  adminSecretAttempts?: AdminSecretAttemptsConfig;
}

export type RequestHeaders = Record<string, string | string[] | undefined>;

export interface ResolveOptions {
  /** The client's IP address; wrong admin secrets are counted per address, and only when it is given. */
  address?: string;
}

export interface SessionResolver {
  resolve(headers: RequestHeaders, options?: ResolveOptions): Promise<Session>;
  /**
   * The same, answered at once when no I/O is needed (no token to verify, no admin secret to count): the engine's
   * request path then makes no promise for it. Throws what `resolve` rejects with when it answers at once.
   */
  resolveNow(headers: RequestHeaders, options?: ResolveOptions): Session | Promise<Session>;
  /** Stops any JWK set fetch under way. */
  close(): void;
}

type HeaderMap = ReadonlyMap<string, readonly string[]>;

interface JwtMode {
  verifier: JwtVerifier;
  location: JwtHeaderLocation;
}

function normalizeHeaders(raw: RequestHeaders): HeaderMap {
  const headers = new Map<string, string[]>();
  // Every request goes through here (twice over HTTP): one array per header, grown only for a repeated name.
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const kept = headers.get(key);
    if (kept) kept.push(...(Array.isArray(value) ? value : [value]));
    else headers.set(key, Array.isArray(value) ? [...value] : [value]);
  }
  return headers;
}

function firstHeader(headers: HeaderMap, name: string): string | undefined {
  return headers.get(name)?.[0];
}

/** The x-hasura-* request headers, minus the admin secret: Hasura's session variables from headers. */
function headerVariables(headers: HeaderMap): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, values] of headers) {
    const isSecret = name === ADMIN_SECRET_HEADER || name === ACCESS_KEY_HEADER;
    if (name.startsWith(SESSION_VARIABLE_PREFIX) && !isSecret && values[0] !== undefined) variables[name] = values[0];
  }
  return variables;
}

function requestedRole(headers: HeaderMap): string | undefined {
  const role = firstHeader(headers, ROLE_HEADER);
  return role === '' ? undefined : role;
}

function makeSession(role: string, variables: Record<string, string>, expiresAt?: Date, backendOnly = false): Session {
  return {
    role,
    isAdmin: role === ROLES.admin,
    backendOnly,
    variables: { ...variables, [ROLE_HEADER]: role },
    ...(expiresAt && { expiresAt }),
  };
}

/** The role from x-hasura-role, else admin: dev mode and a correct admin secret. */
function headerSession(headers: HeaderMap): Session {
  const backendOnly = firstHeader(headers, 'x-hasura-use-backend-only-permissions')?.toLowerCase() === 'true';
  return makeSession(requestedRole(headers) ?? ROLES.admin, headerVariables(headers), undefined, backendOnly);
}

function sentAdminSecret(headers: HeaderMap): string | undefined {
  return firstHeader(headers, ADMIN_SECRET_HEADER) ?? firstHeader(headers, ACCESS_KEY_HEADER);
}

// Compared as digests so the comparison takes the same time whatever the lengths.
function matchesAdminSecret(sent: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha512').update(value).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

/** Whether the headers carry the admin secret (either header Hasura reads), without counting anything. */
export function carriesAdminSecret(headers: RequestHeaders, secret: string | undefined): boolean {
  if (secret === undefined) return false;
  const sent = sentAdminSecret(normalizeHeaders(headers));
  return sent !== undefined && matchesAdminSecret(sent, secret);
}

const ADMIN_SECRET_WINDOW_SECONDS = 15 * 60;

interface AdminSecretGuard {
  budget: Budget;
  limit: number;
  onWrongSecret: (attempt: WrongAdminSecret) => void;
}

function createAdminSecretGuard(config: AdminSecretAttemptsConfig): AdminSecretGuard {
  return {
    budget: createBudget(config.db, { bucket: 'admin-secret', limit: config.limit, windowSeconds: ADMIN_SECRET_WINDOW_SECONDS }),
    limit: config.limit,
    onWrongSecret:
      config.onWrongSecret ??
      ((attempt) => console.warn(`wrong ${ADMIN_SECRET_HEADER} from ${attempt.address} (${attempt.attempts} in 15 minutes)`)),
  };
}

function wrongAdminSecret(): SessionError {
  return new SessionError('access-denied', `invalid ${ADMIN_SECRET_HEADER}/${ACCESS_KEY_HEADER}`, { status: 401 });
}

function tooManyWrongSecrets(): SessionError {
  return new SessionError('access-denied', 'too many wrong admin secrets from this address; try again later', { status: 429 });
}

/**
 * Throws unless the sent secret is the admin secret. With a guard and an address, an address that sent `limit`
 * wrong secrets in the window is refused whatever it sends (so guessing stops there), and each wrong one is
 * counted and reported.
 */
async function checkAdminSecret(
  sent: string,
  secret: string,
  guard: AdminSecretGuard | undefined,
  address: string | undefined,
): Promise<void> {
  if (!guard || address === undefined) {
    if (!matchesAdminSecret(sent, secret)) throw wrongAdminSecret();
    return;
  }
  // An IPv6 address draws on its /64's budget.
  const key = addressKey(address);
  if ((await guard.budget.used(key)) >= guard.limit) throw tooManyWrongSecrets();
  if (matchesAdminSecret(sent, secret)) return;
  const decision = await guard.budget.take(key);
  guard.onWrongSecret({ address, attempts: decision.used });
  // Wrong guesses racing past the check above are refused alike.
  throw decision.allowed ? wrongAdminSecret() : tooManyWrongSecrets();
}

function missingToken(): SessionError {
  return new SessionError('invalid-headers', "Missing 'Authorization' or 'Cookie' header in JWT authentication mode");
}

function adminSecretRequired(): SessionError {
  return new SessionError('access-denied', `${ADMIN_SECRET_HEADER}/${ACCESS_KEY_HEADER} required, but not found`, {
    status: 401,
  });
}

function unauthenticatedSession(headers: HeaderMap, config: SessionConfig, missing: () => SessionError): Session {
  if (config.unauthorizedRole === undefined) throw missing();
  // Hasura keeps the client's x-hasura-* headers as variables here too, and warns against using them.
  return makeSession(config.unauthorizedRole, headerVariables(headers));
}

function jsonTypeName(value: unknown): string {
  if (value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  const names: Record<string, string> = { string: 'String', number: 'Number', boolean: 'Boolean', object: 'Object' };
  return names[typeof value] ?? 'Value';
}

function roleNameProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `parsing Text failed, expected String, but encountered ${jsonTypeName(value)}`;
  return value === '' ? 'empty string not allowed' : undefined;
}

function roleListProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return `parsing [] failed, expected Array, but encountered ${jsonTypeName(value)}`;
  return value.map(roleNameProblem).find((problem) => problem !== undefined);
}

interface RoleClaimCheck {
  name: string;
  problemOf: (value: unknown) => string | undefined;
  hint: string;
}

/** A role claim checked the way Hasura parses it; the caller may then trust its type. */
function roleClaim(claims: ReadonlyMap<string, unknown>, check: RoleClaimCheck): unknown {
  if (!claims.has(check.name)) {
    throw new SessionError('jwt-missing-role-claims', `JWT claim does not contain ${check.name}`);
  }
  const value = claims.get(check.name);
  const problem = check.problemOf(value);
  if (problem !== undefined) {
    throw new SessionError('jwt-invalid-claims', `invalid ${check.name}; ${check.hint}: ${problem}`);
  }
  return value;
}

function claimText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Verifies the token, then picks the x-hasura-role header if allowed, else the default role. */
async function tokenSession(token: string, headers: HeaderMap, verifier: JwtVerifier): Promise<Session> {
  const { claims, expiresAt } = await verifier.verify(token);
  const allowedRoles = roleClaim(claims, {
    name: ALLOWED_ROLES_CLAIM,
    problemOf: roleListProblem,
    hint: 'should be a list of roles',
  }) as string[];
  const defaultRole = roleClaim(claims, {
    name: DEFAULT_ROLE_CLAIM,
    problemOf: roleNameProblem,
    hint: 'should be a single role name',
  }) as string;
  const role = requestedRole(headers) ?? defaultRole;
  if (!allowedRoles.includes(role)) {
    throw new SessionError('access-denied', 'Your requested role is not in allowed roles');
  }
  const variables: Record<string, string> = {};
  for (const [name, value] of claims) {
    // Hasura takes only strings; other JSON is kept as its text so parseSessionArray can read arrays.
    if (name !== ALLOWED_ROLES_CLAIM && name !== DEFAULT_ROLE_CLAIM) variables[name] = claimText(value);
  }
  return { ...makeSession(role, variables, expiresAt), allowedRoles };
}

function jwtSession(headers: HeaderMap, config: SessionConfig, jwt: JwtMode): Promise<Session> | Session {
  const token = findToken(jwt.location, (name) => headers.get(name));
  if (token !== undefined) return tokenSession(token, headers, jwt.verifier);
  return unauthenticatedSession(headers, config, missingToken);
}

interface ResolveContext {
  config: SessionConfig;
  jwt: JwtMode | undefined;
  guard: AdminSecretGuard | undefined;
  address: string | undefined;
}

/** A session, or its promise where the admin secret is counted or a token verified. */
function resolveSession(raw: RequestHeaders, { config, jwt, guard, address }: ResolveContext): Session | Promise<Session> {
  const headers = normalizeHeaders(raw);
  if (config.adminSecret === undefined) return headerSession(headers);
  const sent = sentAdminSecret(headers);
  if (sent !== undefined) return checkAdminSecret(sent, config.adminSecret, guard, address).then(() => headerSession(headers));
  if (jwt) return jwtSession(headers, config, jwt);
  return unauthenticatedSession(headers, config, adminSecretRequired);
}

function checkConfig(config: SessionConfig): void {
  if (config.adminSecret === '') {
    throw new SessionError('invalid-configuration', 'The admin secret must not be empty.', { status: 500 });
  }
  if (config.jwtSecret && config.adminSecret === undefined) {
    // Hasura refuses to start this way: JWT mode needs an admin secret.
    throw new SessionError('invalid-configuration', 'HASURA_GRAPHQL_JWT_SECRET requires HASURA_GRAPHQL_ADMIN_SECRET to be set.', {
      status: 500,
    });
  }
}

/**
 * Turns request headers into a session the way Hasura v2 does: admin secret, else JWT, else the
 * unauthorized role; with neither secret configured every request is admin unless it names a role. Wrong
 * admin secrets are counted per client address when `adminSecretAttempts` is set.
 */
export function createSessionResolver(config: SessionConfig): SessionResolver {
  checkConfig(config);
  const jwt = config.jwtSecret && { verifier: createJwtVerifier(config.jwtSecret), location: config.jwtSecret.header };
  const guard = config.adminSecretAttempts && createAdminSecretGuard(config.adminSecretAttempts);
  const resolveNow = (headers: RequestHeaders, options: ResolveOptions = {}) =>
    resolveSession(headers, { config, jwt, guard, address: options.address });
  return {
    resolveNow,
    async resolve(headers, options) {
      return resolveNow(headers, options);
    },
    close: () => jwt?.verifier.close(),
  };
}
