// The server render's caches on the real app and database: rendered pages and the visitors' query results are
// dropped by a write that changed rows, not by a member's mutation that matched none, and a reader asking for a
// fresh render (`Cache-Control: no-store`) reads past the shared results without emptying them for others.
// The renderer is a small entry-server.mjs that runs one visitor query through the fetch the server gives it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { createTestDatabase } from '../support/database.ts';

const INDEX = `<!doctype html><html lang="en" data-theme="dark"><head><title>ChainPulse</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>`;

// Reads the profile of one member (the test's own), as a visitor, and shows its bio.
const RENDERER = `
export function isPrivatePath(pathname) { return pathname.startsWith('/settings'); }
export async function render({ url, fetch, member, moderator }) {
  // A draft's address and an unknown one: nothing for a visitor.
  if (url.startsWith('/blog/') || url.startsWith('/missing')) {
    return { html: '<main>Not found</main>', styles: '', head: { status: 404 }, state: {}, preload: { modules: [], namespaces: [] } };
  }
  const username = new URL(url, 'http://x').searchParams.get('u');
  const response = await fetch('/v1/graphql', {
    method: 'POST',
    body: JSON.stringify({ query: 'query P($u: String!) { user_profiles(where: {username: {_eq: $u}}) { bio } }', variables: { u: username } }),
  });
  const body = await response.json();
  const header = member ? '<header>member:' + member + (moderator ? ' (moderator)' : '') + '</header>' : '<header>visitor</header>';
  return { html: header + '<main>' + JSON.stringify(body.data) + '</main>', styles: '', head: {}, state: {}, preload: { modules: [], namespaces: [] } };
}
`;

let app: FastifyInstance;
let db: PgliteDatabase;
let dir: string;
let member: { token: string; id: string; username: string };

/** GET a page; answers the body, its Cache-Control and how many of the render's queries read the database (none for a cached page). */
async function page(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ body: string; cacheControl: string; fromDatabase: number | 'cached' }> {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  const timing = String(response.headers['server-timing'] ?? '');
  const counted = /graphql;desc="(\d+) from the database"/.exec(timing);
  return {
    body: response.body,
    cacheControl: String(response.headers['cache-control']),
    fromDatabase: timing.includes('cache;desc=hit') ? 'cached' : Number(counted?.[1]),
  };
}

