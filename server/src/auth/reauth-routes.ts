// The routes of reauth.ts, in the /auth scope of routes.ts (its error shape, cookie hooks and no-store). All take
// `Authorization: Bearer <access token>`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { addressKey } from '../limits/address.ts';
import { AuthError } from './errors.ts';
import { proofOf, RECENT_AUTH_SECONDS, type Reauth } from './reauth.ts';
import type { MailContext } from './service.ts';
import { bodyObject } from './validation.ts';

/** A passkey assertion is a few KB at most. */
const BODY_LIMIT = 64 * 1024;

export function registerReauthRoutes(
  scope: FastifyInstance,
  { reauth, mail, siteUrl }: { reauth: Reauth; mail: (request: FastifyRequest) => MailContext; siteUrl?: Config['siteUrl'] },
): void {
  const options = { bodyLimit: BODY_LIMIT };
  const rp = (request: FastifyRequest) => ({ origin: siteOrigin(request, { siteUrl }) });

  scope.get('/reauthenticate', async (request) => {
    const account = await reauth.member(request.headers.authorization);
    return { methods: await reauth.methods(account.id) };
  });
  scope.post('/reauthenticate', options, async (request) => {
    const account = await reauth.member(request.headers.authorization);
    const proof = proofOf(bodyObject(request.body));
    if (!proof) throw new AuthError('invalid-request', 'Send a proof: password, totpCode, emailCode or passkey.');
    await reauth.requireRecentAuth(account.id, proof, addressKey(request.ip), rp(request));
    return { ok: true, validForSeconds: RECENT_AUTH_SECONDS };
  });
  scope.post('/reauthenticate/code', options, async (request) => {
    const account = await reauth.member(request.headers.authorization);
    return reauth.sendCode(account.id, addressKey(request.ip), mail(request));
  });
  scope.post('/reauthenticate/passkey/options', options, async (request) => {
    const account = await reauth.member(request.headers.authorization);
    return reauth.passkeyOptions(account.id, rp(request));
  });
}
