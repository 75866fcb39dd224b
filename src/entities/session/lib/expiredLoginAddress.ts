// The auth service, like the one the spec describes, sends a visitor back with the failure in the address
// (`?error=invalid_request` or an `error_description` about the refresh token, in the query or the hash).

const ERROR_PARAMS = ['error', 'error_code', 'error_description'];

function paramSets(url: URL): URLSearchParams[] {
  return [url.searchParams, new URLSearchParams(url.hash.slice(1))];
}

/** Whether the address reports an expired login. */
export function hasExpiredLoginError(url: URL): boolean {
  return paramSets(url).some(
    (params) => params.get('error') === 'invalid_request' || /refresh/i.test(params.get('error_description') ?? ''),
  );
}

/** The same address without the auth error parameters. */
export function withoutLoginError(url: URL): URL {
  const clean = new URL(url);
  for (const name of ERROR_PARAMS) clean.searchParams.delete(name);
  const hash = new URLSearchParams(clean.hash.slice(1));
  if (ERROR_PARAMS.some((name) => hash.has(name))) {
    for (const name of ERROR_PARAMS) hash.delete(name);
    clean.hash = hash.toString();
  }
  return clean;
}