async function setBio(bio: string, id = member.id): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    payload: JSON.stringify({
      query: 'mutation B($id: uuid!, $bio: String!) { update_user_profiles(where: {id: {_eq: $id}}, _set: {bio: $bio}) { affected_rows } }',
      variables: { id, bio },
    }),
  });
  const body = response.json() as { data: { update_user_profiles: { affected_rows: number } } };
  return body.data.update_user_profiles.affected_rows;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chainpulse-ssr-cache-'));
  const distDir = join(dir, 'dist');
  const ssrDir = join(dir, 'ssr');
  mkdirSync(distDir);
  mkdirSync(ssrDir);
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'console.html'), INDEX);
  writeFileSync(join(ssrDir, 'entry-server.mjs'), RENDERER);
  db = await createTestDatabase({ seeds: true });
  // The renderer and the member send documents of their own (the allow-list has its own tests).
  const config = loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: 'ssr-cache-secret',
    DATA_DIR: join(dir, 'data'),
    SIGNUP_LIMIT: '100',
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
  });
  mkdirSync(join(dir, 'data'));
  app = await buildApp({ config, db, distDir, ssrDir });
  const username = `ssr_cache_${process.pid}`;
  const signup = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { email: `${username}@example.com`, password: 'correct horse battery', displayName: 'Cache Test', username },
  });
  const { session } = signup.json() as { session: { accessToken: string; user: { id: string } } };
  member = { token: session.accessToken, id: session.user.id, username };
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server render caches', () => {
  it("keep pages and results through a member's mutation that changed no row; a write that did drops them", async () => {
    const url = `/about?u=${member.username}`;
    expect((await page(url)).fromDatabase).toBe(1);
    expect((await page(url)).fromDatabase).toBe('cached');
    // Matches no row (another id): nothing changed, so nothing is dropped.
    expect(await setBio('never stored', '00000000-0000-4000-8000-00000000dead')).toBe(0);
    expect((await page(url)).fromDatabase).toBe('cached');
    expect(await setBio('A new bio')).toBe(1);
    const after = await page(url);
    expect(after.fromDatabase).toBe(1);
    expect(after.body).toContain('A new bio');
  });

  it('lets a no-store render read the database without emptying the shared results for other readers', async () => {
    const query = `?u=${member.username}`;
    // The query's result is shared already (the test above read it).
    expect((await page(`/contact${query}`)).fromDatabase).toBe(0);
    // A fresh render: past the page cache and the shared results.
    expect((await page(`/contact${query}`, { 'cache-control': 'no-store' })).fromDatabase).toBe(1);
    // Another reader's page with the same query is still served from the shared results.
    expect((await page(`/events${query}`)).fromDatabase).toBe(0);
  });

  it("render a member's header from the hint cookie, never shared: visitors' pages stay cached and visitor-only", async () => {
    const url = `/privacy?u=${member.username}`;
    const visitor = await page(url, { cookie: 'lang=en' });
    expect(visitor.body).toContain('<header>visitor</header>');
    expect(visitor.cacheControl).toBe('public, no-cache');
    // The member gets their own render (not the visitor's cached page), kept out of shared caches.
    const signedIn = await page(url, { cookie: `theme=dark; member=${encodeURIComponent('李雷 Li')}` });
    expect(signedIn.body).toContain('<header>member:李雷 Li</header>');
    expect(signedIn.fromDatabase).not.toBe('cached');
    expect(signedIn.cacheControl).toBe('private, no-cache');
    const again = await page(url, { cookie: 'member=Another' });
    expect(again.body).toContain('<header>member:Another</header>');
    // Visitors still get the shared page, which never carries a member's header.
    const later = await page(url);
    expect(later.fromDatabase).toBe('cached');
    expect(later.body).toContain('<header>visitor</header>');
    expect(later.body).not.toContain('member:');
    // A moderator's hint (with a member's) keeps their controls' place; alone it is nobody's.
    expect((await page(url, { cookie: 'member=Mod; moderator=1' })).body).toContain('<header>member:Mod (moderator)</header>');
    expect((await page(url, { cookie: 'member=Mod; moderator=0' })).body).toContain('<header>member:Mod</header>');
    const moderatorOnly = await page(url, { cookie: 'moderator=1' });
    expect(moderatorOnly.body).toContain('<header>visitor</header>');
    expect(moderatorOnly.fromDatabase).toBe('cached');
    // An empty or oversized hint is no member.
    expect((await page(url, { cookie: 'member=' })).body).toContain('<header>visitor</header>');
    expect((await page(url, { cookie: `member=${'x'.repeat(61)}` })).body).toContain('<header>visitor</header>');
  });

  it('send a member the bare frame, never stored, for an item page a visitor cannot see (their draft); visitors get the 404', async () => {
    const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const visitor = await get('/blog/my-draft');
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).toContain('Not found');
    const author = await get('/blog/my-draft', 'member=Writer');
    expect(author.statusCode).toBe(200);
    expect(author.headers['cache-control']).toBe('private, no-store');
    expect(author.body).toContain('<div id="root"></div>');
    expect(author.body).not.toContain('Not found');
    // The frame is in the reader's language until the app names the page: a Chinese reader's reads 链脉.
    expect(author.body).toContain('<html lang="en" data-theme="dark"><head><title>ChainPulse</title>');
    expect(author.headers.vary).toBe('Cookie, Accept-Language');
    const chinese = await get('/blog/my-draft', 'member=Writer; lang=zh');
    expect(chinese.statusCode).toBe(200);
    expect(chinese.body).toContain('<html lang="zh-CN" data-theme="dark"><head><title>链脉</title>');
    const preferred = await app.inject({ method: 'GET', url: '/settings', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(preferred.body).toContain('<title>链脉</title>');
    expect((await app.inject({ method: 'GET', url: '/settings?lang=zh' })).body).toContain('<title>链脉</title>');
    expect((await app.inject({ method: 'GET', url: '/settings', headers: { cookie: 'lang=zh' } })).body).toContain('<title>链脉</title>');
    expect((await app.inject({ method: 'GET', url: '/settings' })).body).toContain('<title>ChainPulse</title>');
    // The visitor's 404 was not replaced by the member's frame, nor the other way round.
    expect((await get('/blog/my-draft')).statusCode).toBe(404);
    // An address that is no item page stays a 404 for members too.
    expect((await get('/missing/page', 'member=Writer')).statusCode).toBe(404);
  });
});
