// The member's own data (issue 32): export as a zip, deletion with a grace period, and the admins' account
// actions of the users page. Routes under /auth/account and /auth/admin; see README.md "Account export and deletion".
import fastifyCookie from '@fastify/cookie';
import { jwtVerify } from 'jose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLES } from '#contract/roles.ts';
import type { Config } from '../config/index.ts';
import type { Database } from '../db/index.ts';
import { countRoutesForAddress } from '../http/address-client.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { addressKey } from '../limits/address.ts';
import { createBudget, type Budget } from '../limits/budget.ts';
import type { Mailer } from '../mail/index.ts';
import { CLAIMS_NAMESPACE } from './access-tokens.ts';
import { findAccountById } from './accounts.ts';
import { cancelDeletion, cancelDeletionByToken, findDeletion, scheduleDeletion } from './account-deletion.ts';
import { exportAccount } from './account-export.ts';
import { issueEmailToken, VERIFY_EMAIL_TTL_HOURS } from './email-tokens.ts';
import { AuthError } from './errors.ts';
import { JWT_ALGORITHM, type AuthKeys } from './keys.ts';
import { createReauth, proofOf } from './reauth.ts';
import { mailContext } from './routes.ts';

const BODY_LIMIT = 16 * 1024;
/** Exports one member may download per day. */
const EXPORT_LIMIT = 3;
/** Verification links per member per hour (the same budget as the member's own resends). */
const RESEND_LIMIT = 3;
/** Accounts one admin status request may name. */
const STATUS_IDS_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccountRouteOptions {
  db: Database;
  keys: AuthKeys;
  mailer: Mailer;
  siteUrl?: Config['siteUrl'];
  /** ACCOUNT_DELETION_GRACE_DAYS. */
  graceDays: number;
}

interface Bearer {
  userId: string;
  isAdmin: boolean;
}

/** The member (and whether site_admin is theirs) of a bearer access token of ours, or 401. */
async function bearer(keys: AuthKeys, authorization: string | undefined): Promise<Bearer> {
  const token = /^Bearer ([A-Za-z0-9._-]+)$/.exec(authorization ?? '')?.[1];
  const refused = () => new AuthError('unauthenticated', 'Sign in first.');
  if (!token) throw refused();
  let claims: Record<string, unknown> | undefined;
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: [JWT_ALGORITHM] });
    claims = payload[CLAIMS_NAMESPACE] as Record<string, unknown> | undefined;
  } catch {
    throw refused();
  }
  const id = claims?.['x-hasura-user-id'];
  const roles = claims?.['x-hasura-allowed-roles'];
  if (typeof id !== 'string') throw refused();
  return { userId: id, isAdmin: Array.isArray(roles) && roles.includes(ROLES.siteAdmin) };
}

const body = (request: FastifyRequest): Record<string, unknown> => {
  const value = request.body;
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new AuthError('invalid-request', 'Send a JSON object.');
  return value as Record<string, unknown>;
};

function tooMany(retryAfterSeconds: number, what: string): AuthError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AuthError('too-many-requests', `Too many ${what}; try again in ${minutes} minutes.`, { retryAfter: retryAfterSeconds });
}

async function take(budget: Budget, key: string, what: string): Promise<void> {
  const decision = await budget.take(key);
  if (!decision.allowed) throw tooMany(decision.retryAfterSeconds, what);
}

/**
 * POST /auth/account/export, GET|POST /auth/account/deletion, POST /auth/account/deletion/cancel,
 * GET /auth/admin/accounts?ids=, POST /auth/admin/accounts/resend-verification.
 */
