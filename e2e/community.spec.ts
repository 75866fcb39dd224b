import { print } from 'graphql';
import {
  CreateDiscussionMutationDocument,
  DeleteDiscussionMutationDocument,
  WriteBlogCreatePostMutationDocument,
} from '../src/shared/api/gql/graphql.ts';
import { expect, test, type Browser, type Locator, type Page } from './support/test.ts';
import { adminGraphql, axeViolations, newAccount, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { apiMember, asMember, type ApiMember } from './support/members.ts';

// Community features on a fresh DATA_DIR: a page per discussion (server-rendered, JSON-LD, 404 for unknown ids),
// replies and @mentions that notify, the header bell and /notifications, reports and hiding by moderators, the
// same comment thread on articles, and the forum's content language.

const SEEDED_EN = '80000000-0000-4000-8000-000000000002';
const SEEDED_ZH = '80000000-0000-4000-8000-000000000001';

type Member = ApiMember;

/** A new member signed in, in a context of their own, in the given language. */
const member = (browser: Browser, prefix: string, lang: 'en' | 'zh' = 'en'): Promise<Member> => apiMember(browser, { prefix, lang });

async function newDiscussion(who: Member, content: string): Promise<string> {
  const data = await asMember<{ insert_discussions_one: { id: string } }>(who, print(CreateDiscussionMutationDocument), {
    title: 'A question for the forum',
    topic: 'general',
    content,
    language: 'en',
  });
  return data.insert_discussions_one.id;
}

test.describe('discussion pages', () => {
  test('are server-rendered with DiscussionForumPosting data; unknown and invalid ids are not found', async ({ request }) => {
    const found = await request.get(`/discussion/${SEEDED_EN}?lang=en`);
    expect(found.status()).toBe(200);
    const html = await found.text();
    expect(html).toContain('"@type":"DiscussionForumPosting"');
    expect(html).toContain('Hot take: within two years most rollups will share a sequencer');
    expect(html).toContain('<title>Will rollups share one sequencer? | Discussion | ChainPulse</title>');
    expect(html).toMatch(/<h1[^>]*>Will rollups share one sequencer\?<\/h1>/);

    expect((await request.get('/discussion/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
    expect((await request.get('/discussion/not-an-id')).status()).toBe(404);
  });

  test('cards on the forum link to their page, and the list follows the content language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await seedStorage(page, { lang: 'en' });
    await page.goto('/discussion');
    const list = page.getByTestId('discussion-list');
    await expect(list).toContainText('Hot take: within two years');
    await expect(list).not.toContainText('账户抽象钱包');
    await page.getByText('All languages', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'All languages' })).toBeChecked();
    await expect(list).toContainText('账户抽象钱包');
    await expect(list.getByTitle('Written in Chinese').first()).toBeVisible();

    await list.getByRole('link', { name: 'Open thread' }).first().click();
    await expect(page).toHaveURL(/\/discussion\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Back to the forum' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
    await context.close();
  });

  test('shows in Chinese with a not-found page for a missing discussion', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await seedStorage(page, { lang: 'zh' });
    await page.goto(`/discussion/${SEEDED_ZH}`);
    await expect(page.getByRole('link', { name: '返回论坛' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /条评论$/ })).toBeVisible();
    await page.goto('/discussion/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: '未找到该讨论' })).toBeVisible();
    await context.close();
  });
});

test('replies and mentions notify the member, who reads them from the bell', async ({ browser }) => {
  const author = await member(browser, 'author');
  const replier = await member(browser, 'replier');
  const id = await newDiscussion(author, `What should we build next? ${Date.now()}`);

  // The replier comments, mentioning the author: a reply (on their discussion) that mentions them notifies once.
  await replier.page.goto(`/discussion/${id}`);
  const box = replier.page.getByRole('textbox', { name: 'Your comment' });
  await box.fill(`Good question @${author.username}, an indexer!`);
  await replier.page.getByRole('button', { name: 'Comment', exact: true }).click();
  const comments = replier.page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByRole('link', { name: `@${author.username}` })).toHaveAttribute('href', `/u/${author.username}`);

  // The author's bell counts it once; the notifications page lists it and marks it read.
  await author.page.goto('/');
  const bell = author.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');
  await bell.click();
  await expect(author.page).toHaveURL(/\/notifications$/);
  const list = author.page.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('link', { name: `${replier.displayName} replied to you` })).toBeVisible();
  await expect(list.getByRole('link', { name: `${replier.displayName} mentioned you` })).toHaveCount(0);
  await author.page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(list.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  expect(await axeViolations(author.page)).toEqual([]);

  // The author replies under the comment; the reply is listed indented under it, and notifies the replier.
  await list.getByRole('link', { name: `${replier.displayName} replied to you` }).click();
  await expect(author.page).toHaveURL(new RegExp(`/discussion/${id}#comment-`));
  const thread = author.page.getByRole('list', { name: 'Comments' });
  await thread.getByRole('button', { name: 'Reply' }).click();
  await author.page.getByRole('textbox', { name: 'Your reply' }).fill('Thanks, an indexer it is.');
  await author.page.getByRole('button', { name: 'Reply', exact: true }).last().click();
  const replies = thread.getByRole('list', { name: 'Replies' });
  await expect(replies).toContainText('Thanks, an indexer it is.');

  await replier.page.goto('/notifications');
  await expect(
    replier.page.getByRole('list', { name: 'Your notifications' }).getByRole('link', { name: `${author.displayName} replied to you` }),
  ).toBeVisible();

  // The author edits their reply in place.
  await replies.getByRole('button', { name: 'Edit' }).click();
  await author.page.getByRole('textbox', { name: 'Edit your comment' }).fill('Thanks, an indexer it is (edited).');
  await replies.getByRole('button', { name: 'Save' }).click();
  await expect(replies).toContainText('(edited)');
  expect(await axeViolations(author.page)).toEqual([]);

  expect(author.errors).toEqual([]);
  expect(replier.errors).toEqual([]);
});

/** Fills in and sends the open report dialog. */
async function sendReport(dialog: Locator, reason: string) {
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Your report was sent to the moderators.');
  await dialog.getByRole('button', { name: 'Done' }).click();
}

/**
 * Hides the item of a report from its row (the moderator's dialog, no note); hiding resolves the report, so the row is
 * then found under Resolved, marked hidden.
 */
async function hideFromReport(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Hide' }).click();
  await page.getByRole('dialog', { name: 'Hide this item' }).getByRole('button', { name: 'Hide' }).click();
  await expect(row).toHaveCount(0);
  await page.goto('/admin/reports?status=resolved');
  await expect(row.getByText('Hidden by moderators')).toBeVisible();
}

/** Signs a new moderator in on `page` and opens /admin/reports: the row of the report whose item says `text`. */
async function reportAsModerator(page: Page, text: string): Promise<Locator> {
  const admin = await newAccount(page, { admin: true, prefix: 'moderator' });
  await seedStorage(page, { lang: 'en' });
  await page.goto('/');
  await signIn(page, admin);
  await page.goto('/admin/reports');
  return page.getByTestId('report-row').filter({ hasText: text });
}

test('a reported discussion hidden by a moderator is gone for others and marked for its author', async ({ browser, page, request }) => {
  const author = await member(browser, 'spammer');
  const reporter = await member(browser, 'reporter');
  const text = `Buy my token now ${Date.now()}`;
  const id = await newDiscussion(author, text);
  try {
    await reporter.page.goto(`/discussion/${id}`);
    // Exact: the header's account button is named after the member ("reporter …").
    await reporter.page.getByRole('button', { name: 'Report', exact: true }).first().click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this discussion' });
    await sendReport(dialog, 'Spam');

    const row = await reportAsModerator(page, text);
    await expect(row).toContainText('Reason: Spam');
    await hideFromReport(page, row);

    expect((await request.get(`/discussion/${id}`)).status()).toBe(404);
    await reporter.page.reload();
    await expect(reporter.page.getByRole('heading', { name: 'Discussion not found' })).toBeVisible();
    await author.page.goto(`/discussion/${id}`);
    await expect(author.page.getByText('Hidden by moderators')).toBeVisible();
    // The moderator opens it from the report: its text, marked, with what hiding means.
    await row.getByRole('link', { name: 'Open the item' }).click();
    await expect(page).toHaveURL(new RegExp(`/discussion/${id}$`));
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('Hidden by moderators')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'readers and other members do not see it' })).toBeVisible();
    await page.goBack();

    await row.getByRole('button', { name: 'Unhide' }).click();
    await expect(row.getByText('Hidden by moderators')).toHaveCount(0);
    expect((await page.request.get(`/discussion/${id}`)).status()).toBe(200);
  } finally {
    // Leaves the forum as the other specs expect it (the newest discussions have comments), also after a failure.
    await asMember(author, print(DeleteDiscussionMutationDocument), { id });
  }
});

