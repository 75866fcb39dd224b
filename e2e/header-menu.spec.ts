import type { Browser, Page } from '@playwright/test';
import { PASSWORD, newAccount } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { watchErrors } from './support/watch-errors.ts';

// Issue 28: signing in or up from the Login dialog on a list page the server rendered froze the page (the header
// showed neither the Login button nor the account menu, and the phone menu never opened). Each page, in both
// languages, signs in and signs up through the dialog and then uses the header's menus.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

const LABELS = {
  en: {
    login: 'Login / Register',
    email: 'Email',
    password: 'Password',
    displayName: 'Display name',
    username: 'Username',
    toRegister: 'Register',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    nav: 'Main',
    blog: 'Blog',
    account: (name: string) => `Account menu of ${name}`,
    profile: 'Profile',
    welcome: (name: string) => `Welcome to ChainPulse, ${name}!`,
    startReading: 'Start reading',
  },
  zh: {
    login: '登录 / 注册',
    email: '邮箱',
    password: '密码',
    displayName: '显示名称',
    username: '用户名',
    toRegister: '注册',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    nav: '主导航',
    blog: '博客',
    account: (name: string) => `${name} 的账号菜单`,
    profile: '个人资料',
    welcome: (name: string) => `欢迎加入链脉，${name}！`,
    startReading: '开始阅读',
  },
} as const;

type Language = keyof typeof LABELS;

async function open(browser: Browser, baseURL: string | undefined, language: Language, phone: boolean, path: string) {
  // The browser's language picks the server render's, so the page is hydrated (not drawn anew) in it.
  const context = await browser.newContext({ baseURL, locale: language === 'zh' ? 'zh-CN' : 'en-US', viewport: phone ? PHONE : DESKTOP });
  const page = await context.newPage();
  // No console error: a hydration mismatch (the menu, language and theme links before hydration) would show here.
  const errors = watchErrors(page);
  await page.goto(path);
  await expect(page.locator('#hydration-state')).toHaveCount(1);
  return { page, errors };
}

/** Opens the account menu and then (on a phone) the folded navigation, and follows a link of it. */
async function useMenus(page: Page, language: Language, name: string, phone: boolean) {
  const labels = LABELS[language];
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: labels.login })).toBeHidden();
  const account = banner.getByRole('button', { name: labels.account(name) });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('link', { name: labels.profile })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  if (phone) {
    await banner.getByRole('button', { name: labels.openMenu }).click();
    await expect(banner.getByRole('button', { name: labels.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    const nav = banner.getByRole('navigation', { name: labels.nav });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: labels.blog }).click();
  } else {
    await banner.getByRole('navigation', { name: labels.nav }).getByRole('link', { name: labels.blog }).click();
  }
  await expect(page).toHaveURL(/\/blog$/);
  await expect(banner.getByRole('button', { name: labels.account(name) })).toBeVisible();
}

for (const path of ['/', '/blog', '/news', '/events']) {
  for (const language of ['en', 'zh'] as const) {
    const labels = LABELS[language];

    test(`signs in from ${path} (${language}, desktop) and then uses the account menu`, async ({ browser, baseURL }) => {
      const { page, errors } = await open(browser, baseURL, language, false, path);
      const account = await newAccount(page, { admin: false, prefix: 'freeze' });
      await page.getByRole('banner').getByRole('button', { name: labels.login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(labels.email, { exact: true }).fill(account.email);
      await dialog.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog).toBeHidden();
      await useMenus(page, language, account.displayName, false);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    test(`signs up from ${path} (${language}, phone) and then uses both menus`, async ({ browser, baseURL }) => {
      const { page, errors } = await open(browser, baseURL, language, true, path);
      const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
      const member = { email: `joiner_${tag}@example.com`, username: `j_${tag}`, displayName: `Joiner ${tag}` };
      await page.getByRole('banner').getByRole('button', { name: labels.login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: labels.toRegister, exact: true }).first().click();
      await dialog.getByLabel(labels.displayName, { exact: true }).fill(member.displayName);
      await dialog.getByLabel(labels.username, { exact: true }).fill(member.username);
      await dialog.getByLabel(labels.email, { exact: true }).fill(member.email);
      await dialog.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
      await dialog.locator('button[type="submit"]').click();
      // A welcome; behind it the header already shows the new member's account, never neither it nor Login.
      await expect(dialog.getByRole('heading', { name: labels.welcome(member.displayName) })).toBeVisible();
      // (The menu's button, or its placeholder link while the menu's code loads.)
      await expect(page.getByRole('banner').getByLabel(labels.account(member.displayName))).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: labels.login })).toHaveCount(0);
      await dialog.getByRole('button', { name: labels.startReading }).click();
      await expect(dialog).toBeHidden();
      await useMenus(page, language, member.displayName, true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
}

test('on a phone, the open menu takes focus, keeps Tab inside and closes on Escape', async ({ browser, baseURL }) => {
  const { page, errors } = await open(browser, baseURL, 'en', true, '/about');
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'Open the menu' });
  await toggle.click();
  const close = banner.getByRole('button', { name: 'Close the menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const nav = banner.getByRole('navigation', { name: 'Main' });
  // Opening moves focus to the menu's first link.
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();

  // Tab and Shift+Tab go round the menu and its button, never into the page behind.
  const inMenu = () => page.evaluate<boolean>(`!!document.activeElement?.closest('#site-menu, [aria-controls="site-menu"]')`);
  const onButton = () => page.evaluate<boolean>(`document.activeElement?.getAttribute('aria-controls') === 'site-menu'`);
  let reachedButton = false;
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    expect(await inMenu()).toBe(true);
    reachedButton ||= await onButton();
  }
  // The ring includes the menu button (to close the menu), and wraps from it back to the first link.
  expect(reachedButton).toBe(true);
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inMenu()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  expect(errors).toEqual([]);
  await page.context().close();
});

test.describe('without JavaScript', () => {
  test('the phone menu opens, and the language and theme switches work', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    // Past the shared goto, which waits for a hydration that never comes without script.
    const goto = (Object.getPrototypeOf(page) as Page).goto.bind(page);
    await goto('/about');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();

    await banner.getByRole('link', { name: 'Open the menu' }).click();
    await expect(nav).toBeVisible();
    await banner.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/about\?lang=zh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(banner.getByRole('navigation', { name: '主导航' })).toBeHidden();

    // The language is remembered (a cookie the server set); the theme switch works the same way.
    await banner.getByRole('link', { name: '打开菜单' }).click();
    await banner.getByRole('link', { name: '切换到浅色主题' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await banner.getByRole('link', { name: '打开菜单' }).click();
    await expect(banner.getByRole('link', { name: '切换到浅色主题' })).toBeHidden();
    await banner.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '博客' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    // A page the address gave a theme is the reader's own: never kept by shared caches.
    const themed = await page.request.get('/about?theme=dark');
    expect(themed.headers()['cache-control']).toBe('private, no-cache');
    expect(themed.headers()['set-cookie']).toContain('theme=dark; Path=/');
    expect(await themed.text()).toContain('data-theme="dark"');
    await context.close();
  });
});
