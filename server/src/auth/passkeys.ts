// Passkeys (WebAuthn, issue 32) with @simplewebauthn/server: a signed-in member registers passkeys (after giving
// the current password, when the account has one), names, renames and removes them; anyone signs in with one
// (discoverable credentials: the browser offers the site's passkeys, no email asked), which starts the same session
// as a password sign-in. Challenges live in auth.passkey_challenges: 5 minutes, used once.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COLUMN_LENGTHS } from '../db/constraints.ts';
import type { Database, Queryable } from '../db/index.ts';
import { createBudget } from '../limits/budget.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-tokens.ts';
import { findAccountById, markSignedIn, sessionUser, type Account } from './accounts.ts';
import { accountSuspended, AuthError } from './errors.ts';
import type { AuthKeys } from './keys.ts';
import { proofOf, type Reauth } from './reauth.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import { bearerUserId, type SessionResponse } from './service.ts';

/** The relying party's name the browser shows beside the passkey. */
const RP_NAME = 'ChainPulse';
const CHALLENGE_TTL_SECONDS = 5 * 60;
export const PASSKEY_NAME_MAX_LENGTH = COLUMN_LENGTHS['auth.passkeys'].name.max;
/** Passkeys one member may keep. */
export const MAX_PASSKEYS_PER_MEMBER = 20;
/**
 * Sign-in answers one client address may send per 10 minutes, and ceremonies it may start (the Login dialog starts
 * one each time it opens, for the browser's autofill; each is a row that lives 5 minutes).
 */
const SIGN_IN_LIMIT = 60;
const SIGN_IN_OPTIONS_LIMIT = 600;
/** Registrations (each checks the password) one member may start per hour. */
const REGISTER_LIMIT = 10;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** Where the ceremony runs: the site's origin (SITE_URL, else the request's) and its host name, the rpID. */
export interface RelyingParty {
  origin: string;
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface CeremonyOptions<Options> {
  challengeId: string;
  options: Options;
}

export interface PasskeyService {
  /** Options for navigator.credentials.create, for a member re-authenticated (reauth.ts: a proof in the body, or recent). */
  registrationOptions(
    authorization: string | undefined,
    body: unknown,
    rp: RelyingParty,
    address: string,
  ): Promise<CeremonyOptions<unknown>>;
  /** Verifies the browser's answer and stores the passkey under `body.name`. */
  register(authorization: string | undefined, body: unknown, rp: RelyingParty): Promise<{ passkey: PasskeySummary }>;
  list(authorization: string | undefined): Promise<{ passkeys: PasskeySummary[] }>;
  rename(authorization: string | undefined, body: unknown): Promise<{ passkey: PasskeySummary }>;
  /** Removes one of the member's passkeys (re-authenticated as for adding one). */
  remove(authorization: string | undefined, body: unknown, address: string): Promise<{ ok: true }>;
  /** Options for navigator.credentials.get (no allowCredentials: the browser offers the site's passkeys). */
  signInOptions(address: string, rp: RelyingParty): Promise<CeremonyOptions<unknown>>;
  /** Verifies an assertion and starts a session, as a password sign-in does. */
  signIn(body: unknown, address: string, rp: RelyingParty): Promise<SessionResponse>;
}

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: string;
  transports: string[];
  name: string;
  created_at: string;
  last_used_at: string | null;
}

const SUMMARY_COLUMNS = `id, name, to_json(created_at) #>> '{}' AS created_at, to_json(last_used_at) #>> '{}' AS last_used_at`;

const summary = (row: Pick<PasskeyRow, 'id' | 'name' | 'created_at' | 'last_used_at'>): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

const invalidRequest = (message: string) => new AuthError('invalid-request', message);
const ceremonyFailed = () => new AuthError('passkey-failed', 'The passkey could not be verified, or the request expired; try again.');
const unknownPasskey = () =>
  new AuthError('unknown-passkey', 'This passkey is not registered here, or it was removed; sign in another way.');