test('a reported blog post hidden by a moderator leaves the blog and cannot be published by its author', async ({
  browser,
  page,
  request,
}) => {
  // Three members, seven pages, and the resolved list reloaded after hiding.
  test.slow();
  const author = await member(browser, 'poster');
  const reporter = await member(browser, 'reporter');
  const title = `Get rich quick ${Date.now().toString(36)}`;
  const { categories } = await adminGraphql<{ categories: { id: string }[] }>(
    page,
    'query E2eBlogCategory { categories(where: {slug: {_eq: "tech-blog"}}) { id } }',
  );
  const { insert_blog_posts_one: post } = await asMember<{ insert_blog_posts_one: { id: string; slug: string } }>(
    author,
    print(WriteBlogCreatePostMutationDocument),
    {
      post: {
        title,
        excerpt: 'A post that breaks the rules.',
        category_id: categories[0]!.id,
        published: true,
        content: 'A post that breaks the rules, written to be reported by a reader and hidden by a moderator.',
      },
    },
  );
  try {
    await reporter.page.goto(`/blog/${post.slug}`);
    await reporter.page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this blog post' });
    await sendReport(dialog, 'Scam');
    // The author has no report button on their own post.
    await author.page.goto(`/blog/${post.slug}`);
    await expect(author.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(author.page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);

    const row = await reportAsModerator(page, title);
    await expect(row).toContainText('Blog post');
    await expect(row).toContainText('Reason: Scam');
    await hideFromReport(page, row);

    // Gone for readers; the moderator still opens it from the report, marked hidden.
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);
    await row.getByRole('link', { name: 'Open the item' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByText('Hidden by moderators')).toBeVisible();
    await page.goBack();
    // A draft marked hidden for its author, who cannot publish it again.
    await author.page.goto('/profile');
    await expect(author.page.getByRole('listitem').filter({ hasText: title })).toContainText('Hidden by moderators');
    await author.page.goto(`/write-blog?edit=${post.id}`);
    await author.page.getByRole('button', { name: 'Publish' }).click();
    await expect(author.page.getByText('Moderators hid this post, so it cannot be published.')).toBeVisible();

    await row.getByRole('button', { name: 'Unhide' }).click();
    await expect(row.getByText('Hidden by moderators')).toHaveCount(0);
    expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(200);
    expect(author.errors).toEqual([]);
    expect(reporter.errors).toEqual([]);
  } finally {
    // The other specs count the blog's posts.
    await adminGraphql(page, 'mutation E2eRemovePost($id: uuid!) { delete_blog_posts_by_pk(id: $id) { id } }', { id: post.id });
  }
});

test('articles take comments in the same thread', async ({ browser, page }) => {
  const data = await adminGraphql<{ articles: { slug: string }[] }>(
    page,
    'query E2eArticle { articles(where: {published: {_eq: true}, language: {_eq: "en"}}, limit: 1) { slug } }',
  );
  const slug = data.articles[0]!.slug;
  const reader = await member(browser, 'reader');
  await reader.page.goto(`/article/${slug}`);
  await expect(reader.page.getByRole('heading', { name: /^(Comments|\d+ comments?)$/ })).toBeVisible();
  await reader.page.getByRole('textbox', { name: 'Your comment' }).fill('A clear explainer, thank you.');
  await reader.page.getByRole('button', { name: 'Comment', exact: true }).click();
  const comments = reader.page.getByRole('list', { name: 'Comments' });
  await expect(comments).toContainText('A clear explainer, thank you.');
  await comments.getByRole('button', { name: /^Like/ }).click();
  await expect(comments.getByRole('button', { name: 'Like (1)' })).toBeVisible();

  // The article itself takes one like per member too, above its comments.
  const articleLike = reader.page.getByRole('button', { name: /^Like/ }).first();
  const before = Number(/\((\d+)\)/.exec((await articleLike.getAttribute('aria-label')) ?? '')?.[1]);
  await articleLike.click();
  await expect(articleLike).toHaveAttribute('aria-pressed', 'true');
  await expect(articleLike).toHaveAccessibleName(`Like (${before + 1})`);
  await reader.page.reload();
  await expect(reader.page.getByRole('button', { name: /^Like/ }).first()).toHaveAccessibleName(`Like (${before + 1})`);
  expect(reader.errors).toEqual([]);
});
