import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Paths owned by the server's APIs: a miss there is a 404, never the SPA's index.html.
const API_PREFIXES = ['/v1/', '/auth/', '/storage/', '/actions/', '/healthz', '/console'];

/** Serves the built SPA with long-lived caching for hashed assets, and index.html for client routes. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`The site is not built: ${join(distDir, 'index.html')} is missing; run npm run build.`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
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
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (request.method !== 'GET' || isApi || isFile) {
      return reply.code(404).send({ error: { code: 'not-found', message: `No route for ${request.method} ${path}` } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
