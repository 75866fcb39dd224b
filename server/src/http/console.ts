import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** `'sha256-…'` sources for the page's inline scripts (the pre-paint theme), so script-src needs no 'unsafe-inline'. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/** The console's Content-Security-Policy: everything from this origin, nothing from anywhere else. */
export function consoleContentSecurityPolicy(html: string): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    // styled-components and GraphiQL's Monaco editor add <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // GraphiQL's stylesheet embeds its fonts and a few icons as data: URLs.
    "font-src 'self' data:",
    "img-src 'self' data:",
    // Monaco's language workers are built files under /assets.
    "worker-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    // The secret form is handled in script; nothing is ever submitted to a URL.
    "form-action 'none'",
    // A framed console could be clickjacked into running an admin mutation.
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * GET /console: the admin API console (GraphiQL), built by Vite into dist/console.html. The static
 * /console.html redirects here, so the page is never served without its Content-Security-Policy.
 */
export function registerConsole(app: FastifyInstance, distDir: string): void {
  const file = join(distDir, 'console.html');
  if (!existsSync(file)) {
    throw new Error(`The API console is not built: ${file} is missing; run npm run build.`);
  }
  const html = readFileSync(file, 'utf8');
  const policy = consoleContentSecurityPolicy(html);

  for (const url of ['/console', '/console/']) {
    app.get(url, async (_request, reply) =>
      reply
        .header('content-security-policy', policy)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html),
    );
  }
  // The SPA's static files include console.html; a hook (rather than a route) works whatever the order.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] === '/console.html') return reply.redirect('/console', 301);
  });
}
