import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '@/shared/config';
import { ADMIN_ROUTES } from './adminRoutes';

describe('the admin route table', () => {
  it('gives a page to exactly the admin paths the entry routes and the server keeps crawlers from', () => {
    expect(ADMIN_ROUTES.map(({ path }) => path)).toEqual(ADMIN_PATHS);
  });

  it('names, for each page, a source module that exists (the server preloads its chunk by that name)', () => {
    for (const { page } of ADMIN_ROUTES) expect(page.module && existsSync(page.module), String(page.module)).toBe(true);
  });
});
