import { print } from 'graphql';
import {
  CreateDiscussionMutationDocument,
  DeleteDiscussionMutationDocument,
  ReportContentMutationDocument,
} from '../src/shared/api/gql/graphql.ts';
import { expect, test, type Browser, type Page } from './support/test.ts';
import { axeViolations, newAccount, PASSWORD, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { apiMember, asMember, type ApiMember } from './support/members.ts';

// The moderator's flow (issue 28, Discourse as the anchor), once on a desktop in English and once on a phone in
// Chinese: a long reported text folded with its author and the actions within reach; warn and hide with a note (the
// report is resolved, the author told); suspend from the report or the users page (the member's content there too);
// the suspended member refused at sign-in with the end and the reason; a warning from the member's page; the
// dashboard's community figures.

const TEXTS = {
  en: {
    showAll: 'Show all',
    warn: 'Warn',
    warnDialog: 'Warn the author',
    sendWarning: 'Send warning',
    hide: 'Hide',
    hideDialog: 'Hide this item',
    suspend: 'Suspend',
    suspendDialog: 'Suspend the member',
    noteRequired: 'Note to the member (required)',
    noteOptional: 'Note to the member (optional)',
    hidden: 'Hidden by moderators',
    hiddenNotice: 'A moderator hid your post',
    warnedNotice: 'A moderator warned you about your post',
    memberWarnedNotice: 'A moderator sent you a warning',
    moderate: 'Moderate troll',
    warnMemberDialog: 'Warn the member',
    warned: 'was warned.',
    note: "Moderator's note: ",
    suspendedUntil: 'Suspended until',
    suspendedSignIn: 'A moderator suspended this account until',
    community: ['Members', 'Published blog posts', 'Comments', 'Open reports'],
    login: 'Login / Register',
    email: 'Email',
    password: 'Password',
  },
  zh: {
    showAll: '展开全文',
    warn: '警告',
    warnDialog: '警告作者',
    sendWarning: '发送警告',
    hide: '隐藏',
    hideDialog: '隐藏此内容',
    suspend: '暂停',
    suspendDialog: '暂停成员',
    noteRequired: '给成员的留言（必填）',
    noteOptional: '给成员的留言（选填）',
    hidden: '已被版主隐藏',
    hiddenNotice: '版主隐藏了您的内容',
    warnedNotice: '版主就您的内容向您发出了警告',
    memberWarnedNotice: '版主向您发出了警告',
    moderate: '管理 troll',
    warnMemberDialog: '警告成员',
    warned: '发出警告。',
    note: '版主留言：',
    suspendedUntil: '暂停至',
    suspendedSignIn: '该账号已被版主暂停使用，直至',
    community: ['成员', '已发布的博客文章', '评论', '待处理举报'],
    login: '登录 / 注册',
    email: '邮箱',
    password: '密码',
  },
} as const;

type Member = ApiMember;

/** A new member (signed up through the API) with a page of their own in `lang`, not signed in there. */
const member = (browser: Browser, prefix: string, lang: 'en' | 'zh', viewport: { width: number; height: number }): Promise<Member> =>
  apiMember(browser, { prefix, lang, viewport, signedIn: false });

/** A discussion by `author` that `reporter` reports; its id. */
async function reportedDiscussion(author: Member, reporter: Member, content: string, lang: 'en' | 'zh'): Promise<string> {
  const { insert_discussions_one: thread } = await asMember<{ insert_discussions_one: { id: string } }>(
    author,
    print(CreateDiscussionMutationDocument),
    { title: lang === 'zh' ? '一个需要审核的帖子' : 'A thread to moderate', topic: 'general', content, language: lang },
  );
  await asMember(reporter, print(ReportContentMutationDocument), { object: { discussion_id: thread.id, reason: 'Spam' } });
  return thread.id;
}

/** Fills and confirms the moderator's dialog named `title`, with `note` in the field labelled `noteLabel`. */
async function confirmModeration(page: Page, title: string, noteLabel: string, note: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel(noteLabel).fill(note);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const { lang, viewport, device } of [
  { lang: 'en', viewport: { width: 1366, height: 900 }, device: 'desktop' },
  { lang: 'zh', viewport: { width: 375, height: 812 }, device: 'phone' },
] as const) {
  test(`a moderator warns, hides and suspends from a report, in ${lang} on a ${device}`, async ({ browser, page }) => {
    // One long walk through four pages and three members.
    test.slow();
    const text = TEXTS[lang];
    await page.setViewportSize(viewport);
    const author = await member(browser, 'troll', lang, viewport);
    const reporter = await member(browser, 'watcher', lang, viewport);
    const marker = `Buy my token ${Date.now().toString(36)}`;
    const content = `${marker}\n${Array.from({ length: 60 }, (_, i) => `Line ${i + 1}: the moon is near, link in bio.`).join('\n')}`;
    const id = await reportedDiscussion(author, reporter, content, lang);
    try {
      const moderator = await newAccount(page, { admin: true, prefix: 'moderator' });
      await seedStorage(page, { lang });
      await page.goto('/');
      await signIn(page, moderator);
      await page.goto('/admin/reports');
      const row = page.getByTestId('report-row').filter({ hasText: marker });

      // Folded: the actions sit right under a few lines of the text, the author named and linked.
      await expect(row.getByRole('button', { name: text.showAll })).toHaveAttribute('aria-expanded', 'false');
      const hide = row.getByRole('button', { name: text.hide, exact: true });
      const box = await hide.boundingBox();
      const top = await row.boundingBox();
      expect(box!.y - top!.y).toBeLessThan(viewport.height);
      await expect(row.getByRole('link', { name: new RegExp(`^troll `) })).toHaveAttribute('href', `/u/${author.username}`);
      expect(await axeViolations(page)).toEqual([]);

      await row.getByRole('button', { name: text.warn, exact: true }).click();
      await confirmModeration(page, text.warnDialog, text.noteRequired, 'Please stop posting links.', text.sendWarning);
      await hide.click();
      await confirmModeration(page, text.hideDialog, text.noteOptional, 'Advertising is not allowed here.', text.hide);
      // Hiding resolved the report: it left the open list.
      await expect(row).toHaveCount(0);
      await page.goto('/admin/reports?status=resolved');
      await expect(row.getByText(text.hidden)).toBeVisible();

      // Suspend the author from the report; the row says until when.
      await row.getByRole('button', { name: text.suspend, exact: true }).click();
      await confirmModeration(page, text.suspendDialog, text.noteRequired, 'Repeated advertising', text.suspend);
      await expect(row.getByText(text.suspendedUntil)).toBeVisible();

      // The author cannot sign in, and is told until when and why.
      await author.page.goto('/');
      await author.page.getByRole('banner').getByRole('button', { name: text.login }).click();
      const dialog = author.page.getByRole('dialog');
      await dialog.getByLabel(text.email, { exact: true }).fill(author.email);
      await dialog.getByLabel(text.password, { exact: true }).fill(PASSWORD);
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByRole('alert')).toContainText(text.suspendedSignIn);
      await expect(dialog.getByRole('alert')).toContainText('Repeated advertising');

      // Lifted from the users page, whose member content lists the hidden thread; the author then reads the notices.
      await page.goto(`/admin/users?q=${author.username}`);
      const userRow = page.getByRole('row').filter({ hasText: author.username });
      await expect(userRow.getByText(text.suspendedUntil)).toBeVisible();
      await userRow.getByRole('button', { name: lang === 'en' ? 'Show the content of troll' : /^查看 troll/ }).click();
      const contentDialog = page.getByRole('dialog');
      await expect(contentDialog.getByRole('link', { name: new RegExp(marker) })).toBeVisible();
      await expect(contentDialog.getByText(text.hidden)).toBeVisible();
      await contentDialog
        .getByRole('button', { name: lang === 'en' ? 'Close the dialog' : /关闭/ })
        .first()
        .click();
      await userRow.getByRole('button', { name: lang === 'en' ? /^Lift the suspension of/ : /^解除 troll/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: lang === 'en' ? 'Lift suspension' : '解除暂停' })
        .click();
      await expect(userRow.getByText(text.suspendedUntil)).toHaveCount(0);

      // A warning about the member, from their page (no item named). The server's page already keeps the controls'
      // place (the moderator's hint cookie), so the posts below them do not move when they show.
      await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
        const heading = document.querySelector('main h2');
        window.firstPaint = {
          reserved: document.querySelectorAll('[data-testid="moderation-reserved"]').length,
          top: heading ? heading.getBoundingClientRect().top + window.scrollY : null,
        };
      });`);
      await page.goto(`/u/${author.username}`);
      const controls = page.getByRole('group', { name: new RegExp(`^${text.moderate}`) });
      await expect(controls.getByRole('button', { name: text.warn, exact: true })).toBeVisible();
      const firstPaint = await page.evaluate<{ reserved: number; top: number | null }>('window.firstPaint');
      expect(firstPaint.reserved).toBe(1);
      const postsTop = await page.evaluate<number>(`document.querySelector('main h2').getBoundingClientRect().top + window.scrollY`);
      expect(postsTop).toBe(firstPaint.top);
      await controls.getByRole('button', { name: text.warn, exact: true }).click();
      await confirmModeration(page, text.warnMemberDialog, text.noteRequired, 'Mind the tone everywhere.', text.sendWarning);
      await expect(controls.getByRole('status')).toContainText(text.warned);

      await dialog.locator('button[type="submit"]').click();
      await expect(dialog).toBeHidden();
      await author.page.goto('/notifications');
      const main = author.page.getByRole('main');
      await expect(main.getByText(text.hiddenNotice)).toBeVisible();
      await expect(main.getByText(`${text.note}Advertising is not allowed here.`)).toBeVisible();
      await expect(main.getByText(text.warnedNotice)).toBeVisible();
      await expect(main.getByText(`${text.note}Please stop posting links.`)).toBeVisible();
      await expect(main.getByText(text.memberWarnedNotice)).toBeVisible();
      await expect(main.getByText(`${text.note}Mind the tone everywhere.`)).toBeVisible();

      // The dashboard's community figures.
      await page.goto('/admin/dashboard');
      for (const label of text.community) await expect(page.getByRole('main').getByText(label, { exact: true })).toBeVisible();
    } finally {
      await asMember(author, print(DeleteDiscussionMutationDocument), { id }).catch(() => undefined);
      await author.page.context().close();
      await reporter.page.context().close();
    }
  });
}
