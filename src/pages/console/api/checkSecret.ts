import { adminHeaders, graphqlUrl } from './adminHeaders';

// The cheapest question every role may ask; named, as every operation of the project is.
const ConsoleSecretCheckQuery = 'query ConsoleSecretCheck { __typename }';

/** Why the API did not accept a secret: `code` and `message` are the API's own when it gave them. */
export interface ApiFailure {
  kind: 'denied' | 'unexpected' | 'unreachable';
  status?: number;
  code?: string;
  message?: string;
}

interface GraphqlErrorBody {
  errors?: { message?: string; extensions?: { code?: string } }[];
}

async function readErrorBody(response: Response): Promise<GraphqlErrorBody | null> {
  try {
    return (await response.json()) as GraphqlErrorBody;
  } catch {
    return null;
  }
}

/** Asks the API a trivial question with the secret, so a wrong one is reported before GraphiQL opens. */
export async function checkSecret(secret: string, signal?: AbortSignal): Promise<ApiFailure | null> {
  let response: Response;
  try {
    response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...adminHeaders({ secret, role: null }) },
      body: JSON.stringify({ query: ConsoleSecretCheckQuery }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'unreachable' };
  }
  const body = await readErrorBody(response);
  const error = body?.errors?.[0];
  if (response.ok && body && !error) return null;
  const code = error?.extensions?.code;
  return {
    kind: code === 'access-denied' ? 'denied' : 'unexpected',
    status: response.status,
    ...(code ? { code } : {}),
    ...(error?.message ? { message: error.message } : {}),
  };
}
