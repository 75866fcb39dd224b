// siteOrigin and SITE_URL: the origin of absolute links comes from the configuration, else from the request (the
// proxy's forwarded headers only when TRUST_PROXY), and a Host header that is not a host never reaches a link.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { StartupError } from '../../src/db/index.ts';
import { siteOrigin } from '../../src/http/site-origin.ts';

describe('SITE_URL', () => {
  const siteUrl = (value: string) => loadConfig({ SITE_URL: value }).siteUrl;

  it('is optional', () => {
    expect(loadConfig({}).siteUrl).toBeUndefined();
    expect(siteUrl('  ')).toBeUndefined();
  });

  it('keeps the origin only: scheme and host lower-cased, default port and trailing slash dropped', () => {
    expect(siteUrl('https://news.example.com')).toBe('https://news.example.com');
    expect(siteUrl('https://news.example.com/')).toBe('https://news.example.com');
    expect(siteUrl('HTTPS://News.Example.COM:443/')).toBe('https://news.example.com');
    expect(siteUrl('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });

  it.each([
    'news.example.com',
    'ftp://news.example.com',
    'https://news.example.com/site',
    'https://news.example.com/?a=1',
    'https://a@news.example.com',
    'https://',
  ])('refuses %s', (value) => {
    expect(() => siteUrl(value)).toThrow(StartupError);
    expect(() => siteUrl(value)).toThrow(/SITE_URL/);
  });
});

describe('siteOrigin', () => {
  const apps: FastifyInstance[] = [];

  async function appWith(trustProxy: boolean, siteUrl?: string): Promise<FastifyInstance> {
    const app = Fastify({ trustProxy });
    app.get('/origin', async (request) => siteOrigin(request, { siteUrl }));
    await app.ready();
    apps.push(app);
    return app;
  }

  let direct: FastifyInstance;
  let proxied: FastifyInstance;
  let configured: FastifyInstance;

  beforeAll(async () => {
    direct = await appWith(false);
    proxied = await appWith(true);
    configured = await appWith(true, 'https://chainpulse.example');
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const origin = async (app: FastifyInstance, headers: Record<string, string>) => (await app.inject({ url: '/origin', headers })).body;

  it('is SITE_URL when set, whatever the request says', async () => {
    expect(await origin(configured, { host: 'other.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' })).toBe(
      'https://chainpulse.example',
    );
  });

  it("is the request's protocol and host otherwise, normalised", async () => {
    expect(await origin(direct, { host: 'news.example:3000' })).toBe('http://news.example:3000');
    expect(await origin(direct, { host: 'News.Example:80' })).toBe('http://news.example');
    expect(await origin(direct, { host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('follows X-Forwarded-Proto and -Host only behind a trusted proxy', async () => {
    const forwarded = { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'news.example' };
    expect(await origin(direct, forwarded)).toBe('http://internal:3000');
    expect(await origin(proxied, forwarded)).toBe('https://news.example');
    // A protocol that is neither http nor https is not trusted into a link.
    expect(await origin(proxied, { ...forwarded, 'x-forwarded-proto': 'javascript' })).toBe('http://news.example');
  });

  it.each(['evil.example/path', 'a b', 'user@evil.example', 'evil.example:99999', 'evil.example:port', '"><script>', '..'])(
    'falls back to http://localhost for the Host %s',
    async (host) => {
      expect(await origin(direct, { host })).toBe('http://localhost');
      expect(await origin(proxied, { host: 'ok.example', 'x-forwarded-host': host })).toBe('http://localhost');
    },
  );
});