export async function registerAccountRoutes(app: FastifyInstance, options: AccountRouteOptions): Promise<void> {
  const { db, keys, mailer } = options;
  const exports = createBudget(db, { bucket: 'account-export', limit: EXPORT_LIMIT, windowSeconds: 24 * 3600 });
  const reauth = createReauth({ db, keys, mailer });
  const resends = createBudget(db, { bucket: 'verify-email-resend', limit: RESEND_LIMIT, windowSeconds: 3600 });

  /** The signed-in member, re-authenticated (reauth.ts): a proof in the body (`password`, ...), or a recent one. */
  async function reauthenticated(request: FastifyRequest) {
    const { userId } = await bearer(keys, request.headers.authorization);
    const account = await findAccountById(db, userId);
    if (!account || account.disabled) throw new AuthError('unauthenticated', 'Sign in first.');
    await reauth.requireRecentAuth(userId, proofOf(body(request)), addressKey(request.ip));
    return account;
  }

  await app.register(
    async (scope) => {
      countRoutesForAddress(scope);
      // The `lang` cookie names the language of the mail (as on the other /auth routes).
      await scope.register(fastifyCookie);
      scope.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      registerErrorHandler(scope, {
        format: 'rest',
        clientError: (error) => new AuthError('invalid-request', `Send a JSON body: ${error.message}`),
      });

      scope.post('/account/export', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
        const account = await reauthenticated(request);
        await take(exports, account.id, 'exports today');
        const stream = await exportAccount(db, account.id);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="chainpulse-data-${account.username}-${day}.zip"`)
          .send(stream);
      });

      scope.get('/account/deletion', async (request) => {
        const { userId } = await bearer(keys, request.headers.authorization);
        return { deletion: await findDeletion(db, userId) };
      });

      scope.post('/account/deletion', { bodyLimit: BODY_LIMIT }, async (request) => {
        const keepContent = body(request).keepContent;
        if (typeof keepContent !== 'boolean') throw new AuthError('invalid-request', 'Say whether your posts stay (keepContent).');
        const account = await reauthenticated(request);
        const mail = mailContext(request, options.siteUrl);
        const scheduled = await db.transaction(async (tx) => {
          const deletion = await scheduleDeletion(tx, { userId: account.id, keepContent, graceDays: options.graceDays });
          await mailer.enqueue(tx, {
            to: account.email,
            userId: account.id,
            template: 'account-deletion',
            language: mail.language,
            values: {
              name: account.displayName,
              url: `${mail.origin}/cancel-deletion?token=${encodeURIComponent(deletion.cancelToken)}`,
              date: deletion.dueAt.slice(0, 10),
            },
          });
          return { dueAt: deletion.dueAt, keepContent: deletion.keepContent };
        });
        mailer.queued();
        return { deletion: scheduled };
      });

      // From the mailed link ({token}) or the signed-in member ({} with a bearer token); the same answer for a
      // token that is unknown, used, or whose erasure began.
      scope.post('/account/deletion/cancel', { bodyLimit: BODY_LIMIT }, async (request) => {
        const token = body(request).token;
        if (typeof token === 'string') {
          if (!(await cancelDeletionByToken(db, token))) {
            throw new AuthError('invalid-token', 'This link is not valid: the deletion was cancelled already or has begun.');
          }
          return { ok: true };
        }
        const { userId } = await bearer(keys, request.headers.authorization);
        await cancelDeletion(db, userId);
        return { ok: true };
      });

      scope.get('/admin/accounts', async (request) => {
        const caller = await bearer(keys, request.headers.authorization);
        if (!caller.isAdmin) throw new AuthError('forbidden', 'Only site admins may do this.');
        const raw = (request.query as { ids?: unknown }).ids;
        const ids = typeof raw === 'string' ? raw.split(',').filter((id) => UUID.test(id)) : [];
        if (ids.length > STATUS_IDS_MAX) throw new AuthError('invalid-request', `Name at most ${STATUS_IDS_MAX} accounts.`);
        const { rows } = await db.query(
          `SELECT u.id, u.email_verified AS "emailVerified", to_json(d.due_at) #>> '{}' AS "deletionDueAt"
           FROM auth.users u LEFT JOIN auth.account_deletions d ON d.user_id = u.id WHERE u.id = ANY($1::uuid[])`,
          [ids],
        );
        return { accounts: rows };
      });

      scope.post('/admin/accounts/resend-verification', { bodyLimit: BODY_LIMIT }, async (request) => {
        const caller = await bearer(keys, request.headers.authorization);
        if (!caller.isAdmin) throw new AuthError('forbidden', 'Only site admins may do this.');
        const userId = body(request).userId;
        if (typeof userId !== 'string' || !UUID.test(userId)) throw new AuthError('invalid-request', 'Name the member (userId).');
        const account = await findAccountById(db, userId);
        if (!account) throw new AuthError('user-not-found', 'No such member.');
        if (account.emailVerified) return { ok: true, emailVerified: true };
        await take(resends, userId, 'links for this member');
        const mail = mailContext(request, options.siteUrl);
        await db.transaction(async (tx) => {
          const token = await issueEmailToken(tx, {
            userId: account.id,
            email: account.email,
            purpose: 'verify-email',
            ttlHours: VERIFY_EMAIL_TTL_HOURS,
          });
          await mailer.enqueue(tx, {
            to: account.email,
            userId: account.id,
            template: 'verify-email',
            language: mail.language,
            values: {
              name: account.displayName,
              url: `${mail.origin}/verify-email?token=${encodeURIComponent(token)}`,
              hours: VERIFY_EMAIL_TTL_HOURS,
            },
          });
        });
        mailer.queued();
        return { ok: true, emailVerified: false };
      });
    },
    { prefix: '/auth' },
  );
}
