import { AxeBuilder } from '@axe-core/playwright';
import { print } from 'graphql';
import { CreateDiscussionMutationDocument, EditProfileSaveMutationDocument } from '../src/shared/api/gql/graphql.ts';
import { expect, test, type Browser, type Page } from './support/test.ts';
import { adminGraphql, newAccount, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { apiMember, asMember, type ApiMember } from './support/members.ts';
import { watchErrors } from './support/watch-errors.ts';

// Threads as forum users expect them (issue 28): a title (the thread page's h1, a link in lists), a topic the
// sidebar filters by, a counted composer that refuses a paste over the limit, @mention suggestions, long texts
// clamped in lists, and a member page with website and location. English on a desktop, Chinese on a phone.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

type Member = ApiMember;

/** A new member signed in, in a context of their own. */
const member = (browser: Browser, lang: 'en' | 'zh', viewport: { width: number; height: number }): Promise<Member> =>
  apiMember(browser, { prefix: 'Thread', lang, viewport });

/** WCAG A/AA on the whole page, and the page has its one h1 (axe's page-has-heading-one). */
async function axeFindings(page: Page): Promise<string[]> {
  const wcag = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const heading = await new AxeBuilder({ page }).withRules(['page-has-heading-one']).analyze();
  return [...wcag.violations, ...heading.violations].map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a member starts a titled thread in a topic, with a counted text and an @mention, and reads it (en, desktop)', async ({ browser }) => {
  // Two members, a thread written and retitled, axe: a long walk.
  test.slow();
  const friend = await member(browser, 'en', DESKTOP);
  const me = await member(browser, 'en', DESKTOP);
  const { page } = me;
  await page.goto('/discussion?topic=defi');

  // The sidebar's topics are links; the one in the address is marked and filters the forum.
  const topics = page.getByRole('navigation', { name: 'Forum topics' });
  await expect(topics.getByRole('link', { name: 'DeFi' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Topic: DeFi')).toBeVisible();
  await topics.getByRole('link', { name: 'AI & ML' }).click();
  await expect(page).toHaveURL(/\/discussion\?topic=ai$/);
  await expect(topics.getByRole('link', { name: 'AI & ML' })).toHaveAttribute('aria-current', 'page');

  // Starting a thread: a title is required, the topic picker offers the forum's topics.
  const title = page.getByRole('textbox', { name: 'Title' });
  const text = page.getByRole('textbox', { name: 'Your discussion' });
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Developer tools' });

  // A paste over the limit is kept whole, counted and refused with the reason.
  await text.fill('x'.repeat(10_001));
  await expect(text).toHaveValue('x'.repeat(10_001));
  await expect(page.getByText('10,001 characters is over the limit of 5,000. Shorten the text to post it.')).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await title.fill('Which fuzzing profile do you run in CI?');
  await expect(post).toBeDisabled();

  // The @mention is offered as the name is typed, and chosen with the keyboard.
  await text.fill('');
  await expect(page.getByText('0 / 5,000 characters')).toBeVisible();
  await text.pressSequentially(`Asking @${friend.username}`);
  const suggestions = page.getByRole('listbox', { name: 'Members to mention' });
  await expect(suggestions.getByRole('option', { name: new RegExp(friend.username) })).toBeVisible();
  await text.press('Enter');
  await expect(suggestions).toBeHidden();
  await text.pressSequentially('what do you use?');
  await expect(text).toHaveValue(`Asking @${friend.username} what do you use?`);
  await post.click();
  await expect(text).toHaveValue('');
  await expect(title).toHaveValue('');

  // Listed under its topic with its title as a link; the thread page's h1 is the title; axe passes there.
  await page.getByRole('navigation', { name: 'Forum topics' }).getByRole('link', { name: 'Developer tools' }).click();
  const card = page.getByTestId('discussion-list').getByRole('article').filter({ hasText: friend.username });
  await expect(card.getByRole('heading', { level: 3, name: 'Which fuzzing profile do you run in CI?' })).toBeVisible();
  await card.getByRole('link', { name: 'Which fuzzing profile do you run in CI?', exact: true }).click();
  await expect(page).toHaveURL(/\/discussion\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which fuzzing profile do you run in CI?');
  await expect(page.getByRole('link', { name: `@${friend.username}` })).toHaveAttribute('href', `/u/${friend.username}`);
  expect(await axeFindings(page)).toEqual([]);

  // The author retitles the thread: one line, counted, saved at once; the address stays and a reload keeps it.
  const address = page.url();
  await page.getByRole('button', { name: 'Edit title' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the title' });
  const newTitle = edit.getByRole('textbox', { name: 'Title' });
  await expect(newTitle).toHaveValue('Which fuzzing profile do you run in CI?');
  await expect(edit.getByRole('button', { name: 'Save title' })).toBeDisabled();
  await newTitle.fill('x'.repeat(121));
  await expect(edit.getByText('The title has 121 characters; at most 120 fit. Shorten it to post.')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save title' })).toBeDisabled();
  await newTitle.fill('Which fuzzing profile runs in your CI?');
  await edit.getByRole('button', { name: 'Save title' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which fuzzing profile runs in your CI?');
  await page.reload();
  expect(page.url()).toBe(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which fuzzing profile runs in your CI?');

  expect(me.errors).toEqual([]);
  await friend.close();
  await me.close();
});

test('a long thread is clamped in lists, its page has its title as h1, and the member page links it (zh, phone)', async ({ browser }) => {
  // A member, a moderator signing in to retitle the thread, axe twice: a long walk.
  test.slow();
  const me = await member(browser, 'zh', PHONE);
  const { page } = me;
  const long = `${'链上数据越来越多，索引器的成本也越来越高。'.repeat(240)}`.slice(0, 5000);
  const { insert_discussions_one: created } = await asMember<{ insert_discussions_one: { id: string } }>(
    me,
    print(CreateDiscussionMutationDocument),
    { title: '索引器成本怎么控制？', topic: 'dev_tools', content: long, language: 'zh' },
  );
  await asMember(me, print(EditProfileSaveMutationDocument), {
    id: me.id,
    changes: { website: 'https://thread.example.com/me', location: '深圳' },
  });
  // The database refuses a website that is not http(s).
  const refused = await me.page.request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${me.token}` },
    data: { query: print(EditProfileSaveMutationDocument), variables: { id: me.id, changes: { website: 'javascript:alert(1)' } } },
  });
  expect(((await refused.json()) as { errors?: unknown[] }).errors).toHaveLength(1);

  // The forum clamps the 5,000 characters to a few lines, with 阅读全文 to the thread.
  await page.goto('/discussion?topic=dev_tools');
  const card = page.getByTestId('discussion-list').getByRole('article').filter({ hasText: '索引器成本怎么控制？' });
  const paragraph = card.getByRole('paragraph').filter({ hasText: '链上数据' });
  expect((await paragraph.boundingBox())!.height).toBeLessThan(160);
  await card.getByRole('link', { name: '阅读“索引器成本怎么控制？”全文' }).click();
  await expect(page).toHaveURL(new RegExp(`/discussion/${created.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('索引器成本怎么控制？');
  expect(await axeFindings(page)).toEqual([]);

  // A moderator retitles the member's thread (told they act as a moderator); the author's page then shows it.
  const moderatorContext = await browser.newContext({ locale: 'zh-CN', viewport: PHONE });
  const moderatorPage = await moderatorContext.newPage();
  const moderatorErrors = watchErrors(moderatorPage);
  const moderator = await newAccount(moderatorPage, { admin: true, prefix: 'moderator' });
  await seedStorage(moderatorPage, { lang: 'zh' });
  await moderatorPage.goto(`/discussion/${created.id}`);
  await signIn(moderatorPage, moderator);
  await moderatorPage.getByRole('button', { name: '编辑标题' }).click();
  const edit = moderatorPage.getByRole('dialog', { name: '编辑标题' });
  await expect(edit.getByText('以版主身份修改此讨论的标题，作者的正文保持不变。')).toBeVisible();
  await edit.getByRole('textbox', { name: '标题' }).fill('索引器的成本怎么控制？');
  await edit.getByRole('button', { name: '保存标题' }).click();
  await expect(edit).toBeHidden();
  await expect(moderatorPage.getByRole('heading', { level: 1 })).toHaveText('索引器的成本怎么控制？');
  expect(moderatorErrors).toEqual([]);
  await moderatorContext.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('索引器的成本怎么控制？');

  // The public member page shows the website (a link) and location, and the thread as a link.
  await page.goto(`/u/${me.username}`);
  const details = page.getByRole('definition').filter({ hasText: 'thread.example.com' });
  await expect(details.getByRole('link')).toHaveAttribute('href', 'https://thread.example.com/me');
  await expect(page.getByText('深圳')).toBeVisible();
  await expect(page.getByRole('link', { name: '索引器的成本怎么控制？', exact: true })).toHaveAttribute(
    'href',
    `/discussion/${created.id}`,
  );
  expect(await axeFindings(page)).toEqual([]);

  expect(me.errors).toEqual([]);
  await me.close();
});

test('a long thread shows its newest thirty comments, the earlier ones on request, and counts them all (en, desktop)', async ({
  browser,
}) => {
  const me = await member(browser, 'en', DESKTOP);
  const { page } = me;
  const { insert_discussions_one: created } = await asMember<{ insert_discussions_one: { id: string } }>(
    me,
    print(CreateDiscussionMutationDocument),
    { title: 'Which indexer do you run?', topic: 'dev_tools', content: 'Comparing notes on indexers.', language: 'en' },
  );
  // Thirty-three comments written two days ago, a minute apart (older than the member's hourly budget counts).
  const since = Date.now() - 2 * 86_400_000;
  await adminGraphql(
    page,
    'mutation ($objects: [discussion_comments_insert_input!]!) { insert_discussion_comments(objects: $objects) { affected_rows } }',
    {
      objects: Array.from({ length: 33 }, (_, index) => ({
        discussion_id: created.id,
        author_id: me.id,
        content: `Indexer note ${index + 1}.`,
        created_at: new Date(since + index * 60_000).toISOString(),
      })),
    },
  );
  await page.goto(`/discussion/${created.id}`);
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(page.getByRole('heading', { name: '33 comments' })).toBeVisible();
  await expect(comments.getByText(/^Indexer note \d+\.$/)).toHaveCount(30);
  // Oldest first on the page: the first shown is the fourth written, the last the newest.
  await expect(comments.getByText(/^Indexer note \d+\.$/).first()).toHaveText('Indexer note 4.');
  await expect(comments.getByText(/^Indexer note \d+\.$/).last()).toHaveText('Indexer note 33.');
  await page.getByRole('button', { name: 'Show earlier comments' }).click();
  await expect(comments.getByText(/^Indexer note \d+\.$/)).toHaveCount(33);
  await expect(comments.getByText(/^Indexer note \d+\.$/).first()).toHaveText('Indexer note 1.');
  await expect(page.getByRole('button', { name: 'Show earlier comments' })).toHaveCount(0);
  expect(me.errors).toEqual([]);
  await me.close();
});
