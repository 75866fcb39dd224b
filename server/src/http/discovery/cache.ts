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

/**
 * The rendered documents, shared by every reader: each is rendered once (concurrent requests for it wait for
 * that render) and kept until `ttlMs` passes or a write to a table they read drops them all: the database announces
 * every write (engine/database-writes.ts), the engine's, fetchNews', the cron triggers' and an external Hasura's.
 */
export interface DocumentCache {
  /** The document under `key`, or undefined when it must be rendered. */
  get(key: string): Promise<string> | undefined;
  /** Renders the document under `key` and keeps it (a failed render is not kept). */
  render(key: string, work: () => Promise<string>): Promise<string>;
  clear(): void;
}

export function createDocumentCache({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }): DocumentCache {
  const entries = new Map<string, { value: Promise<string>; storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    render(key, work) {
      const value = work();
      const entry = { value, storedAt: Date.now() };
      entries.delete(key);
      entries.set(key, entry);
      // The oldest go first: a forged Host or many query variants cannot grow the map.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
