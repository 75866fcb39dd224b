// The site search (server/src/functions/search) on known rows, on PGlite, on PostgreSQL 15 (C.UTF-8) and on a
// PostgreSQL 15 database created with the plain C locale, where pg_trgm extracts no trigrams from Chinese text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import {
  containsPattern,
  search,
  SEARCH_CANDIDATES,
  SEARCH_PLAN_SETTING,
  searchStatement,
  searchTerms,
  type SearchResult,
} from '../../src/functions/search/search.ts';
import { createTestDatabase } from '../support/database.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import {
  createMember,
  insertArticle,
  insertBlogPost,
  insertDiscussion,
  insertEvent,
  insertNewsArticle,
  token,
  VALID_CONTENT,
} from '../db/fixtures.ts';

let server: Promise<PostgresServer> | undefined;

/** A migrated database on the shared PostgreSQL 15 server, with the server's locale or the given one. */
async function postgresDatabase(name: string, locale?: string): Promise<Database> {
  server ??= startPostgres();
  const running = await server;
  const admin = await openPostgres(running.url);
  try {
    await admin.exec(`create database ${name} template template0 encoding 'UTF8'${locale ? ` locale '${locale}'` : ''}`);
  } finally {
    await admin.close();
  }
  const db = await openPostgres(running.url.replace(/\/postgres$/, `/${name}`));
  await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  return db;
}

const BACKENDS = [
  { name: 'PGlite', available: true, open: () => createTestDatabase() },
  { name: 'PostgreSQL 15', available: hasPostgres15(), open: () => postgresDatabase('search_default') },
  { name: 'PostgreSQL 15, C locale', available: hasPostgres15(), open: () => postgresDatabase('search_c_locale', 'C') },
];

afterAll(async () => {
  const running = await server?.catch(() => undefined);
  await running?.stop();
}, 60_000);

