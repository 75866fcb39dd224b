import { useSyncExternalStore } from 'react';
import {
  RestError,
  refreshSessionRequest,
  magicSignInRequest,
  signInStepRequest,
  signOutRequest,
  signUpRequest,
  twoFactorSignInRequest,
  type AuthSession,
  type SignInStep,
  type SessionUser,
  type SignUpInput,
} from '@/shared/api';
import { i18n } from '@/shared/lib/i18n';
import { memberHintCookie, moderatorHintCookie } from '@/shared/lib/render-env';
import { readCookie, removeCookie } from '@/shared/lib/storage';
import { showToast } from '@/shared/ui/toast';
import { hasExpiredLoginError, withoutLoginError } from '../lib/expiredLoginAddress';
import { authStorageKey, parseStoredAuth, readStoredAuth, writeStoredAuth } from './storedAuth';

/** Why the member was signed out without asking: shown as a banner in the sign-in dialog. */
export type SessionNotice = 'expired' | 'other-tab';

interface SessionState {
  user: SessionUser | null;
  notice: SessionNotice | null;
  /** How often the member changed while the page was open (sign-in, sign-out, another tab); a restore is not one. */
  changes: number;
}

// Refresh this long before the access token expires, so no request goes out with a stale one.
const REFRESH_MARGIN_MS = 60_000;
const REFRESH_LOCK = 'chainpulse-auth-refresh';

// The server renders for visitors; hydration starts from the same state. A visitor's state stays this very object,
// so React finds nothing changed after hydrating (a new object, however equal, re-rendered the whole page at once).
const signedOut: SessionState = { user: null, notice: null, changes: 0 };
let state: SessionState = signedOut;
let accessToken: { value: string; expiresAt: number } | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<string | null> | undefined;
// A refresh token an older version left in localStorage: removed from storage at start, sent once to move
// the session into the cookie.
let legacyRefreshToken: string | undefined;
let started = false;
const listeners = new Set<() => void>();

function setState(next: Partial<Omit<SessionState, 'changes'>>, memberChange = false): void {
  const changed = memberChange && 'user' in next && next.user?.id !== state.user?.id;
  state = { ...state, ...next, changes: state.changes + (changed ? 1 : 0) };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function scheduleRefresh(expiresAt: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshAccessToken(), Math.max(0, expiresAt - Date.now() - REFRESH_MARGIN_MS));
}

function applySession(session: AuthSession): void {
  const expiresAt = Date.now() + session.accessTokenExpiresIn * 1000;
  accessToken = { value: session.accessToken, expiresAt };
  writeStoredAuth({ user: session.user });
  scheduleRefresh(expiresAt);
  setState({ user: session.user, notice: null }, true);
}

function clearLocalSession(notice: SessionNotice | null): void {
  clearTimeout(refreshTimer);
  accessToken = null;
  // The server renders the next page for a visitor, even if the sign-out request never reaches it.
  removeCookie(memberHintCookie);
  removeCookie(moderatorHintCookie);
  setState({ user: null, notice }, true);
}

/** Runs `task` while no other tab of this site refreshes, so a refresh token is never used twice. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(REFRESH_LOCK, task) : task();
}

function isRejectedSession(error: unknown): boolean {
  return error instanceof RestError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

async function rotate(): Promise<string | null> {
  try {
    return await withRefreshLock(async () => {
      // Read inside the lock: another tab may have signed out while this one waited. The cookie is the
      // browser's, so a token another tab rotated meanwhile is the one sent.
      if (!readStoredAuth()) {
        clearLocalSession(null);
        return null;
      }
      const session = await refreshSessionRequest(legacyRefreshToken);
      legacyRefreshToken = undefined;
      applySession(session);
      return session.accessToken;
    });
  } catch (error) {
    if (isRejectedSession(error)) {
      legacyRefreshToken = undefined;
      writeStoredAuth(null);
      clearLocalSession('expired');
      return null;
    }
    // Unreachable service: keep the session and try again on the next call.
    return null;
  }
}

/** Trades the refresh token for a new access token; concurrent callers share one request. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= rotate().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** A valid access token for the signed-in member, refreshed first when close to expiry; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  if (!state.user) return null;
  if (accessToken && accessToken.expiresAt - Date.now() > REFRESH_MARGIN_MS / 2) {
    return accessToken.value;
  }
  return refreshAccessToken();
}

/** Forgets the access token after the API refused it, so the next call refreshes it. */
export function invalidateAccessToken(): void {
  accessToken = null;
}

/** A right first factor with two-factor sign-in on: send a code with `challenge` (completeTwoFactor). */
export interface TwoFactorChallenge {
  challenge: string;
}

function applyStep(step: SignInStep): TwoFactorChallenge | null {
  if ('twoFactor' in step) return { challenge: step.twoFactor.challenge };
  applySession(step.session);
  // Signing in during a deletion's grace cancelled it (issue 32).
  if (step.deletionCancelled) showToast(i18n.t('auth:accountDeletion.cancelled'));
  return null;
}

