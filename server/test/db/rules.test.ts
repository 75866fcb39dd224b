// The validation rules of the spec (section 5 and 9) and the design (section 3) as the database
// enforces them: every rule has a row the database must refuse and a valid neighbour it accepts.
// Runs on the embedded PGlite and, when installed, on a real PostgreSQL 15. One database per backend
// for the file; every test works on rows of its own (unique names), so tests do not see each other.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import {
  backends,
  POSTS,
  CHECK,
  countRows,
  createMember,
  expectRejected,
  findRow,
  FOREIGN_KEY,
  insertArticle,
  insertAuthor,
  insertBlogPost,
  insertCategory,
  insertComment,
  insertDiscussion,
  insertEvent,
  insertNewsArticle,
  insertNewsCategory,
  insertNewsSource,
  insertRow,
  NOT_NULL,
  type Row,
  unique,
  UNIQUE,
  updateRow,
  VALID_CONTENT,
} from './fixtures.ts';

describe.each(backends().map((backend) => [backend.name, backend] as const))('schema rules on %s', (_name, backend) => {
  describe.skipIf(!backend.available)('rules', () => {
    let db: Database;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    function insertPost(table: string, overrides: Row = {}): Promise<Row> {
      return table === 'public.articles' ? insertArticle(db, overrides) : insertBlogPost(db, overrides);
    }

    // --- articles and blog posts -----------------------------------------------------------------

    test.each(POSTS)('%s: title is 5 to 200 characters after trimming', async (name, table) => {
      const refused = { code: CHECK, constraint: `${name}_title_check` };
      await expectRejected(insertPost(table, { title: 'abcd' }), refused);
      await expectRejected(insertPost(table, { title: 'a'.repeat(201) }), refused);
      await expectRejected(insertPost(table, { title: '     ' }), refused);
      await expectRejected(insertPost(table, { title: '   abcd   ' }), refused);
      await expectRejected(insertPost(table, { title: '' }), refused);
      await expectRejected(insertPost(table, { title: null }), { code: NOT_NULL, column: 'title' });

      expect((await insertPost(table, { title: 'abcde' })).title).toBe('abcde');
      expect((await insertPost(table, { title: 'b'.repeat(200) })).title).toBe('b'.repeat(200));
      const row = await insertPost(table, { title: '文章标题测试' });
      expect(row.title).toBe('文章标题测试');
      await expectRejected(updateRow(db, table, row.id, { title: 'abcd' }), refused);
      expect((await updateRow(db, table, row.id, { title: 'fives' })).title).toBe('fives');
    });

    test.each(POSTS)('%s: a title of only tabs, newlines or other Unicode spaces is rejected', async (name, table) => {
      // The spec validates the trimmed title (JavaScript trim), which removes every kind of whitespace.
      const refused = { code: CHECK, constraint: `${name}_title_check` };
      await expectRejected(insertPost(table, { title: '\n\n\n\n\n\n' }), refused);
      await expectRejected(insertPost(table, { title: '\t\t\t\t\t\t' }), refused);
      await expectRejected(insertPost(table, { title: '\u3000\u3000\u3000\u3000\u3000\u3000' }), refused);
      await expectRejected(insertPost(table, { title: ' \n abcd \t ' }), refused);
      expect((await insertPost(table, { title: 'Tabs\tand\nnewlines inside' })).title).toBe('Tabs\tand\nnewlines inside');
    });

    test.each(POSTS)('%s: excerpt is 10 to 500 characters after trimming', async (name, table) => {
      const refused = { code: CHECK, constraint: `${name}_excerpt_check` };
      await expectRejected(insertPost(table, { excerpt: '123456789' }), refused);
      await expectRejected(insertPost(table, { excerpt: 'e'.repeat(501) }), refused);
      await expectRejected(insertPost(table, { excerpt: '   123456789   ' }), refused);
      await expectRejected(insertPost(table, { excerpt: ' '.repeat(20) }), refused);
      await expectRejected(insertPost(table, { excerpt: null }), { code: NOT_NULL, column: 'excerpt' });

      expect((await insertPost(table, { excerpt: '1234567890' })).excerpt).toBe('1234567890');
      expect((await insertPost(table, { excerpt: 'e'.repeat(500) })).excerpt).toBe('e'.repeat(500));
    });

    test.each(POSTS)('%s: content is at least 50 characters after trimming', async (name, table) => {
      const refused = { code: CHECK, constraint: `${name}_content_check` };
      await expectRejected(insertPost(table, { content: 'c'.repeat(49) }), refused);
      await expectRejected(insertPost(table, { content: `   ${'c'.repeat(49)}      ` }), refused);
      await expectRejected(insertPost(table, { content: ' '.repeat(80) }), refused);
      await expectRejected(insertPost(table, { content: null }), { code: NOT_NULL, column: 'content' });

      const row = await insertPost(table, { content: 'c'.repeat(50) });
      expect(row.content).toBe('c'.repeat(50));
      await expectRejected(updateRow(db, table, row.id, { content: 'short' }), refused);
      expect((await updateRow(db, table, row.id, { content: VALID_CONTENT })).content).toBe(VALID_CONTENT);
    });

    // --- events ------------------------------------------------------------------------------

    test('events: price is at least 0 with at most 2 decimals', async () => {
      const refused = { code: CHECK, constraint: 'events_price_check' };
      await expectRejected(insertEvent(db, { price: -1 }), refused);
      await expectRejected(insertEvent(db, { price: '-0.01' }), refused);
      await expectRejected(insertEvent(db, { price: '1.005' }), refused);
      await expectRejected(insertEvent(db, { price: '0.001' }), refused);

      expect(Number((await insertEvent(db, { price: '1.5' })).price)).toBe(1.5);
      expect(Number((await insertEvent(db, { price: '19.99' })).price)).toBe(19.99);
      const free = await insertEvent(db, { price: 0 });
      expect(Number(free.price)).toBe(0);
      expect(Number((await insertEvent(db)).price)).toBe(0);
      await expectRejected(updateRow(db, 'public.events', free.id, { price: '2.999' }), refused);
      expect(Number((await updateRow(db, 'public.events', free.id, { price: '2.99' })).price)).toBe(2.99);
    });

    test('events: attendee counts are whole numbers of at least 0', async () => {
      await expectRejected(insertEvent(db, { current_attendees: -1 }), { code: CHECK, constraint: 'events_current_attendees_check' });
      await expectRejected(insertEvent(db, { max_attendees: -5 }), { code: CHECK, constraint: 'events_max_attendees_check' });
      await expectRejected(insertEvent(db, { current_attendees: '1.5' }), { code: '22P02' });
      await expectRejected(insertEvent(db, { current_attendees: null }), { code: NOT_NULL, column: 'current_attendees' });

      const row = await insertEvent(db, { current_attendees: 0, max_attendees: 1 });
      expect(row).toMatchObject({ current_attendees: 0, max_attendees: 1 });
      expect((await insertEvent(db)).current_attendees).toBe(0);
      await expectRejected(updateRow(db, 'public.events', row.id, { current_attendees: -3 }), {
        code: CHECK,
        constraint: 'events_current_attendees_check',
      });
      expect((await updateRow(db, 'public.events', row.id, { current_attendees: 250 })).current_attendees).toBe(250);
    });

    test('events: max_attendees 0 (unlimited) is stored as NULL', async () => {
      const unlimited = await insertEvent(db, { max_attendees: 0 });
      expect(unlimited.max_attendees).toBeNull();
      expect((await findRow(db, 'public.events', unlimited.id))!.max_attendees).toBeNull();

      const limited = await insertEvent(db, { max_attendees: 100 });
      expect(limited.max_attendees).toBe(100);
      expect((await updateRow(db, 'public.events', limited.id, { max_attendees: 0 })).max_attendees).toBeNull();
      expect((await updateRow(db, 'public.events', limited.id, { max_attendees: 10000 })).max_attendees).toBe(10000);
    });

    test('events: status is one of upcoming, ongoing, completed, cancelled (the rows of the enum table event_statuses)', async () => {
      const refused = { code: FOREIGN_KEY, constraint: 'events_status_fkey' };
      for (const status of ['draft', 'Upcoming', 'UPCOMING', '', 'past']) {
        await expectRejected(insertEvent(db, { status }), refused);
      }
      await expectRejected(insertEvent(db, { status: null }), { code: NOT_NULL, column: 'status' });
      for (const status of ['upcoming', 'ongoing', 'completed', 'cancelled']) {
        expect((await insertEvent(db, { status })).status).toBe(status);
      }
      const row = await insertEvent(db);
      expect(row.status).toBe('upcoming');
      await expectRejected(updateRow(db, 'public.events', row.id, { status: 'finished' }), refused);
    });

    test('events: end_date is after start_date', async () => {
      const refused = { code: CHECK, constraint: 'events_end_after_start' };
      await expectRejected(insertEvent(db, { start_date: '2030-05-01T10:00:00Z', end_date: '2030-05-01T10:00:00Z' }), refused);
      await expectRejected(insertEvent(db, { start_date: '2030-05-01T10:00:00Z', end_date: '2030-04-30T10:00:00Z' }), refused);

      const row = await insertEvent(db, { start_date: '2030-05-01T10:00:00Z', end_date: '2030-05-01T10:01:00Z' });
      expect((row.end_date as Date).toISOString()).toBe('2030-05-01T10:01:00.000Z');
      await expectRejected(updateRow(db, 'public.events', row.id, { end_date: '2030-05-01T09:00:00Z' }), refused);
      await expectRejected(updateRow(db, 'public.events', row.id, { start_date: '2030-05-02T00:00:00Z' }), refused);
    });

    // --- discussions and comments --------------------------------------------------------------

    test('discussions: content must not be empty after trimming and is stored trimmed', async () => {
      const refused = { code: CHECK, constraint: 'discussions_content_check' };
      await expectRejected(insertDiscussion(db, { content: '' }), refused);
      await expectRejected(insertDiscussion(db, { content: '     ' }), refused);
      await expectRejected(insertDiscussion(db, { content: null }), { code: NOT_NULL, column: 'content' });

      const row = await insertDiscussion(db, { content: '   Is proof of stake secure?   ' });
      expect(row.content).toBe('Is proof of stake secure?');
      await expectRejected(updateRow(db, 'public.discussions', row.id, { content: '   ' }), refused);
      expect((await updateRow(db, 'public.discussions', row.id, { content: '  Edited.  ' })).content).toBe('Edited.');
    });

    test('discussion comments: content must not be empty after trimming and is stored trimmed', async () => {
      const discussion = await insertDiscussion(db);
      const refused = { code: CHECK, constraint: 'discussion_comments_content_check' };
      await expectRejected(insertComment(db, discussion.id, { content: '' }), refused);
      await expectRejected(insertComment(db, discussion.id, { content: '        ' }), refused);

      const row = await insertComment(db, discussion.id, { content: '  Good point  ' });
      expect(row.content).toBe('Good point');
      await expectRejected(updateRow(db, 'public.discussion_comments', row.id, { content: ' ' }), refused);
      expect((await updateRow(db, 'public.discussion_comments', row.id, { content: ' ok ' })).content).toBe('ok');
    });

    test('discussions and comments: tabs, newlines and Unicode spaces are trimmed too', async () => {
      // "Non-empty after trimming and sent trimmed" means JavaScript's trim, which removes all of these.
      const discussion = await insertDiscussion(db);
      await expectRejected(insertDiscussion(db, { content: '\n\t\n' }), { code: CHECK, constraint: 'discussions_content_check' });
      await expectRejected(insertDiscussion(db, { content: '\u3000\u00a0' }), { code: CHECK, constraint: 'discussions_content_check' });
      await expectRejected(insertComment(db, discussion.id, { content: '\r\n' }), {
        code: CHECK,
        constraint: 'discussion_comments_content_check',
      });
      expect((await insertDiscussion(db, { content: '\n\tLine one\nLine two\n\n' })).content).toBe('Line one\nLine two');
      expect((await insertComment(db, discussion.id, { content: '\u3000你好\u3000' })).content).toBe('你好');
    });

    // --- URLs, emails, usernames --------------------------------------------------------------

    const URL_COLUMNS: [string, string][] = [
      ['public.articles', 'image_url'],
      ['public.blog_posts', 'image_url'],
      ['public.events', 'image_url'],
      ['public.events', 'registration_url'],
      ['public.user_profiles', 'website'],
      ['public.user_profiles', 'avatar_url'],
      ['public.authors', 'avatar_url'],
      ['public.news_articles', 'image_url'],
    ];

    async function rowOf(table: string): Promise<Row> {
      switch (table) {
        case 'public.articles':
          return insertArticle(db);
        case 'public.blog_posts':
          return insertBlogPost(db);
        case 'public.events':
          return insertEvent(db);
        case 'public.user_profiles':
          return { id: (await createMember(db)).id };
        case 'public.authors':
          return insertAuthor(db);
        default:
          return insertNewsArticle(db);
      }
    }

    test.each(URL_COLUMNS)('%s.%s: only http(s) URLs and (but a website) site paths, never javascript: or data:', async (table, column) => {
      const row = await rowOf(table);
      const refused = { code: CHECK, constraint: `${table.split('.')[1]}_${column}_check` };
      // A member's website is a full address (migration 1795305603200); images may be the site's own paths.
      const sitePath = '/uploads/blog-images/1.png';
      const fullAddressOnly = table === 'public.user_profiles' && column === 'website';
      for (const unsafe of [
        ...(fullAddressOnly ? [sitePath] : []),
        'javascript:alert(1)',
        'JavaScript:alert(document.cookie)',
        ' javascript:alert(1)',
        'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
        'data:image/svg+xml,<svg onload=alert(1)>',
        'vbscript:msgbox(1)',
        'ftp://example.com/file',
        'https://exa mple.com/a.png',
        'https://',
        `https://example.com/${'a'.repeat(2048)}`,
      ]) {
        await expectRejected(updateRow(db, table, row.id, { [column]: unsafe }), refused);
      }
      for (const safe of ['https://example.com/images/a.png?size=2', 'http://example.org', ...(fullAddressOnly ? [] : [sitePath])]) {
        expect((await updateRow(db, table, row.id, { [column]: safe }))[column]).toBe(safe);
      }
      expect((await updateRow(db, table, row.id, { [column]: null }))[column]).toBeNull();
    });

    // [table, column, nullable]
    const EMAIL_COLUMNS: [string, string, boolean][] = [
      ['public.authors', 'email', false],
      ['public.events', 'organizer_email', true],
      ['auth.users', 'email', false],
    ];

    test.each(EMAIL_COLUMNS)('%s.%s holds an email address', async (table, column, nullable) => {
      const row =
        table === 'public.authors'
          ? await insertAuthor(db)
          : table === 'public.events'
            ? await insertEvent(db)
            : { id: (await createMember(db)).id };
      const refused = { code: CHECK, constraint: `${table.split('.')[1]}_${column}_check` };
      for (const bad of [
        'not-an-email',
        'a@b',
        'a b@example.com',
        '@example.com',
        'someone@',
        'a@@example.com',
        'x@exa mple.com',
        `${'a'.repeat(250)}@example.com`,
      ]) {
        await expectRejected(updateRow(db, table, row.id, { [column]: bad }), refused);
      }
      const good = `${unique('mail').toLowerCase()}@example.com`;
      expect((await updateRow(db, table, row.id, { [column]: good }))[column]).toBe(good);
      if (nullable) {
        expect((await updateRow(db, table, row.id, { [column]: null }))[column]).toBeNull();
      } else {
        await expectRejected(updateRow(db, table, row.id, { [column]: null }), { code: NOT_NULL, column });
      }
    });

    test('user_profiles: username is 3 to 30 letters, digits or underscores', async () => {
      const refused = { code: CHECK, constraint: 'user_profiles_username_check' };
      for (const username of ['ab', 'a'.repeat(31), 'has space', 'has-dash', 'dot.name', 'ünïcode', '名字名字', '']) {
        await expectRejected(createMember(db, { username, email: `${unique('m')}@example.com` }), refused);
      }
      for (const username of ['abc', `${unique('x')}_${'z'.repeat(30)}`.slice(0, 30), `Mixed_Case_${unique('n').slice(2, 12)}`]) {
        const member = await createMember(db, { username, email: `${unique('m')}@example.com` });
        expect((await findRow(db, 'public.user_profiles', member.id))!.username).toBe(username);
      }
    });

    test('user_profiles: usernames are unique whatever their case', async () => {
      const base = unique('Nakamoto');
      await createMember(db, { username: base });
      const refused = { code: UNIQUE, constraint: 'user_profiles_username_key' };
      await expectRejected(createMember(db, { username: base.toLowerCase(), email: `${unique('m')}@example.com` }), refused);
      await expectRejected(createMember(db, { username: base.toUpperCase(), email: `${unique('m')}@example.com` }), refused);
      await createMember(db, { username: `${base}2` });
      expect(await countRows(db, 'public.user_profiles', 'lower(username) like lower($1)', [`${base}%`])).toBe(2);
    });

    test('auth.users: emails are unique whatever their case', async () => {
      const email = `${unique('Alice')}@Example.com`;
      await insertRow(db, 'auth.users', { email });
      const refused = { code: UNIQUE, constraint: 'users_email_key' };
      await expectRejected(insertRow(db, 'auth.users', { email: email.toLowerCase() }), refused);
      await expectRejected(insertRow(db, 'auth.users', { email: email.toUpperCase() }), refused);
      const other = await insertRow(db, 'auth.users', { email: `other.${email}` });
      expect(other.email).toBe(`other.${email}`);
      // citext: the lookup at sign-in matches whatever the case typed.
      expect(await countRows(db, 'auth.users', 'email = $1', [email.toUpperCase()])).toBe(1);
    });

    // --- news ----------------------------------------------------------------------------------

    test('news_articles: the same story (source_url) is stored once', async () => {
      const url = `https://news.example.com/${unique('story')}`;
      await insertNewsArticle(db, { source_url: url });
      await expectRejected(insertNewsArticle(db, { source_url: url, title: 'Same story again' }), {
        code: UNIQUE,
        constraint: 'news_articles_source_url_key',
      });
      await insertNewsArticle(db, { source_url: `${url}-follow-up` });
      expect(await countRows(db, 'public.news_articles', 'source_url like $1', [`${url}%`])).toBe(2);
      await expectRejected(insertNewsArticle(db, { source_url: 'javascript:alert(1)' }), {
        code: CHECK,
        constraint: 'news_articles_source_url_check',
      });
    });

    test.each([
      ['categories', 'public.categories'],
      ['news_categories', 'public.news_categories'],
    ])('%s: slug is lowercase words of a-z and 0-9 joined by single hyphens', async (name, table) => {
      const insert = (slug: unknown) => (table === 'public.categories' ? insertCategory(db, { slug }) : insertNewsCategory(db, { slug }));
      const refused = { code: CHECK, constraint: `${name}_slug_check` };
      for (const slug of ['Bad', 'bad slug', 'bad--slug', '-bad', 'bad-', 'bad_slug', 'bad/slug', 'ünï', '', 'x'.repeat(101)]) {
        await expectRejected(insert(slug), refused);
      }
      await expectRejected(insert(null), { code: NOT_NULL, column: 'slug' });
      const slug = `good-slug-2-${unique('s').replaceAll('_', '-')}`;
      expect((await insert(slug)).slug).toBe(slug);
      await expectRejected(insert(slug), { code: UNIQUE, constraint: `${name}_${name === 'categories' ? 'slug_key' : 'pkey'}` });
      expect((await insert('7')).slug).toBe('7');
    });

    test('news_categories: colour is #RRGGBB', async () => {
      const refused = { code: CHECK, constraint: 'news_categories_color_check' };
      for (const color of ['red', '#12345', '#1234567', '#GGGGGG', '6366f1', '#fff', 'rgb(1,2,3)', '']) {
        await expectRejected(insertNewsCategory(db, { color }), refused);
      }
      expect((await insertNewsCategory(db, { color: '#A1b2C3' })).color).toBe('#A1b2C3');
      expect((await insertNewsCategory(db)).color).toBe('#6366f1');
    });

    test('news_fetch_logs: an error has a message, a success has none', async () => {
      const source = await insertNewsSource(db);
      const log = (values: Row) => insertRow(db, 'public.news_fetch_logs', { source_id: source.id, ...values });
      const inconsistent = { code: CHECK, constraint: 'news_fetch_logs_check1' };
      await expectRejected(log({ status: 'error' }), inconsistent);
      await expectRejected(log({ status: 'success', error_message: 'timeout' }), inconsistent);
      await expectRejected(log({ status: 'pending' }), { code: CHECK, constraint: 'news_fetch_logs_status_check' });
      await expectRejected(log({ status: 'success', items_found: 2, items_added: 3 }), {
        code: CHECK,
        constraint: 'news_fetch_logs_check',
      });
      await expectRejected(log({ status: 'success', duration_ms: -1 }), { code: CHECK, constraint: 'news_fetch_logs_duration_ms_check' });

      expect(await log({ status: 'error', error_message: 'HTTP 503' })).toMatchObject({ status: 'error', error_message: 'HTTP 503' });
      expect(await log({ status: 'success', items_found: 3, items_added: 3 })).toMatchObject({ status: 'success', error_message: null });
    });

    // --- required references -------------------------------------------------------------------

    test('blog_posts: author is required and must be a member profile', async () => {
      await expectRejected(insertBlogPost(db, { author_id: null }), { code: NOT_NULL, column: 'author_id' });
      await expectRejected(insertBlogPost(db, { author_id: '00000000-0000-4000-8000-000000000000' }), {
        code: FOREIGN_KEY,
        constraint: 'blog_posts_author_id_fkey',
      });
      // An account without a profile is not a member yet.
      const account = await insertRow(db, 'auth.users', { email: `${unique('np')}@example.com` });
      await expectRejected(insertBlogPost(db, { author_id: account.id }), { code: FOREIGN_KEY, constraint: 'blog_posts_author_id_fkey' });

      const member = await createMember(db);
      const post = await insertBlogPost(db, { author_id: member.id });
      expect(post.author_id).toBe(member.id);
      await expectRejected(updateRow(db, 'public.blog_posts', post.id, { author_id: null }), { code: NOT_NULL, column: 'author_id' });
    });

    // --- ON DELETE behaviour -------------------------------------------------------------------

    test('deleting a category keeps its articles and blog posts, uncategorised', async () => {
      const category = await insertCategory(db);
      const other = await insertCategory(db);
      const article = await insertArticle(db, { category_id: category.id });
      const post = await insertBlogPost(db, { category_id: category.id });
      const elsewhere = await insertArticle(db, { category_id: other.id });

      await db.query('delete from public.categories where id = $1', [category.id]);

      expect((await findRow(db, 'public.articles', article.id))!.category_id).toBeNull();
      expect((await findRow(db, 'public.blog_posts', post.id))!.category_id).toBeNull();
      expect((await findRow(db, 'public.articles', elsewhere.id))!.category_id).toBe(other.id);
      await expectRejected(insertArticle(db, { category_id: category.id }), { code: FOREIGN_KEY, constraint: 'articles_category_id_fkey' });
    });

    test('deleting an author keeps their articles, without author', async () => {
      const author = await insertAuthor(db);
      const article = await insertArticle(db, { author_id: author.id });
      await db.query('delete from public.authors where id = $1', [author.id]);
      expect((await findRow(db, 'public.articles', article.id))!.author_id).toBeNull();
    });

    test('deleting a member deletes their blog posts, discussions, comments and likes, and nothing of others', async () => {
      const leaving = await createMember(db);
      const staying = await createMember(db);

      const ownPost = await insertBlogPost(db, { author_id: leaving.id });
      const othersPost = await insertBlogPost(db, { author_id: staying.id });
      const adminArticle = await insertArticle(db, { user_id: leaving.id });
      const ownDiscussion = await insertDiscussion(db, { author_id: leaving.id });
      const othersDiscussion = await insertDiscussion(db, { author_id: staying.id });
      // The leaving member's comment and like on someone else's discussion go, the others' stay.
      const ownComment = await insertComment(db, othersDiscussion.id, { author_id: leaving.id });
      const othersComment = await insertComment(db, othersDiscussion.id, { author_id: staying.id });
      const commentOnOwn = await insertComment(db, ownDiscussion.id, { author_id: staying.id });
      await insertRow(db, 'public.discussion_likes', { discussion_id: othersDiscussion.id, user_id: leaving.id });
      await insertRow(db, 'public.discussion_likes', { discussion_id: othersDiscussion.id, user_id: staying.id });
      await insertRow(db, 'public.discussion_comment_likes', { comment_id: othersComment.id, user_id: leaving.id });
      await insertRow(db, 'auth.refresh_tokens', {
        user_id: leaving.id,
        token_hash: unique('hash'),
        family_id: '00000000-0000-4000-8000-000000000001',
        expires_at: '2100-01-01T00:00:00Z',
      });
      const view = await insertRow(db, 'public.page_views', {
        path: '/blog',
        visitor_id: 'visitor-0001',
        session_id: 'session-0001',
        user_id: leaving.id,
      });
      expect(await findRow(db, 'public.discussions', othersDiscussion.id)).toMatchObject({ likes: 2, comments_count: 2 });

      await db.query('delete from auth.users where id = $1', [leaving.id]);

      expect(await findRow(db, 'public.user_profiles', leaving.id)).toBeUndefined();
      expect(await findRow(db, 'public.blog_posts', ownPost.id)).toBeUndefined();
      expect(await findRow(db, 'public.discussions', ownDiscussion.id)).toBeUndefined();
      expect(await findRow(db, 'public.discussion_comments', ownComment.id)).toBeUndefined();
      expect(await findRow(db, 'public.discussion_comments', commentOnOwn.id)).toBeUndefined();
      expect(await countRows(db, 'public.discussion_likes', 'user_id = $1', [leaving.id])).toBe(0);
      expect(await countRows(db, 'public.discussion_comment_likes', 'user_id = $1', [leaving.id])).toBe(0);
      expect(await countRows(db, 'auth.refresh_tokens', 'user_id = $1', [leaving.id])).toBe(0);
      // History stays, without the person.
      expect((await findRow(db, 'public.articles', adminArticle.id))!.user_id).toBeNull();
      expect((await findRow(db, 'public.page_views', view.id))!.user_id).toBeNull();
      // The others' content stays, and its counters follow the removed likes and comments.
      expect(await findRow(db, 'public.blog_posts', othersPost.id)).toBeDefined();
      expect(await findRow(db, 'public.discussions', othersDiscussion.id)).toMatchObject({ likes: 1, comments_count: 1 });
      expect(await findRow(db, 'public.discussion_comments', othersComment.id)).toMatchObject({ likes: 0 });
      expect(await countRows(db, 'public.discussion_likes', 'user_id = $1', [staying.id])).toBe(1);
    });

    test('deleting a discussion deletes its comments, their likes and its likes', async () => {
      const discussion = await insertDiscussion(db);
      const kept = await insertDiscussion(db);
      const liker = await createMember(db);
      const comment = await insertComment(db, discussion.id);
      const keptComment = await insertComment(db, kept.id);
      await insertRow(db, 'public.discussion_likes', { discussion_id: discussion.id, user_id: liker.id });
      await insertRow(db, 'public.discussion_comment_likes', { comment_id: comment.id, user_id: liker.id });

      await db.query('delete from public.discussions where id = $1', [discussion.id]);

      expect(await countRows(db, 'public.discussion_comments', 'discussion_id = $1', [discussion.id])).toBe(0);
      expect(await countRows(db, 'public.discussion_likes', 'discussion_id = $1', [discussion.id])).toBe(0);
      expect(await countRows(db, 'public.discussion_comment_likes', 'comment_id = $1', [comment.id])).toBe(0);
      expect(await findRow(db, 'public.discussion_comments', keptComment.id)).toBeDefined();
      expect(await findRow(db, 'public.user_profiles', liker.id)).toBeDefined();
      await expectRejected(insertComment(db, discussion.id), { code: FOREIGN_KEY, constraint: 'discussion_comments_discussion_id_fkey' });
    });

    test('deleting a news source keeps its stories, without source, and deletes its fetch logs', async () => {
      const source = await insertNewsSource(db);
      const other = await insertNewsSource(db);
      const story = await insertNewsArticle(db, { source_id: source.id });
      const otherStory = await insertNewsArticle(db, { source_id: other.id });
      await insertRow(db, 'public.news_fetch_logs', { source_id: source.id, status: 'success' });
      await insertRow(db, 'public.news_fetch_logs', { source_id: other.id, status: 'error', error_message: 'HTTP 500' });

      await db.query('delete from public.news_sources where id = $1', [source.id]);

      expect((await findRow(db, 'public.news_articles', story.id))!.source_id).toBeNull();
      expect(await countRows(db, 'public.news_fetch_logs', 'source_id = $1', [source.id])).toBe(0);
      expect((await findRow(db, 'public.news_articles', otherStory.id))!.source_id).toBe(other.id);
      expect(await countRows(db, 'public.news_fetch_logs', 'source_id = $1', [other.id])).toBe(1);
    });

    test('news categories: renaming a slug follows in stories and sources, deleting one uncategorises them', async () => {
      const category = await insertNewsCategory(db);
      const source = await insertNewsSource(db, { default_category: category.slug });
      const story = await insertNewsArticle(db, { category: category.slug, source_id: source.id });
      const renamed = `${category.slug as string}-renamed`;

      await db.query('update public.news_categories set slug = $2 where slug = $1', [category.slug, renamed]);
      expect((await findRow(db, 'public.news_articles', story.id))!.category).toBe(renamed);
      expect((await findRow(db, 'public.news_sources', source.id))!.default_category).toBe(renamed);

      await db.query('delete from public.news_categories where slug = $1', [renamed]);
      expect((await findRow(db, 'public.news_articles', story.id))!.category).toBeNull();
      expect((await findRow(db, 'public.news_sources', source.id))!.default_category).toBeNull();
      await expectRejected(insertNewsArticle(db, { category: 'no-such-category' }), {
        code: FOREIGN_KEY,
        constraint: 'news_articles_category_fkey',
      });
    });
  });
});
