// The auth service (/auth/*, design.md section 2): plain fetch, since it is a REST API beside GraphQL.

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
  refreshToken: string;
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
      headers: { 'content-type': 'application/json' },
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

/** Trades a refresh token for a new session; the old refresh token stops working (rotation). */
export function refreshSessionRequest(refreshToken: string): Promise<AuthSession> {
  return postSession('token', { refreshToken });
}

export async function signOutRequest(refreshToken: string): Promise<void> {
  await post('signout', { refreshToken });
}
