// Re-authentication (issue 32): the one check every sensitive action calls (password and email change, passkeys,
// two-factor, recovery codes, export, deletion, unlinking a sign-in method, ending all sessions). A member proves
// presence with whatever they have: their password, a passkey assertion, a TOTP (or recovery) code when two-factor is
// on, or a one-time code mailed to their verified address. One error for "re-authenticate first" (`reauth-required`),
// one for a wrong proof (`reauth-failed`), one failure budget per account and per client address.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '../db/index.ts';
import { createBudget } from '../limits/budget.ts';
import type { Mailer } from '../mail/index.ts';
import { findAccountById, type Account } from './accounts.ts';
import { AuthError } from './errors.ts';
import type { AuthKeys } from './keys.ts';
import { memberAssertionOptions, readAssertion, readChallengeId, verifyPasskeyAssertion, type RelyingParty } from './passkeys.ts';
import { verifyPassword } from './passwords.ts';
import { bearerUserId, type MailContext } from './service.ts';
import { checkSecondFactor, twoFactorEnabled } from './two-factor.ts';
import { PASSWORD_MAX_LENGTH } from './validation.ts';

/** A proof counts as a recent authentication this long. */
export const RECENT_AUTH_SECONDS = 5 * 60;
/** A mailed re-authentication code works this long, once. */
export const REAUTH_CODE_TTL_MINUTES = 10;

const QUARTER_HOUR = 15 * 60;
const HOUR = 3600;
/** Wrong proofs per member per quarter hour, then every proof is refused (429) until the window passes. */
const FAILURES_PER_ACCOUNT = 10;
/** Wrong proofs from one client address per quarter hour (over any members). */
const FAILURES_PER_ADDRESS = 30;
/** Codes mailed to one member per hour, and asked from one client address per hour. */
const CODES_PER_ACCOUNT = 5;
const CODES_PER_ADDRESS = 10;
/** Wrong guesses after which a mailed code is void (each also counts in the failure budget). */
const CODE_ATTEMPTS = 5;

export type ReauthMethod = 'password' | 'passkey' | 'totp' | 'email';

/** What a member offers as proof; read from a request body by `proofOf`. */
export type ReauthProof =
  | { kind: 'password'; password: string }
  | { kind: 'totp'; code: string }
  | { kind: 'email'; code: string }
  | { kind: 'passkey'; challengeId: string; response: AuthenticationResponseJSON };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

const failed = () => new AuthError('reauth-failed', 'That did not confirm it is you; try again.');

function tooMany(retryAfter: number, what = 'attempts'): AuthError {
  const minutes = Math.ceil(retryAfter / 60);
  return new AuthError('too-many-requests', `Too many ${what}; try again in ${minutes} minutes.`, { retryAfter });
}

/**
 * The proof in a request body, if any: `password` (also under `passwordField`, e.g. `currentPassword`), `totpCode`,
 * `emailCode`, or `passkey: {challengeId, response}`. A proof field of the wrong type is `invalid-request`.
 */
export function proofOf(fields: Record<string, unknown>, passwordField = 'password'): ReauthProof | undefined {
  const password = fields[passwordField];
  if (password !== undefined && password !== '') {
    if (typeof password !== 'string' || password.length > PASSWORD_MAX_LENGTH) {
      throw new AuthError('invalid-request', `"${passwordField}" must be a string.`);
    }
    return { kind: 'password', password };
  }
  for (const [field, kind] of [
    ['totpCode', 'totp'],
    ['emailCode', 'email'],
  ] as const) {
    const code = fields[field];
    if (code === undefined || code === '') continue;
    if (typeof code !== 'string' || code.length > 40) throw new AuthError('invalid-request', `"${field}" must be a string.`);
    return { kind, code: code.replace(/\s/g, '') };
  }
  const passkey = fields.passkey;
  if (passkey !== undefined) {
    if (typeof passkey !== 'object' || passkey === null) throw new AuthError('invalid-request', '"passkey" must be an object.');
    const { challengeId, response } = passkey as Record<string, unknown>;
    return { kind: 'passkey', challengeId: readChallengeId(challengeId), response: readAssertion(response) };
  }
  return undefined;
}

