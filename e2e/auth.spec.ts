import { expect, test, type Page } from './support/test.ts';
import { refreshCookie, seedStorage, storageItem } from './support/browser-storage.ts';

test.use({ locale: 'en-US' });

const ADMIN_SECRET = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';
const PASSWORD = 'correct horse battery';

let counter = 0;
/** A fresh member for each test, so tests never share an account. */
function newMember() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { email: `member_${id}@example.com`, username: `m_${id}`, displayName: `Member ${id}` };
}

const dialog = (page: Page) => page.getByRole('dialog');

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Login / Register' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function register(page: Page, member: ReturnType<typeof newMember>) {
  await openDialog(page);
  await dialog(page).getByRole('button', { name: 'Register', exact: true }).first().click();
  await dialog(page).getByLabel('Display name').fill(member.displayName);
  await dialog(page).getByLabel('Username').fill(member.username);
  await dialog(page).getByLabel('Email').fill(member.email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).locator('button[type="submit"]').click();
  await expect(dialog(page).getByRole('heading', { name: `Welcome to ChainPulse, ${member.displayName}!` })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Start reading' }).click();
  await expect(dialog(page)).toBeHidden();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await openDialog(page);
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(password);
  await dialog(page).locator('button[type="submit"]').click();
}

async function adminGraphql(page: Page, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/v1/graphql', {
    headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

test.describe('the Login / Register dialog', () => {
  test('opens from the header and closes on Escape, the backdrop, the close button and Cancel', async ({ page }) => {
    await page.goto('/about');
    const opener = page.getByRole('button', { name: 'Login / Register' });

    await openDialog(page);
    await expect(dialog(page).getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(dialog(page).getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await openDialog(page);
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();

    await openDialog(page);
    await dialog(page).getByRole('button', { name: 'Close the dialog' }).click();
    await expect(dialog(page)).toBeHidden();

    await openDialog(page);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('keeps the keyboard focus inside while open', async ({ page }) => {
    await page.goto('/about');
    await openDialog(page);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate<boolean>("Boolean(document.activeElement?.closest('dialog'))");
      const onPage = await page.evaluate<boolean>('document.activeElement !== document.body');
      // Focus may leave for the browser's own UI, but never lands on the page behind.
      if (onPage) expect(inside).toBe(true);
    }
  });

  test('switches modes, toggles the password and validates the fields', async ({ page }) => {
    await page.goto('/about');
    await openDialog(page);
    await expect(dialog(page).getByLabel('Display name')).toHaveCount(0);

    await dialog(page).locator('button[type="submit"]').click();
    await expect(dialog(page).getByText('Enter your email address.')).toBeVisible();
    await expect(dialog(page).getByText('Enter your password.')).toBeVisible();
    await dialog(page).getByLabel('Email').fill('not-an-email');
    await dialog(page).locator('button[type="submit"]').click();
    await expect(dialog(page).getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();

    const password = dialog(page).getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog(page).getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog(page).getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await dialog(page).getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Register' })).toBeVisible();
    await dialog(page).getByLabel('Email').fill('');
    await dialog(page).locator('button[type="submit"]').click();
    await expect(dialog(page).getByText('Enter your display name.')).toBeVisible();
    await expect(dialog(page).getByText('Enter a username.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(dialog(page).getByLabel('Display name')).toHaveCount(0);
  });

  test('shows the service error in a red box, translated', async ({ page }) => {
    await page.goto('/about');
    await signIn(page, 'nobody@example.com', 'wrong password');
    await expect(dialog(page).getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(dialog(page)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTitle('Switch the language to Chinese').click();
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await dialog(page).getByLabel('邮箱').fill('nobody@example.com');
    await dialog(page).getByLabel('密码', { exact: true }).fill('wrong password');
    await dialog(page).locator('button[type="submit"]').click();
    await expect(dialog(page).getByRole('alert')).toHaveText('邮箱或密码错误。');
  });

  test("reads 'Processing...' while the request runs", async ({ page }) => {
    await page.goto('/about');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/signin', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, 'nobody@example.com', 'wrong password');
    await expect(dialog(page).locator('button[type="submit"]')).toHaveText('Processing...');
    await expect(dialog(page).locator('button[type="submit"]')).toBeDisabled();
    release();
    await expect(dialog(page).getByRole('alert')).toBeVisible();
    await expect(dialog(page).locator('button[type="submit"]')).toHaveText('Login');
  });

  test('opens with the expired-login banner when the address says so, and cleans the address', async ({ page }) => {
    await page.goto('/about?error=invalid_request&error_description=Invalid+Refresh+Token');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText('Your login has expired. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);

    await seedStorage(page, { lang: 'zh' });
    await page.goto('/?error=invalid_request');
    await expect(dialog(page).getByText('您的登录状态已过期，请重新登录')).toBeVisible();
  });
});

test.describe('signing up, in and out through /auth', () => {
  test('registers, stays signed in across a reload, signs out and back in', async ({ page }) => {
    const member = newMember();
    await page.goto('/about');
    await register(page, member);
    const menu = page.getByRole('button', { name: `Account menu of ${member.displayName}` });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toHaveCount(0);

    // GraphQL calls now carry the member's token.
    const graphql = page.waitForRequest((request) => request.url().endsWith('/v1/graphql') && Boolean(request.headers().authorization));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    expect((await graphql).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

    await page.reload();
    await expect(menu).toBeVisible();
    const stored = JSON.parse((await storageItem(page, 'auth')) ?? 'null');
    expect(stored.user.email).toBe(member.email);
    expect(stored.accessToken).toBeUndefined();
    // The refresh token is an HttpOnly cookie for /auth only: never in storage, never readable by the page.
    expect(stored.refreshToken).toBeUndefined();
    expect(await refreshCookie(page)).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate<string>('document.cookie')).not.toContain('refresh_token');

    await menu.click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Publish article' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    expect(await storageItem(page, 'auth')).toBeNull();
    await expect.poll(() => refreshCookie(page)).toBeUndefined();

    await signIn(page, member.email);
    await expect(dialog(page)).toBeHidden();
    await expect(menu).toBeVisible();
  });

  test("subscriptions connect over graphql-ws with the member's token", async ({ page }) => {
    const member = newMember();
    await page.goto('/about');
    // Watched from before the sign-up: the member's notification bell may connect while the welcome shows.
    const init = new Promise<{ type: string; payload?: { headers?: Record<string, string> } }>((resolve) => {
      page.on('websocket', (socket) => {
        if (!socket.url().endsWith('/v1/graphql')) return;
        socket.on('framesent', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { type: string };
          if (message.type === 'connection_init' && JSON.stringify(message).includes('Authorization')) resolve(message);
        });
      });
    });
    await register(page, member);
    // The home page's live news sidebar subscribes (or the bell did already).
    await page.getByRole('link', { name: 'ChainPulse home page' }).click();
    const message = await init;
    expect(message.payload?.headers?.Authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('refuses a taken email with a neutral message that does not say the account exists', async ({ page }) => {
    const member = newMember();
    await page.goto('/about');
    await register(page, member);
    await page.getByRole('button', { name: `Account menu of ${member.displayName}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();

    await openDialog(page);
    await dialog(page).getByRole('button', { name: 'Register', exact: true }).click();
    await dialog(page).getByLabel('Display name').fill('Someone else');
    await dialog(page).getByLabel('Username').fill(`${member.username}x`);
    await dialog(page).getByLabel('Email').fill(member.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog(page).locator('button[type="submit"]').click();
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'We could not create an account with these details. If you already have an account, log in; otherwise check the email address or use another one.',
    );
  });

  test('shows the admin links to administrators', async ({ page }) => {
    const member = newMember();
    await page.goto('/about');
    await register(page, member);
    const stored = JSON.parse((await storageItem(page, 'auth')) ?? 'null');
    await adminGraphql(
      page,
      'mutation Promote($id: uuid!) { update_user_profiles_by_pk(pk_columns: {id: $id}, _set: {is_admin: true}) { id } }',
      {
        id: stored.user.id,
      },
    );
    // The next refresh brings the up-to-date user.
    await page.reload();
    await page.getByRole('button', { name: `Account menu of ${member.displayName}` }).click();
    await expect(page.getByRole('link', { name: 'Publish article' })).toHaveAttribute('href', '/write-article');
    await expect(page.getByRole('link', { name: 'Manage events' })).toHaveAttribute('href', '/admin/events');
  });

  test('a session the service no longer accepts signs out with the expired-login notice', async ({ page }) => {
    const member = newMember();
    await page.goto('/about');
    await register(page, member);
    const cookie = await refreshCookie(page);
    expect(cookie).toBeDefined();
    await page.context().addCookies([{ ...cookie!, value: 'revoked-or-unknown' }]);
    await page.reload();
    await expect(dialog(page).getByText('Your login has expired. Please log in again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    expect(await storageItem(page, 'auth')).toBeNull();
    // The service cleared the refused cookie.
    expect(await refreshCookie(page)).toBeUndefined();
  });

  test('moves a refresh token an older version stored into the cookie, keeping the member signed in', async ({ page }) => {
    const member = newMember();
    // A non-browser sign-up gets the token in the JSON; the session then exists only in localStorage.
    const response = await page.request.post('/auth/signup', { data: { ...member, password: PASSWORD } });
    const { session } = (await response.json()) as { session: { refreshToken: string; user: { id: string } } };
    await page.context().clearCookies();
    await seedStorage(page, { auth: JSON.stringify({ refreshToken: session.refreshToken, user: session.user }) });
    const exchanged = page.waitForResponse((answer) => answer.url().endsWith('/auth/token'));
    await page.goto('/about');
    expect((await exchanged).ok()).toBe(true);
    await expect(page.getByRole('button', { name: `Account menu of ${member.displayName}` })).toBeVisible();
    expect(JSON.parse((await page.evaluate<string>("localStorage.getItem('auth')")) ?? 'null')).toEqual({
      user: expect.objectContaining({ id: session.user.id }),
    });
    expect(await refreshCookie(page)).toMatchObject({ httpOnly: true });
  });

  test('follows sign-in and sign-out in another tab', async ({ context }) => {
    const member = newMember();
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/about');
    await second.goto('/contact');

    await register(first, member);
    const menuName = `Account menu of ${member.displayName}`;
    await expect(second.getByRole('button', { name: menuName })).toBeVisible();

    await second.getByRole('button', { name: menuName }).click();
    await second.getByRole('button', { name: 'Logout' }).click();
    await expect(first.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    await expect(dialog(first).getByText('Your login changed in another tab.', { exact: false })).toBeVisible();
  });

  test('two tabs refreshing at once keep the session (no refresh-token reuse)', async ({ context }) => {
    const member = newMember();
    const first = await context.newPage();
    await first.goto('/about');
    await register(first, member);
    const second = await context.newPage();
    // Both tabs start with only the refresh cookie and refresh it at the same time.
    await Promise.all([first.reload(), second.goto('/contact')]);
    const menuName = `Account menu of ${member.displayName}`;
    await expect(first.getByRole('button', { name: menuName })).toBeVisible();
    await expect(second.getByRole('button', { name: menuName })).toBeVisible();
    // A third start proves the stored token is still the family's current one.
    await first.reload();
    await expect(first.getByRole('button', { name: menuName })).toBeVisible();
    await expect(dialog(first)).toBeHidden();
  });
});
