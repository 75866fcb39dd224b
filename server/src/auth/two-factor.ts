// Two-factor sign-in (issue 32): a TOTP secret (totp.ts) set up from the profile and confirmed with a code, 10
// one-time recovery codes (SHA-256 at rest, shown once), and the short-lived signed challenge that a sign-in with
// the first factor (password or emailed link) gets instead of a session while 2FA is on.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database, Queryable } from '../db/index.ts';
import { createBudget } from '../limits/budget.ts';
import { AuthError } from './errors.ts';
import { JWT_ALGORITHM, type AuthKeys } from './keys.ts';
import { generateTotpSecret, matchTotp, otpauthUri, qrCodeDataUrl } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge of a sign-in waits for its code. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes one account may send per window (sign-in challenges, set-up, disabling), so 6 digits cannot be guessed. */
const CODE_ATTEMPT_LIMIT = 5;
const CODE_ATTEMPT_WINDOW_SECONDS = 15 * 60;
const CHALLENGE_AUDIENCE = 'chainpulse:two-factor';
const ISSUER = 'ChainPulse';

export type FirstFactor = 'password' | 'magic-link';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code: an SVG data: URL. */
  qrCode: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Recovery codes compare without case, spaces or dashes. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** "abcde-fghij": 10 characters of a-z and 2-9 (50 bits). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const invalidCode = () => new AuthError('invalid-code', 'The code is not right; check your authenticator app and try again.');

export async function twoFactorEnabled(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auth.totp_secrets WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId]);
  return rows.length > 0;
}

export async function twoFactorStatus(db: Queryable, userId: string): Promise<TwoFactorStatus> {
  const { rows } = await db.query<{ enabled: boolean; left: number }>(
    `SELECT EXISTS (SELECT 1 FROM auth.totp_secrets WHERE user_id = $1 AND enabled_at IS NOT NULL) AS enabled,
            (SELECT count(*)::int FROM auth.recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left`,
    [userId],
  );
  return { enabled: rows[0]!.enabled, recoveryCodesLeft: rows[0]!.enabled ? rows[0]!.left : 0 };
}

/**
 * Checks a second factor on `tx` and uses it up: a TOTP code of a step later than the last accepted one, or an
 * unused recovery code. `pending` checks the not yet enabled secret (confirming set-up).
 */
async function useSecondFactor(tx: Queryable, userId: string, code: string, { pending = false } = {}): Promise<boolean> {
  const { rows } = await tx.query<{ secret: string; last_step: string }>(
    `SELECT secret, last_step FROM auth.totp_secrets WHERE user_id = $1 AND (enabled_at IS NULL) = $2 FOR UPDATE`,
    [userId, pending],
  );
  const stored = rows[0];
  if (!stored) return false;
  const trimmed = code.replace(/\s/g, '');
  const step = matchTotp(stored.secret, trimmed, Number(stored.last_step));
  if (step !== undefined) {
    await tx.query('UPDATE auth.totp_secrets SET last_step = $2 WHERE user_id = $1', [userId, step]);
    return true;
  }
  if (pending || trimmed.length > 40) return false;
  const { rowCount } = await tx.query(
    'UPDATE auth.recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [userId, sha256(normalizeRecoveryCode(code))],
  );
  return rowCount > 0;
}

/** Checks and uses up a TOTP or recovery code of the enabled secret (re-authentication, reauth.ts). */
export function checkSecondFactor(db: Database, userId: string, code: string): Promise<boolean> {
  return db.transaction((tx) => useSecondFactor(tx, userId, code));
}

export interface TwoFactor {
  status(userId: string): Promise<TwoFactorStatus>;
  /** A new pending secret (replacing an unconfirmed one); refused while 2FA is on. */
  setup(userId: string, email: string): Promise<TwoFactorSetup>;
  /** Confirms the pending secret with a code; returns the recovery codes (shown once). */
  enable(userId: string, code: string): Promise<string[]>;
  /** Turns 2FA off (a code or a recovery code). */
  disable(userId: string, code: string): Promise<void>;
  /** New recovery codes for the old (a code needed). */
  regenerateRecoveryCodes(userId: string, code: string): Promise<string[]>;
  /** The challenge a first factor gets while 2FA is on. */
  challenge(userId: string, factor: FirstFactor): Promise<string>;
  /** The user a challenge was issued to, once `code` is right (budgeted per account); AuthError otherwise. */
  answer(challenge: string, code: string): Promise<{ userId: string; factor: FirstFactor }>;
}

