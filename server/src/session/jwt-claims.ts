// The Hasura claims of a verified token's payload: under the claims namespace (or its JSON path), as JSON
// or stringified JSON, or picked one by one by `claims_map`. Keys are lower-cased session variable names.
import { SessionError } from './errors.ts';
import { isObject, own, readJsonPath } from './json.ts';
import { ALLOWED_ROLES_CLAIM, DEFAULT_ROLE_CLAIM, type ClaimsMapValue, type JwtClaimsSource } from './jwt-config.ts';

const REGISTERED_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);
const SESSION_VARIABLE_PREFIX = 'x-hasura-';
type JsonObject = Record<string, unknown>;
type NamespaceSource = Exclude<JwtClaimsSource, { kind: 'map' }>;

function invalidClaims(message: string): SessionError {
  return new SessionError('jwt-invalid-claims', message);
}

function namespaceLocation(source: NamespaceSource): string {
  return source.kind === 'namespace' ? `claims_namespace ${source.namespace}` : `claims_namespace_path ${source.path.text}`;
}

function claimsObject(raw: unknown, source: NamespaceSource): JsonObject {
  if (source.format === 'json') {
    if (!isObject(raw)) throw invalidClaims('expecting a json object when claims_format is json');
    return raw;
  }
  if (typeof raw !== 'string') throw invalidClaims('expecting a string when claims_format is stringified_json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed)) {
    throw invalidClaims(`expecting stringified json at: '${namespaceLocation(source)}', but found: ${raw}`);
  }
  return parsed;
}

export function namespacedClaims(payload: JsonObject, source: NamespaceSource): Map<string, unknown> {
  const unregistered = Object.fromEntries(Object.entries(payload).filter(([name]) => !REGISTERED_CLAIMS.has(name)));
  const raw = source.kind === 'namespace' ? own(unregistered, source.namespace) : readJsonPath(unregistered, source.path.segments);
  if (raw === undefined) {
    throw invalidClaims(
      source.kind === 'namespace'
        ? `claims key: '${source.namespace}' not found`
        : `claims not found at claims_namespace_path: '${source.path.text}'`,
    );
  }
  const claims = new Map<string, unknown>();
  for (const [name, value] of Object.entries(claimsObject(raw, source))) {
    if (name.toLowerCase().startsWith(SESSION_VARIABLE_PREFIX)) claims.set(name.toLowerCase(), value);
  }
  return claims;
}

export function mappedClaims(payload: JsonObject, entries: ReadonlyMap<string, ClaimsMapValue>): Map<string, unknown> {
  const claims = new Map<string, unknown>();
  for (const [name, source] of entries) {
    const value = source.kind === 'literal' ? source.value : (readJsonPath(payload, source.path.segments) ?? source.default);
    const isRoleClaim = name === ALLOWED_ROLES_CLAIM || name === DEFAULT_ROLE_CLAIM;
    // A missing role claim is reported by the role check, with Hasura's jwt-missing-role-claims error.
    if (value === undefined && !isRoleClaim) throw invalidClaims(`JWT claim from claims_map, ${name} not found`);
    if (value !== undefined) claims.set(name, value);
  }
  return claims;
}
