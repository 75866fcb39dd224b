// Security headers for every answer: `nosniff` on all of them; on HTML pages a Content-Security-Policy
// with a fresh script nonce per response, no framing and a Referrer-Policy (design.md section 2).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce (base64, 128 bits): HTML served for the request puts it on its <script> tags. */
    cspNonce: string;
  }
}

/** Which page the policy is for: the site (SPA and server-rendered pages) or the admin API console. */
export type PolicyPage = 'site' | 'console';

export interface PolicyOptions {
  nonce: string;
  /** The request's Host, for the site's GraphQL WebSocket (ws: and wss: of the same host); left out when malformed. */
  host?: string | undefined;
  page?: PolicyPage;
  /** Hashes ('sha256-...') of inline scripts that carry no nonce: a server-rendered page may be cached, nonce and all. */
  scriptHashes?: readonly string[];
}

// A host name or IP literal with an optional port: anything else (a forged Host) is left out of the policy.
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The Content-Security-Policy of an HTML page: scripts from this origin or carrying the nonce, nothing inline. */
export function contentSecurityPolicy({ nonce, host, page = 'site', scriptHashes = [] }: PolicyOptions): string {
  const site = page === 'site';
  // The site's live queries use the GraphQL WebSocket; the console only fetches.
  const sockets = site && host !== undefined && HOST_PATTERN.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return [
    site ? "default-src 'self'" : "default-src 'none'",
    [`script-src 'self' 'nonce-${nonce}'`, ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // styled-components, GraphiQL and Monaco add <style> elements and style attributes at run time; a nonce
    // in style-src would disable 'unsafe-inline', so styles (never scripts) stay allowed inline.
    "style-src 'self' 'unsafe-inline'",
    // Articles show images from anywhere on https; the console only its own and GraphiQL's data: icons.
    site ? "img-src 'self' data: blob: https:" : "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...sockets].join(' '),
    // Monaco's language workers are built files under /assets.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The console's secret form is handled in script; nothing there is ever submitted to a URL.
    site ? "form-action 'self'" : "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Splits a page at its <script> tags once, so each response only joins the parts around its nonce. The
 * nonce goes on every script (inline ones need it; on external ones it is harmless).
 */
export function htmlWithNonce(html: string): (nonce: string) => string {
  const parts = html.split(/<script(?=[\s>])/i);
  return (nonce) => parts.join(`<script nonce="${nonce}"`);
}

/**
 * The path of a URL as routes should see it: query dropped, percent-encoding decoded, runs of slashes
 * collapsed, so `/%63onsole.html` and `//console.html` are recognised as `/console.html`.
 */
export function normalisePath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: match on the raw path, which then names no route.
  }
  return decoded.replace(/[/\\]+/g, '/');
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

const NONCE = Symbol('cspNonce');

function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  if (!isHtml(reply)) return;
  // A route that knows better (the console) has set its own policy.
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', contentSecurityPolicy({ nonce: request.cspNonce, host: request.host }));
  }
  reply.header('x-frame-options', 'DENY');
  if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
}

/**
 * Gives every request its `cspNonce` and every answer its security headers. Register it first: hooks on the
 * root instance reach every route and plugin registered after it (404s and errors included).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Made when first read (an HTML answer), once per request: most answers (GraphQL, assets) need none, and
  // randomBytes was a few percent of the server's CPU per GraphQL request.
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest & { [NONCE]?: string }) {
      return (this[NONCE] ??= randomBytes(16).toString('base64'));
    },
  });
  // Callback hooks rather than async ones: each request is spared a promise and a turn of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    addSecurityHeaders(request, reply);
    done(null, payload);
  });
}
