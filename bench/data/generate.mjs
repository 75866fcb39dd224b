// The ten-year data set (issue 30): a deterministic generator of the site's content at scale, in both languages,
// with a realistic skew: more content in recent days than ten years ago, a few popular items, Zipf-ish page views.
// Rows come out as PostgreSQL COPY text (tab-separated, `\N` for NULL) in chunks, so the loader (load.mjs) can send
// them to PGlite (`COPY ... FROM '/dev/blob'`) or PostgreSQL (`COPY ... FROM STDIN`) without holding a table in
// memory; the page views, most of the rows, also in the binary COPY format (copy-binary.mjs). The same seed, scale and
// `now` give the same rows, ids included.
import { binaryChunks } from './copy-binary.mjs';

/** Rows at scale 1 (the issue's ten years). */
export const FULL_COUNTS = Object.freeze({
  members: 200_000,
  news: 1_000_000,
  articles: 100_000,
  blogPosts: 100_000,
  discussions: 200_000,
  comments: 2_000_000,
  pageViews: 50_000_000,
  events: 10_000,
});

const DAY = 86_400_000;
const TEN_YEARS = 3653 * DAY;

/** Row counts at a scale (each at least 1). */
export function countsAt(scale) {
  return Object.fromEntries(Object.entries(FULL_COUNTS).map(([key, n]) => [key, Math.max(1, Math.round(n * scale))]));
}

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deterministic uuid per table (its first group) and row number. */
export function uuidOf(prefix, n) {
  return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const PREFIX = Object.freeze({
  member: 'b0000000',
  news: 'b1000000',
  article: 'b2000000',
  blogPost: 'b3000000',
  discussion: 'b4000000',
  comment: 'b5000000',
  pageView: 'b6000000',
  event: 'b7000000',
  author: 'b8000000',
});
const PAGE_VIEW_PREFIX = Number.parseInt(PREFIX.pageView, 16);
const MEMBER_PREFIX = Number.parseInt(PREFIX.member, 16);

/** A rank in [0, n) drawn with P(rank) ~ 1/(rank+1): a few items get most of the traffic. */
function zipf(rnd, n) {
  return Math.min(n - 1, Math.floor(Math.exp(rnd() * Math.log(n + 1))) - 1);
}

/** The rank of row i in popularity, a fixed scatter (so the popular rows are not all the newest). */
function scatter(i, n) {
  return (Math.imul(i, 2654435761) >>> 0) % n;
}

/**
 * An age in ms, denser near now: the site publishes more every year, and the last days most of all (age ~ u^2
 * over ten years puts a quarter of the rows in the last seven months and about 1 % in the last day and a half).
 */
function ageOf(rnd) {
  const u = rnd();
  return Math.floor(u * u * TEN_YEARS);
}

// Timestamps as COPY reads them, without a Date per row (the page views are most of the generator's time).
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const dayNames = new Map();
function iso(ms) {
  const day = Math.floor(ms / DAY);
  let name = dayNames.get(day);
  if (name === undefined) {
    name = new Date(day * DAY).toISOString().slice(0, 10);
    dayNames.set(day, name);
  }
  const seconds = Math.floor((ms - day * DAY) / 1000);
  return `${name} ${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}+00`;
}
const bool = (b) => (b ? 't' : 'f');
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const array = (items) => `{${items.map((s) => `"${s}"`).join(',')}}`;

const EN_SUBJECTS = [
  'Rollup',
  'Wallet',
  'Stablecoin',
  'Validator',
  'Bridge',
  'Exchange',
  'Model',
  'Chip',
  'DAO',
  'Oracle',
  'Layer 2',
  'Protocol',
];
const EN_VERBS = ['ships', 'raises', 'pauses', 'upgrades', 'audits', 'opens', 'cuts fees for', 'doubles', 'launches', 'delays'];
const EN_OBJECTS = [
  'its mainnet',
  'a new SDK',
  'staking rewards',
  'a grants round',
  'zero-knowledge proofs',
  'cross-chain swaps',
  'an open model',
  'developer tools',
];
const ZH_SUBJECTS = [
  '二层网络',
  '钱包',
  '稳定币',
  '验证者',
  '跨链桥',
  '交易所',
  '大模型',
  '芯片',
  '去中心化组织',
  '预言机',
  '公链',
  '协议',
];
const ZH_VERBS = ['发布', '完成融资', '暂停', '升级', '审计', '开放', '降低费用', '翻倍', '上线', '推迟'];
const ZH_OBJECTS = ['主网', '新的开发工具包', '质押奖励', '资助计划', '零知识证明', '跨链兑换', '开源模型', '开发者工具'];
const EN_PARAGRAPH =
  'The team explained the change in a long post, with the numbers behind it and what users should expect next. ' +
  'Developers on the forum asked about fees, security reviews and the migration path for existing contracts. ';
const ZH_PARAGRAPH =
  '团队在长文中解释了这次变化，给出了背后的数据以及用户接下来会看到什么。论坛上的开发者询问了费用、安全审计以及现有合约的迁移方式。';
const TOPICS = ['general', 'blockchain', 'defi', 'dev_tools', 'ai', 'events'];
const DEVICES = ['desktop', 'desktop', 'mobile', 'mobile', 'mobile', 'tablet', 'bot', 'unknown'];
/** The devices a page view may have, each once; DEVICE_INDEX maps a DEVICES entry to its place here. */
export const DEVICE_NAMES = [...new Set(DEVICES)];
const DEVICE_INDEX = DEVICES.map((device) => DEVICE_NAMES.indexOf(device));
/** Referrers of page views; the first NULL_REFERRERS are none (NULL). */
const REFERRERS = ['\\N', '\\N', 'https://www.google.com/', 'https://news.ycombinator.com/', 'https://x.com/', 'https://www.baidu.com/'];
const NULL_REFERRERS = 2;
const TIME_ZONES = ['UTC', 'Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'Asia/Singapore'];

function headline(rnd, zh, n) {
  return zh
    ? `${pick(rnd, ZH_SUBJECTS)}${pick(rnd, ZH_VERBS)}${pick(rnd, ZH_OBJECTS)}（第${n}号）`
    : `${pick(rnd, EN_SUBJECTS)} ${pick(rnd, EN_VERBS)} ${pick(rnd, EN_OBJECTS)} (no. ${n})`;
}

function body(zh, paragraphs) {
  return (zh ? ZH_PARAGRAPH : EN_PARAGRAPH).repeat(paragraphs).trim();
}

const readTime = (content) => Math.max(1, Math.ceil(content.length / 200));

/**
 * The tables in load order, each `{ table, columns, count, rows() }` where rows() yields one COPY line (no newline)
 * per row. `refs` names what the database already has: `{ newsCategories: [slug], newsSources: [uuid],
 * articleCategories: [uuid], blogCategories: [uuid], tags: [{tag, name}] }` (the loader reads them; empty lists
 * leave the column NULL where it may be). `counts` overrides the scaled count of some tables.
 */
/** Page views per slice (see the page_views table below). */
export const PAGE_VIEW_SLICE = 1_000_000;

export function dataSet({ scale = 1, counts: override = {}, seed = 20_260_101, now = Date.now(), refs, pageViewSlice = PAGE_VIEW_SLICE }) {
  const counts = { ...countsAt(scale), ...override };
  const authors = Math.max(1, Math.round(counts.articles / 50));
  const member = (i) => uuidOf(PREFIX.member, i);
  const newsId = (i) => uuidOf(PREFIX.news, i);
  const articleSlug = (i) => `bench-article-${i}`;
  const blogSlug = (i) => `bench-post-${i}`;
  /** A viewed page as a number: the home page (kind 0) or the item-th story, article, post or discussion (1-4). */
  const pageCode = (kind, item, zh) => (item * 5 + kind) * 2 + zh;
  /** The path of a pageCode. */
  const pathOf = (code) => {
    const zh = code % 2 === 1 ? '/zh' : '';
    const kind = Math.floor(code / 2) % 5;
    const item = Math.floor(code / 10);
    if (kind === 0) return `${zh}/`;
    if (kind === 1) return `${zh}/news/${newsId(item)}`;
    if (kind === 2) return `${zh}/article/${articleSlug(item)}`;
    if (kind === 3) return `${zh}/blog/${blogSlug(item)}`;
    return `${zh}/discussion/${uuidOf(PREFIX.discussion, item)}`;
  };
  /**
   * A visitor's and a session's ids: numbers of a fixed width, so the ids' text order is their numbers' order and the
   * loader writes the page-view roll-ups in the order of their keys (a key built over rows in its order is one pass
   * of comparisons, not a sort: rollups.mjs). A session is named by its first view's number, which is unique.
   */
  const visitorWidth = String(Math.max(1, counts.members * 20 - 1)).length;
  const sessionWidth = String(Math.max(1, counts.pageViews - 1)).length;
  const visitorOf = (visitor) => `visitor-${String(visitor).padStart(visitorWidth, '0')}`;
  const sessionOf = (i, visitor) => `session-${String(i).padStart(sessionWidth, '0')}-${visitor}`;
  // Every table draws from its own stream, so a count changed in one leaves the others' rows as they were.
  const stream = (k) => random(seed * 31 + k);

  // Members are mostly readers: the active ones (a Zipf rank) write most posts, discussions and comments.
  const activeMember = (rnd) => member(scatter(zipf(rnd, counts.members), counts.members));

  /**
   * The page views of a slice as they are drawn, one record (reused: read it before the next) a view: its number,
   * page code, referrer (an index into REFERRERS), visitor number, session id, device (an index into DEVICES), member
   * number (-1: none) and time in ms. With `tally`, each is told to it first (see the table's `rows`).
   */
  function* pageViews(slice, tally) {
    const rnd = slice === 0 ? stream(8) : stream(8_000 + slice);
    const end = Math.min(counts.pageViews, (slice + 1) * pageViewSlice);
    const visitors = counts.members * 20;
    const view = { i: 0, page: 0, referrer: 0, visitor: 0, session: '', device: 0, user: -1, at: 0 };
    let age = 0;
    for (let i = slice * pageViewSlice; i < end; i++) {
      let fresh = false;
      if (view.session === '' || rnd() >= 0.65) {
        view.visitor = scatter(zipf(rnd, visitors), visitors);
        view.session = sessionOf(i, view.visitor);
        age = ageOf(rnd);
        fresh = true;
      } else age = Math.max(0, age - 20_000 - Math.floor(rnd() * 300_000));
      const kind = rnd();
      const zh = rnd() < 0.4 ? 1 : 0;
      let page;
      if (kind < 0.15) page = zh;
      else if (kind < 0.65) page = pageCode(1, scatter(zipf(rnd, counts.news), counts.news), zh);
      else if (kind < 0.8) page = pageCode(2, scatter(zipf(rnd, counts.articles), counts.articles), zh);
      else if (kind < 0.9) page = pageCode(3, scatter(zipf(rnd, counts.blogPosts), counts.blogPosts), zh);
      else page = pageCode(4, scatter(zipf(rnd, counts.discussions), counts.discussions), zh);
      view.i = i;
      view.page = page;
      view.user = rnd() < 0.125 ? Math.floor(rnd() * counts.members) : -1;
      view.referrer = Math.floor(rnd() * REFERRERS.length);
      view.device = Math.floor(rnd() * DEVICES.length);
      view.at = now - age;
      if (tally) tally.view(Math.floor(view.at / DAY), page, DEVICE_INDEX[view.device], view.visitor, view.session, fresh);
      yield view;
    }
  }

  return [
    {
      table: 'auth.users',
      columns: ['id', 'email', 'email_verified', 'created_at', 'updated_at'],
      count: counts.members,
      *rows() {
        const rnd = stream(1);
        for (let i = 0; i < counts.members; i++) {
          const at = iso(now - ageOf(rnd));
          yield `${member(i)}\tbench.member${i}@bench.example.com\tt\t${at}\t${at}`;
        }
      },
    },
    {
      table: 'public.user_profiles',
      columns: ['id', 'username', 'display_name', 'bio', 'location', 'created_at', 'updated_at'],
      count: counts.members,
      *rows() {
        const rnd = stream(1);
        for (let i = 0; i < counts.members; i++) {
          const at = iso(now - ageOf(rnd));
          const zh = i % 3 === 0;
          const name = zh ? `读者${i}` : `Reader ${i}`;
          const bio = zh ? '每天读新闻，偶尔写博客。' : 'Reads the news every day and posts now and then.';
          yield `${member(i)}\tbench_${i}\t${name}\t${bio}\t${zh ? '上海' : 'Berlin'}\t${at}\t${at}`;
        }
      },
    },
    {
      table: 'public.authors',
      columns: ['id', 'name', 'slug', 'email', 'bio', 'created_at', 'updated_at'],
      count: authors,
      *rows() {
        const at = iso(now - TEN_YEARS);
        for (let i = 0; i < authors; i++) {
          yield `${uuidOf(PREFIX.author, i)}\tBench Author ${i}\tbench-author-${i}\tauthor${i}@bench.example.com\tWrites about chains and models.\t${at}\t${at}`;
        }
      },
    },
    {
      table: 'public.news_articles',
      columns: [
        'id',
        'title',
        'excerpt',
        'category',
        'source_id',
        'source_url',
        'image_url',
        'author_name',
        'language',
        'is_published',
        'is_featured',
        'is_important',
        'views_count',
        'published_at',
        'created_at',
        'updated_at',
      ],
      count: counts.news,
      *rows() {
        const rnd = stream(2);
        for (let i = 0; i < counts.news; i++) {
          const zh = rnd() < 0.35;
          const at = iso(now - ageOf(rnd));
          // Three in ten name a ticker, which the generated `tickers` column picks out of the title.
          const ticker = rnd() < 0.3 ? ` · ${pick(rnd, ['BTC', 'ETH', 'SOL', 'NVDA', 'TON'])}` : '';
          const title = headline(rnd, zh, i) + ticker;
          const excerpt = zh ? `${title}。${ZH_PARAGRAPH}` : `${title}. ${EN_PARAGRAPH.trim()}`;
          const category = refs.newsCategories.length ? pick(rnd, refs.newsCategories) : '\\N';
          const source = refs.newsSources.length ? pick(rnd, refs.newsSources) : '\\N';
          const views = Math.floor(200_000 / (1 + scatter(i, counts.news)));
          yield [
            newsId(i),
            title,
            excerpt,
            category,
            source,
            `https://news.bench.example.com/story/${i}`,
            `https://images.bench.example.com/story/${i % 5000}.jpg`,
            zh ? `记者${i % 60}` : `Reporter ${i % 60}`,
            zh ? 'zh' : 'en',
            bool(i % 200 !== 7),
            bool(i % 100 === 3),
            bool(i % 50 === 5),
            views,
            at,
            at,
            at,
          ].join('\t');
        }
      },
    },
    {
      table: 'public.articles',
      columns: [
        'id',
        'title',
        'slug',
        'excerpt',
        'content',
        'image_url',
        'category_id',
        'author_id',
        'language',
        'read_time',
        'featured',
        'published',
        'published_at',
        'views_count',
        'created_at',
        'updated_at',
      ],
      count: counts.articles,
      *rows() {
        const rnd = stream(3);
        for (let i = 0; i < counts.articles; i++) {
          const zh = rnd() < 0.4;
          const at = iso(now - ageOf(rnd));
          const published = i % 40 !== 11;
          const content = body(zh, 8 + (i % 20));
          const category = refs.articleCategories.length ? pick(rnd, refs.articleCategories) : '\\N';
          yield [
            uuidOf(PREFIX.article, i),
            headline(rnd, zh, i),
            articleSlug(i),
            zh ? '一篇关于链上与模型的深度文章摘要。' : 'A long read about chains, models and the markets around them.',
            content,
            `/demo/bench-article-${i % 500}.jpg`,
            category,
            uuidOf(PREFIX.author, i % authors),
            zh ? 'zh' : 'en',
            readTime(content),
            bool(i % 60 === 1),
            bool(published),
            published ? at : '\\N',
            Math.floor(50_000 / (1 + scatter(i, counts.articles))),
            at,
            at,
          ].join('\t');
        }
      },
    },
    {
      table: 'public.blog_posts',
      columns: [
        'id',
        'title',
        'slug',
        'excerpt',
        'content',
        'category_id',
        'author_id',
        'tags',
        'tag_names',
        'language',
        'read_time',
        'featured',
        'published',
        'published_at',
        'views_count',
        'created_at',
        'updated_at',
      ],
      count: counts.blogPosts,
      *rows() {
        const rnd = stream(4);
        for (let i = 0; i < counts.blogPosts; i++) {
          const zh = rnd() < 0.4;
          const at = iso(now - ageOf(rnd));
          const published = i % 25 !== 4;
          const content = body(zh, 3 + (i % 12));
          const category = refs.blogCategories.length ? pick(rnd, refs.blogCategories) : '\\N';
          const chosen = new Map();
          const wanted = refs.tags.length ? 1 + Math.floor(rnd() * 4) : 0;
          for (let t = 0; t < wanted; t++) {
            const tag = refs.tags[zipf(rnd, refs.tags.length)];
            chosen.set(tag.tag, tag.name);
          }
          yield [
            uuidOf(PREFIX.blogPost, i),
            headline(rnd, zh, i),
            blogSlug(i),
            zh ? '一位会员写下的笔记和心得。' : 'Notes from a member on what they built this week.',
            content,
            category,
            activeMember(rnd),
            array([...chosen.keys()]),
            array([...chosen.values()]),
            zh ? 'zh' : 'en',
            readTime(content),
            bool(i % 80 === 2),
            bool(published),
            published ? at : '\\N',
            Math.floor(20_000 / (1 + scatter(i, counts.blogPosts))),
            at,
            at,
          ].join('\t');
        }
      },
    },
    {
      table: 'public.discussions',
      columns: ['id', 'author_id', 'title', 'content', 'language', 'topic', 'hidden', 'created_at', 'updated_at'],
      count: counts.discussions,
      *rows() {
        const rnd = stream(5);
        for (let i = 0; i < counts.discussions; i++) {
          const zh = rnd() < 0.4;
          const at = iso(now - ageOf(rnd));
          const title = zh
            ? `大家怎么看${pick(rnd, ZH_SUBJECTS)}？（${i}）`
            : `What do you make of the ${pick(rnd, EN_SUBJECTS).toLowerCase()} news? (${i})`;
          const content = zh ? `${ZH_PARAGRAPH}想听听大家的看法。` : `${EN_PARAGRAPH}Curious what everyone here thinks.`;
          yield [
            uuidOf(PREFIX.discussion, i),
            activeMember(rnd),
            title,
            content,
            zh ? 'zh' : 'en',
            pick(rnd, TOPICS),
            bool(i % 300 === 9),
            at,
            at,
          ].join('\t');
        }
      },
    },
    {
      // Four in five comments are on discussions (a few threads get most of them), the rest on articles and posts;
      // one in five answers an earlier comment of its thread. A comment is never older than what it answers.
      table: 'public.discussion_comments',
      columns: [
        'id',
        'discussion_id',
        'article_id',
        'blog_post_id',
        'parent_id',
        'author_id',
        'content',
        'hidden',
        'created_at',
        'updated_at',
      ],
      count: counts.comments,
      *rows() {
        const rnd = stream(6);
        const firstOfThread = new Map();
        for (let i = 0; i < counts.comments; i++) {
          const kind = rnd();
          let target;
          let column;
          if (kind < 0.8) {
            target = scatter(zipf(rnd, counts.discussions), counts.discussions);
            column = 0;
          } else if (kind < 0.9) {
            target = scatter(zipf(rnd, counts.articles), counts.articles);
            column = 1;
          } else {
            target = scatter(zipf(rnd, counts.blogPosts), counts.blogPosts);
            column = 2;
          }
          const prefix = [PREFIX.discussion, PREFIX.article, PREFIX.blogPost][column];
          const key = `${column}:${target}`;
          const parent = firstOfThread.get(key);
          const id = uuidOf(PREFIX.comment, i);
          // Comment times grow with i within the last ten years' tail, so a reply is newer than its parent.
          const at = iso(now - Math.floor(((counts.comments - i) / counts.comments) ** 2 * TEN_YEARS));
          const zh = rnd() < 0.4;
          const reply = parent !== undefined && rnd() < 0.2;
          const hidden = i % 500 === 13;
          // A hidden comment takes no replies (attach_reply), so it never starts a thread here.
          if (parent === undefined && !hidden) firstOfThread.set(key, id);
          const targets = ['\\N', '\\N', '\\N'];
          targets[column] = uuidOf(prefix, target);
          yield [
            id,
            ...targets,
            reply ? parent : '\\N',
            activeMember(rnd),
            zh
              ? `同意，${pick(rnd, ZH_SUBJECTS)}这件事值得关注。`
              : `Agreed, the ${pick(rnd, EN_SUBJECTS).toLowerCase()} part is what matters.`,
            bool(hidden),
            at,
            at,
          ].join('\t');
        }
      },
    },
    {
      table: 'public.events',
      columns: [
        'id',
        'name',
        'slug',
        'description',
        'start_date',
        'end_date',
        'location_url',
        'is_free',
        'is_online',
        'status',
        'published',
        'language',
        'time_zone',
        'category',
        'created_at',
        'updated_at',
      ],
      count: counts.events,
      *rows() {
        const rnd = stream(7);
        for (let i = 0; i < counts.events; i++) {
          const zh = rnd() < 0.4;
          // Events spread over the ten years and the next year, the recent ones denser.
          const start = now - ageOf(rnd) + (rnd() < 0.1 ? Math.floor(rnd() * 365 * DAY) : 0);
          const status = start > now ? 'upcoming' : 'completed';
          const online = rnd() < 0.5;
          // The CHECK of a zone (is_time_zone) reads pg_timezone_names, about 0.1 s a row, for a named zone and for
          // NULL too (NULL OR (NULL AND EXISTS ...) runs the EXISTS); only 'UTC' is answered at once. So events here
          // are in UTC but one in twenty, which names its zone: 10,000 events load in seconds, not a quarter hour.
          const zone = i % 20 === 0 ? pick(rnd, TIME_ZONES.slice(1)) : 'UTC';
          yield [
            uuidOf(PREFIX.event, i),
            zh ? `链上开发者聚会 ${i}` : `Builders meetup ${i}`,
            `bench-event-${i}`,
            zh ? '一晚的分享与交流。' : 'An evening of talks and demos.',
            iso(start),
            iso(start + 3 * 3_600_000),
            online ? 'https://meet.bench.example.com/' + i : zh ? '上海市徐汇区' : 'Berlin, Alexanderplatz',
            't',
            bool(online),
            status,
            't',
            zh ? 'zh' : 'en',
            zone,
            zh ? '聚会' : 'Meetup',
            iso(start - 30 * DAY),
            iso(start - 30 * DAY),
          ].join('\t');
        }
      },
    },
    {
      // Page views: Zipf over the pages (a few stories take most), mostly recent, one in eight by a member. In
      // sessions of about three views (each next view continues the session with probability 0.65), minutes apart,
      // by one visitor; visitors return: a Zipf rank over members x 20 visitors, so a few come back every day, most
      // once or twice in ten years. A session may cross midnight.
      table: 'public.page_views',
      columns: ['id', 'path', 'referrer', 'visitor_id', 'session_id', 'device', 'user_id', 'created_at'],
      count: counts.pageViews,
      // In slices of `pageViewSlice` rows (PAGE_VIEW_SLICE), each from its own stream (the first from the table's), so
      // loaders may make and COPY them in parallel and a set of up to one slice is as it was before slices.
      slices: Math.max(1, Math.ceil(counts.pageViews / pageViewSlice)),
      pathOf,
      visitorOf,
      /**
       * With `tally` (rollups.mjs SliceTally), each view is also told to it: its UTC day (days since 1970), page
       * (pathOf's code), device (an index into DEVICE_NAMES), visitor number, session id and whether it starts the
       * session, so the loader can write the page-view roll-ups without reading the table back.
       */
      *rows(slice = 0, tally) {
        for (const view of pageViews(slice, tally)) {
          const user = view.user < 0 ? '\\N' : member(view.user);
          const { i, page, referrer, visitor, session, device, at } = view;
          yield [
            uuidOf(PREFIX.pageView, i),
            pathOf(page),
            REFERRERS[referrer],
            visitorOf(visitor),
            session,
            DEVICES[device],
            user,
            iso(at),
          ].join('\t');
        }
      },
      /**
       * The same rows as `rows` in PostgreSQL's binary COPY format (copy-binary.mjs), tuples only, `chunk` views a
       * piece: what the loader sends (no row text to make, none for the server to parse).
       */
      binary(slice = 0, tally, chunk = 100_000) {
        const views = pageViews(slice, tally);
        return binaryChunks(
          views,
          chunk,
          (out, { i, page, referrer, visitor, session, device, user, at }) => {
            out.tuple(8);
            out.uuid(PAGE_VIEW_PREFIX, i);
            out.text(pathOf(page));
            out.text(referrer < NULL_REFERRERS ? null : REFERRERS[referrer]);
            out.text(visitorOf(visitor));
            out.text(session);
            out.text(DEVICES[device]);
            if (user < 0) out.null();
            else out.uuid(MEMBER_PREFIX, user);
            out.timestamp(at);
          },
          chunk * 160,
        );
      },
    },
  ];
}
