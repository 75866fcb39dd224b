import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isHasuraPath, sendHasuraNotFound } from './edges.ts';
import { htmlWithNonce, normalisePath } from './security-headers.ts';
import type { SsrHandler } from './ssr/index.ts';

// Paths owned by the server's APIs: a miss there is a 404, never the SPA's index.html.
const API_PREFIXES = ['/v1/', '/auth/', '/storage/', '/actions/', '/healthz', '/console'];

/**
 * Serves the built SPA with long-lived caching for hashed assets, and index.html (with this response's
 * script nonce) for client routes. HTML never comes from the static files, which could not carry a nonce.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, ssr?: SsrHandler): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The site is not built: ${indexFile} is missing; run npm run build.`);
  }
  const index = htmlWithNonce(readFileSync(indexFile, 'utf8'));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    allowedPath: (path) => !/\.html?$/i.test(path),
    // The build writes .br and .gz copies of its scripts and styles (scripts/vite-precompress.ts).
    preCompressed: true,
    // Hashed build assets never change; demo images rarely; everything else is revalidated.
    cacheControl: false,
    setHeaders(reply, path) {
      if (path.startsWith(join(distDir, 'assets'))) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (path.startsWith(join(distDir, 'demo'))) {
        reply.header('cache-control', 'public, max-age=86400');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // Decoded and with single slashes, so `//auth/x` or `/%61uth/x` is still an API miss.
    const path = normalisePath(request.url);
    const isApi = API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
    const isFile = /\.[a-z0-9]+$/i.test(path) && path !== '/index.html';
    // Hasura's paths (`/v1/graphql/`, `/v1//graphql`, `/v2/x`) answer as Hasura does.
    if (isHasuraPath(path)) return sendHasuraNotFound(reply);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi || isFile) {
      return reply.code(404).send({ error: { code: 'not-found', message: `No route for ${request.method} ${path}` } });
    }
    if (ssr) return ssr.handle(request, reply, path);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index(request.cspNonce));
  });
}
