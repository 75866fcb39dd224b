// Issue 28's signed-in header and old addresses: a signed-in member's pages arrive from the server with their
// account button (avatar and name), never "Login / Register", also without JavaScript; visitors' pages stay shared
// and never show a member; an item's or author's old slug answers 301 to the current one.
import { adminGraphql, PASSWORD, signIn } from './support/accounts.ts';
import { expect, test, type Browser, type Page } from './support/test.ts';
import { watchErrors } from './support/watch-errors.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

const LABELS = {
  en: { login: 'Login / Register', account: (name: string) => `Account menu of ${name}`, profile: 'Profile', logout: 'Logout' },
  zh: { login: '登录 / 注册', account: (name: string) => `${name} 的账号菜单`, profile: '个人资料', logout: '退出登录' },
} as const;

async function newReader(browser: Browser, baseURL: string | undefined, phone: boolean, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: phone ? PHONE : DESKTOP, javaScriptEnabled });
  return context.newPage();
}

for (const [language, phone, name] of [
  ['en', false, 'Alice Wonderland'],
  ['zh', true, '李雷'],
] as const) {
  test(`a signed-in member's pages show their account from the first byte (${language}, ${phone ? 'phone' : 'desktop'})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const labels = LABELS[language];
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const member = { email: `hint_${tag}@example.com`, username: `hint_${tag}`, displayName: name };
    expect((await request.post('/auth/signup', { data: { ...member, password: PASSWORD } })).status()).toBe(200);

    const page = await newReader(browser, baseURL, phone);
    const errors = watchErrors(page);
    await page.goto(`/blog?lang=${language}`);
    await signIn(page, member);
    const hint = (await page.context().cookies()).find((cookie) => cookie.name === 'member');
    expect(hint).toMatchObject({ path: '/', httpOnly: false, sameSite: 'Lax' });
    expect(decodeURIComponent(hint?.value ?? '')).toBe(name);

    // The server's HTML of any public page: the account button, no Login; private to this reader.
    for (const path of ['/', '/news', '/events']) {
      const response = await page.request.get(path);
      const html = await response.text();
      expect(html).toContain(`aria-label="${labels.account(name)}"`);
      expect(html).not.toContain(`aria-label="${labels.login}"`);
      expect(response.headers()['cache-control']).toBe('private, no-cache');
    }
    // Reloaded, the page is live with the real menu (avatar initial and name; on phones the first word).
    await page.reload();
    const account = page.getByRole('banner').getByRole('button', { name: labels.account(name) });
    await expect(account).toBeVisible();
    expect(await account.innerText()).toContain(name.split(' ')[0]);
    if (phone) expect(await account.innerText()).not.toContain('Wonderland');
    await account.click();
    await expect(page.getByRole('link', { name: labels.profile })).toBeVisible();

    // Without JavaScript the header shows the member too (a link to their profile), never Login.
    const state = await page.context().storageState();
    const noScript = await browser.newContext({
      baseURL,
      storageState: state,
      javaScriptEnabled: false,
      viewport: phone ? PHONE : DESKTOP,
    });
    const still = await noScript.newPage();
    // Past the shared goto, which waits for a hydration that never comes without script.
    await (Object.getPrototypeOf(still) as Page).goto.call(still, '/discussion');
    await expect(still.getByRole('banner').getByRole('link', { name: labels.account(name) })).toBeVisible();
    await expect(still.getByRole('banner').getByRole('button', { name: labels.login })).toHaveCount(0);
    await noScript.close();

    // A visitor's copy of the same page is shared and never shows a member.
    const visitor = await request.get('/news', { headers: { cookie: `lang=${language}` } });
    expect(await visitor.text()).not.toContain(labels.account(name));
    expect(visitor.headers()['cache-control']).toContain('public');

    // Signing out clears the hint: the server renders Login again.
    await page.getByRole('button', { name: labels.logout }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: labels.login })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'member')).toBeUndefined();
    expect(await (await page.request.get('/news')).text()).toContain(`aria-label="${labels.login}"`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test("an article's and an author's old slugs answer 301 to the new ones; a Chinese-named author has a Han slug", async ({ page }) => {
  // Not the rollups article: pages.spec counts a view of it, and a visitor's view counts once a day.
  const EDGE_MODELS = '40000000-0000-4000-8000-000000000006';
  const ZHANG = '20000000-0000-4000-8000-000000000002';
  const read = await adminGraphql<{ article: { slug: string }; author: { slug: string } }>(
    page,
    'query S($a: uuid!, $z: uuid!) { article: articles_by_pk(id: $a) { slug } author: authors_by_pk(id: $z) { slug } }',
    { a: EDGE_MODELS, z: ZHANG },
  );
  const oldArticle = read.article.slug;
  expect(read.author.slug).toBe('张明远');
  expect((await page.request.get(`/author/${encodeURIComponent('张明远')}`)).status()).toBe(200);

  const rename = (articleSlug: string, authorSlug: string) =>
    adminGraphql(
      page,
      `mutation R($a: uuid!, $as: String!, $z: uuid!, $zs: String!) {
        update_articles_by_pk(pk_columns: {id: $a}, _set: {slug: $as}) { slug }
        update_authors_by_pk(pk_columns: {id: $z}, _set: {slug: $zs}) { slug }
      }`,
      { a: EDGE_MODELS, as: articleSlug, z: ZHANG, zs: authorSlug },
    );
  await rename(`${oldArticle}-renamed`, '张明远-zhang');
  try {
    const moved = await page.request.get(`/article/${oldArticle}?lang=zh`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/article/${oldArticle}-renamed?lang=zh`);
    const author = await page.request.get(`/author/${encodeURIComponent('张明远')}`, { maxRedirects: 0 });
    expect(author.status()).toBe(301);
    expect(author.headers().location).toBe(`/author/${encodeURIComponent('张明远-zhang')}`);
    // A browser following the old address lands on the page.
    await page.goto(`/article/${oldArticle}`);
    expect(new URL(page.url()).pathname).toBe(`/article/${oldArticle}-renamed`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An address that never was stays a 404.
    expect((await page.request.get('/article/never-was-a-slug', { maxRedirects: 0 })).status()).toBe(404);
  } finally {
    await rename(oldArticle, '张明远');
  }
  expect((await page.request.get(`/article/${oldArticle}`, { maxRedirects: 0 })).status()).toBe(200);
});
