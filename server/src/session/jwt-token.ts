// Where a request carries its JWT: the Authorization bearer header or a named cookie, as configured.
import { SessionError } from './errors.ts';
import type { JwtHeaderLocation } from './jwt-config.ts';

function cookieValues(header: string, name: string): string[] {
  return header.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    const matches = separator > 0 && pair.slice(0, separator).trim() === name;
    return matches ? [pair.slice(separator + 1).trim()] : [];
  });
}

function bearerToken(header: string): string {
  const words = header.split(/\s+/).filter((word) => word !== '');
  if (words.length !== 2 || words[0] !== 'Bearer') {
    throw new SessionError('invalid-headers', 'Malformed Authorization header');
  }
  return words[1] as string;
}

/**
 * The raw token at the configured location, or undefined when the request carries none
 * (an absent cookie counts as no token, as in Hasura).
 */
export function findToken(location: JwtHeaderLocation, header: (name: string) => readonly string[] | undefined): string | undefined {
  const tokens =
    location.type === 'Authorization'
      ? (header('authorization') ?? []).map(bearerToken)
      : (header('cookie') ?? []).flatMap((value) => cookieValues(value, location.name));
  if (tokens.length > 1) throw new SessionError('invalid-headers', 'Could not verify JWT: Multiple JWTs found');
  return tokens[0];
}
