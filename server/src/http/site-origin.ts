import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';

/** Used when the request names no usable host: a link to localhost is harmless, one to an attacker's host is not. */
const FALLBACK_ORIGIN = 'http://localhost';

// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. Anything else (spaces, `@`,
// `/`, several hosts) would let a crafted Host header point absolute links elsewhere.
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The public origin of the site, for absolute links (feeds, sitemaps, canonical URLs): SITE_URL when set, else
 * the request's protocol and host (X-Forwarded-Proto and -Host when TRUST_PROXY lets Fastify read them).
 */
export function siteOrigin(request: FastifyRequest, config: Pick<Config, 'siteUrl'>): string {
  if (config.siteUrl) return config.siteUrl;
  const host = request.host;
  if (typeof host !== 'string' || host.length > 300 || !HOST_PATTERN.test(host)) return FALLBACK_ORIGIN;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  try {
    // Normalises case and a default port (`:80` on http) the way browsers and crawlers compare origins.
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return FALLBACK_ORIGIN;
  }
}
