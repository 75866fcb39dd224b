// The auth operations behind the HTTP routes: sign-up, sign-in, refresh-token rotation, sign-out.
import type { Database } from '../db/index.ts';
import { createBudget, type Budget } from '../limits/budget.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-tokens.ts';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  markSignedIn,
  sessionUser,
  type Account,
  type SessionUser,
} from './accounts.ts';
import { accountSuspended, AuthError, invalidCredentials } from './errors.ts';
import type { AuthKeys } from './keys.ts';
import { checkPasswordStrength } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import { readRefreshToken, readSignIn, readSignUp } from './validation.ts';

/** The success body of signup, signin and token. */
export interface SessionResponse {
  session: {
    accessToken: string;
    /** Seconds. */
    accessTokenExpiresIn: number;
    refreshToken: string;
    user: SessionUser;
  };
}

export interface AuthService {
  /** `address` is the client's IP address, for the sign-up limit. */
  signUp(body: unknown, address: string): Promise<SessionResponse>;
  /** `address` is the client's IP address, for the failed sign-in limit. */
  signIn(body: unknown, address: string): Promise<SessionResponse>;
  refresh(body: unknown): Promise<SessionResponse>;
  signOut(body: unknown): Promise<void>;
}

export interface AuthServiceOptions {
  db: Database;
  keys: AuthKeys;
  limiter: SignInLimiter;
  /** Sign-ups one client address may try per hour (config.limits.signupLimit). */
  signupLimit: number;
}

const SIGNUP_WINDOW_SECONDS = 3600;

function invalidRefreshToken(): AuthError {
  return new AuthError('invalid-refresh-token', 'The session has expired or was signed out; sign in again.');
}

async function sessionFor(keys: AuthKeys, account: Account, refreshToken: string): Promise<SessionResponse> {
  return {
    session: {
      accessToken: await signAccessToken(keys, account),
      accessTokenExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken,
      user: sessionUser(account),
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
): Promise<Account> {
  let account: Account;
  try {
    account = await authenticate(db, email, password);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'invalid-credentials') await limiter.failed(email, address);
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

export function createAuthService({ db, keys, limiter, signupLimit }: AuthServiceOptions): AuthService {
  const signups = createBudget(db, { bucket: 'signup', limit: signupLimit, windowSeconds: SIGNUP_WINDOW_SECONDS });
  return {
    async signUp(body, address) {
      const input = readSignUp(body);
      await takeSignUp(signups, address);
      checkPasswordStrength(input.password, [input.email, input.username, input.displayName]);
      // Hashed before the transaction, so the slow part holds no lock.
      const passwordHash = await hashPassword(input.password);
      const { account, refreshToken } = await db.transaction(async (tx) => {
        const created = await insertAccount(tx, { ...input, passwordHash });
        return { account: created, refreshToken: await issueRefreshToken(tx, created.id) };
      });
      return sessionFor(keys, account, refreshToken);
    },

    async signIn(body, address) {
      const { email, password } = readSignIn(body);
      const retryAfter = await limiter.begin(email, address);
      if (retryAfter > 0) {
        throw new AuthError('too-many-attempts', `Too many sign-in attempts; try again in ${retryAfter} seconds.`, { retryAfter });
      }
      const account = await authenticateAttempt(db, limiter, { email, password, address });
      const refreshToken = await db.transaction(async (tx) => {
        await markSignedIn(tx, account.id);
        return issueRefreshToken(tx, account.id);
      });
      return sessionFor(keys, account, refreshToken);
    },

    async refresh(body) {
      const rotated = await rotateRefreshToken(db, readRefreshToken(body));
      if (!rotated.ok) throw invalidRefreshToken();
      // Read again at each refresh, so a granted or revoked admin right shows within one token lifetime.
      const account = await findAccountById(db, rotated.userId);
      if (!account) throw invalidRefreshToken();
      // A suspended member's session ends at its next refresh (the rotated token is never handed out), told why.
      if (account.suspension) throw accountSuspended(account.suspension);
      return sessionFor(keys, account, rotated.refreshToken);
    },

    async signOut(body) {
      await revokeRefreshToken(db, readRefreshToken(body));
    },
  };
}