export interface Reauth {
  /**
   * The check of every sensitive action, after identifying the member from the bearer token. With a proof it
   * verifies it (wrong ones counted per member and per `address`; past either budget 429 before any check) and
   * records a recent authentication; without, it passes when the member proved presence within
   * RECENT_AUTH_SECONDS. Throws `reauth-required` (403), `reauth-failed` (403) or `too-many-requests` (429).
   */
  requireRecentAuth(userId: string, proof: ReauthProof | undefined, address: string, rp?: RelyingParty): Promise<void>;
  /** What the member can prove presence with (the re-auth dialog's choices). */
  methods(userId: string): Promise<ReauthMethod[]>;
  /** Mails a one-time code to the member's verified address. */
  sendCode(userId: string, address: string, mail: MailContext): Promise<{ ok: true; expiresInMinutes: number }>;
  /** Options for navigator.credentials.get over the member's passkeys. */
  passkeyOptions(userId: string, rp: RelyingParty): Promise<{ challengeId: string; options: unknown }>;
  /** The signed-in, enabled member of a bearer token, or `unauthenticated`. */
  member(authorization: string | undefined): Promise<Account>;
}

export function createReauth({ db, keys, mailer }: { db: Database; keys: AuthKeys; mailer: Mailer }): Reauth {
  const byAccount = createBudget(db, { bucket: 'reauth-failures', limit: FAILURES_PER_ACCOUNT, windowSeconds: QUARTER_HOUR });
  const byAddress = createBudget(db, { bucket: 'reauth-failures-address', limit: FAILURES_PER_ADDRESS, windowSeconds: QUARTER_HOUR });
  const codesByAccount = createBudget(db, { bucket: 'reauth-code-account', limit: CODES_PER_ACCOUNT, windowSeconds: HOUR });
  const codesByAddress = createBudget(db, { bucket: 'reauth-code-address', limit: CODES_PER_ADDRESS, windowSeconds: HOUR });

  async function member(authorization: string | undefined): Promise<Account> {
    const account = await findAccountById(db, await bearerUserId(keys, authorization));
    if (!account || account.disabled) throw new AuthError('unauthenticated', 'Sign in first.');
    return account;
  }

  async function hasPasskey(userId: string): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM auth.passkeys WHERE user_id = $1 LIMIT 1', [userId]);
    return rows.length > 0;
  }

  /** Uses up the member's live mailed code when `code` is it; a wrong guess counts against the code. */
  async function useMailedCode(userId: string, code: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; code_hash: string; email: string }>(
        `SELECT c.id, c.code_hash, c.email::text AS email FROM auth.sign_in_codes c
         WHERE c.user_id = $1 AND c.purpose = 'reauthenticate' AND c.used_at IS NULL AND c.expires_at > now() AND c.attempts < $2
         ORDER BY c.created_at DESC LIMIT 1 FOR UPDATE`,
        [userId, CODE_ATTEMPTS],
      );
      const row = rows[0];
      if (!row) return false;
      if (!/^\d{6}$/.test(code) || codeHash(row.id, code) !== row.code_hash) {
        await tx.query('UPDATE auth.sign_in_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
        return false;
      }
      await tx.query('UPDATE auth.sign_in_codes SET used_at = now() WHERE id = $1', [row.id]);
      // Void when the account's address changed since the code was sent.
      const account = await findAccountById(tx, userId);
      return !!account && account.emailVerified && account.email.toLowerCase() === row.email.toLowerCase();
    });
  }

  async function verify(account: Account, proof: ReauthProof, rp: RelyingParty | undefined): Promise<boolean> {
    switch (proof.kind) {
      case 'password':
        // An account without a password still pays the argon2 work of a dummy hash: the answer takes as long.
        return verifyPassword(account.passwordHash, proof.password);
      case 'totp':
        return (await twoFactorEnabled(db, account.id)) && checkSecondFactor(db, account.id, proof.code);
      case 'email':
        return useMailedCode(account.id, proof.code);
      case 'passkey': {
        if (!rp) return false;
        let verified;
        try {
          verified = await verifyPasskeyAssertion(db, proof.challengeId, proof.response, rp);
        } catch (error) {
          if (error instanceof AuthError) return false;
          throw error;
        }
        if (verified.stored.user_id !== account.id) return false;
        await db.query('UPDATE auth.passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
          verified.stored.id,
          verified.newCounter,
        ]);
        return true;
      }
    }
  }

  return {
    member,

    async requireRecentAuth(userId, proof, address, rp) {
      if (proof === undefined) {
        const { rows } = await db.query(
          `SELECT 1 FROM auth.reauthentications WHERE user_id = $1 AND at > now() - $2 * interval '1 second'`,
          [userId, RECENT_AUTH_SECONDS],
        );
        if (rows.length === 0) throw new AuthError('reauth-required', 'Confirm it is you first (password, passkey or a code).');
        return;
      }
      // Checked before any proof is: once wrong ones spent a budget, not even a right one is tried.
      if ((await byAccount.used(userId)) >= FAILURES_PER_ACCOUNT) throw tooMany(QUARTER_HOUR);
      if ((await byAddress.used(address)) >= FAILURES_PER_ADDRESS) throw tooMany(QUARTER_HOUR);
      const account = await findAccountById(db, userId);
      const right = account ? await verify(account, proof, rp) : false;
      if (!right) {
        await byAccount.take(userId);
        await byAddress.take(address);
        throw failed();
      }
      await db.query(`INSERT INTO auth.reauthentications (user_id, at) VALUES ($1, now()) ON CONFLICT (user_id) DO UPDATE SET at = now()`, [
        userId,
      ]);
    },

    async methods(userId) {
      const account = await findAccountById(db, userId);
      if (!account) return [];
      const methods: ReauthMethod[] = [];
      if (account.passwordHash) methods.push('password');
      if (await hasPasskey(userId)) methods.push('passkey');
      if (await twoFactorEnabled(db, userId)) methods.push('totp');
      if (account.emailVerified) methods.push('email');
      return methods;
    },

    async sendCode(userId, address, mail) {
      const account = await findAccountById(db, userId);
      if (!account || !account.emailVerified) {
        throw new AuthError('invalid-request', 'Your address is not verified: confirm it is you another way.');
      }
      const fromAddress = await codesByAddress.take(address);
      if (!fromAddress.allowed) throw tooMany(fromAddress.retryAfterSeconds, 'codes');
      const toAccount = await codesByAccount.take(userId);
      if (!toAccount.allowed) throw tooMany(toAccount.retryAfterSeconds, 'codes');
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE auth.sign_in_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL AND purpose = 'reauthenticate'`,
          [userId],
        );
        // The row's link token is never mailed: a random hash keeps the column's uniqueness.
        await tx.query(
          `INSERT INTO auth.sign_in_codes (id, user_id, token_hash, code_hash, email, expires_at, purpose)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6), 'reauthenticate')`,
          [id, userId, sha256(randomBytes(32).toString('base64url')), codeHash(id, code), account.email, REAUTH_CODE_TTL_MINUTES],
        );
        await mailer.enqueue(tx, {
          to: account.email,
          userId,
          template: 'reauth-code',
          language: mail.language,
          values: { name: account.displayName, url: `${mail.origin}/profile`, code, minutes: REAUTH_CODE_TTL_MINUTES },
        });
      });
      mailer.queued();
      return { ok: true, expiresInMinutes: REAUTH_CODE_TTL_MINUTES };
    },

    passkeyOptions: (userId, rp) => memberAssertionOptions(db, userId, rp),
  };
}
