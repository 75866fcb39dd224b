// Sign-in with another account (issue 32): the authorization code flow with PKCE against the providers of
// OIDC_PROVIDERS (openid-client), and what the callback does with the account it names (auth.identities):
// sign in its member, link it to an account of the same verified address, create a member without a password,
// or link it to the member who asked from the profile.
import { SignJWT, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../config/oidc.ts';
import type { Database, Queryable } from '../db/index.ts';
import { findAccountByEmail, findAccountById, markSignedIn, type Account } from './accounts.ts';
import { usernameFor } from './admin.ts';
import { AuthError } from './errors.ts';
import { JWT_ALGORITHM, type AuthKeys } from './keys.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import { checkEmail } from './validation.ts';

/** How long a started sign-in may take at the provider (the flow cookie's life). */
export const FLOW_TTL_SECONDS = 600;
const FLOW_AUDIENCE = 'chainpulse-oidc-flow';
const DISPLAY_NAME_MAX = 50;
const GITHUB_API = 'https://api.github.com';
/** A provider that does not answer within this fails the sign-in (`provider-error`), never hangs it. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Why a sign-in through a provider ended without one; the error page says it in the reader's language. */
export type OidcFailure =
  | 'unknown-provider'
  | 'denied'
  | 'bad-state'
  | 'provider-error'
  | 'email-missing'
  | 'email-conflict'
  | 'identity-taken'
  | 'already-linked'
  | 'account-disabled'
  | 'account-suspended'
  | 'too-many-attempts';

export class OidcFlowError extends Error {
  constructor(
    readonly failure: OidcFailure,
    options?: { cause?: unknown },
  ) {
    super(`OpenID Connect sign-in failed: ${failure}`, options);
    this.name = 'OidcFlowError';
  }
}

/** What the flow cookie carries from the start to the callback (signed, so the browser cannot change it). */
interface Flow {
  provider: string;
  state: string;
  nonce: string | undefined;
  verifier: string;
  returnTo: string;
  /** Set when a signed-in member links this provider from the profile. */
  linkUserId: string | undefined;
}

/** The provider's account, as the callback reads it. */
export interface ProviderProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  username: string | undefined;
}

export type CallbackOutcome =
  { kind: 'session'; account: Account; refreshToken: string; returnTo: string } | { kind: 'linked'; returnTo: string };

export interface LinkedIdentity {
  provider: string;
  name: string;
  email: string | null;
  createdAt: string;
}

