// The auth service (/auth/*, design.md section 2): plain fetch, since it is a REST API beside GraphQL. The
// refresh token lives in an HttpOnly cookie (path /auth) that the service sets and reads; this code never sees
// it. The header below marks the site's own calls: the service refuses cookie-authenticated calls without it.

const CLIENT_HEADERS = { 'x-requested-with': 'chainpulse' } as const;

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  username: string | null;
  isAdmin: boolean;
  /** Absent in sessions stored before the field existed: read as unverified. */
  emailVerified?: boolean;
}

export interface AuthSession {
  accessToken: string;
  /** Seconds from now until the access token expires. */
  accessTokenExpiresIn: number;
  user: SessionUser;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  username: string;
}

/** A refusal from the auth service, or `network-error` when it could not be reached. */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; retryAfter?: unknown };
}

async function readError(response: Response): Promise<AuthError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const code = typeof body.error?.code === 'string' ? body.error.code : 'unknown';
  const message = typeof body.error?.message === 'string' ? body.error.message : response.statusText;
  const retryAfter = typeof body.error?.retryAfter === 'number' ? body.error.retryAfter : undefined;
  return new AuthError(code, message, response.status, retryAfter);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CLIENT_HEADERS },
      // Sends and stores the refresh-token cookie.
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new AuthError('network-error', error instanceof Error ? error.message : String(error), 0);
  }
  if (!response.ok) {
    throw await readError(response);
  }
  return (await response.json()) as T;
}

async function postSession(path: string, body: unknown): Promise<AuthSession> {
  const { session } = await post<{ session: AuthSession }>(path, body);
  return session;
}

export function signInRequest(email: string, password: string): Promise<AuthSession> {
  return postSession('signin', { email, password });
}

export function signUpRequest(input: SignUpInput): Promise<AuthSession> {
  return postSession('signup', input);
}

/**
 * Trades the refresh-token cookie for a new session (the cookie is rotated). `storedToken` is one an older
 * version kept in localStorage: sent once in the body, it moves the session into the cookie.
 */
export function refreshSessionRequest(storedToken?: string): Promise<AuthSession> {
  return postSession('token', storedToken === undefined ? {} : { refreshToken: storedToken });
}

/** Revokes the session of the refresh-token cookie and clears the cookie. */
export async function signOutRequest(): Promise<void> {
  await post('signout', {});
}
