// The refresh token of browsers, kept in an HttpOnly cookie so no script on the page can read it
// (design.md section 2). Non-browser clients keep sending and receiving it in the JSON body.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError } from './errors.ts';
import { REFRESH_TOKEN_TTL_DAYS } from './refresh-tokens.ts';

export const REFRESH_COOKIE = 'refresh_token';
/**
 * A hint, not a credential: the signed-in member's name, readable by every page (Path=/, not HttpOnly), so the
 * server renders the header's account menu instead of Login from the first paint. Set and cleared with the
 * refresh cookie; a forged one changes only its sender's own header, and grants nothing.
 */
export const MEMBER_HINT_COOKIE = 'member';
/**
 * A hint as well: set ('1') while the signed-in member is a site admin, so the server renders a moderator's place for
 * their controls (a member page's warn and suspend) from the first paint. A forged one reserves that empty place on
 * its sender's own pages and grants nothing: the controls need the admin role's token.
 */
export const MODERATOR_HINT_COOKIE = 'moderator';
/** The longest name the hint carries (characters). */
const MEMBER_HINT_MAX = 60;
/** The header the site's own client sends; a cross-site page cannot add it without a CORS preflight we never grant. */
export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_HEADER_VALUE = 'chainpulse';

const COOKIE_PATH = '/auth';
const MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
// Routes whose success body carries a new refresh token, and those that accept it from the cookie.
const ISSUING = new Set(['/auth/signup', '/auth/signin', '/auth/token', '/auth/passkeys/signin', '/auth/signin/2fa', '/auth/magic/verify']);
const ACCEPTING = new Set(['/auth/token', '/auth/signout']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The refresh token of this request came from the cookie (not the JSON body). */
    refreshFromCookie: boolean;
  }
}

export function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https' || process.env.NODE_ENV === 'production',
  } as const;
}

function isSiteClient(request: FastifyRequest): boolean {
  return request.headers[CLIENT_HEADER] === CLIENT_HEADER_VALUE;
}

/**
 * Refuses a cookie-authenticated call that may come from another site: it must carry the client header, and
 * its Origin (when sent) must name this host. The host alone is compared: behind a TLS proxy without
 * TRUST_PROXY the server sees http while the browser says https.
 */
function assertSameSite(request: FastifyRequest): void {
  if (!isSiteClient(request)) {
    throw new AuthError('csrf', `Send the ${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE} header with a cookie-authenticated request.`);
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host !== request.host) throw new AuthError('csrf', 'This request comes from another site; it was refused.');
}

function hasBodyToken(body: unknown): boolean {
  return typeof body !== 'object' || body === null || Array.isArray(body) || 'refreshToken' in body;
}

interface SessionPayload {
  session: { refreshToken?: unknown; user?: { displayName?: unknown; username?: unknown; email?: unknown; isAdmin?: unknown } };
}

/** The name the header shows: display name, else username, else the email's local part; never empty. */
function hintName(user: SessionPayload['session']['user']): string {
  const pick = [user?.displayName, user?.username, typeof user?.email === 'string' ? user.email.split('@')[0] : undefined].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return [...(pick?.trim() ?? '?')].slice(0, MEMBER_HINT_MAX).join('');
}

function hintOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax', secure: cookieOptions(request).secure } as const;
}

function isSessionPayload(payload: unknown): payload is SessionPayload {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'session' in payload &&
    typeof payload.session === 'object' &&
    payload.session !== null
  );
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
  reply.clearCookie(MEMBER_HINT_COOKIE, hintOptions(request));
  reply.clearCookie(MODERATOR_HINT_COOKIE, hintOptions(request));
}

/**
 * Sets the refresh cookie and the member hints of a new session (also used by the OpenID Connect callback, whose
 * answer is a redirect).
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  refreshToken: string,
  user: SessionPayload['session']['user'],
): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...cookieOptions(request), maxAge: MAX_AGE_SECONDS });
  reply.setCookie(MEMBER_HINT_COOKIE, hintName(user), { ...hintOptions(request), maxAge: MAX_AGE_SECONDS });
  // Each new token tells the member's role afresh (rights granted or revoked since).
  if (user?.isAdmin === true) {
    reply.setCookie(MODERATOR_HINT_COOKIE, '1', { ...hintOptions(request), maxAge: MAX_AGE_SECONDS });
  } else if (request.cookies[MODERATOR_HINT_COOKIE] !== undefined) {
    reply.clearCookie(MODERATOR_HINT_COOKIE, hintOptions(request));
  }
}

/**
 * In the /auth scope: signup, signin and token set the cookie (the site's own client then gets no token in the
 * JSON) and the member hint; token and signout take it when the body has no refreshToken; signout, and a refused
 * cookie, clear both.
 */
export async function registerRefreshCookie(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCookie);
  scope.decorateRequest('refreshFromCookie', false);

  scope.addHook('preHandler', async (request) => {
    if (!ACCEPTING.has(request.routeOptions.url ?? '')) return;
    // An absent body (no content type) counts as one without a token.
    const body: unknown = request.body ?? {};
    const token = request.cookies[REFRESH_COOKIE];
    if (hasBodyToken(body) || !token) return;
    assertSameSite(request);
    request.body = { ...(body as object), refreshToken: token };
    request.refreshFromCookie = true;
  });

  scope.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !ISSUING.has(request.routeOptions.url ?? '') || !isSessionPayload(payload)) return payload;
    const { refreshToken, ...session } = payload.session;
    if (typeof refreshToken !== 'string') return payload;
    setSessionCookies(request, reply, refreshToken, payload.session.user);
    return isSiteClient(request) ? { ...payload, session } : payload;
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const signedOut = url === '/auth/signout' && reply.statusCode === 200;
    const refused = url === '/auth/token' && request.refreshFromCookie && reply.statusCode === 401;
    if (signedOut || refused) clearRefreshCookie(request, reply);
    return payload;
  });
}
