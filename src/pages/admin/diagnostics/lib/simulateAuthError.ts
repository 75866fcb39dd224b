// A GraphQL request with a token no server could have signed: the API must refuse it with invalid-jwt.
const INVALID_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkaWFnbm9zdGljcyJ9.invalid-signature';

export type AuthErrorOutcome =
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'unexpected'; status: number; body: string }
  | { kind: 'failed'; message: string };

interface GraphqlErrorBody {
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

/** POSTs a query to /v1/graphql with an invalid bearer token, outside the app's client so the session is left alone. */
export async function simulateAuthError(): Promise<AuthErrorOutcome> {
  let response: Response;
  try {
    response = await fetch('/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INVALID_TOKEN}` },
      body: JSON.stringify({ query: 'query DiagnosticsAuthErrorProbe { __typename }' }),
    });
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  const text = await response.text();
  let body: GraphqlErrorBody | undefined;
  try {
    body = JSON.parse(text) as GraphqlErrorBody;
  } catch {
    body = undefined;
  }
  const error = body?.errors?.[0];
  const code = error?.extensions?.code;
  if (typeof code === 'string' && typeof error?.message === 'string') return { kind: 'refused', code, message: error.message };
  return { kind: 'unexpected', status: response.status, body: text.slice(0, 300) };
}
