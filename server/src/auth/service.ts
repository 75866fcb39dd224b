// The auth operations behind the HTTP routes: sign-up, sign-in, refresh-token rotation, sign-out.
import { jwtVerify } from 'jose';
import type { Database, Queryable } from '../db/index.ts';
import { createBudget, type Budget } from '../limits/budget.ts';
import type { Mailer, MailLanguage } from '../mail/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS, CLAIMS_NAMESPACE, signAccessToken } from './access-tokens.ts';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  markSignedIn,
  sessionUser,
  type Account,
  type SessionUser,
} from './accounts.ts';
import { cancelDeletion } from './account-deletion.ts';
import { consumeEmailToken, issueEmailToken, VERIFY_EMAIL_TTL_HOURS } from './email-tokens.ts';
import { accountSuspended, AuthError, invalidCredentials } from './errors.ts';
import { JWT_ALGORITHM, type AuthKeys } from './keys.ts';
import { checkPasswordStrength } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { sessionHasSecondFactor, type SessionClient } from './sessions.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import { CHALLENGE_TTL_SECONDS, createTwoFactor, twoFactorEnabled, type FirstFactor, type TwoFactor } from './two-factor.ts';
import { bodyObject, readEmailToken, readRefreshToken, readSignIn, readSignUp, stringField } from './validation.ts';

/** The success body of signup, signin and token. */
export interface SessionResponse {
  /** Present (true) when this sign-in cancelled the account's scheduled deletion. */
  deletionCancelled?: true;
  session: {
    accessToken: string;
    /** Seconds. */
    accessTokenExpiresIn: number;
    refreshToken: string;
    user: SessionUser & {
      /** ADMIN_REQUIRE_2FA: an admin whose session has no second factor; the token carries no site_admin role. */
      adminNeedsTwoFactor?: true;
    };
  };
}

/** The answer of a right first factor while two-factor sign-in is on: send the code with the challenge. */
export interface TwoFactorChallengeResponse {
  twoFactor: { challenge: string; expiresIn: number };
}

/** Where a mailed link points (the site's origin) and the language of the mail. */
export interface MailContext {
  origin: string;
  language: MailLanguage;
}

export interface AuthService {
  /**
   * `address` is the client's IP address, for the sign-up limit. A new account is mailed a verification link; an
   * address that has an account gets a "someone tried to sign up" mail (and the same refusal as before).
   */
  signUp(body: unknown, address: string, mail: MailContext): Promise<SessionResponse>;
  /**
   * `address` is the client's IP address, for the failed sign-in limit; `mail` the language and origin of the
   * unlock link mailed to the owner when a failure locks the email (recovery.ts).
   */
  signIn(
    body: unknown,
    address: string,
    mail?: MailContext,
    client?: SessionClient,
  ): Promise<(SessionResponse & { deletionCancelled?: true }) | TwoFactorChallengeResponse>;
  refresh(body: unknown, client?: SessionClient): Promise<SessionResponse>;
  /**
   * Ends a sign-in whose first factor was checked (a password, an emailed link): a challenge when 2FA is on,
   * else a session. `secondFactor`: the code was given already.
   */
  completeSignIn(account: Account, factor: FirstFactor, client: SessionClient): Promise<SessionResponse | TwoFactorChallengeResponse>;
  /** POST /auth/signin/2fa: the challenge and a TOTP or recovery code. */
  answerChallenge(body: unknown, client: SessionClient): Promise<SessionResponse>;
  twoFactor: TwoFactor;
  signOut(body: unknown): Promise<void>;
  /** Confirms the address of a verification link (single use, expiring). */
  verifyEmail(body: unknown): Promise<{ ok: true; emailVerified: true }>;
  /** Mails a new verification link to the member of the bearer `authorization` (a budget per member). */
  resendVerification(authorization: string | undefined, mail: MailContext): Promise<{ ok: true; emailVerified: boolean }>;
}

