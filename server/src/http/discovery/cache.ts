import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Crawlers and feed readers poll; five minutes of caching spares the database without hiding news for long. */
const CACHE_CONTROL = 'public, max-age=300';

export const CONTENT_TYPES = {
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/** A strong validator: the same bytes always give the same tag, on every server instance. */
function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/"x"` matches `"x"`; `*` matches anything. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** Sends a discovery document with its ETag and caching headers, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: string, contentType: string): FastifyReply {
  const etag = etagOf(body);
  void reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}
