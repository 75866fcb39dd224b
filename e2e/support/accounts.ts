import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { seedStorage } from './browser-storage.ts';
import { live } from './live.ts';
import { verifyEmail } from './verify-email.ts';

// Accounts, sign-in and checks shared by the admin specs.

export const ADMIN_SECRET = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';
export const PASSWORD = 'correct horse battery';
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let counter = 0;

export interface Account {
  id: string;
  email: string;
  displayName: string;
  username: string;
}

/** Runs a GraphQL operation with the admin secret and returns its data; fails the test on errors. */
export async function adminGraphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/v1/graphql', {
    headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/**
 * A fresh account through POST /auth/signup, its address confirmed through the mailed link unless `verified` is
 * false; `admin` grants is_admin with the admin secret.
 */
export async function newAccount(page: Page, options: { admin: boolean; prefix?: string; verified?: boolean }): Promise<Account> {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const prefix = options.prefix ?? 'editor';
  const input = {
    email: `${prefix}_${tag}@example.com`,
    password: PASSWORD,
    displayName: `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)} ${tag}`,
    username: `${prefix.slice(0, 6)}_${tag}`,
  };
  const response = await page.request.post('/auth/signup', { data: input });
  expect(response.status()).toBe(200);
  const { session } = (await response.json()) as { session: { user: { id: string } } };
  if (options.verified !== false) await verifyEmail(page.request, input.email);
  if (options.admin) {
    await adminGraphql(
      page,
      'mutation Grant($id: uuid!) { update_user_profiles_by_pk(pk_columns: {id: $id}, _set: {is_admin: true}) { id } }',
      { id: session.user.id },
    );
  }
  return { id: session.user.id, email: input.email, displayName: input.displayName, username: input.username };
}

/** Signs in through the header's dialog (the labels in either language). */
export async function signIn(page: Page, account: Pick<Account, 'email'>) {
  await live(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Login \/ Register|登录 \/ 注册)$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^(Email|邮箱)$/).fill(account.email);
  await dialog.getByLabel(/^(Password|密码)$/).fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

/** WCAG 2.1 AA violations inside the page's main region, one line each. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).include('main').analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A page in a context of its own (no session), in the given language. */
export async function freshPage(browser: Browser, baseURL: string | undefined, lang: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await seedStorage(page, { lang });
  return page;
}
