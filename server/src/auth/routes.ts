import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { detectLanguage, isLanguage, languageStorageKey } from '#contract/languages.ts';
import type { Database } from '../db/index.ts';
import type { Config } from '../config/index.ts';
import { countRoutesForAddress } from '../http/address-client.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { addressKey } from '../limits/address.ts';
import type { Mailer } from '../mail/index.ts';
import { registerAccountSecurity, sessionClient } from './account-security-routes.ts';
import { AuthError } from './errors.ts';
import type { AuthKeys } from './keys.ts';
import { registerOidcRoutes } from './oidc-routes.ts';
import { registerPasskeyRoutes } from './passkeys-routes.ts';
import { registerRefreshCookie } from './refresh-cookie.ts';
import { createReauth } from './reauth.ts';
import { registerReauthRoutes } from './reauth-routes.ts';
import { createRecovery } from './recovery.ts';
import { registerRecoveryRoutes } from './recovery-routes.ts';
import { createAuthService, type MailContext } from './service.ts';
import { createSignInLimiter, DEFAULT_SIGN_IN_POLICY, type SignInLimitPolicy } from './sign-in-limiter.ts';

const BODY_LIMIT = 16 * 1024;
const JWKS_MAX_AGE_SECONDS = 3600;

export interface AuthRouteOptions {
  db: Database;
  keys: AuthKeys;
  /** The sign-in limits; DEFAULT_SIGN_IN_POLICY unless given. */
  signInPolicy?: SignInLimitPolicy;
  /** Sign-ups per client address per hour (config.limits.signupLimit). */
  signupLimit: number;
  /** Where the account mail goes (server/src/mail/). */
  mailer: Mailer;
  /** SITE_URL: the origin of mailed links (else the request's host: set it in production). */
  siteUrl?: Config['siteUrl'];
  /** OIDC_PROVIDERS: sign-in with another account (oidc-routes.ts); none when not given. */
  oidcProviders?: Config['oidcProviders'];
  /** ADMIN_REQUIRE_2FA: site_admin only in sessions signed in with a second factor. */
  adminRequire2fa?: boolean;
}

/** The language tags of an Accept-Language header, most preferred first. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/** The mail's language: the body's `language`, else the site's `lang` cookie, else Accept-Language. */
export function mailContext(request: FastifyRequest, siteUrl: Config['siteUrl']): MailContext {
  const asked = (request.body as { language?: unknown } | undefined)?.language;
  const language = isLanguage(asked)
    ? asked
    : detectLanguage(request.cookies[languageStorageKey] ?? null, acceptedLanguages(request.headers['accept-language']));
  return { origin: siteOrigin(request, { siteUrl }), language };
}

/** Fastify's own errors (body not JSON, too large, wrong content type) in the auth API's shape. */
function requestError(error: FastifyError): AuthError {
  const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
  const message = tooLarge ? `The request body is larger than ${BODY_LIMIT} bytes.` : `Send a JSON body: ${error.message}`;
  return new AuthError('invalid-request', message);
}

/**
 * POST /auth/signup, /auth/signin, /auth/token, /auth/signout, /auth/verify-email(/resend) and GET
 * /auth/jwks.json.
 */
export async function registerAuth(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const limiter = createSignInLimiter(options.db, options.signInPolicy);
  const policy = options.signInPolicy ?? DEFAULT_SIGN_IN_POLICY;
  const reauth = createReauth({ db: options.db, keys: options.keys, mailer: options.mailer });
  const recovery = createRecovery({ db: options.db, keys: options.keys, mailer: options.mailer, lockSeconds: policy.lockSeconds, reauth });
  const service = createAuthService({
    db: options.db,
    keys: options.keys,
    limiter,
    signupLimit: options.signupLimit,
    mailer: options.mailer,
    onSignInLocked: recovery.signInLocked,
    longestBackoffSeconds: policy.maxBackoffSeconds,
    adminRequire2fa: options.adminRequire2fa ?? false,
  });
  const mail = (request: FastifyRequest) => mailContext(request, options.siteUrl);
  const jwks = { keys: [options.keys.jwk] };

  await app.register(
    async (scope) => {
      countRoutesForAddress(scope);
      // Browsers keep the refresh token in an HttpOnly cookie; see refresh-cookie.ts.
      await registerRefreshCookie(scope);
      scope.addHook('onSend', async (_request, reply) => {
        // Tokens must never sit in a shared cache; only the public JWK set may.
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      registerErrorHandler(scope, { format: 'rest', clientError: requestError });
      scope.get('/jwks.json', async (_request, reply) =>
        reply.header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`).send(jwks),
      );
      scope.post('/signup', { bodyLimit: BODY_LIMIT }, async (request) =>
        service.signUp(request.body, addressKey(request.ip), mail(request)),
      );
      scope.post('/verify-email', { bodyLimit: BODY_LIMIT }, async (request) => service.verifyEmail(request.body));
      scope.post('/verify-email/resend', { bodyLimit: BODY_LIMIT }, async (request) =>
        service.resendVerification(request.headers.authorization, mail(request)),
      );
      scope.post('/signin', { bodyLimit: BODY_LIMIT }, async (request) =>
        service.signIn(request.body, addressKey(request.ip), mail(request), sessionClient(request)),
      );
      registerRecoveryRoutes(scope, { recovery, mail });
      registerReauthRoutes(scope, { reauth, mail, siteUrl: options.siteUrl });
      scope.post('/token', { bodyLimit: BODY_LIMIT }, async (request) => service.refresh(request.body, sessionClient(request)));
      await registerOidcRoutes(scope, { ...options, providers: options.oidcProviders ?? [], reauth });
      await registerAccountSecurity(scope, { db: options.db, keys: options.keys, mailer: options.mailer, service, mail, reauth });
      scope.post('/signout', { bodyLimit: BODY_LIMIT }, async (request) => {
        await service.signOut(request.body);
        return { ok: true };
      });
      registerPasskeyRoutes(scope, { db: options.db, keys: options.keys, siteUrl: options.siteUrl, reauth });
    },
    { prefix: '/auth' },
  );
}