describe('query parsing', () => {
  test('trims, splits on any white space, drops repeated words, keeps at most 8', () => {
    expect(searchTerms('  \u3000Ethereum\tstaking ETHEREUM\n')).toEqual(['Ethereum', 'staking']);
    expect(searchTerms(' \u3000 ')).toEqual([]);
    expect(searchTerms('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  test('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe.each(BACKENDS)('search on $name', ({ available, open }) => {
  describe.skipIf(!available)('search', () => {
    let db: Database;
    let memberId: string;

    beforeAll(async () => {
      db = await open();
      memberId = (await createMember(db)).id;
    }, 180_000);
    afterAll(() => db?.close(), 60_000);

    const find = (query: string, limit?: number) => search(db, { query, limit });
    const ids = (results: SearchResult[]) => results.map((result) => result.id);

    test('an empty or blank query finds nothing', async () => {
      await insertNewsArticle(db, { title: 'Blank query story' });
      expect(await find('')).toEqual([]);
      expect(await find(' \t\u3000\n')).toEqual([]);
    });

    test('finds an English word in every kind of content, with the documented shape', async () => {
      const word = token();
      const article = await insertArticle(db, { title: `Rollups and ${word} explained`, published: true, language: 'en' });
      const post = await insertBlogPost(db, { title: `My notes on ${word}`, published: true, language: 'zh', author_id: memberId });
      const news = await insertNewsArticle(db, { title: `Markets react to ${word}`, excerpt: 'A short story.', language: 'en' });
      const event = await insertEvent(db, { name: `${word} summit`, description: 'Two days of talks about scaling.' });
      const longText = `Has anyone tried ${word} on a testnet? ${'I keep seeing it mentioned everywhere. '.repeat(5)}`.trim();
      const discussion = await insertDiscussion(db, { title: 'A testnet question', content: longText, author_id: memberId });

      const results = await find(word);
      const byType = Object.fromEntries(results.map((result) => [result.type, result]));
      expect(results).toHaveLength(5);
      expect(byType.article).toEqual({
        type: 'article',
        id: article.id,
        title: article.title,
        excerpt: article.excerpt,
        url: `/article/${article.slug as string}`,
        published_at: expect.any(String),
        language: 'en',
        rank: expect.any(Number),
      });
      expect(new Date(byType.article!.published_at!).getTime()).toBe((article.published_at as Date).getTime());
      expect(byType.blog_post).toMatchObject({ id: post.id, url: `/blog/${post.slug as string}`, language: 'zh', excerpt: post.excerpt });
      expect(byType.news).toMatchObject({ id: news.id, url: news.source_url, excerpt: 'A short story.', language: 'en' });
      expect(new Date(byType.news!.published_at!).getTime()).toBe((news.published_at as Date).getTime());
      expect(byType.event).toMatchObject({
        id: event.id,
        title: event.name,
        excerpt: 'Two days of talks about scaling.',
        url: `/events/${event.slug as string}`,
        language: null,
      });
      expect(new Date(byType.event!.published_at!).getTime()).toBe((event.start_date as Date).getTime());
      expect(byType.discussion).toMatchObject({
        id: discussion.id,
        title: 'A testnet question',
        excerpt: longText.slice(0, 300),
        url: `/discussion/${discussion.id as string}`,
        language: 'en',
      });
    });

    test('says a discussion with Han characters is Chinese, one without English', async () => {
      const word = token();
      const chinese = await insertDiscussion(db, { content: `有人在测试网上试过 ${word} 吗？`, author_id: memberId });
      const english = await insertDiscussion(db, { content: `Has anyone tried ${word} yet?`, author_id: memberId });
      const languages = Object.fromEntries((await find(word)).map((result) => [result.id, result.language]));
      expect(languages).toEqual({ [chinese.id as string]: 'zh', [english.id as string]: 'en' });
    });

    test('finds a discussion by a word only in its title, and ranks it as a title match', async () => {
      const word = token();
      const titled = await insertDiscussion(db, { title: `Is ${word} worth it?`, content: 'Tell me what you think.', author_id: memberId });
      const inText = await insertDiscussion(db, { title: 'Another question', content: `I read about ${word} today.`, author_id: memberId });

      const results = await find(word);
      expect(results.map((result) => result.id)).toEqual([titled.id, inText.id]);
      expect(results[0]).toMatchObject({ type: 'discussion', title: `Is ${word} worth it?`, excerpt: 'Tell me what you think.' });
    });

    test('matches case-insensitively and needs every word, in any order', async () => {
      const [first, second] = [token(), token()];
      const both = await insertNewsArticle(db, { title: `${first} meets ${second}` });
      await insertNewsArticle(db, { title: `${first} alone` });
      expect(ids(await find(`${second.toUpperCase()}   ${first}`))).toEqual([both.id]);
      expect(await find(`${first} ${second} ${token()}`)).toEqual([]);
    });

    test('finds Chinese text inside longer Chinese text', async () => {
      const news = await insertNewsArticle(db, { title: '据报道，钛星猫咪协议今日上线主网', language: 'zh' });
      const article = await insertArticle(db, {
        title: '一周链上动态回顾与展望',
        content: `本周最受关注的是钛星猫咪协议的主网上线，${VALID_CONTENT}`,
        published: true,
        language: 'zh',
      });
      const results = await find('猫咪协议');
      expect(ids(results)).toEqual([news.id, article.id]);
      expect(results[0]!.rank).toBeGreaterThan(results[1]!.rank);
      expect(ids(await find('钛星 上线主网'))).toEqual([news.id]);
      expect(await find('猫咪协会')).toEqual([]);
    });

    test('ranks a title match above a body match, even an older one', async () => {
      const word = token();
      const inTitle = await insertArticle(db, { title: `All about ${word}`, published: true, published_at: '2021-01-01T00:00:00Z' });
      const inBody = await insertArticle(db, {
        title: 'Something else entirely',
        content: `${VALID_CONTENT} It also mentions ${word} once.`,
        published: true,
        published_at: '2025-01-01T00:00:00Z',
      });
      const inExcerpt = await insertNewsArticle(db, {
        title: 'Another story',
        excerpt: `About ${word}.`,
        published_at: '2025-06-01T00:00:00Z',
      });
      const results = await find(word);
      expect(ids(results)).toEqual([inTitle.id, inExcerpt.id, inBody.id]);
      expect(results.map((result) => result.rank)).toEqual([...results.map((result) => result.rank)].sort((a, b) => b - a));
    });

    test('finds only what visitors may read: no drafts, no unpublished news or events, nothing moderators hid', async () => {
      const word = token();
      await insertArticle(db, { title: `Draft ${word}`, published: false });
      await insertBlogPost(db, { title: `Draft post ${word}`, published: false, author_id: memberId });
      await insertBlogPost(db, { title: `Hidden post ${word}`, published: false, hidden: true, author_id: memberId });
      await insertNewsArticle(db, { title: `Hidden ${word}`, is_published: false });
      await insertEvent(db, { name: `Hidden ${word}`, published: false });
      const thread = await insertDiscussion(db, { content: `A thread about ${word}`, author_id: memberId });
      expect(ids(await find(word))).toEqual([thread.id]);
      await db.query('UPDATE public.discussions SET hidden = true WHERE id = $1', [thread.id]);
      expect(await find(word)).toEqual([]);
      const visible = await insertArticle(db, { title: `Published ${word}`, published: true });
      expect(ids(await find(word))).toEqual([visible.id]);
    });

    test('takes % _ and \\ in the query literally', async () => {
      const word = token();
      const percent = await insertNewsArticle(db, { title: `${word} fees 50% lower` });
      await insertNewsArticle(db, { title: `${word} fees 500 lower` });
      const underscore = await insertNewsArticle(db, { title: `${word} uses snake_case` });
      await insertNewsArticle(db, { title: `${word} uses snakeXcase` });
      const backslash = await insertNewsArticle(db, { title: `${word} path C:\\dir` });
      expect(ids(await find(`${word} 50%`))).toEqual([percent.id]);
      expect(ids(await find(`${word} snake_case`))).toEqual([underscore.id]);
      expect(ids(await find(`${word} C:\\dir`))).toEqual([backslash.id]);
      expect(await find(`${word} %`)).toEqual([expect.objectContaining({ id: percent.id })]);
      expect(await find(`${word} _`)).toEqual([expect.objectContaining({ id: underscore.id })]);
    });

    /** Inserts `count` stories titled `<word> story <n>` (same length), the newest last, `minutesAgo` before now at most. */
    async function insertStories(word: string, count: number, minutesAgo = 0): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.news_articles (title, source_url, published_at)
         select $1 || ' story ' || lpad(i::text, 4, '0'), 'https://window.example.com/' || $1 || '/' || i,
           now() - make_interval(mins => $3 + $2 - i)
         from generate_series(1, $2) as i returning id`,
        [word, count, minutesAgo],
      );
      return rows.map((row) => row.id);
    }

    /** The nodes of the search's plan, run (EXPLAIN ANALYZE), flattened. */
    async function planNodes(query: string): Promise<Record<string, unknown>[]> {
      const statement = searchStatement({ query })!;
      const plan = await db.transaction(async (tx) => {
        await tx.query(SEARCH_PLAN_SETTING);
        const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params);
        return rows[0]!['QUERY PLAN'];
      });
      const nodes: Record<string, unknown>[] = [];
      const visit = (node: Record<string, unknown>) => {
        nodes.push(node);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
      };
      visit((JSON.parse(typeof plan === 'string' ? plan : JSON.stringify(plan)) as { Plan: Record<string, unknown> }[])[0]!.Plan);
      return nodes;
    }

    /** How many times the plan of the search read `index` (0 when its node never ran). */
    const indexLoops = async (query: string, index: string) =>
      (await planNodes(query))
        .filter((node) => node['Index Name'] === index)
        .reduce((sum, node) => sum + (node['Actual Loops'] as number), 0);

    test('finds a rare word in a story older than the newest stories, through the trigram index', async () => {
      const word = token();
      const old = await insertNewsArticle(db, { title: `An old note on ${word}`, published_at: '2016-01-01T00:00:00Z' });
      await insertStories(token(), SEARCH_CANDIDATES.window + 10, 525_600);
      expect(ids(await find(word))).toEqual([old.id]);
      expect(await indexLoops(word, 'news_articles_search_text_trgm_idx')).toBe(1);
    });

    test('a common word: its newest stories come first, and its trigram index matches are never read', async () => {
      const word = token();
      const stories = await insertStories(word, SEARCH_CANDIDATES.window + 50);
      expect(ids(await find(word))).toEqual(stories.slice(-20).reverse());
      expect(ids(await find(word, 50))).toEqual(stories.slice(-50).reverse());
      const nodes = await planNodes(word);
      expect(
        nodes.filter((node) => node['Index Name'] === 'news_articles_search_text_trgm_idx').map((node) => node['Actual Loops']),
      ).toEqual([0]);
    });

    /** Two Han characters in a row that no other row of the test holds (a Chinese word of two characters). */
    const hanPair = () => Array.from({ length: 2 }, () => String.fromCodePoint(0x5000 + Math.floor(Math.random() * 0x4000))).join('');

    test('finds a two-character Chinese word in an old story, through the bigram index', async () => {
      const pair = hanPair();
      const old = await insertNewsArticle(db, {
        title: `旧闻：${pair}协议的早期版本`,
        language: 'zh',
        published_at: '2016-01-01T00:00:00Z',
      });
      await insertStories(token(), SEARCH_CANDIDATES.window + 10, 525_600);
      expect(searchStatement({ query: pair })!.sql).not.toContain('LIKE');
      expect(ids(await find(pair))).toEqual([old.id]);
      expect(await indexLoops(pair, 'news_articles_search_bigrams_idx')).toBe(1);
      // Every word's pieces must be in the document; then each word itself (strpos).
      expect(ids(await find(`${pair} 协议`))).toEqual([old.id]);
      // A word with more than its pieces (punctuation) is then checked whole.
      expect(searchStatement({ query: `：${pair}` })!.name).toBe('search_1_bigram');
      expect(ids(await find(`：${pair}`))).toEqual([old.id]);
      expect(ids(await find(`${pair}，`))).toEqual([]);
      expect(ids(await find(`${pair[0]!}协`))).toEqual([]);
      expect(ids(await find(`${[...pair].reverse().join('')}`))).toEqual([]);
    });

    test('finds an English word of two letters in an old story, through the bigram index', async () => {
      const pair = hanPair();
      const old = await insertNewsArticle(db, { title: `Qx ${pair} notes`, published_at: '2016-01-01T00:00:00Z' });
      await insertStories(token(), SEARCH_CANDIDATES.window + 10, 525_600);
      expect(ids(await find(`qx ${pair}`))).toEqual([old.id]);
      expect(await indexLoops(`qx ${pair}`, 'news_articles_search_bigrams_idx')).toBe(1);
    });

    test('a query without a word of two letters or characters looks in the newest rows of each kind', async () => {
      const recent = await insertNewsArticle(db, { title: '璇玑 发布新版本', language: 'zh' });
      const statement = searchStatement({ query: '璇' })!;
      expect(statement.sql).not.toContain('LIKE');
      expect(statement.sql).not.toContain('search_bigrams');
      expect(ids(await find('璇'))).toEqual([recent.id]);
      expect(ids(await find('璇玑 新版'))).toEqual([recent.id]);
    });

    test('takes quotes literally, and prepares its statement again once the session has lost it', async () => {
      const word = token();
      const quoted = await insertNewsArticle(db, { title: `${word} at O'Brien's: it's "live"` });
      expect(ids(await find(`${word} o'brien's`))).toEqual([quoted.id]);
      expect(ids(await find(`'${word}' "live"`))).toEqual([]);
      expect(ids(await find(`${word} "live"`))).toEqual([quoted.id]);
      // The embedded database keeps the statement PREPAREd in its one session; a reopened one has none.
      if (db.kind === 'pglite') await db.exec('DEALLOCATE ALL');
      expect(ids(await find(`${word} it's`))).toEqual([quoted.id]);
    });

    test('returns 20 results by default and at most 50', async () => {
      const word = token();
      await db.query(
        `insert into public.news_articles (title, source_url)
         select $1 || ' story ' || i, 'https://limits.example.com/' || $1 || '/' || i from generate_series(1, 55) as i`,
        [word],
      );
      expect(await find(word)).toHaveLength(20);
      expect(await find(word, 3)).toHaveLength(3);
      expect(await find(word, 50)).toHaveLength(50);
      expect(await find(word, 500)).toHaveLength(50);
      expect(await find(word, 0)).toHaveLength(1);
    });
  });
});
