// Account recovery and changes (issue 32): password reset by a mailed link, the unlock link of an email locked by
// failed sign-ins, password change and email change for a signed-in member, and the re-authentication check
// (reauth.ts) that password and email change call.
import type { Database, Queryable } from '../db/index.ts';
import { createBudget } from '../limits/budget.ts';
import type { Mailer } from '../mail/index.ts';
import { findAccountByEmail, findAccountById, type Account } from './accounts.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { AuthError } from './errors.ts';
import type { AuthKeys } from './keys.ts';
import { proofOf, type Reauth } from './reauth.ts';
import { checkPasswordStrength } from './password-strength.ts';
import { hashPassword } from './passwords.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import { bearerUserId, sessionFor, type MailContext, type SessionResponse } from './service.ts';
import { clearEmailFailures } from './sign-in-limiter.ts';
import { bodyObject, checkEmail, checkPassword, emailOfShape, readEmailToken, stringField } from './validation.ts';

/** A password reset link works this long, once. */
export const RESET_PASSWORD_TTL_HOURS = 1;
/** An unlock link works this long, once (as long as the lock it lifts lasts, at most). */
export const UNLOCK_TTL_HOURS = 1;
/** A link confirming a new address works this long, once. */
export const CHANGE_EMAIL_TTL_HOURS = 24;

const HOUR = 3600;
/** Reset links asked from one client address per hour (over any emails): beyond, 429. */
const FORGOT_PER_ADDRESS = 10;
/** Reset links mailed to one account per hour: beyond, the same answer and nothing sent. */
const FORGOT_PER_ACCOUNT = 3;
/** Email changes one member may ask for per hour. */
const EMAIL_CHANGES_PER_HOUR = 3;

const link = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

function tooMany(retryAfterSeconds: number): AuthError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AuthError('too-many-requests', `Too many requests; try again in ${minutes} minutes.`, { retryAfter: retryAfterSeconds });
}

const invalidLink = () =>
  new AuthError('invalid-token', 'This link is not valid: it was used already, has expired or was replaced by a newer one.');