const passkeyNotFound = () => new AuthError('passkey-not-found', 'No such passkey on your account.');

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidRequest('Send a JSON object.');
  return body as Record<string, unknown>;
}

function readId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw invalidRequest(`${field} must be an id.`);
  return value.toLowerCase();
}

/** A name of 1 to 64 characters after trimming; `fallback` when absent or blank and a fallback is given. */
function readName(value: unknown, fallback?: string): string {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string') throw invalidRequest('name must be a string.');
  const name = value.replace(/\s+/gu, ' ').trim();
  if (name === '' && fallback !== undefined) return fallback;
  if (name === '' || [...name].length > PASSKEY_NAME_MAX_LENGTH) {
    throw invalidRequest(`The name must have 1 to ${PASSKEY_NAME_MAX_LENGTH} characters.`);
  }
  return name;
}

/** The browser's credential JSON (PublicKeyCredential.toJSON()); the library checks the rest. */
function readCredential<T>(value: unknown): T {
  const credential = value as { id?: unknown; type?: unknown; response?: unknown } | null;
  if (typeof credential !== 'object' || credential === null || typeof credential.id !== 'string' || credential.id.length > 1400) {
    throw invalidRequest('response must be the credential the browser returned.');
  }
  if (credential.type !== 'public-key' || typeof credential.response !== 'object' || credential.response === null) {
    throw invalidRequest('response must be the credential the browser returned.');
  }
  return value as T;
}

const rpIdOf = (rp: RelyingParty) => new URL(rp.origin).hostname;

/** The WebAuthn user handle of a member: the 16 bytes of their uuid. */
const userHandle = (userId: string) => Uint8Array.from(Buffer.from(userId.replace(/-/g, ''), 'hex'));

async function storeChallenge(db: Queryable, purpose: 'register' | 'sign-in', userId: string | null, challenge: string) {
  // Expired challenges of abandoned ceremonies go as new ones come.
  await db.query('DELETE FROM auth.passkey_challenges WHERE expires_at < now()', []);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO auth.passkey_challenges (purpose, user_id, challenge, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
    [purpose, userId, challenge, CHALLENGE_TTL_SECONDS],
  );
  return (rows[0] as { id: string }).id;
}

/** Takes a live challenge (single use: deleted as it is read), or refuses the ceremony. */
async function takeChallenge(db: Queryable, id: string, purpose: 'register' | 'sign-in', userId: string | null): Promise<string> {
  const { rows } = await db.query<{ challenge: string }>(
    `DELETE FROM auth.passkey_challenges
     WHERE id = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3::uuid AND expires_at > now()
     RETURNING challenge`,
    [id, purpose, userId],
  );
  if (!rows[0]) throw ceremonyFailed();
  return rows[0].challenge;
}

function tooMany(retryAfter: number): AuthError {
  const minutes = Math.ceil(retryAfter / 60);
  return new AuthError('too-many-requests', `Too many passkey requests; try again in ${minutes} minutes.`, { retryAfter });
}

/**
 * Verifies a passkey assertion against a live sign-in challenge (used up): the stored passkey and its new signature
 * counter, which the caller writes. `unknown-passkey` or `passkey-failed` otherwise. Sign-in and re-authentication
 * (reauth.ts) share it.
 */
export async function verifyPasskeyAssertion(
  db: Queryable,
  challengeId: string,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
): Promise<{ stored: { id: string; user_id: string }; newCounter: number }> {
  const expectedChallenge = await takeChallenge(db, challengeId, 'sign-in', null);
  const { rows } = await db.query<PasskeyRow>('SELECT * FROM auth.passkeys WHERE credential_id = $1', [response.id]);
  const stored = rows[0];
  if (!stored) throw unknownPasskey();
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandle(stored.user_id)).toString('base64url')) throw unknownPasskey();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpIdOf(rp),
      credential: {
        id: stored.credential_id,
        publicKey: Uint8Array.from(stored.public_key),
        counter: Number(stored.counter),
        transports: stored.transports,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    throw new AuthError('passkey-failed', ceremonyFailed().message, { cause: error });
  }
  if (!verification.verified) throw ceremonyFailed();
  return { stored, newCounter: verification.authenticationInfo.newCounter };
}

