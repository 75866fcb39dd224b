// The routes of two-factor sign-in, sign-in by emailed link or code, and the sessions list (issue 32), in the
// /auth scope of routes.ts (its error shape, refresh cookie and no-store). Member routes take the bearer access token;
// the current session is the refresh cookie's family (or the body's `refreshToken`).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER_PAGE_PATHS } from '#contract/routes.ts';
import type { Database } from '../db/index.ts';
import { addressKey } from '../limits/address.ts';
import type { Mailer } from '../mail/index.ts';
import { findAccountById } from './accounts.ts';
import { AuthError } from './errors.ts';
import { createMagicLinks } from './magic-link.ts';
import { proofOf, type Reauth } from './reauth.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';
import { bearerUserId, type AuthService, type MailContext } from './service.ts';
import { endSessions, familyOfTokenHash, listSessions, type SessionClient } from './sessions.ts';
import type { AuthKeys } from './keys.ts';
import { bodyObject, stringField } from './validation.ts';

const BODY_LIMIT = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccountSecurityOptions {
  /** The one re-authentication check (reauth.ts) of 2FA changes and ending every other session. */
  reauth: Reauth;
  db: Database;
  keys: AuthKeys;
  mailer: Mailer;
  service: AuthService;
  mail: (request: FastifyRequest) => MailContext;
}

/** Who the request comes from, for the sessions list. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], address: request.ip };
}

export async function registerAccountSecurity(scope: FastifyInstance, { db, keys, mailer, service, mail, reauth }: AccountSecurityOptions) {
  const magic = createMagicLinks(db, mailer);
  const member = (request: FastifyRequest) => bearerUserId(keys, request.headers.authorization);
  const code = (body: unknown) => stringField(bodyObject(body), 'code');
  /** The member of the bearer token, re-authenticated now (a proof in the body) or in the last minutes. */
  async function recentMember(request: FastifyRequest): Promise<string> {
    const userId = await member(request);
    await reauth.requireRecentAuth(userId, proofOf(bodyObject(request.body ?? {})), addressKey(request.ip));
    return userId;
  }

  /** The member's own session of this request: the refresh cookie's (or body's) family, if it is theirs. */
  async function currentFamily(request: FastifyRequest, userId: string): Promise<string | undefined> {
    const fromBody = (request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
    const token = typeof fromBody === 'string' ? fromBody : request.cookies[REFRESH_COOKIE];
    if (!token || token.length > 200) return undefined;
    const family = await familyOfTokenHash(db, createHash('sha256').update(token).digest('hex'));
    return family?.userId === userId ? family.familyId : undefined;
  }

  scope.post('/signin/2fa', { bodyLimit: BODY_LIMIT }, async (request) => service.answerChallenge(request.body, sessionClient(request)));

  scope.get('/2fa', async (request) => service.twoFactor.status(await member(request)));
  scope.post('/2fa/setup', { bodyLimit: BODY_LIMIT }, async (request) => {
    const userId = await recentMember(request);
    const account = await findAccountById(db, userId);
    if (!account) throw new AuthError('unauthenticated', 'Sign in first.');
    return service.twoFactor.setup(userId, account.email);
  });
  scope.post('/2fa/enable', { bodyLimit: BODY_LIMIT }, async (request) => {
    const userId = await recentMember(request);
    const recoveryCodes = await service.twoFactor.enable(userId, code(request.body));
    // The session that confirmed the code counts as signed in with it (ADMIN_REQUIRE_2FA at its next refresh).
    const family = await currentFamily(request, userId);
    if (family) await db.query('UPDATE auth.sessions SET second_factor = true WHERE id = $1', [family]);
    return { ok: true, recoveryCodes };
  });
  scope.post('/2fa/disable', { bodyLimit: BODY_LIMIT }, async (request) => {
    const userId = await member(request);
    if (!(await service.twoFactor.status(userId)).enabled) throw new AuthError('two-factor-disabled', 'Two-factor sign-in is off.');
    await reauth.requireRecentAuth(userId, proofOf(bodyObject(request.body)), addressKey(request.ip));
    await service.twoFactor.disable(userId, code(request.body));
    return { ok: true };
  });
  scope.post('/2fa/recovery-codes', { bodyLimit: BODY_LIMIT }, async (request) => {
    const userId = await member(request);
    if (!(await service.twoFactor.status(userId)).enabled) throw new AuthError('two-factor-disabled', 'Two-factor sign-in is off.');
    await reauth.requireRecentAuth(userId, proofOf(bodyObject(request.body)), addressKey(request.ip));
    return { ok: true, recoveryCodes: await service.twoFactor.regenerateRecoveryCodes(userId, code(request.body)) };
  });

  // The mailed link: to the page that signs in with it (a POST, so a mail scanner fetching the link uses nothing).
  scope.get('/magic', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    return reply.redirect(`${MEMBER_PAGE_PATHS.magicLink}?token=${encodeURIComponent(typeof token === 'string' ? token : '')}`, 303);
  });
  scope.post('/magic/send', { bodyLimit: BODY_LIMIT }, async (request) => magic.send(request.body, addressKey(request.ip), mail(request)));
  scope.post('/magic/verify', { bodyLimit: BODY_LIMIT }, async (request) =>
    service.completeSignIn(await magic.verify(request.body), 'magic-link', sessionClient(request)),
  );

  scope.get('/sessions', async (request) => {
    const userId = await member(request);
    return { sessions: await listSessions(db, userId, await currentFamily(request, userId)) };
  });
  scope.post('/sessions/end', { bodyLimit: BODY_LIMIT }, async (request) => {
    const userId = await member(request);
    const fields = bodyObject(request.body);
    if (fields.others === true) {
      await reauth.requireRecentAuth(userId, proofOf(fields), addressKey(request.ip));
      const keep = await currentFamily(request, userId);
      return { ok: true, ended: await endSessions(db, userId, keep ? { keep } : {}) };
    }
    const id = stringField(fields, 'id');
    if (!UUID.test(id)) throw new AuthError('session-not-found', 'No such session.');
    const ended = await endSessions(db, userId, { id });
    if (ended === 0) throw new AuthError('session-not-found', 'No such session, or it has ended already.');
    return { ok: true, ended };
  });
}
