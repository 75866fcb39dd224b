import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { PASSWORD } from './support/accounts.ts';
import { apiMember } from './support/members.ts';

// A member's own data (issue 32): download it as a zip (en, desktop); schedule the account's deletion and cancel
// it (zh, phone); an admin sees who is unverified and leaving, and resends a verification link (en, desktop).
test.slow();

test('a member downloads their data as a zip of JSON files', async ({ browser }) => {
  const member = await apiMember(browser, { prefix: 'Exporter', lang: 'en' });
  const { page } = member;
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Your data' });
  const exportForm = panel.getByRole('form', { name: 'Download my data' });
  await exportForm.getByLabel('Current password').fill('not my password');
  await exportForm.getByRole('button', { name: 'Download my data' }).click();
  await expect(exportForm.getByText('The password is not right.')).toBeVisible();

  await exportForm.getByLabel('Current password').fill(PASSWORD);
  const download = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^chainpulse-data-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const files = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'blog_posts.json', 'sessions.json']));
  expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ email: member.email, profile: { username: member.username } });
  // The refused password (403) is the only failed request.
  expect(member.errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
  await member.close();
});

test('a member schedules the deletion of their account and cancels it, in Chinese on a phone', async ({ browser }) => {
  const member = await apiMember(browser, { prefix: 'Leaver', lang: 'zh', viewport: { width: 390, height: 844 } });
  const { page } = member;
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: '我的数据' });
  const form = panel.getByRole('form', { name: '注销我的账号' });
  await form.getByLabel('随账号一起删除').check();
  await form.getByLabel('当前密码').fill(PASSWORD);
  await form.getByRole('button', { name: '注销我的账号' }).click();
  await expect(panel.getByText(/您的账号和文章将于 .+ 删除。在此之前登录即可取消。/)).toBeVisible();
  await panel.getByRole('button', { name: '取消注销' }).click();
  await expect(panel.getByText('已取消注销：您的账号将保留。')).toBeVisible();
  await expect(panel.getByRole('form', { name: '注销我的账号' })).toBeVisible();
  expect(member.errors).toEqual([]);
  await member.close();
});

test('an admin sees an unverified member who is leaving and resends their verification link', async ({ browser }) => {
  const member = await apiMember(browser, { prefix: 'Unverified', lang: 'en', signedIn: false, verified: false });
  const scheduled = await member.page.request.post('/auth/account/deletion', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { keepContent: true, password: PASSWORD },
  });
  expect(scheduled.status()).toBe(200);
  const admin = await apiMember(browser, { prefix: 'Keeper', lang: 'en' });
  const grant = await admin.page.request.post('/v1/graphql', {
    headers: { 'x-hasura-admin-secret': process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret' },
    data: {
      query: 'mutation Grant($id: uuid!) { update_user_profiles_by_pk(pk_columns: {id: $id}, _set: {is_admin: true}) { id } }',
      variables: { id: admin.id },
    },
  });
  expect(grant.status()).toBe(200);
  const { page } = admin;
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByText('Email unverified')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText(/^Deletion scheduled: /)).toBeVisible();
  await row.getByRole('button', { name: `Resend the verification email to ${member.displayName}` }).click();
  await expect(row.getByText('Verification email sent')).toBeVisible();
  // The link waits in the outbox (no SMTP server here).
  await page.goto('/admin/outbox');
  await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(3, { timeout: 15_000 });
  expect(admin.errors).toEqual([]);
  await member.close();
  await admin.close();
});