export function createTwoFactor(db: Database, keys: AuthKeys): TwoFactor {
  const attempts = createBudget(db, { bucket: 'two-factor-code', limit: CODE_ATTEMPT_LIMIT, windowSeconds: CODE_ATTEMPT_WINDOW_SECONDS });

  const tooMany = () =>
    new AuthError('too-many-attempts', `Too many wrong codes; try again in ${CODE_ATTEMPT_WINDOW_SECONDS / 60} minutes.`, {
      retryAfter: CODE_ATTEMPT_WINDOW_SECONDS,
    });

  /** Refused once the account's wrong codes in the window reached the limit. */
  async function assertAttemptsLeft(userId: string): Promise<void> {
    if ((await attempts.used(userId)) >= CODE_ATTEMPT_LIMIT) throw tooMany();
  }

  /** Counts a wrong code, and says so. */
  async function wrongCode(userId: string): Promise<AuthError> {
    const decision = await attempts.take(userId);
    return decision.allowed ? invalidCode() : tooMany();
  }

  async function checked(userId: string, code: string, options?: { pending?: boolean }): Promise<void> {
    await assertAttemptsLeft(userId);
    const ok = await db.transaction((tx) => useSecondFactor(tx, userId, code, options));
    if (!ok) throw await wrongCode(userId);
  }

  async function newRecoveryCodes(tx: Queryable, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.query('DELETE FROM auth.recovery_codes WHERE user_id = $1', [userId]);
    await tx.query(`INSERT INTO auth.recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
      userId,
      codes.map((code) => sha256(normalizeRecoveryCode(code))),
    ]);
    return codes;
  }

  return {
    status: (userId) => twoFactorStatus(db, userId),

    async setup(userId, email) {
      if (await twoFactorEnabled(db, userId)) {
        throw new AuthError('two-factor-enabled', 'Two-factor sign-in is already on; turn it off first to set up a new app.');
      }
      const secret = generateTotpSecret();
      await db.query(
        `INSERT INTO auth.totp_secrets (user_id, secret) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, last_step = 0, created_at = now() WHERE auth.totp_secrets.enabled_at IS NULL`,
        [userId, secret],
      );
      const otpauthUrl = otpauthUri(secret, { issuer: ISSUER, account: email });
      return { secret, otpauthUrl, qrCode: qrCodeDataUrl(otpauthUrl) };
    },

    async enable(userId, code) {
      await assertAttemptsLeft(userId);
      const codes = await db.transaction(async (tx) => {
        if (!(await useSecondFactor(tx, userId, code, { pending: true }))) return undefined;
        await tx.query('UPDATE auth.totp_secrets SET enabled_at = now() WHERE user_id = $1', [userId]);
        return newRecoveryCodes(tx, userId);
      });
      if (!codes) throw await wrongCode(userId);
      return codes;
    },

    async disable(userId, code) {
      await checked(userId, code);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM auth.totp_secrets WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM auth.recovery_codes WHERE user_id = $1', [userId]);
        await tx.query('UPDATE auth.sessions SET second_factor = false WHERE user_id = $1', [userId]);
      });
    },

    async regenerateRecoveryCodes(userId, code) {
      await checked(userId, code);
      return db.transaction((tx) => newRecoveryCodes(tx, userId));
    },

    challenge(userId, factor) {
      const issuedAt = Math.floor(Date.now() / 1000);
      return new SignJWT({ factor })
        .setProtectedHeader({ alg: JWT_ALGORITHM, kid: keys.jwk.kid })
        .setSubject(userId)
        .setAudience(CHALLENGE_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + CHALLENGE_TTL_SECONDS)
        .sign(keys.privateKey);
    },

    async answer(challenge, code) {
      let userId: string;
      let factor: FirstFactor;
      try {
        const { payload } = await jwtVerify(challenge, keys.publicKey, { algorithms: [JWT_ALGORITHM], audience: CHALLENGE_AUDIENCE });
        if (typeof payload.sub !== 'string' || (payload.factor !== 'password' && payload.factor !== 'magic-link')) throw new Error('shape');
        userId = payload.sub;
        factor = payload.factor;
      } catch {
        throw new AuthError('invalid-challenge', 'This sign-in has expired; sign in again.');
      }
      await checked(userId, code);
      return { userId, factor };
    },
  };
}