/** Signs in; resolves with a challenge when the account asks for its authenticator code. */
export async function signIn(email: string, password: string): Promise<TwoFactorChallenge | null> {
  return applyStep(await signInStepRequest(email, password));
}

/** The authenticator (or recovery) code of a two-factor challenge. */
export async function completeTwoFactor(challenge: string, code: string): Promise<TwoFactorChallenge | null> {
  return applyStep(await twoFactorSignInRequest(challenge, code));
}

/** Signs in with a mailed link's token or the mailed code; a challenge when 2FA is on. */
export async function signInWithMagic(proof: { token: string } | { email: string; code: string }): Promise<TwoFactorChallenge | null> {
  return applyStep(await magicSignInRequest(proof));
}

/** A new access token now (after the session gained a second factor, so the admin role shows). */
export async function refreshSessionNow(): Promise<void> {
  await refreshAccessToken();
}

/** Starts the session another way of signing in returned (a passkey): the same as a password sign-in's. */
export function adoptSession(session: AuthSession): void {
  applySession(session);
}

export async function signUp(input: SignUpInput): Promise<void> {
  applySession(await signUpRequest(input));
}

/** Signs out here and in the other tabs, and revokes the refresh token and clears its cookie (best effort). */
export async function signOut(): Promise<void> {
  writeStoredAuth(null);
  clearLocalSession(null);
  await signOutRequest().catch(() => undefined);
}

export function dismissSessionNotice(): void {
  setState({ notice: null });
}

function onStorage(event: StorageEvent): void {
  if (event.key !== authStorageKey && event.key !== null) return;
  const stored = parseStoredAuth(event.newValue);
  if (!stored) {
    if (state.user) clearLocalSession('other-tab');
    return;
  }
  if (stored.user.id !== state.user?.id) {
    // Signed in (or as someone else) in another tab: follow it; the access token comes on demand.
    accessToken = null;
    clearTimeout(refreshTimer);
    setState({ user: stored.user, notice: null }, true);
  }
}

/** The mark the OpenID Connect callback puts on the page it returns to (server/src/auth/oidc-routes.ts). */
const PROVIDER_SIGN_IN_PARAM = 'signed-in';

/** Takes the session of the refresh cookie (a sign-in that happened outside this page). */
async function adoptCookieSession(): Promise<void> {
  try {
    const session = await withRefreshLock(() => refreshSessionRequest());
    applySession(session);
  } catch {
    writeStoredAuth(null);
    clearLocalSession(null);
  }
}

/** Restores the stored session, honours an expired-login address and follows other tabs. Call once at start. */
export function startSession(): void {
  if (started) return;
  started = true;
  const url = new URL(window.location.href);
  if (hasExpiredLoginError(url)) {
    writeStoredAuth(null);
    window.history.replaceState(window.history.state, '', withoutLoginError(url));
    setState({ notice: 'expired' });
  }
  const stored = readStoredAuth();
  if (url.searchParams.get(PROVIDER_SIGN_IN_PARAM) === 'provider') {
    // Back from signing in with another account: the session is in the refresh cookie the callback set.
    const clean = new URL(window.location.href);
    clean.searchParams.delete(PROVIDER_SIGN_IN_PARAM);
    window.history.replaceState(window.history.state, '', clean);
    void adoptCookieSession();
  } else if (stored) {
    if (stored.legacyRefreshToken !== undefined) {
      legacyRefreshToken = stored.legacyRefreshToken;
      writeStoredAuth({ user: stored.user });
    }
    setState({ user: stored.user });
    // Validates the stored session and fetches an up-to-date user (admin rights may have changed).
    void refreshAccessToken();
  } else if (readCookie(memberHintCookie) !== undefined) {
    // Signed out here (storage cleared, another tab): the server should render the next page for a visitor.
    removeCookie(memberHintCookie);
    removeCookie(moderatorHintCookie);
  }
  window.addEventListener('storage', onStorage);
}

export interface Session {
  user: SessionUser | null;
  isAdmin: boolean;
}

const getState = () => state;
// Hydration starts from the visitors' state, then shows the stored member.
const getServerState = () => signedOut;

/** The signed-in member (or null) and whether they are an administrator; re-renders on change. */
export function useSession(): Session {
  const { user } = useSyncExternalStore(subscribe, getState, getServerState);
  // ADMIN_REQUIRE_2FA: an admin signed in without the second factor has no admin role in this session.
  return { user, isAdmin: (user?.isAdmin ?? false) && user?.adminNeedsTwoFactor !== true };
}

/**
 * Counts the member changes while the page is open (signing in or out here or in another tab, a session that
 * expired), but not the stored session restored at start: what is keyed by it starts afresh for the new member.
 */
export function useMemberChanges(): number {
  return useSyncExternalStore(subscribe, getState, getServerState).changes;
}

/** The pending sign-out notice, if any. */
export function useSessionNotice(): SessionNotice | null {
  return useSyncExternalStore(subscribe, getState, getServerState).notice;
}
