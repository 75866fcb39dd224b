import { print } from 'graphql';
import { WriteBlogCreatePostMutationDocument } from '../src/shared/api/gql/graphql.ts';
import { expect, test, type Browser } from './support/test.ts';
import { adminGraphql } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { apiMember, type ApiMember } from './support/members.ts';

// Issue 28's following and events on a fresh DATA_DIR: a visitor asked to sign in with a reason, a member who
// follows another and sees their post in the Following feed and a notification; an RSVP that moves the attendee
// count and is withdrawn, the calendar links, and the events list's language filter. English on a desktop,
// Chinese on a phone.

const CONFERENCE = '70000000-0000-4000-8000-000000000003';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

type Member = ApiMember;

/** A new member signed in, in a context of their own, in the given language and viewport. */
const member = (browser: Browser, prefix: string, lang: 'en' | 'zh', viewport = DESKTOP): Promise<Member> =>
  apiMember(browser, { prefix, lang, viewport });

test('members follow members: visitors are asked with a reason, the Following feed and a notification show the post', async ({
  browser,
  page,
}) => {
  const reader = await member(browser, 'reader', 'en');
  const writer = await member(browser, 'writer', 'en');
  try {
    // A visitor's Follow opens the Login dialog, which says why.
    await page.setViewportSize(DESKTOP);
    await seedStorage(page, { lang: 'en' });
    await page.goto(`/u/${writer.username}`);
    await page.getByTestId('follow-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Sign in to follow writer`);
    await dialog.getByRole('button', { name: /close/i }).click();

    // The reader follows the writer: the button flips at once and stays after a reload.
    await reader.page.goto(`/u/${writer.username}`);
    const follow = reader.page.getByTestId('follow-button');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expect(reader.page.getByText('0 followers · 0 following')).toBeVisible();
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText('Following');
    // The count follows the button (singular now), and the reader's own page counts whom they follow.
    await expect(reader.page.getByText('1 follower · 0 following')).toBeVisible();
    await reader.page.reload();
    await expect(reader.page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');
    await reader.page.goto(`/u/${reader.username}`);
    await expect(reader.page.getByText('0 followers · 1 following')).toBeVisible();
    // A tag page counts its followers too (no other spec follows this seeded tag).
    await reader.page.goto('/tag/postmortem');
    await expect(reader.page.getByText('0 members follow this tag.')).toBeVisible();
    await reader.page.getByTestId('follow-button').click();
    await expect(reader.page.getByText('1 member follows this tag.')).toBeVisible();
    await reader.page.getByTestId('follow-button').click();
    await expect(reader.page.getByText('0 members follow this tag.')).toBeVisible();

    // The Following tab: nothing yet, then the writer's new post.
    await reader.page.goto('/');
    await reader.page.getByTestId('following-tab').click();
    await expect(reader.page).toHaveURL(/feed=following/);
    await expect(reader.page.getByText('Nothing new from who and what you follow yet.')).toBeVisible();
    const title = `Rollups after blobs ${Date.now().toString(36)}`;
    const { categories } = await adminGraphql<{ categories: { id: string }[] }>(
      page,
      'query E2eFollowCategory { categories(where: {slug: {_eq: "tech-blog"}}) { id } }',
    );
    const response = await writer.page.request.post('/v1/graphql', {
      headers: { authorization: `Bearer ${writer.token}` },
      data: {
        query: print(WriteBlogCreatePostMutationDocument),
        variables: {
          post: {
            title,
            excerpt: 'What changed for rollups after blobs.',
            category_id: categories[0]!.id,
            published: true,
            content: 'Blob space changed what a rollup pays for data; this post walks through what it means for users and builders.',
          },
        },
      },
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    await reader.page.reload();
    await expect(reader.page.getByTestId('following-feed')).toContainText(title);

    await reader.page.goto('/notifications');
    await expect(reader.page.getByRole('link', { name: /published something you follow/ })).toBeVisible();
    expect(reader.errors).toEqual([]);
    // The blog's lists in other specs count the seeded posts: this one goes again.
    await adminGraphql(
      page,
      'mutation E2eRemoveFollowedPost($title: String!) { delete_blog_posts(where: {title: {_eq: $title}}) { affected_rows } }',
      {
        title,
      },
    );
  } finally {
    await reader.page.context().close();
    await writer.page.context().close();
  }
});

test('a member RSVPs on a phone in Chinese: the count moves, withdrawing gives it back; calendar links and the language filter', async ({
  browser,
  page,
}) => {
  const guest = await member(browser, 'guest', 'zh', PHONE);
  try {
    const { events_by_pk: event } = await adminGraphql<{ events_by_pk: { slug: string; current_attendees: number } }>(
      page,
      'query E2eRsvpEvent($id: uuid!) { events_by_pk(id: $id) { slug current_attendees } }',
      { id: CONFERENCE },
    );
    const count = (n: number) => new Intl.NumberFormat('zh-CN').format(n);
    await guest.page.goto(`/events/${event.slug}`);
    const going = guest.page.getByTestId('rsvp-going');
    await expect(going).toHaveText('参加');
    await going.click();
    await expect(going).toHaveAttribute('aria-pressed', 'true');
    await expect(guest.page.getByRole('main')).toContainText(count(event.current_attendees + 1));
    await expect(guest.page.getByTestId('rsvp')).toContainText('您将参加');

    // Interested gives the seat back and keeps the answer; withdrawing clears it.
    await guest.page.getByTestId('rsvp-interested').click();
    await expect(guest.page.getByTestId('rsvp-interested')).toHaveAttribute('aria-pressed', 'true');
    await expect(guest.page.getByRole('main')).not.toContainText(count(event.current_attendees + 1));
    await expect(guest.page.getByRole('main')).toContainText(count(event.current_attendees));
    await guest.page.getByTestId('rsvp-withdraw').click();
    await expect(guest.page.getByTestId('rsvp-withdraw')).toHaveCount(0);

    const google = new URL((await guest.page.getByTestId('calendar-google').getAttribute('href'))!);
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    const outlook = new URL((await guest.page.getByTestId('calendar-outlook').getAttribute('href'))!);
    expect(outlook.hostname).toBe('outlook.live.com');

    // The list: a language badge on every card, and the Chinese filter leaves only Chinese events.
    await guest.page.goto('/events');
    await expect(guest.page.getByTestId('event-language').first()).toBeVisible();
    await guest.page.getByTestId('event-language-filter').getByRole('button', { name: '中文' }).click();
    await expect(guest.page).toHaveURL(/language=zh/);
    await expect(guest.page.getByTestId('event-language').first()).toHaveText('中文');
    const badges = await guest.page.getByTestId('event-language').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((badge) => badge === '中文')).toBe(true);
    expect(guest.errors).toEqual([]);
  } finally {
    await guest.page.context().close();
  }
});
