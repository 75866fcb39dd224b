// The HTTP side of sign-in with another account (oidc.ts), in the /auth scope:
//   GET  /auth/oidc/providers              the configured providers ({providers: [{id, name}]}), for the Login dialog
//   GET  /auth/oidc/<id>/start?returnTo=   redirect to the provider (flow cookie: state, nonce, PKCE verifier)
//   GET  /auth/oidc/<id>/callback          back from the provider: session cookies and a redirect to returnTo,
//                                          or a page saying what went wrong (en/zh)
//   GET  /auth/oidc/identities             (bearer) the member's linked accounts and whether they have a password
//   POST /auth/oidc/<id>/link              (bearer) {returnTo?} -> {url}: the flow cookie for linking, and where to go
//   POST /auth/oidc/<id>/unlink            (bearer) {} -> {ok: true}, while another way to sign in remains
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { detectLanguage, htmlLangOf, languageStorageKey, type Language } from '#contract/languages.ts';
import type { OidcProviderConfig } from '../config/oidc.ts';
import type { Database } from '../db/index.ts';
import { escapeHtml } from '../mail/templates.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { addressKey } from '../limits/address.ts';
import { createBudget } from '../limits/budget.ts';
import { sessionUser } from './accounts.ts';
import { AuthError } from './errors.ts';
import type { AuthKeys } from './keys.ts';
import { createOidc, FLOW_TTL_SECONDS, OidcFlowError, safeReturnPath, type OidcFailure } from './oidc.ts';
import { cookieOptions, setSessionCookies } from './refresh-cookie.ts';
import { proofOf, type Reauth } from './reauth.ts';
import { bearerUserId } from './service.ts';
import { bodyObject } from './validation.ts';
import { messageGroup } from '../config/locales.ts';

const BODY_LIMIT = 16 * 1024;
export const FLOW_COOKIE = 'oidc_flow';
const FLOW_COOKIE_PATH = '/auth/oidc';
/** Starts, links and callbacks one client address may make per window (each checks a secret or calls a provider). */
const FLOW_LIMIT = 60;
const FLOW_WINDOW_SECONDS = 600;

export interface OidcRouteOptions {
  /** Unlinking is a sensitive action (reauth.ts). */
  reauth: Reauth;
  db: Database;
  keys: AuthKeys;
  providers: OidcProviderConfig[];
  siteUrl?: string | undefined;
}

const wordsOf = (language: Language): Record<string, string> => messageGroup(language, 'oidc', 'errorPage');

function languageOf(request: FastifyRequest): Language {
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return detectLanguage(request.cookies[languageStorageKey] ?? null, accepted);
}

