// public.is_safe_url, the check on every stored link and image URL, asked directly in SQL on a migrated
// database: http(s) URLs and site-relative paths pass; scheme-relative (`//host`, `/\host`) and other
// schemes do not, so no member can plant an off-site image or a javascript: link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { createTestDatabase } from '../support/database.ts';

let db: PgliteDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

async function isSafe(url: string | null): Promise<boolean | null> {
  const { rows } = await db.query<{ safe: boolean | null }>('SELECT public.is_safe_url($1) AS safe', [url]);
  return rows[0]!.safe;
}

describe('public.is_safe_url', () => {
  it.each([
    '/',
    '/demo/avatar-lin-wei.svg',
    '/storage/images/blog/1700000000000-0123456789ab.png',
    '/news?category=crypto#top',
    '/a//b',
    '/a\\b',
    'https://example.com',
    'https://example.com/',
    'http://example.com/path?q=1',
    'https://cdn.example.org/images/x.webp',
  ])('accepts %s', async (url) => {
    expect(await isSafe(url)).toBe(true);
  });

  it.each([
    '//evil.example/x.png',
    '//evil.example',
    '///evil.example/x.png',
    '/\\evil.example/x.png',
    '/\\\\evil.example',
    '\\\\evil.example/x.png',
    '\\/evil.example/x.png',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'ftp://example.com/x.png',
    'https:/example.com',
    'https://',
    'https:///path',
    'relative/path.png',
    '',
    ' /leading-space',
    '/with space',
    '/tab\there',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', async (url) => {
    expect(await isSafe(url)).toBe(false);
  });

  it('leaves NULL to the column (a CHECK passes on NULL)', async () => {
    expect(await isSafe(null)).toBeNull();
  });

  it('refuses a scheme-relative avatar in the column check', async () => {
    await db.query(`INSERT INTO auth.users (id, email) VALUES ('31000000-0000-4000-8000-000000000001', 'url-check@example.com')`);
    const insert = (avatar: string) =>
      db.query(
        `INSERT INTO public.user_profiles (id, username, display_name, avatar_url) VALUES ('31000000-0000-4000-8000-000000000001', 'url_check', 'URL check', $1)`,
        [avatar],
      );
    await expect(insert('//evil.example/a.png')).rejects.toThrow(/check constraint/);
    await expect(insert('/\\evil.example/a.png')).rejects.toThrow(/check constraint/);
    await expect(insert('/demo/avatar.svg')).resolves.toBeDefined();
  });
});