export interface AuthServiceOptions {
  db: Database;
  keys: AuthKeys;
  limiter: SignInLimiter;
  /** Sign-ups one client address may try per hour (config.limits.signupLimit). */
  signupLimit: number;
  mailer: Mailer;
  /** A wrong password locked this email (recovery.ts mails its owner an unlock link, once per lock). */
  onSignInLocked?: (email: string, mail: MailContext) => Promise<void>;
  /** Waits longer than this are locks, whose answer says an unlock link was mailed (the policy's maxBackoffSeconds). */
  longestBackoffSeconds?: number;
  /** ADMIN_REQUIRE_2FA: site_admin only for sessions signed in with a second factor. */
  adminRequire2fa?: boolean;
}

const SIGNUP_WINDOW_SECONDS = 3600;
/** Verification links one member may ask for per hour (besides the one of the sign-up). */
const RESEND_LIMIT = 3;
/** "Someone tried to sign up with your address": at most one per address per hour. */
const SIGNUP_ATTEMPT_MAIL_INTERVAL = '1 hour';

const verifyUrl = (origin: string, token: string) => `${origin}/verify-email?token=${encodeURIComponent(token)}`;

/** The member of a bearer access token of ours (any unexpired one), or 401. */
export async function bearerUserId(keys: AuthKeys, authorization: string | undefined): Promise<string> {
  const token = /^Bearer ([A-Za-z0-9._-]+)$/.exec(authorization ?? '')?.[1];
  const refused = () => new AuthError('unauthenticated', 'Sign in first.');
  if (!token) throw refused();
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: [JWT_ALGORITHM] });
    const claims = payload[CLAIMS_NAMESPACE] as Record<string, unknown> | undefined;
    const id = claims?.['x-hasura-user-id'];
    if (typeof id !== 'string') throw refused();
    return id;
  } catch {
    throw refused();
  }
}

function invalidRefreshToken(): AuthError {
  return new AuthError('invalid-refresh-token', 'The session has expired or was signed out; sign in again.');
}

/** `adminAllowed` false: the admin's token carries only `user` (ADMIN_REQUIRE_2FA without a second factor). */
export async function sessionFor(keys: AuthKeys, account: Account, refreshToken: string, adminAllowed = true): Promise<SessionResponse> {
  const gated = account.isAdmin && !adminAllowed;
  return {
    session: {
      accessToken: await signAccessToken(keys, gated ? { ...account, isAdmin: false } : account),
      accessTokenExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken,
      user: gated ? { ...sessionUser(account), adminNeedsTwoFactor: true } : sessionUser(account),
    },
  };
}

/** Checks the password of a sign-in; every way to fail gives the same error after the same argon2 work. */
async function authenticate(db: Database, email: string, password: string): Promise<Account> {
  const account = await findAccountByEmail(db, email);
  if (!(await verifyPassword(account?.passwordHash, password)) || !account) throw invalidCredentials();
  // Told only to someone who knows the password.
  if (account.disabled) throw new AuthError('account-disabled', 'This account is disabled; contact the site administrator.');
  if (account.suspension) throw accountSuspended(account.suspension);
  return account;
}

/** authenticate() for an attempt the limiter let begin; its outcome is reported back, which ends the attempt. */
async function authenticateAttempt(
  db: Database,
  limiter: SignInLimiter,
  { email, password, address }: { email: string; password: string; address: string },
  onLocked: (() => Promise<void>) | undefined,
): Promise<Account> {
  let account: Account;
  try {
    account = await authenticate(db, email, password);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'invalid-credentials') {
      // The mail must not turn the wrong-password answer into another one.
      if ((await limiter.failed(email, address)) && onLocked) await onLocked().catch(() => undefined);
    }
    // Not a wrong password (a disabled account, a database error): only the slot is freed; else it lapses.
    else await limiter.released(email, address).catch(() => undefined);
    throw error;
  }
  await limiter.succeeded(email, address);
  return account;
}

/**
 * Counts a sign-up against its address's hourly budget (kept in the database, so every instance shares it).
 * Counted once the fields are well-formed, before the password check and argon2, the costly part.
 */
async function takeSignUp(signups: Budget, address: string): Promise<void> {
  const decision = await signups.take(address);
  if (decision.allowed) return;
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  throw new AuthError('too-many-signups', `Too many accounts were created from this network; try again in ${minutes} minutes.`, {
    retryAfter: decision.retryAfterSeconds,
  });
}

