import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, htmlWithNonce, normalisePath } from './security-headers.ts';

/**
 * GET /console: the admin API console (GraphiQL), built by Vite into dist/console.html. Its pre-paint theme
 * script runs by the response's nonce. The static /console.html, however its path is spelled, redirects
 * here, so the page is never served without its Content-Security-Policy.
 */
export function registerConsole(app: FastifyInstance, distDir: string): void {
  const file = join(distDir, 'console.html');
  if (!existsSync(file)) {
    throw new Error(`The API console is not built: ${file} is missing; run npm run build.`);
  }
  const page = htmlWithNonce(readFileSync(file, 'utf8'));

  for (const url of ['/console', '/console/']) {
    app.get(url, async (request, reply) =>
      reply
        // Stricter than the site's: nothing but this origin, and no form ever submitted.
        .header('content-security-policy', contentSecurityPolicy({ nonce: request.cspNonce, host: request.host, page: 'console' }))
        .header('cache-control', 'no-cache')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page(request.cspNonce)),
    );
  }
  // The SPA's static files include console.html; a hook (rather than a route) works whatever the order, and
  // sees `/%63onsole.html` or `//console.html` as the same file.
  // A callback hook: every request passes here, and most need no promise for it.
  app.addHook('onRequest', (request, reply, done) => {
    if (normalisePath(request.url) === '/console.html') reply.redirect('/console', 301);
    else done();
  });
}
