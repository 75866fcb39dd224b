import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Database } from '../db/index.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { addressKey } from '../limits/address.ts';
import type { AuthKeys } from './keys.ts';
import { createPasskeyService } from './passkeys.ts';
import type { Reauth } from './reauth.ts';

/** Credentials are small (a few hundred bytes; an attestation with certificates a few KB). */
const BODY_LIMIT = 64 * 1024;

export interface PasskeyRouteOptions {
  db: Database;
  keys: AuthKeys;
  /** SITE_URL: the origin (and rpID, its host name) of the ceremonies; else the request's. */
  siteUrl?: Config['siteUrl'];
  /** Adding and removing a passkey are sensitive actions (reauth.ts). */
  reauth: Reauth;
}

/**
 * POST /auth/passkeys/{register/options, register, list, rename, remove} (bearer access token) and
 * /auth/passkeys/signin/{options,} (anyone; the answer of signin is a session, as /auth/signin's).
 * Registered inside the /auth scope, so the refresh cookie, error shape and no-store apply.
 */
export function registerPasskeyRoutes(scope: FastifyInstance, options: PasskeyRouteOptions): void {
  const passkeys = createPasskeyService(options);
  const rp = (request: FastifyRequest) => ({ origin: siteOrigin(request, { siteUrl: options.siteUrl }) });
  const route = { bodyLimit: BODY_LIMIT };

  scope.post('/passkeys/register/options', route, async (request) =>
    passkeys.registrationOptions(request.headers.authorization, request.body, rp(request), addressKey(request.ip)),
  );
  scope.post('/passkeys/register', route, async (request) => passkeys.register(request.headers.authorization, request.body, rp(request)));
  scope.post('/passkeys/list', route, async (request) => passkeys.list(request.headers.authorization));
  scope.post('/passkeys/rename', route, async (request) => passkeys.rename(request.headers.authorization, request.body));
  scope.post('/passkeys/remove', route, async (request) =>
    passkeys.remove(request.headers.authorization, request.body, addressKey(request.ip)),
  );
  scope.post('/passkeys/signin/options', route, async (request) => passkeys.signInOptions(addressKey(request.ip), rp(request)));
  scope.post('/passkeys/signin', route, async (request) => passkeys.signIn(request.body, addressKey(request.ip), rp(request)));
}
