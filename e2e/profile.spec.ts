import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import sharp from 'sharp';
import { seedStorage } from './support/browser-storage.ts';
import { watchErrors } from './support/watch-errors.ts';

test.use({ locale: 'en-US' });

const PASSWORD = 'correct horse battery';
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let counter = 0;
/** A fresh member for each test, so tests never share an account. */
function newMember() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { email: `profile_${id}@example.com`, username: `p_${id}`, displayName: `Member ${id}` };
}

/** A small PNG made here, so the upload sends a real image the server decodes and re-encodes. */
function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 120 } } })
    .png()
    .toBuffer();
}

const texts = {
  en: {
    gateTitle: 'Login required',
    login: 'Login / Register',
    register: 'Register',
    startReading: 'Start reading',
    displayNameField: 'Display name',
    usernameField: 'Username',
    emailField: 'Email',
    passwordField: 'Password',
    edit: 'Edit Profile',
    save: 'Save Changes',
    cancel: 'Cancel',
    bio: 'Bio',
    website: 'Website',
    location: 'Location',
    avatar: 'Avatar',
    chooseImage: 'Choose image',
    uploaded: 'Image uploaded.',
    saved: 'Your profile has been saved.',
    noBio: 'No bio yet.',
    unverified: 'Unverified',
    registered: 'Registration date',
    longDate: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    displayNameRequired: 'Enter your display name.',
    avatarAlt: (name: string) => `Avatar of ${name}`,
    menu: (name: string) => `Account menu of ${name}`,
    logout: 'Logout',
    newName: 'Ada Profile',
    newBio: 'Builds rollups and writes about them.',
    newLocation: 'Lisbon',
    myPosts: 'My posts',
    noPosts: 'You have not written any posts yet.',
  },
  zh: {
    gateTitle: '需要登录',
    login: '登录 / 注册',
    register: '注册',
    startReading: '开始阅读',
    displayNameField: '显示名称',
    usernameField: '用户名',
    emailField: '邮箱',
    passwordField: '密码',
    edit: '编辑资料',
    save: '保存更改',
    cancel: '取消',
    bio: '简介',
    website: '网站',
    location: '所在地',
    avatar: '头像',
    chooseImage: '选择图片',
    uploaded: '图片已上传。',
    saved: '您的个人资料已保存。',
    noBio: '暂无简介。',
    unverified: '未验证',
    registered: '注册日期',
    longDate: /^\d{4}年\d{1,2}月\d{1,2}日$/,
    displayNameRequired: '请输入显示名称。',
    avatarAlt: (name: string) => `${name} 的头像`,
    menu: (name: string) => `${name} 的账号菜单`,
    logout: '退出登录',
    newName: '林小雨',
    newBio: '研究零知识证明，写给中文读者。',
    newLocation: '上海',
    myPosts: '我的文章',
    noPosts: '您还没有写过文章。',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

const main = (page: Page) => page.getByRole('main');

/** The dd that follows a dt with this label, in the profile's definition lists. */
const detail = (page: Page, label: string) => main(page).locator(`dt:text-is("${label}") + dd`);

async function registerFromGate(page: Page, text: Texts, member: ReturnType<typeof newMember>) {
  await expect(main(page).getByRole('heading', { name: text.gateTitle })).toBeVisible();
  await main(page).getByRole('button', { name: text.login }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text.register, exact: true }).first().click();
  await dialog.getByLabel(text.displayNameField).fill(member.displayName);
  await dialog.getByLabel(text.usernameField).fill(member.username);
  await dialog.getByLabel(text.emailField).fill(member.email);
  await dialog.getByLabel(text.passwordField, { exact: true }).fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  // The welcome that follows a sign-up.
  await dialog.getByRole('button', { name: text.startReading }).click();
  await expect(dialog).toBeHidden();
}

async function expectSavedProfile(page: Page, text: Texts, avatarSrc: RegExp) {
  await expect(main(page).getByRole('heading', { name: text.newName })).toBeVisible();
  await expect(main(page).getByText(text.newBio)).toBeVisible();
  await expect(detail(page, text.website).getByRole('link')).toHaveAttribute('href', 'https://example.com/ada');
  await expect(detail(page, text.location)).toHaveText(text.newLocation);
  const avatar = main(page).getByRole('img', { name: text.avatarAlt(text.newName) });
  await expect(avatar).toHaveAttribute('src', avatarSrc);
  // The image really loads (the server stored and serves it), not only its address.
  await expect.poll(() => avatar.evaluate((img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth)).toBe(64);
  await expect(page.getByRole('button', { name: text.menu(text.newName) })).toBeVisible();
}

for (const lang of ['en', 'zh'] as const) {
  const text = texts[lang];

  test(`a member edits the profile and avatar, keeps them after a reload, and signs out (${lang})`, async ({ page }) => {
    const errors = watchErrors(page);
    await seedStorage(page, { lang });
    const member = newMember();
    await page.goto('/profile');
    await registerFromGate(page, text, member);

    // The new member's profile and account information.
    await expect(main(page).getByRole('heading', { name: member.displayName })).toBeVisible();
    await expect(main(page).getByText(`@${member.username}`)).toBeVisible();
    await expect(main(page).getByText(text.noBio)).toBeVisible();
    await expect(detail(page, text.registered)).toHaveText(text.longDate);
    await expect(main(page).getByText(member.email, { exact: true })).toBeVisible();
    await expect(main(page).getByText(text.unverified, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: text.myPosts })).toBeVisible();
    await expect(main(page).getByText(text.noPosts)).toBeVisible();

    // A rule is shown at its field, and what was typed stays.
    await main(page).getByRole('button', { name: text.edit }).click();
    await main(page).getByLabel(text.displayNameField).fill('   ');
    await main(page).getByLabel(text.bio).fill(text.newBio);
    await main(page).getByRole('button', { name: text.save }).click();
    await expect(main(page).getByText(text.displayNameRequired)).toBeVisible();
    await expect(main(page).getByLabel(text.displayNameField)).toBeFocused();
    await expect(main(page).getByLabel(text.bio)).toHaveValue(text.newBio);

    // Edit every field and upload an avatar.
    await main(page).getByLabel(text.displayNameField).fill(text.newName);
    await main(page).getByLabel(text.website).fill('example.com/ada');
    await main(page).getByLabel(text.location).fill(text.newLocation);
    const picker = main(page).getByRole('group', { name: text.avatar });
    await expect(picker.getByRole('button', { name: text.chooseImage })).toBeVisible();
    await picker.locator('input[type="file"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await smallPng() });
    await expect(picker.getByRole('status')).toHaveText(text.uploaded);
    await main(page).getByRole('button', { name: text.save }).click();

    await expect(main(page).getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    await expect(main(page).getByRole('button', { name: text.edit })).toBeFocused();
    const userId = await page.evaluate<string>("JSON.parse(localStorage.getItem('auth')).user.id");
    const avatarSrc = new RegExp(`^/storage/images/${userId}/\\d+-[0-9a-f]{12}\\.png$`);
    await expectSavedProfile(page, text, avatarSrc);

    await page.reload();
    await expectSavedProfile(page, text, avatarSrc);

    await page.getByRole('button', { name: text.menu(text.newName) }).click();
    await page.getByRole('button', { name: text.logout }).click();
    await expect(main(page).getByRole('heading', { name: text.gateTitle })).toBeVisible();
    await expect(main(page).getByText(member.email)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

/** Axe's WCAG A/AA violations inside main, as "rule: targets" lines for a readable failure. */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).include('main').withTags(WCAG_AA).analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the profile page and its form have no WCAG A/AA violations, in both themes', async ({ page }) => {
  await page.goto('/profile');
  await expect(main(page).getByRole('heading', { name: texts.en.gateTitle })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await registerFromGate(page, texts.en, newMember());

  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate(`document.documentElement.dataset.theme = ${JSON.stringify(theme)}`);
    await expect(main(page).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Edit Profile' }).click();
    await main(page).getByLabel('Display name').fill('');
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(main(page).getByText('Enter your display name.')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Cancel' }).click();
  }
});