/** A same-origin path to return to: `/x...` but never `//host` or `/\host`; anything else is `/`. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!/^\/(?![/\\])/.test(value) || /[\s\\\p{C}]/u.test(value)) return '/';
  return value;
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function createOidc(options: { db: Database; keys: AuthKeys; providers: OidcProviderConfig[] }) {
  const { db, keys } = options;
  const providers = new Map(options.providers.map((provider) => [provider.id, provider]));
  const configurations = new Map<string, Promise<client.Configuration>>();

  function provider(id: string): OidcProviderConfig {
    const found = providers.get(id);
    if (!found) throw new OidcFlowError('unknown-provider');
    return found;
  }

  /** The provider's client configuration: discovered once (again after a failure), GitHub's fixed endpoints. */
  function configuration(config: OidcProviderConfig): Promise<client.Configuration> {
    let found = configurations.get(config.id);
    if (!found) {
      found = (async () => {
        if (config.kind === 'github') {
          const github = new client.Configuration(
            {
              issuer: 'https://github.com',
              authorization_endpoint: 'https://github.com/login/oauth/authorize',
              token_endpoint: 'https://github.com/login/oauth/access_token',
            },
            config.clientId,
            config.clientSecret,
          );
          github.timeout = PROVIDER_TIMEOUT_SECONDS;
          return github;
        }
        const issuer = new URL(config.issuer!);
        // Plain http only for a provider on this machine (development and tests); config/oidc.ts refuses others.
        const execute = issuer.protocol === 'http:' && isLoopback(issuer) ? [client.allowInsecureRequests] : [];
        const discovered = await client.discovery(issuer, config.clientId, config.clientSecret, undefined, {
          execute,
          timeout: PROVIDER_TIMEOUT_SECONDS,
        });
        discovered.timeout = PROVIDER_TIMEOUT_SECONDS;
        return discovered;
      })();
      configurations.set(config.id, found);
      found.catch(() => configurations.delete(config.id));
    }
    return found.catch((error: unknown) => {
      throw new OidcFlowError('provider-error', { cause: error });
    });
  }

  async function signFlow(flow: Flow): Promise<string> {
    return new SignJWT({ flow })
      .setProtectedHeader({ alg: JWT_ALGORITHM, kid: keys.jwk.kid })
      .setAudience(FLOW_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
      .sign(keys.privateKey);
  }

  async function readFlow(cookie: string | undefined, providerId: string): Promise<Flow> {
    if (!cookie) throw new OidcFlowError('bad-state');
    try {
      const { payload } = await jwtVerify(cookie, keys.publicKey, { algorithms: [JWT_ALGORITHM], audience: FLOW_AUDIENCE });
      const flow = payload.flow as Flow | undefined;
      if (!flow || flow.provider !== providerId || typeof flow.state !== 'string' || typeof flow.verifier !== 'string') {
        throw new OidcFlowError('bad-state');
      }
      return flow;
    } catch (error) {
      throw error instanceof OidcFlowError ? error : new OidcFlowError('bad-state', { cause: error });
    }
  }

  /** GitHub's user and its primary address (verified or not, as GitHub says) from its API. */
  async function githubProfile(accessToken: string): Promise<ProviderProfile> {
    const get = async (path: string) => {
      const response = await fetch(`${GITHUB_API}${path}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.github+json', 'user-agent': 'chainpulse' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000),
      });
      if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    };
    const user = (await get('/user')) as { id?: unknown; login?: unknown; name?: unknown };
    const emails = (await get('/user/emails')) as Array<{ email?: unknown; primary?: unknown; verified?: unknown }>;
    if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new Error('GitHub gave no user id');
    const usable = Array.isArray(emails) ? emails.filter((entry) => typeof entry.email === 'string') : [];
    const primary =
      usable.find((entry) => entry.primary === true && entry.verified === true) ?? usable.find((entry) => entry.verified === true);
    return {
      subject: String(user.id),
      email: primary?.email as string | undefined,
      emailVerified: primary !== undefined,
      name: typeof user.name === 'string' ? user.name : undefined,
      username: typeof user.login === 'string' ? user.login : undefined,
    };
  }

  /** The OpenID Connect profile: the ID token's claims, completed by the UserInfo endpoint when they lack the address. */
  async function oidcProfile(config: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let info: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
      info = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    }
    const text = (key: string) =>
      typeof info[key] === 'string' && (info[key] as string).trim() !== '' ? (info[key] as string) : undefined;
    return {
      subject: claims.sub,
      email: text('email'),
      // Some providers send the claim as a string.
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      name: text('name'),
      username: text('preferred_username') ?? text('nickname'),
    } satisfies ProviderProfile;
  }

  /** A new member from a provider's account: no password, the address verified when the provider says so. */
  async function createMember(tx: Queryable, profile: ProviderProfile, email: string): Promise<Account> {
    // The provider's user name, else the address's local part, else `member` (at least 3 usable characters each).
    const usable = (raw: string | undefined) => raw?.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
    const base = [usable(profile.username), usable(email.split('@')[0])].find((value) => value !== undefined && value.length >= 3);
    const username = await usernameFor(tx, `${base ?? 'member'}@x`);
    const displayName =
      [...(profile.name ?? '').replace(/\p{C}/gu, '').replace(/\s+/gu, ' ').trim()].slice(0, DISPLAY_NAME_MAX).join('').trim() || username;
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO auth.users (email, password_hash, email_verified, last_sign_in_at) VALUES ($1, NULL, $2, now()) RETURNING id',
      [email, profile.emailVerified],
    );
    const id = rows[0]!.id;
    await tx.query('INSERT INTO public.user_profiles (id, username, display_name) VALUES ($1, $2, $3)', [id, username, displayName]);
    return (await findAccountById(tx, id))!;
  }

  async function insertIdentity(tx: Queryable, providerId: string, profile: ProviderProfile, userId: string) {
    try {
      await tx.query('INSERT INTO auth.identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)', [
        providerId,
        profile.subject,
        userId,
        profile.email?.slice(0, 254) ?? null,
      ]);
    } catch (error) {
      // The member has another account of this provider linked (auth.identities' UNIQUE (user_id, provider)).
      if ((error as { constraint?: string }).constraint === 'identities_user_id_provider_key') throw new OidcFlowError('already-linked');
      throw error;
    }
  }

  /** The member the provider's account signs in (linked before, found by verified address, or new). */
  async function resolveMember(tx: Queryable, providerId: string, profile: ProviderProfile): Promise<Account> {
    const { rows } = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM auth.identities WHERE provider = $1 AND subject = $2 FOR UPDATE',
      [providerId, profile.subject],
    );
    if (rows[0]) {
      await tx.query('UPDATE auth.identities SET email = $3 WHERE provider = $1 AND subject = $2', [
        providerId,
        profile.subject,
        profile.email?.slice(0, 254) ?? null,
      ]);
      return (await findAccountById(tx, rows[0].user_id))!;
    }
    if (!profile.email) throw new OidcFlowError('email-missing');
    let email: string;
    try {
      email = checkEmail(profile.email);
    } catch {
      throw new OidcFlowError('email-missing');
    }
    const existing = await findAccountByEmail(tx, email);
    if (existing) {
      // Both sides must have proved the address: else whoever typed it first (without verifying it) would receive
      // the provider's sign-ins, or an unverified provider address would open someone's account.
      if (!profile.emailVerified || !existing.emailVerified) throw new OidcFlowError('email-conflict');
      await insertIdentity(tx, providerId, profile, existing.id);
      return existing;
    }
    const created = await createMember(tx, profile, email);
    await insertIdentity(tx, providerId, profile, created.id);
    return created;
  }

  return {
    /** The configured providers, as the Login dialog shows them. */
    list(): Array<{ id: string; name: string }> {
      return [...providers.values()].map(({ id, name }) => ({ id, name }));
    },

    has(id: string): boolean {
      return providers.has(id);
    },

    /** The provider's authorization URL and the signed flow cookie's value. */
    async start(
      providerId: string,
      { redirectUri, returnTo, linkUserId }: { redirectUri: string; returnTo: string; linkUserId?: string },
    ): Promise<{ url: string; cookie: string }> {
      const config = provider(providerId);
      const client_ = await configuration(config);
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = config.kind === 'oidc' ? client.randomNonce() : undefined;
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: config.kind === 'github' ? 'read:user user:email' : 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        ...(nonce ? { nonce } : {}),
      };
      const url = client.buildAuthorizationUrl(client_, parameters).href;
      const cookie = await signFlow({ provider: providerId, state, nonce, verifier, returnTo: safeReturnPath(returnTo), linkUserId });
      return { url, cookie };
    },

    /**
     * The provider sent the browser back: checks the flow cookie and state, exchanges the code (PKCE, nonce), and
     * signs in, creates or links the member. `callbackUrl` is this request's URL on the site's origin.
     */
    async callback(providerId: string, callbackUrl: URL, flowCookie: string | undefined): Promise<CallbackOutcome> {
      const config = provider(providerId);
      const error = callbackUrl.searchParams.get('error');
      const flow = await readFlow(flowCookie, providerId);
      if (callbackUrl.searchParams.get('state') !== flow.state) throw new OidcFlowError('bad-state');
      if (error !== null) throw new OidcFlowError(error === 'access_denied' ? 'denied' : 'provider-error');
      const client_ = await configuration(config);
      let profile: ProviderProfile;
      try {
        const tokens = await client.authorizationCodeGrant(client_, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          ...(flow.nonce ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
        });
        profile = config.kind === 'github' ? await githubProfile(tokens.access_token) : await oidcProfile(client_, tokens);
      } catch (cause) {
        throw new OidcFlowError('provider-error', { cause });
      }

      if (flow.linkUserId) {
        const linkUserId = flow.linkUserId;
        await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ user_id: string }>('SELECT user_id FROM auth.identities WHERE provider = $1 AND subject = $2', [
            providerId,
            profile.subject,
          ]);
          if (rows[0] && rows[0].user_id !== linkUserId) throw new OidcFlowError('identity-taken');
          if (!rows[0]) await insertIdentity(tx, providerId, profile, linkUserId);
        });
        return { kind: 'linked', returnTo: flow.returnTo };
      }

      const { account, refreshToken } = await db
        .transaction(async (tx) => {
          const member = await resolveMember(tx, providerId, profile);
          if (member.disabled) throw new OidcFlowError('account-disabled');
          if (member.suspension) throw new OidcFlowError('account-suspended');
          await markSignedIn(tx, member.id);
          return { account: member, refreshToken: await issueRefreshToken(tx, member.id) };
        })
        .catch((error: unknown) => {
          // Another sign-in created the same account or link at the same moment, or the provider's name broke a rule.
          const constraint = (error as { constraint?: string }).constraint;
          if (constraint === undefined || error instanceof OidcFlowError) throw error;
          throw new OidcFlowError(constraint === 'users_email_key' ? 'email-conflict' : 'provider-error', { cause: error });
        });
      return { kind: 'session', account, refreshToken, returnTo: flow.returnTo };
    },

    /** The member's linked accounts, and whether they have a password (so unlinking the last one is refused). */
    async identities(userId: string): Promise<{ identities: LinkedIdentity[]; hasPassword: boolean }> {
      const { rows } = await db.query<{ provider: string; email: string | null; created_at: string }>(
        `SELECT provider, email, to_json(created_at) #>> '{}' AS created_at FROM auth.identities WHERE user_id = $1 ORDER BY created_at`,
        [userId],
      );
      const account = await findAccountById(db, userId);
      if (!account) throw new AuthError('unauthenticated', 'Sign in first.');
      return {
        identities: rows.map((row) => ({
          provider: row.provider,
          name: providers.get(row.provider)?.name ?? row.provider,
          email: row.email,
          createdAt: row.created_at,
        })),
        hasPassword: account.passwordHash !== null,
      };
    },

    /** Refuses as `unlink` would (unknown-provider, last-sign-in-method) without changing anything. */
    async checkUnlink(userId: string, providerId: string): Promise<void> {
      await unlinkRefusal(db, userId, providerId, '');
    },

    /** Removes a linked account while another way to sign in remains (a password or another linked account). */
    async unlink(userId: string, providerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Locks the member's row, so two unlinks at once cannot both see the other's account as remaining.
        await unlinkRefusal(tx, userId, providerId, 'FOR UPDATE');
        await tx.query('DELETE FROM auth.identities WHERE user_id = $1 AND provider = $2', [userId, providerId]);
      });
    },
  };
}

/** Throws when unlinking `providerId` must be refused: not linked, or the member's only way to sign in. */
async function unlinkRefusal(tx: Queryable, userId: string, providerId: string, lock: '' | 'FOR UPDATE'): Promise<void> {
  const { rows } = await tx.query<{ has_password: boolean }>(
    `SELECT password_hash IS NOT NULL AS has_password FROM auth.users WHERE id = $1 ${lock}`,
    [userId],
  );
  if (!rows[0]) throw new AuthError('unauthenticated', 'Sign in first.');
  const linked = await tx.query<{ provider: string }>('SELECT provider FROM auth.identities WHERE user_id = $1', [userId]);
  if (!linked.rows.some((row) => row.provider === providerId)) {
    throw new AuthError('unknown-provider', 'No account of this provider is linked.');
  }
  if (!rows[0].has_password && linked.rows.length < 2) {
    throw new AuthError(
      'last-sign-in-method',
      'This is your only way to sign in; set a password or link another account before unlinking it.',
    );
  }
}

export type Oidc = ReturnType<typeof createOidc>;