/** The page a failed sign-in ends on: what happened, in the reader's language, and a way back. */
function failurePage(request: FastifyRequest, reply: FastifyReply, failure: OidcFailure, returnTo = '/'): FastifyReply {
  const language = languageOf(request);
  const words = wordsOf(language);
  const status = failure === 'provider-error' ? 502 : failure === 'too-many-attempts' ? 429 : failure === 'unknown-provider' ? 404 : 400;
  const html = `<!doctype html>
<html lang="${htmlLangOf(language) ?? language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(words.title!)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<main data-oidc-error="${failure}"><h1>${escapeHtml(words.title!)}</h1>
<p role="alert">${escapeHtml(words[failure]!)}</p>
<p><a href="${escapeHtml(safeReturnPath(returnTo))}">${escapeHtml(words.back!)}</a></p></main>
</body>
</html>
`;
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/** The returned-to path marked `signed-in=provider`, so the page's client takes the session of the cookie (entities/session). */
function signedInMark(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('signed-in', 'provider');
  return `${url.pathname}${url.search}${url.hash}`;
}

function flowCookieOptions(request: FastifyRequest) {
  // Lax, not Strict: the provider's redirect back is a cross-site navigation, which must carry it.
  return { ...cookieOptions(request), sameSite: 'lax', path: FLOW_COOKIE_PATH } as const;
}

export async function registerOidcRoutes(scope: FastifyInstance, options: OidcRouteOptions): Promise<void> {
  const oidc = createOidc(options);
  const flows = createBudget(options.db, { bucket: 'oidc-flow', limit: FLOW_LIMIT, windowSeconds: FLOW_WINDOW_SECONDS });
  const redirectUri = (request: FastifyRequest, provider: string) =>
    `${siteOrigin(request, { siteUrl: options.siteUrl })}/auth/oidc/${encodeURIComponent(provider)}/callback`;
  const withinBudget = async (request: FastifyRequest) => (await flows.take(addressKey(request.ip))).allowed;
  const providerOf = (request: FastifyRequest) => (request.params as { provider: string }).provider;

  scope.get('/oidc/providers', async () => ({ providers: oidc.list() }));

  scope.get('/oidc/identities', async (request) => {
    const userId = await bearerUserId(options.keys, request.headers.authorization);
    return oidc.identities(userId);
  });

  scope.get('/oidc/:provider/start', async (request, reply) => {
    const provider = providerOf(request);
    const returnTo = safeReturnPath((request.query as { returnTo?: unknown }).returnTo);
    if (!oidc.has(provider)) return failurePage(request, reply, 'unknown-provider', returnTo);
    if (!(await withinBudget(request))) return failurePage(request, reply, 'too-many-attempts', returnTo);
    try {
      const { url, cookie } = await oidc.start(provider, { redirectUri: redirectUri(request, provider), returnTo });
      reply.setCookie(FLOW_COOKIE, cookie, { ...flowCookieOptions(request), maxAge: FLOW_TTL_SECONDS });
      return reply.redirect(url, 302);
    } catch (error) {
      if (!(error instanceof OidcFlowError)) throw error;
      request.log.warn({ err: error.cause ?? error, provider }, 'OpenID Connect sign-in could not start');
      return failurePage(request, reply, error.failure, returnTo);
    }
  });

  scope.get('/oidc/:provider/callback', async (request, reply) => {
    const provider = providerOf(request);
    const cookie = request.cookies[FLOW_COOKIE];
    // Single use: whatever happens next, the flow is over.
    if (cookie !== undefined) reply.clearCookie(FLOW_COOKIE, flowCookieOptions(request));
    if (!oidc.has(provider)) return failurePage(request, reply, 'unknown-provider');
    if (!(await withinBudget(request))) return failurePage(request, reply, 'too-many-attempts');
    const query = request.raw.url?.split('?')[1] ?? '';
    const callbackUrl = new URL(`${redirectUri(request, provider)}${query ? `?${query}` : ''}`);
    try {
      const outcome = await oidc.callback(provider, callbackUrl, cookie);
      if (outcome.kind === 'session') setSessionCookies(request, reply, outcome.refreshToken, sessionUser(outcome.account));
      return reply.redirect(outcome.kind === 'session' ? signedInMark(outcome.returnTo) : outcome.returnTo, 303);
    } catch (error) {
      if (!(error instanceof OidcFlowError)) throw error;
      if (error.cause) request.log.warn({ err: error.cause, provider }, 'OpenID Connect sign-in failed');
      return failurePage(request, reply, error.failure);
    }
  });

  scope.post('/oidc/:provider/link', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const userId = await bearerUserId(options.keys, request.headers.authorization);
    const provider = providerOf(request);
    if (!oidc.has(provider)) throw new AuthError('unknown-provider', 'This site does not offer sign-in with that provider.');
    if (!(await withinBudget(request))) {
      throw new AuthError('too-many-requests', 'Too many sign-in attempts; try again in a few minutes.', {
        retryAfter: FLOW_WINDOW_SECONDS,
      });
    }
    const returnTo = safeReturnPath((request.body as { returnTo?: unknown } | undefined)?.returnTo ?? '/profile');
    try {
      const { url, cookie } = await oidc.start(provider, { redirectUri: redirectUri(request, provider), returnTo, linkUserId: userId });
      reply.setCookie(FLOW_COOKIE, cookie, { ...flowCookieOptions(request), maxAge: FLOW_TTL_SECONDS });
      return { url };
    } catch (error) {
      if (error instanceof OidcFlowError) {
        throw new AuthError('provider-unavailable', 'The provider cannot be reached now; try again later.', { cause: error });
      }
      throw error;
    }
  });

  scope.post('/oidc/:provider/unlink', { bodyLimit: BODY_LIMIT }, async (request) => {
    const userId = await bearerUserId(options.keys, request.headers.authorization);
    // What would be refused anyway is said first (the member's own account; no proof needed to learn it).
    await oidc.checkUnlink(userId, providerOf(request));
    await options.reauth.requireRecentAuth(userId, proofOf(bodyObject(request.body ?? {})), addressKey(request.ip));
    await oidc.unlink(userId, providerOf(request));
    return { ok: true };
  });
}