/** Options for navigator.credentials.get naming the member's passkeys, on a sign-in challenge (re-authentication). */
export async function memberAssertionOptions(db: Queryable, userId: string, rp: RelyingParty): Promise<CeremonyOptions<unknown>> {
  const { rows } = await db.query<{ credential_id: string; transports: string[] }>(
    'SELECT credential_id, transports FROM auth.passkeys WHERE user_id = $1',
    [userId],
  );
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(rp),
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    userVerification: 'preferred',
    allowCredentials: rows.map((row) => ({ id: row.credential_id, transports: row.transports })),
  });
  const challengeId = await storeChallenge(db, 'sign-in', null, options.challenge);
  return { challengeId, options };
}

/** The body's `response` as a browser's assertion JSON (shape only). */
export const readAssertion = (value: unknown) => readCredential<AuthenticationResponseJSON>(value);
export const readChallengeId = (value: unknown) => readId(value, 'challengeId');

export function createPasskeyService({ db, keys, reauth }: { db: Database; keys: AuthKeys; reauth: Reauth }): PasskeyService {
  const signIns = createBudget(db, { bucket: 'passkey-sign-in', limit: SIGN_IN_LIMIT, windowSeconds: 600 });
  const ceremonies = createBudget(db, { bucket: 'passkey-ceremony', limit: SIGN_IN_OPTIONS_LIMIT, windowSeconds: 600 });
  const registrations = createBudget(db, { bucket: 'passkey-register', limit: REGISTER_LIMIT, windowSeconds: 3600 });

  async function member(authorization: string | undefined): Promise<Account> {
    const account = await findAccountById(db, await bearerUserId(keys, authorization));
    if (!account || account.disabled) throw new AuthError('unauthenticated', 'Sign in first.');
    return account;
  }

  async function takeBudget(budget: ReturnType<typeof createBudget>, key: string) {
    const decision = await budget.take(key);
    if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
  }

  return {
    async registrationOptions(authorization, body, rp, address) {
      const account = await member(authorization);
      const proof = proofOf(objectBody(body));
      await takeBudget(registrations, account.id);
      await reauth.requireRecentAuth(account.id, proof, address, rp);
      const existing = await db.query<{ credential_id: string; transports: string[] }>(
        'SELECT credential_id, transports FROM auth.passkeys WHERE user_id = $1',
        [account.id],
      );
      if (existing.rows.length >= MAX_PASSKEYS_PER_MEMBER) {
        throw new AuthError('too-many-passkeys', `An account can have up to ${MAX_PASSKEYS_PER_MEMBER} passkeys; remove one first.`);
      }
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpIdOf(rp),
        userID: userHandle(account.id),
        userName: account.email,
        userDisplayName: account.displayName,
        timeout: CHALLENGE_TTL_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: existing.rows.map((row) => ({
          id: row.credential_id,
          transports: row.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeId = await storeChallenge(db, 'register', account.id, options.challenge);
      return { challengeId, options };
    },

    async register(authorization, body, rp) {
      const account = await member(authorization);
      const fields = objectBody(body);
      const challengeId = readId(fields.challengeId, 'challengeId');
      const response = readCredential<RegistrationResponseJSON>(fields.response);
      const { rows: countRows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM auth.passkeys WHERE user_id = $1', [
        account.id,
      ]);
      const count = countRows[0]?.count ?? 0;
      const name = readName(fields.name, `Passkey ${count + 1}`);
      const expectedChallenge = await takeChallenge(db, challengeId, 'register', account.id);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rpIdOf(rp),
          requireUserVerification: false,
        });
      } catch (error) {
        throw new AuthError('passkey-failed', ceremonyFailed().message, { cause: error });
      }
      if (!verification.verified) throw ceremonyFailed();
      if (count >= MAX_PASSKEYS_PER_MEMBER) {
        throw new AuthError('too-many-passkeys', `An account can have up to ${MAX_PASSKEYS_PER_MEMBER} passkeys; remove one first.`);
      }
      const { credential } = verification.registrationInfo;
      const transports = (response.response.transports ?? credential.transports ?? []).filter((transport) => TRANSPORTS.has(transport));
      try {
        const { rows } = await db.query<PasskeyRow>(
          `INSERT INTO auth.passkeys (user_id, credential_id, public_key, counter, transports, name)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${SUMMARY_COLUMNS}`,
          [account.id, credential.id, Buffer.from(credential.publicKey), credential.counter, transports.slice(0, 8), name],
        );
        return { passkey: summary(rows[0] as PasskeyRow) };
      } catch (error) {
        // The same authenticator registered twice (excludeCredentials normally stops it in the browser).
        if ((error as { constraint?: string }).constraint === 'passkeys_credential_id_key') {
          throw new AuthError('passkey-failed', 'This passkey is registered already.', { cause: error });
        }
        throw error;
      }
    },

    async list(authorization) {
      const account = await member(authorization);
      const { rows } = await db.query<PasskeyRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM auth.passkeys WHERE user_id = $1 ORDER BY created_at, id`,
        [account.id],
      );
      return { passkeys: rows.map(summary) };
    },

    async rename(authorization, body) {
      const account = await member(authorization);
      const fields = objectBody(body);
      const id = readId(fields.id, 'id');
      const name = readName(fields.name);
      const { rows } = await db.query<PasskeyRow>(
        `UPDATE auth.passkeys SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING ${SUMMARY_COLUMNS}`,
        [id, account.id, name],
      );
      if (!rows[0]) throw passkeyNotFound();
      return { passkey: summary(rows[0]) };
    },

    async remove(authorization, body, address) {
      const account = await member(authorization);
      const fields = objectBody(body);
      const id = readId(fields.id, 'id');
      await reauth.requireRecentAuth(account.id, proofOf(fields), address);
      const { rowCount } = await db.query('DELETE FROM auth.passkeys WHERE id = $1 AND user_id = $2', [id, account.id]);
      if (rowCount === 0) throw passkeyNotFound();
      return { ok: true };
    },

    async signInOptions(address, rp) {
      await takeBudget(ceremonies, address);
      const options = await generateAuthenticationOptions({
        rpID: rpIdOf(rp),
        timeout: CHALLENGE_TTL_SECONDS * 1000,
        userVerification: 'preferred',
      });
      const challengeId = await storeChallenge(db, 'sign-in', null, options.challenge);
      return { challengeId, options };
    },

    async signIn(body, address, rp) {
      const fields = objectBody(body);
      const challengeId = readId(fields.challengeId, 'challengeId');
      const response = readCredential<AuthenticationResponseJSON>(fields.response);
      await takeBudget(signIns, address);
      const { stored, newCounter } = await verifyPasskeyAssertion(db, challengeId, response, rp);
      const account = await findAccountById(db, stored.user_id);
      if (!account) throw unknownPasskey();
      if (account.disabled) throw new AuthError('account-disabled', 'This account is disabled; contact the site administrator.');
      if (account.suspension) throw accountSuspended(account.suspension);
      const refreshToken = await db.transaction(async (tx) => {
        await tx.query('UPDATE auth.passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [stored.id, newCounter]);
        await markSignedIn(tx, account.id);
        return issueRefreshToken(tx, account.id);
      });
      return {
        session: {
          accessToken: await signAccessToken(keys, account),
          accessTokenExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
          refreshToken,
          user: sessionUser(account),
        },
      };
    },
  };
}