/** Ends every session of the account: each refresh-token family is revoked. */
async function revokeAllSessions(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE auth.refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

export interface RecoveryOptions {
  db: Database;
  keys: AuthKeys;
  mailer: Mailer;
  /** The sign-in lock's length, for the unlock mail's words and its once-per-lock rule. */
  lockSeconds: number;
  /** The one re-authentication check (reauth.ts). */
  reauth: Reauth;
}

export interface Recovery {
  /** POST /auth/password/forgot `{email}`: `{ok: true}` whether or not the address has an account. */
  forgotPassword(body: unknown, address: string, mail: MailContext): Promise<{ ok: true }>;
  /** POST /auth/password/reset `{token, password}`: new password, every session ended, sign-in locks lifted. */
  resetPassword(body: unknown): Promise<{ ok: true }>;
  /** The sign-in limiter locked `email`: its owner (if any) gets one unlock mail per lock. */
  signInLocked(email: string, mail: MailContext): Promise<void>;
  /** POST /auth/unlock `{token}`: the email's sign-in failures and locks are forgotten. */
  unlock(body: unknown): Promise<{ ok: true }>;
  /** POST /auth/password/change `{currentPassword, newPassword}` (bearer): other sessions end; a new session. */
  changePassword(authorization: string | undefined, body: unknown, address: string): Promise<SessionResponse>;
  /** POST /auth/email/change `{newEmail, currentPassword?}` (bearer): a confirm link to the new address. */
  requestEmailChange(authorization: string | undefined, body: unknown, mail: MailContext, address: string): Promise<{ ok: true }>;
  /** POST /auth/email/confirm `{token}`: the account's address becomes the confirmed one (verified). */
  confirmEmailChange(body: unknown): Promise<{ ok: true; email: string }>;
}

export function createRecovery({ db, keys, mailer, lockSeconds, reauth }: RecoveryOptions): Recovery {
  const forgotByAddress = createBudget(db, { bucket: 'password-forgot-address', limit: FORGOT_PER_ADDRESS, windowSeconds: HOUR });
  const forgotByAccount = createBudget(db, { bucket: 'password-forgot-account', limit: FORGOT_PER_ACCOUNT, windowSeconds: HOUR });
  const emailChanges = createBudget(db, { bucket: 'email-change', limit: EMAIL_CHANGES_PER_HOUR, windowSeconds: HOUR });

  async function signedInAccount(authorization: string | undefined): Promise<Account> {
    const account = await findAccountById(db, await bearerUserId(keys, authorization));
    if (!account || account.disabled) throw new AuthError('unauthenticated', 'Sign in first.');
    return account;
  }

  /** A non-empty password field of the body. */
  async function passwordField(fields: Record<string, unknown>, name: string): Promise<string> {
    const password = stringField(fields, name);
    if (password === '') throw new AuthError('invalid-request', `"${name}" is required.`);
    return password;
  }

  return {
    async forgotPassword(body, address, mail) {
      const email = emailOfShape(stringField(bodyObject(body), 'email'));
      const perAddress = await forgotByAddress.take(address);
      if (!perAddress.allowed) throw tooMany(perAddress.retryAfterSeconds);
      const account = await findAccountByEmail(db, email);
      // The same answer either way; an account asked for too often is simply not mailed again this hour.
      if (!account || account.disabled) return { ok: true };
      if (!(await forgotByAccount.take(account.id)).allowed) return { ok: true };
      await db.transaction(async (tx) => {
        const token = await issueEmailToken(tx, {
          userId: account.id,
          email: account.email,
          purpose: 'reset-password',
          ttlHours: RESET_PASSWORD_TTL_HOURS,
        });
        await mailer.enqueue(tx, {
          to: account.email,
          userId: account.id,
          template: 'reset-password',
          language: mail.language,
          values: { name: account.displayName, url: link(mail.origin, '/reset-password', token), hours: RESET_PASSWORD_TTL_HOURS },
        });
      });
      mailer.queued();
      return { ok: true };
    },

    async resetPassword(body) {
      const fields = bodyObject(body);
      const token = readEmailToken(fields);
      const password = checkPassword(stringField(fields, 'password'));
      await db.transaction(async (tx) => {
        const used = await consumeEmailToken(tx, token, 'reset-password');
        const account = used && (await findAccountById(tx, used.userId));
        if (!used || !account || account.email !== used.email) throw invalidLink();
        // Refused before anything is written: the transaction rolls back and the link still works.
        checkPasswordStrength(password, [account.email, account.username, account.displayName]);
        // Hashed only for a valid link, so made-up tokens cost no argon2 work.
        const passwordHash = await hashPassword(password);
        // The mailbox was proven, so the address is verified too.
        await tx.query('UPDATE auth.users SET password_hash = $2, email_verified = true WHERE id = $1', [account.id, passwordHash]);
        await revokeAllSessions(tx, account.id);
        await clearEmailFailures(tx, account.email);
      });
      return { ok: true };
    },

    async signInLocked(email, mail) {
      const account = await findAccountByEmail(db, email);
      if (!account || account.disabled) return;
      await db.transaction(async (tx) => {
        // One mail per lock, even when several addresses lock the same email at once.
        await tx.query('SELECT id FROM auth.users WHERE id = $1 FOR UPDATE', [account.id]);
        const { rows } = await tx.query(
          `SELECT 1 FROM auth.mail_outbox WHERE user_id = $1 AND template = 'unlock' AND created_at > now() - $2 * interval '1 second'`,
          [account.id, lockSeconds],
        );
        if (rows.length > 0) return;
        const token = await issueEmailToken(tx, {
          userId: account.id,
          email: account.email,
          purpose: 'unlock',
          ttlHours: UNLOCK_TTL_HOURS,
        });
        await mailer.enqueue(tx, {
          to: account.email,
          userId: account.id,
          template: 'unlock',
          language: mail.language,
          values: {
            name: account.displayName,
            url: link(mail.origin, '/unlock', token),
            hours: UNLOCK_TTL_HOURS,
            minutes: Math.round(lockSeconds / 60),
          },
        });
      });
      mailer.queued();
    },

    async unlock(body) {
      const token = readEmailToken(body);
      await db.transaction(async (tx) => {
        const used = await consumeEmailToken(tx, token, 'unlock');
        if (!used) throw invalidLink();
        await clearEmailFailures(tx, used.email);
      });
      return { ok: true };
    },

    async changePassword(authorization, body, address) {
      const account = await signedInAccount(authorization);
      const fields = bodyObject(body);
      const current = await passwordField(fields, 'currentPassword');
      const password = checkPassword(stringField(fields, 'newPassword'));
      await reauth.requireRecentAuth(account.id, { kind: 'password', password: current }, address);
      checkPasswordStrength(password, [account.email, account.username, account.displayName]);
      const passwordHash = await hashPassword(password);
      const refreshToken = await db.transaction(async (tx) => {
        await tx.query('UPDATE auth.users SET password_hash = $2 WHERE id = $1', [account.id, passwordHash]);
        // Every other session ends; this one goes on in a new family.
        await revokeAllSessions(tx, account.id);
        return issueRefreshToken(tx, account.id);
      });
      return sessionFor(keys, account, refreshToken);
    },

    async requestEmailChange(authorization, body, mail, address) {
      const account = await signedInAccount(authorization);
      const fields = bodyObject(body);
      const newEmail = checkEmail(stringField(fields, 'newEmail'));
      await reauth.requireRecentAuth(account.id, proofOf(fields, 'currentPassword'), address);
      if (newEmail === account.email) return { ok: true };
      const decision = await emailChanges.take(account.id);
      if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
      // An address another account has gets the same answer and no mail (the change could never be confirmed).
      if (await findAccountByEmail(db, newEmail)) return { ok: true };
      await db.transaction(async (tx) => {
        const token = await issueEmailToken(tx, {
          userId: account.id,
          email: newEmail,
          purpose: 'change-email',
          ttlHours: CHANGE_EMAIL_TTL_HOURS,
        });
        await mailer.enqueue(tx, {
          to: newEmail,
          userId: account.id,
          template: 'change-email',
          language: mail.language,
          values: { name: account.displayName, url: link(mail.origin, '/confirm-email', token), hours: CHANGE_EMAIL_TTL_HOURS },
        });
        await mailer.enqueue(tx, {
          to: account.email,
          userId: account.id,
          template: 'email-change-notice',
          language: mail.language,
          values: { name: account.displayName, url: `${mail.origin}/reset-password`, newEmail },
        });
      });
      mailer.queued();
      return { ok: true };
    },

    async confirmEmailChange(body) {
      const token = readEmailToken(body);
      const email = await db.transaction(async (tx) => {
        const used = await consumeEmailToken(tx, token, 'change-email');
        if (!used) throw invalidLink();
        const taken = await findAccountByEmail(tx, used.email);
        if (taken) throw invalidLink();
        // The new address was proven by this link: verified stays (or becomes) true.
        await tx.query('UPDATE auth.users SET email = $2, email_verified = true WHERE id = $1', [used.userId, used.email]);
        // Links mailed to the old address (verification, reset, unlock) no longer work.
        await tx.query(`UPDATE auth.email_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [used.userId]);
        return used.email;
      });
      return { ok: true, email };
    },
  };
}
