import { expect, test, type Page } from './support/test.ts';
import { axeViolations, freshPage, newAccount, signIn, type Account } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { watchErrors } from './support/watch-errors.ts';

// The user management panel as an administrator in English and Chinese: find a member by email and by name,
// grant them admin rights after a confirmation naming them (they sign in again and find the admin links in
// their account menu), revoke them; the empty state; revoking one's own rights; the panel at 360 px.
// The last-admin refusal is covered by server/test/engine/user-panel.test.ts (the API's error) and
// src/pages/admin/users/model/useAdminRights.test.tsx (its translated message): here other tests' admins
// share the server, so no test can make its admin the last one.

const TEXTS = {
  en: {
    heading: 'User management panel',
    search: 'Search users',
    submit: 'Search',
    table: 'Users table',
    empty: 'No users found',
    admin: 'Admin',
    grant: (name: string) => `Make ${name} an admin`,
    revoke: (name: string) => `Revoke the admin rights of ${name}`,
    grantTitle: 'Grant admin rights',
    grantText: (name: string) => `Make ${name} an administrator?`,
    grantConfirm: 'Grant admin',
    revokeTitle: 'Revoke admin rights',
    revokeConfirm: 'Revoke admin',
    granted: (name: string) => `${name} is now an administrator.`,
    revoked: (name: string) => `${name} is no longer an administrator.`,
    menu: (name: string) => `Account menu of ${name}`,
    usersLink: 'Users',
    lightTheme: 'Switch to light theme',
  },
  zh: {
    heading: '用户管理面板',
    search: '搜索用户',
    submit: '搜索',
    table: '用户表格',
    empty: '没有找到用户',
    admin: '管理员',
    grant: (name: string) => `将 ${name} 设为管理员`,
    revoke: (name: string) => `撤销 ${name} 的管理员权限`,
    grantTitle: '授予管理员权限',
    grantText: (name: string) => `确定将 ${name} 设为管理员吗？`,
    grantConfirm: '授予管理员',
    revokeTitle: '撤销管理员权限',
    revokeConfirm: '撤销管理员',
    granted: (name: string) => `${name} 现在是管理员。`,
    revoked: (name: string) => `${name} 已不再是管理员。`,
    menu: (name: string) => `${name} 的账号菜单`,
    usersLink: '用户管理',
    lightTheme: '切换到浅色主题',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

async function search(page: Page, text: Texts, value: string) {
  const main = page.getByRole('main');
  await main.getByLabel(text.search).fill(value);
  await main.getByRole('button', { name: text.submit, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(value);
}

/** The table row of a member (the row holding their email). */
const rowOf = (page: Page, member: Account) => page.getByRole('row').filter({ hasText: member.email });

for (const lang of ['en', 'zh'] as const) {
  const text = TEXTS[lang];

  test.describe(`user management as an admin, ${lang}`, () => {
    test.use({ locale: 'en-US' });

    test('find a member by email and by name, grant admin rights, they see the admin links, revoke', async ({ page, browser, baseURL }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await seedStorage(page, { lang });
      const admin = await newAccount(page, { admin: true });
      const member = await newAccount(page, { admin: false, prefix: 'member' });
      await page.goto('/about');
      await signIn(page, admin);
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      // Newest first: the member signed up last.
      await expect(page.getByRole('region', { name: text.table }).getByRole('row').nth(1)).toContainText(member.email);

      // By email, then by display name: one row each, with names, email and id.
      await search(page, text, member.email.toUpperCase());
      await expect(page.getByRole('row')).toHaveCount(2);
      const row = rowOf(page, member);
      await expect(row).toContainText(member.displayName);
      await expect(row).toContainText(`@${member.username}`);
      await expect(row).toContainText(member.id);
      await search(page, text, member.displayName);
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(row).toBeVisible();
      await expect(row.getByText(text.admin, { exact: true })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      // Grant, after a confirmation naming the member.
      await row.getByRole('button', { name: text.grant(member.displayName) }).click();
      const grantDialog = page.getByRole('dialog', { name: text.grantTitle });
      await expect(grantDialog).toContainText(text.grantText(member.displayName));
      expect(await axeViolations(page)).toEqual([]);
      await grantDialog.getByRole('button', { name: text.grantConfirm, exact: true }).click();
      await expect(grantDialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: text.granted(member.displayName) })).toBeVisible();
      await expect(row.getByText(text.admin, { exact: true })).toBeVisible();

      // The member signs in again in their own browser and finds the admin links, then opens the panel.
      const memberPage = await freshPage(browser, baseURL, lang);
      await memberPage.goto('/about');
      await signIn(memberPage, member);
      await memberPage.getByRole('button', { name: text.menu(member.displayName) }).click();
      await expect(memberPage.getByRole('link', { name: text.usersLink, exact: true })).toHaveAttribute('href', '/admin/users');
      await memberPage.getByRole('link', { name: text.usersLink, exact: true }).click();
      await expect(memberPage.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await memberPage.context().close();

      // Revoke.
      await row.getByRole('button', { name: text.revoke(member.displayName) }).click();
      const revokeDialog = page.getByRole('dialog', { name: text.revokeTitle });
      await expect(revokeDialog).toContainText(member.displayName);
      await revokeDialog.getByRole('button', { name: text.revokeConfirm, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: text.revoked(member.displayName) })).toBeVisible();
      await expect(row.getByText(text.admin, { exact: true })).toHaveCount(0);

      // Nobody matches: the empty state; and the light theme.
      await search(page, text, `nobody-${Date.now().toString(36)}@example.com`);
      await expect(page.getByText(text.empty, { exact: true })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: text.lightTheme }).click();
      await search(page, text, member.email);
      await expect(rowOf(page, member)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('revoking one’s own admin rights', () => {
  test.use({ locale: 'en-US' });

  test('asks twice, then the admin pages close for them', async ({ page }) => {
    // Another admin exists, so this one is not the last.
    await newAccount(page, { admin: true, prefix: 'other' });
    const admin = await newAccount(page, { admin: true });
    await page.goto('/about');
    await signIn(page, admin);
    await page.goto(`/admin/users?q=${encodeURIComponent(admin.email)}`);
    await page.getByRole('button', { name: `Revoke the admin rights of ${admin.displayName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke admin rights' });
    const confirm = dialog.getByRole('button', { name: 'Revoke admin', exact: true });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('I understand, revoke my own admin rights').check();
    await confirm.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await page.getByRole('button', { name: `Account menu of ${admin.displayName}` }).click();
    await expect(page.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  });
});

test.describe('the user panel on a 360 px phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('fits the width: the table scrolls inside its own region', async ({ page }) => {
    const admin = await newAccount(page, { admin: true });
    await page.goto('/about');
    await signIn(page, admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('region', { name: 'Users table' })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