export function createAuthService({
  db,
  keys,
  limiter,
  signupLimit,
  mailer,
  onSignInLocked,
  longestBackoffSeconds = 60,
  adminRequire2fa = false,
}: AuthServiceOptions): AuthService {
  const twoFactor = createTwoFactor(db, keys);

  /** Whether the session may carry site_admin: always, unless ADMIN_REQUIRE_2FA and it has no second factor. */
  async function adminAllowed(account: Account, familyId: string): Promise<boolean> {
    if (!adminRequire2fa || !account.isAdmin) return true;
    return (await twoFactorEnabled(db, account.id)) && (await sessionHasSecondFactor(db, familyId));
  }

  /**
   * The session's writes in one transaction. With `unlessTwoFactor`, first whether the account has a second factor
   * (in the same transaction, so a sign-in without one waits for one turn of the database queue, not two): then
   * nothing is written and the answer is null.
   */
  async function beginSession(account: Account, client: SessionClient, unlessTwoFactor: boolean): Promise<SessionResponse | null> {
    const started = await db.transaction(async (tx) => {
      if (unlessTwoFactor && (await twoFactorEnabled(tx, account.id))) return null;
      await markSignedIn(tx, account.id);
      // Signing in during a deletion's grace cancels it (account-deletion.ts); the client tells the member.
      return { refreshToken: await issueRefreshToken(tx, account.id, client), deletionCancelled: await cancelDeletion(tx, account.id) };
    });
    if (started === null) return null;
    const allowed = !adminRequire2fa || !account.isAdmin || client.secondFactor === true;
    const response = await sessionFor(keys, account, started.refreshToken, allowed);
    return started.deletionCancelled ? { ...response, deletionCancelled: started.deletionCancelled } : response;
  }

  /** The session's writes in one transaction (a second factor already answered, or none asked for). */
  async function startSession(account: Account, client: SessionClient): Promise<SessionResponse> {
    return (await beginSession(account, client, false))!;
  }

  async function completeSignIn(account: Account, factor: FirstFactor, client: SessionClient) {
    const started = await beginSession(account, { ...client, secondFactor: false }, true);
    if (started) return started;
    return { twoFactor: { challenge: await twoFactor.challenge(account.id, factor), expiresIn: CHALLENGE_TTL_SECONDS } };
  }

  const signups = createBudget(db, { bucket: 'signup', limit: signupLimit, windowSeconds: SIGNUP_WINDOW_SECONDS });
  const resends = createBudget(db, { bucket: 'verify-email-resend', limit: RESEND_LIMIT, windowSeconds: 3600 });

  /** Queues a verification link for the account on `tx` (the caller calls mailer.queued() after the commit). */
  async function queueVerification(tx: Queryable, account: Account, mail: MailContext) {
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
      values: { name: account.displayName, url: verifyUrl(mail.origin, token), hours: VERIFY_EMAIL_TTL_HOURS },
    });
  }

  /** Tells the owner of an address that someone tried to sign up with it (once an hour at most). */
  async function warnOwner(email: string, mail: MailContext): Promise<void> {
    const owner = await findAccountByEmail(db, email);
    if (!owner) return;
    const { rows } = await db.query(
      `SELECT 1 FROM auth.mail_outbox WHERE recipient = $1 AND template = 'signup-attempt' AND created_at > now() - $2::interval`,
      [owner.email, SIGNUP_ATTEMPT_MAIL_INTERVAL],
    );
    if (rows.length > 0) return;
    await mailer.enqueue(db, {
      to: owner.email,
      userId: owner.id,
      template: 'signup-attempt',
      language: mail.language,
      values: { name: owner.displayName, url: `${mail.origin}/` },
    });
    mailer.queued();
  }

  return {
    async signUp(body, address, mail) {
      const input = readSignUp(body);
      await takeSignUp(signups, address);
      checkPasswordStrength(input.password, [input.email, input.username, input.displayName]);
      // Hashed before the transaction, so the slow part holds no lock.
      const passwordHash = await hashPassword(input.password);
      let created: { account: Account; refreshToken: string };
      try {
        created = await db.transaction(async (tx) => {
          const account = await insertAccount(tx, { ...input, passwordHash });
          await queueVerification(tx, account, mail);
          return { account, refreshToken: await issueRefreshToken(tx, account.id) };
        });
      } catch (error) {
        if (error instanceof AuthError && error.code === 'signup-refused') await warnOwner(input.email, mail);
        throw error;
      }
      mailer.queued();
      return sessionFor(keys, created.account, created.refreshToken);
    },

    async verifyEmail(body) {
      const token = readEmailToken(body);
      const verified = await db.transaction(async (tx) => {
        const used = await consumeEmailToken(tx, token, 'verify-email');
        if (!used) return false;
        // Void when the account's address changed since the link was sent.
        const { rowCount } = await tx.query(`UPDATE auth.users SET email_verified = true WHERE id = $1 AND email = $2`, [
          used.userId,
          used.email,
        ]);
        return rowCount > 0;
      });
      if (!verified) {
        throw new AuthError('invalid-token', 'This link is not valid: it was used already, has expired or was replaced by a newer one.');
      }
      return { ok: true, emailVerified: true };
    },

    async resendVerification(authorization, mail) {
      const userId = await bearerUserId(keys, authorization);
      const account = await findAccountById(db, userId);
      if (!account) throw new AuthError('unauthenticated', 'Sign in first.');
      if (account.emailVerified) return { ok: true, emailVerified: true };
      const decision = await resends.take(userId);
      if (!decision.allowed) {
        const minutes = Math.ceil(decision.retryAfterSeconds / 60);
        throw new AuthError('too-many-requests', `Too many links were sent; try again in ${minutes} minutes.`, {
          retryAfter: decision.retryAfterSeconds,
        });
      }
      await db.transaction((tx) => queueVerification(tx, account, mail));
      mailer.queued();
      return { ok: true, emailVerified: false };
    },

    twoFactor,
    completeSignIn,

    async answerChallenge(body, client) {
      const fields = bodyObject(body);
      const { userId } = await twoFactor.answer(stringField(fields, 'challenge'), stringField(fields, 'code'));
      const account = await findAccountById(db, userId);
      if (!account || account.disabled) throw new AuthError('invalid-challenge', 'This sign-in has expired; sign in again.');
      if (account.suspension) throw accountSuspended(account.suspension);
      return startSession(account, { ...client, secondFactor: true });
    },

    async signIn(body, address, mail, client = {}) {
      const { email, password } = readSignIn(body);
      const retryAfter = await limiter.begin(email, address);
      if (retryAfter > 0) {
        // A lock (not a back-off): the owner, if the address has an account, was mailed an unlock link.
        const locked = onSignInLocked !== undefined && retryAfter > longestBackoffSeconds;
        const unlock = locked ? ' If this address has an account, a link to unlock it was sent to it.' : '';
        throw new AuthError('too-many-attempts', `Too many sign-in attempts; try again in ${retryAfter} seconds.${unlock}`, {
          retryAfter,
          ...(locked ? { extra: { unlockLinkSent: true } } : {}),
        });
      }
      const onLocked = onSignInLocked && mail ? () => onSignInLocked(email, mail) : undefined;
      const account = await authenticateAttempt(db, limiter, { email, password, address }, onLocked);
      return completeSignIn(account, 'password', client);
    },

    async refresh(body, client = {}) {
      const rotated = await rotateRefreshToken(db, readRefreshToken(body), client);
      if (!rotated.ok) throw invalidRefreshToken();
      // Read again at each refresh, so a granted or revoked admin right shows within one token lifetime.
      const account = await findAccountById(db, rotated.userId);
      if (!account) throw invalidRefreshToken();
      // A suspended member's session ends at its next refresh (the rotated token is never handed out), told why.
      if (account.suspension) throw accountSuspended(account.suspension);
      return sessionFor(keys, account, rotated.refreshToken, await adminAllowed(account, rotated.familyId));
    },

    async signOut(body) {
      const userId = await revokeRefreshToken(db, readRefreshToken(body));
      // A recent proof of presence (reauth.ts) does not outlive a sign-out: the next sign-in proves it again.
      if (userId) await db.query('DELETE FROM auth.reauthentications WHERE user_id = $1', [userId]);
    },
  };
}
