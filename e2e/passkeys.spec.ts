import { expect, test, type CDPSession, type Page } from './support/test.ts';
import { newAccount, PASSWORD, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { localBase, virtualAuthenticator } from './support/passkeys.ts';

// Passkeys in Chromium with its virtual authenticator (CDP WebAuthn): a member registers two from the profile (the
// password asked first), renames one and removes it, signs out, is told the removed one no longer signs in, and
// signs in with the other from the Login dialog (en, desktop); the list and its refusals in Chinese on a phone.
// WebAuthn refuses an IP address as the relying party, so these pages use `localhost` rather than 127.0.0.1.
test.slow();

interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId: string;
  privateKey: string;
  userHandle: string;
  signCount: number;
}

async function credentials(cdp: CDPSession, authenticatorId: string): Promise<VirtualCredential[]> {
  return ((await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as { credentials: VirtualCredential[] }).credentials;
}

async function addPasskey(page: Page, labels: { add: string; name: string; password: string; create: string }, name: string) {
  const panel = page.getByTestId('passkeys');
  await panel.getByRole('button', { name: labels.add }).click();
  await panel.getByLabel(labels.name).fill(name);
  await panel.getByLabel(labels.password).fill(PASSWORD);
  await panel.getByRole('button', { name: labels.create }).click();
}

const EN = { add: 'Add a passkey', name: 'Passkey name', password: 'Current password', create: 'Create passkey' };

test('register two passkeys, rename and remove one, sign out and sign in with the other (en, desktop)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: localBase(baseURL), locale: 'en-US' });
  const page = await context.newPage();
  await seedStorage(page, { lang: 'en' });
  const member = await newAccount(page, { admin: false, prefix: 'passkey' });
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await page.goto('/profile');
  await signIn(page, member);
  const panel = page.getByTestId('passkeys');
  await expect(panel.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();

  await addPasskey(page, EN, 'Laptop');
  await expect(panel.getByText('Passkey “Laptop” added.')).toBeVisible();
  const [laptop] = await credentials(cdp, authenticatorId);
  expect(laptop?.isResidentCredential).toBe(true);
  // One authenticator holds one passkey per account: a second one is refused on this device...
  await addPasskey(page, EN, 'Backup key');
  await expect(panel.getByText('This device already has a passkey for your account.')).toBeVisible();
  // ...and made on another (this authenticator without the first credential: it holds one per account).
  await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: laptop!.credentialId });
  await panel.getByRole('button', { name: EN.create }).click();
  await expect(panel.getByText('Passkey “Backup key” added.')).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Not used yet');
  const [backup] = await credentials(cdp, authenticatorId);
  expect(backup?.credentialId).not.toBe(laptop!.credentialId);

  // Rename the first, then remove it.
  await items.first().getByRole('button', { name: 'Rename' }).click();
  await panel.getByLabel('New name for Laptop').fill('Old laptop');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(items.first()).toContainText('Old laptop');
  await panel.getByRole('button', { name: 'Remove Old laptop' }).click();
  await expect(panel.getByText('Passkey “Old laptop” removed.')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Backup key');

  // Sign out; the removed passkey (back in the authenticator in place of the other) is refused, in words that say so.
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account menu of ${member.displayName}` })
    .click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login / Register' })).toBeVisible();
  await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: backup!.credentialId });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: laptop! });
  await page.getByRole('banner').getByRole('button', { name: 'Login / Register' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(dialog.getByText('This passkey is not registered on this site, or it was removed.', { exact: false })).toBeVisible();

  // The other one signs in: the same session as a password's (the profile shows the member and their passkey).
  await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: laptop!.credentialId });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: backup! });
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu of ${member.displayName}` })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'refresh_token')).toBe(true);
  await expect(items.first()).toContainText('Last used');
  // A reload keeps the session (the refresh cookie).
  await page.reload();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await context.close();
});

test('the passkey list and its refusals in Chinese on a phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: localBase(baseURL), locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await seedStorage(page, { lang: 'zh' });
  const member = await newAccount(page, { admin: false, prefix: 'passzh' });
  await virtualAuthenticator(page);
  await page.goto('/profile');
  await signIn(page, member);
  const panel = page.getByTestId('passkeys');
  await expect(panel.getByRole('heading', { name: '通行密钥' })).toBeVisible();
  await expect(panel.getByText('你还没有通行密钥。')).toBeVisible();

  // A wrong password is refused before any passkey is made.
  await panel.getByRole('button', { name: '添加通行密钥' }).click();
  await panel.getByLabel('通行密钥名称').fill('手机');
  await panel.getByLabel('当前密码').fill('not the password');
  await panel.getByRole('button', { name: '创建通行密钥' }).click();
  await expect(panel.getByText('密码不正确。')).toBeVisible();
  await panel.getByLabel('当前密码').fill(PASSWORD);
  await panel.getByRole('button', { name: '创建通行密钥' }).click();
  await expect(panel.getByText('已添加通行密钥“手机”。')).toBeVisible();
  const item = panel.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('尚未使用');
  await expect(item).toContainText('添加于');
  await expect(item.getByRole('button', { name: '重命名' })).toBeVisible();
  await expect(item.getByRole('button', { name: '移除 手机' })).toBeVisible();
  // Nothing overflows the phone's width.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await context.close();
});
