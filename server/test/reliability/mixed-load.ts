// The mixed load of issue 14 ("100 connections of mixed reads and writes for 30 s with 0 errors"), in one place for
// mixed-load.test.ts (which asserts on it) and bench/mixed-load.mjs (which reports its figures).
//
// `connections` workers, each with one kept-alive connection of its own (node:http, an agent of that many sockets),
// send one request after another for the duration; each request is one kind of the MIX, drawn by weight from a
// seeded generator. The documents are the site's own (src/shared/api/gql, as the pages send them; the discussion
// page's live queries are sent as queries of the same selection). A request is an error when the answer is not
// 2xx, when it never comes (network error or REQUEST_TIMEOUT_MS) or when it carries a GraphQL `errors` array.
// /healthz is polled on a connection of its own all along. Every acknowledged write goes into the fixture's ledger,
// which checkWrites compares with what the database holds afterwards.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { Kind, OperationTypeNode, print, type DocumentNode } from 'graphql';
import {
  ArticlePageQueryDocument,
  CommentDiscussionMutationDocument,
  CountViewArticleMutationDocument,
  CountViewNewsMutationDocument,
  CountViewPageMutationDocument,
  CreateDiscussionMutationDocument,
  CommentThreadSubscriptionDocument,
  DiscussionListSubscriptionDocument,
  DiscussionStatsSubscriptionDocument,
  HomeArticlesQueryDocument,
  HomeCategoriesQueryDocument,
  HomeFeaturedQueryDocument,
  HomeLatestQueryDocument,
  LikeDiscussionDeleteMutationDocument,
  LikeDiscussionInsertMutationDocument,
  LikeDiscussionMineSubscriptionDocument,
  MyPostsQueryDocument,
  NewsCategoriesQueryDocument,
  NewsFirstPageQueryDocument,
  NewsPageQueryDocument,
  ProfileMemberQueryDocument,
  SearchResultsQueryDocument,
  WriteBlogCategoriesQueryDocument,
  WriteBlogCreatePostMutationDocument,
} from '../../../src/shared/api/gql/graphql.ts';
import { mulberry32 } from '../support/random.ts';
import { verifyOverHttp } from '../support/verify-email.ts';

/**
 * The per-address budgets lifted: the whole load comes from 127.0.0.1, where a real site's visitors come from many
 * addresses (docs/security.md). Only the budgets are lifted; every other limit stays at its default.
 */
export const MIXED_LOAD_ENV: Record<string, string> = {
  GRAPHQL_RATE_LIMIT: '100000000',
  PAGE_VIEW_LIMIT: '10000000',
  SIGNUP_LIMIT: '10000',
  // The load sends its own documents as members (the bench starts the site with `npm start`, allow-list on).
  HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
  // A hundred connections from one address: the database queue's per-client bounds would refuse most of them.
  DB_MAX_WAITING_PER_CLIENT: '100000',
  DB_TIME_BUDGET_MS: '100000000',
  // On PostgreSQL: the whole pool (10 connections) to the one address.
  DB_MAX_ACTIVE_PER_CLIENT: '10',
  WEBSOCKET_MAX_SOCKETS_PER_ADDRESS: '10000',
};

/** An answer slower than this counts as a network error (and ends a run that would otherwise hang). */
const REQUEST_TIMEOUT_MS = 30_000;
const HEALTH_INTERVAL_MS = 250;
const RSS_INTERVAL_MS = 1000;
const PASSWORD = 'Mixed load: a hundred readers at once';
/** Error texts kept per kind, to say what went wrong. */
const SAMPLES_PER_KIND = 5;

/** The kinds of request and their share of the load (weights out of 1,000). */
export const MIX = {
  home: 200,
  news: 110,
  article: 110,
  discussion: 110,
  'member-read': 100,
  comment: 60,
  'like-unlike': 60,
  'blog-draft': 20,
  'page-view': 120,
  'view-count': 40,
  search: 60,
  'sign-in': 10,
} as const;
export type KindName = keyof typeof MIX;
const KINDS = Object.keys(MIX) as KindName[];

/** A subscription document as a query of the same selection (what the page reads, over HTTP). */
function asQuery(document: DocumentNode): string {
  return print({
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? { ...definition, operation: OperationTypeNode.QUERY } : definition,
    ),
  });
}

const DOCS = {
  homeCategories: print(HomeCategoriesQueryDocument),
  homeFeatured: print(HomeFeaturedQueryDocument),
  homeLatest: print(HomeLatestQueryDocument),
  homeArticles: print(HomeArticlesQueryDocument),
  newsCategories: print(NewsCategoriesQueryDocument),
  newsFirstPage: print(NewsFirstPageQueryDocument),
  newsPage: print(NewsPageQueryDocument),
  articlePage: print(ArticlePageQueryDocument),
  discussionList: asQuery(DiscussionListSubscriptionDocument),
  discussionComments: asQuery(CommentThreadSubscriptionDocument),
  discussionStats: asQuery(DiscussionStatsSubscriptionDocument),
  likeMine: asQuery(LikeDiscussionMineSubscriptionDocument),
  myPosts: print(MyPostsQueryDocument),
  profile: print(ProfileMemberQueryDocument),
  blogCategories: print(WriteBlogCategoriesQueryDocument),
  comment: print(CommentDiscussionMutationDocument),
  createDiscussion: print(CreateDiscussionMutationDocument),
  like: print(LikeDiscussionInsertMutationDocument),
  unlike: print(LikeDiscussionDeleteMutationDocument),
  createPost: print(WriteBlogCreatePostMutationDocument),
  pageView: print(CountViewPageMutationDocument),
  articleView: print(CountViewArticleMutationDocument),
  newsView: print(CountViewNewsMutationDocument),
  search: print(SearchResultsQueryDocument),
};

/** The news timeline's page size (src/pages/news/model/newsFilter.ts): it asks for one more to know there is a next. */
const NEWS_PAGE_SIZE = 20;

/** A news filter's key in LoadFixture.newsCursors: '' for every category, else the category's slug. */
type NewsCursor = { afterAt: string; afterId: string };

/**
 * The cursor of each filter's second page as the site makes it (NewsTimeline): the first page's last story's time
 * (published, else created) and id; none when the filter has no second page.
 */
async function readNewsCursors(url: string, categories: string[]): Promise<Map<string, NewsCursor>> {
  const cursors = new Map<string, NewsCursor>();
  for (const category of ['', ...categories]) {
    const where = category === '' ? {} : { category: { _eq: category } };
    const page = await graphql<{ news_articles: { id: string; published_at: string | null; created_at: string }[] }>(
      url,
      {},
      DOCS.newsFirstPage,
      { where, limit: NEWS_PAGE_SIZE + 1 },
    );
    const last = page.news_articles[NEWS_PAGE_SIZE - 1];
    if (page.news_articles.length > NEWS_PAGE_SIZE && last)
      cursors.set(category, { afterAt: last.published_at ?? last.created_at, afterId: last.id });
  }
  return cursors;
}

/** The home page's article filter (src/pages/home/model/articleFilter.ts, all categories) in `language`. */
export const homeWhere = (language: string) => ({
  _and: [
    { _not: { category: { scope: { _eq: 'blog' } } } },
    {
      _not: {
        _and: [
          { language: { _neq: language } },
          { _or: [{ translation_of: { language: { _eq: language } } }, { translations: { language: { _eq: language } } }] },
        ],
      },
    },
  ],
});
const DISCUSSION_ORDERS = [
  [{ created_at: 'desc' }, { id: 'asc' }],
  [{ likes: 'desc' }, { comments_count: 'desc' }, { created_at: 'desc' }, { id: 'asc' }],
];
const SEARCH_TERMS = ['ethereum', 'bitcoin etf', 'layer 2', 'defi', 'stablecoin', 'zk', '以太坊', '比特币', '稳定币', 'nonexistentword'];
const PAGE_PATHS = ['/', '/news', '/discussion', '/blog', '/events', '/search?q=ethereum', '/about'];

export interface Member {
  id: string;
  email: string;
  /** The current access token; a sign-in during the run replaces it. */
  token: string;
  signingIn: boolean;
}

/** What the load wrote and the server acknowledged (HTTP 200 without GraphQL errors). */
export interface Ledger {
  /** Comment id -> discussion id. */
  comments: Map<string, string>;
  drafts: Set<string>;
  pageViews: number;
  /** `${memberId}|${discussionId}` -> the like's state; `busy` while a request is out, `unknown` after an error. */
  likes: Map<string, 'liked' | 'unliked' | 'busy' | 'unknown'>;
}

export interface LoadFixture {
  url: string;
  /** Tags this load's members, visitors and drafts. */
  tag: string;
  members: Member[];
  articles: { id: string; slug: string }[];
  newsIds: string[];
  newsCategories: string[];
  /** Each news filter's second-page cursor, as the site makes it ('' for every category). */
  newsCursors: Map<string, NewsCursor>;
  discussionIds: string[];
  blogCategoryIds: string[];
  ledger: Ledger;
}

interface Answer {
  status: number;
  body: string;
}

function post(agent: Agent, base: URL, path: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

interface GraphqlBody<Data> {
  data?: Data;
  errors?: unknown[];
}

/** One GraphQL request outside the measured load (set-up and checks); throws on any error. */
async function graphql<Data>(url: string, headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphqlBody<Data>;
  if (!response.ok || body.errors || !body.data)
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

async function signUp(url: string, tag: string, n: number, adminSecret: string): Promise<Member> {
  const email = `load-${tag}-${n}@example.com`;
  const response = await fetch(`${url}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: `Load ${tag} ${n}`, username: `load_${tag}_${n}` }),
  });
  const body = (await response.json()) as { session?: { refreshToken: string } };
  if (response.status !== 200 || !body.session) throw new Error(`sign-up of ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  // The members write: they confirm their address first (issue 32).
  const session = await verifyOverHttp(url, adminSecret, email, body.session.refreshToken);
  return { id: session.user.id, email, token: session.accessToken, signingIn: false };
}

/**
 * Signs up `members` members (they open `discussions` discussions between them) and reads what the load will
 * visit: published articles, news stories, news categories, discussions and blog categories.
 */
export async function prepareLoad(
  url: string,
  options: { members: number; discussions: number; adminSecret: string },
): Promise<LoadFixture> {
  const tag = Date.now().toString(36).slice(-6);
  const members: Member[] = [];
  // A few at a time: each sign-up hashes a password.
  for (let n = 0; n < options.members; n += 4) {
    const batch = Array.from({ length: Math.min(4, options.members - n) }, (_, i) => signUp(url, tag, n + i, options.adminSecret));
    members.push(...(await Promise.all(batch)));
  }
  for (let n = 0; n < options.discussions; n += 1) {
    const member = members[n % members.length]!;
    await graphql(url, { authorization: `Bearer ${member.token}` }, DOCS.createDiscussion, {
      title: `Load discussion ${n}`,
      topic: 'general',
      content: `Load discussion ${n}: what should the site cover next?`,
      language: 'en',
    });
  }
  const read = await graphql<{
    articles: { id: string; slug: string }[];
    news_articles: { id: string }[];
    news_categories: { slug: string }[];
    discussions: { id: string }[];
  }>(
    url,
    {},
    `query MixedLoadFixture {
      articles(where: {published: {_eq: true}}, order_by: {published_at: desc}, limit: 50) { id slug }
      news_articles(order_by: {published_at: desc}, limit: 50) { id }
      news_categories { slug }
      discussions(order_by: {created_at: desc}, limit: 50) { id }
    }`,
  );
  const blog = await graphql<{ categories: { id: string }[] }>(url, { authorization: `Bearer ${members[0]!.token}` }, DOCS.blogCategories);
  return {
    url,
    tag,
    members,
    articles: read.articles,
    newsIds: read.news_articles.map((row) => row.id),
    newsCategories: read.news_categories.map((row) => row.slug),
    newsCursors: await readNewsCursors(
      url,
      read.news_categories.map((row) => row.slug),
    ),
    discussionIds: read.discussions.map((row) => row.id),
    blogCategoryIds: blog.categories.map((row) => row.id),
    ledger: { comments: new Map(), drafts: new Set(), pageViews: 0, likes: new Map() },
  };
}

interface KindStats {
  latencies: number[];
  statuses: Map<number, number>;
  graphqlErrors: number;
  networkErrors: number;
  errors: number;
  samples: string[];
}

export interface KindReport {
  kind: KindName;
  requests: number;
  perSecond: number;
  errors: number;
  /** HTTP status -> answers (network errors have none). */
  statuses: Record<string, number>;
  graphqlErrors: number;
  networkErrors: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /**
   * Its requests among the slowest 5 % and 1 % of all requests (at or over the p95 and p99 of every request): which
   * kinds the tail is made of.
   */
  inSlowest5: number;
  inSlowest1: number;
  /** The first few errors, as text. */
  samples: string[];
}

export interface HealthReport {
  polls: number;
  /** Polls not answered 200 (or not at all). */
  failures: number;
  /** 200 answers with `busy: true` (the database was slower than /healthz waits). */
  busy: number;
  slowestMs: number | null;
  /** The longest gap between two 200 answers, from the first poll to the end. */
  longestGapMs: number | null;
}

export interface LoadReport {
  seed: number;
  connections: number;
  durationMs: number;
  requests: number;
  perSecond: number;
  errors: number;
  /** Every request's latency, whatever its kind (the budget is on these). */
  all: { p50Ms: number | null; p95Ms: number | null; p99Ms: number | null };
  kinds: KindReport[];
  health: HealthReport;
  /** The server process's resident memory (VmRSS) in MiB, when its pid was given (Linux). */
  serverRssMiB: { before: number; max: number; after: number } | null;
  /**
   * Cores in use on average during the run (Linux): the whole machine, the server process (when its pid was given)
   * and this process (the load generator); the rest is the database server's processes and any other work.
   */
  cores: { machine: number; server: number | null; generator: number } | null;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function rssMiB(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Linux reports process CPU times in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** CPU time of a process in ms (utime + stime of /proc/<pid>/stat), or null. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; utime and stime are the 12th and 13th fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** The machine's busy and total CPU time in ms, summed over its cores (/proc/stat), or null. */
function machineCpuMs(): { busy: number; total: number } | null {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = values.map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    // idle and iowait
    return { busy: (total - ticks[3]! - ticks[4]!) * TICK_MS, total: total * TICK_MS };
  } catch {
    return null;
  }
}

/** Polls /healthz on a connection of its own until the returned function is called. */
function pollHealth(url: string): () => Promise<HealthReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(url);
  const report: HealthReport = { polls: 0, failures: 0, busy: 0, slowestMs: null, longestGapMs: null };
  let running = true;
  let lastOk = performance.now();
  const get = () =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ agent, host: base.hostname, port: base.port, path: '/healthz' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end();
    });
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await get().catch(() => null);
      const now = performance.now();
      report.polls += 1;
      report.slowestMs = Math.max(report.slowestMs ?? 0, now - started);
      if (answer?.status === 200) {
        report.longestGapMs = Math.max(report.longestGapMs ?? 0, now - lastOk);
        lastOk = now;
        if ((JSON.parse(answer.body) as { busy?: boolean }).busy) report.busy += 1;
      } else {
        report.failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    report.longestGapMs = Math.max(report.longestGapMs ?? 0, performance.now() - lastOk);
    agent.destroy();
    return { ...report, slowestMs: round(report.slowestMs), longestGapMs: round(report.longestGapMs) };
  };
}

export interface LoadOptions {
  connections: number;
  durationMs: number;
  /** Seeds the workers' choices; drawn at random when not given (the report says which). */
  seed?: number;
  /** The server's pid, to sample its resident memory. */
  serverPid?: number;
  /**
   * Each connection a reader of its own address (X-Forwarded-For 10.0.<n>.1; the server started with TRUST_PROXY),
   * as a site's readers are: the per-address lanes and budgets then see a hundred readers, not one.
   */
  ownAddresses?: boolean;
  /**
   * Each connection signed in as one member of its own (connection n as member n modulo their number), as one
   * browser per account: without, each request's member is drawn from all of them.
   */
  memberPerConnection?: boolean;
}

/** One request of a kind: where it goes and what to do with an acknowledged answer. */
interface Call {
  path?: string;
  headers?: Record<string, string>;
  body: Record<string, unknown>;
  /** Called with the parsed answer of an acknowledged request. */
  acknowledged?: (answer: Record<string, unknown>) => void;
  /** Called when the request failed (whatever the server did is then unknown). */
  failed?: () => void;
}

/** A GraphQL body with its operation's name, as the site's client (urql) sends it; any other body as it is. */
function withOperationName(body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.query !== 'string' || body.operationName !== undefined) return body;
  const name = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/.exec(body.query)?.[1];
  return name ? { ...body, operationName: name } : body;
}

/** Runs the mixed load against the fixture's server for options.durationMs and reports it per kind. */
export async function runMixedLoad(fixture: LoadFixture, options: LoadOptions): Promise<LoadReport> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const base = new URL(fixture.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const stats = new Map<KindName, KindStats>(
    KINDS.map((kind) => [kind, { latencies: [], statuses: new Map(), graphqlErrors: 0, networkErrors: 0, errors: 0, samples: [] }]),
  );
  const { ledger, members } = fixture;
  const totalWeight = KINDS.reduce((sum, kind) => sum + MIX[kind], 0);
  let sequence = 0;

  const fail = (kindStats: KindStats, text: string) => {
    kindStats.errors += 1;
    if (kindStats.samples.length < SAMPLES_PER_KIND) kindStats.samples.push(text.slice(0, 300));
  };

  async function send(kind: KindName, call: Call, address: Record<string, string>): Promise<void> {
    const kindStats = stats.get(kind)!;
    const body = JSON.stringify(withOperationName(call.body));
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await post(agent, base, call.path ?? '/v1/graphql', { ...address, ...call.headers }, body);
    } catch (error) {
      kindStats.latencies.push(performance.now() - started);
      kindStats.networkErrors += 1;
      fail(kindStats, `network: ${(error as Error).message}`);
      call.failed?.();
      return;
    }
    kindStats.latencies.push(performance.now() - started);
    kindStats.statuses.set(answer.status, (kindStats.statuses.get(answer.status) ?? 0) + 1);
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = JSON.parse(answer.body) as Record<string, unknown>;
    } catch {
      // Counted below.
    }
    if (answer.status < 200 || answer.status > 299 || parsed === null) {
      fail(kindStats, `HTTP ${answer.status}: ${answer.body}`);
      call.failed?.();
    } else if (Array.isArray(parsed.errors)) {
      kindStats.graphqlErrors += 1;
      fail(kindStats, `GraphQL: ${JSON.stringify(parsed.errors)}`);
      call.failed?.();
    } else {
      call.acknowledged?.(parsed);
    }
  }

  const bearer = (member: Member) => ({ authorization: `Bearer ${member.token}` });
  const gql = (query: string, variables: Record<string, unknown>) => ({ query, variables });

  /** The request of one kind (null when none can go now: the worker draws again); `random` is the worker's generator. */
  function callOf(kind: KindName, random: () => number, own: Member | undefined): Call | null {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const language = random() < 0.5 ? 'en' : 'zh';
    const drawn = pick(members);
    const member = own ?? drawn;
    const n = sequence++;
    switch (kind) {
      case 'home': {
        const where = homeWhere(language);
        return {
          body: pick([
            gql(DOCS.homeCategories, {}),
            gql(DOCS.homeFeatured, { where }),
            gql(DOCS.homeLatest, { where }),
            gql(DOCS.homeArticles, { where, offset: 5 * Math.floor(random() * 3), limit: 5 }),
          ]),
        };
      }
      case 'news': {
        const category = random() < 0.7 || fixture.newsCategories.length === 0 ? '' : pick(fixture.newsCategories);
        const where = category === '' ? {} : { category: { _eq: category } };
        if (random() < 0.2) return { body: gql(DOCS.newsCategories, {}) };
        // As the site asks: the first page, or the second after the first page's last story (the same for every reader).
        const cursor = random() < 0.7 ? undefined : fixture.newsCursors.get(category);
        return {
          body: cursor
            ? gql(DOCS.newsPage, { where, ...cursor, limit: NEWS_PAGE_SIZE + 1 })
            : gql(DOCS.newsFirstPage, { where, limit: NEWS_PAGE_SIZE + 1 }),
        };
      }
      case 'article':
        return { body: gql(DOCS.articlePage, { slug: pick(fixture.articles).slug }) };
      case 'discussion':
        return {
          body: pick([
            gql(DOCS.discussionList, { where: {}, orderBy: pick(DISCUSSION_ORDERS), limit: 21 }),
            gql(DOCS.discussionComments, {
              where: { _and: [{ discussion_id: { _eq: pick(fixture.discussionIds) } }, { parent_id: { _is_null: true } }] },
              limit: 31,
            }),
            gql(DOCS.discussionStats, {}),
          ]),
        };
      case 'member-read':
        return {
          headers: bearer(member),
          body: pick([
            gql(DOCS.myPosts, { authorId: member.id }),
            gql(DOCS.profile, { id: member.id }),
            gql(DOCS.likeMine, { userId: member.id, discussionIds: fixture.discussionIds.slice(0, 21) }),
            gql(DOCS.discussionList, { where: {}, orderBy: DISCUSSION_ORDERS[0], limit: 21 }),
          ]),
        };
      case 'comment': {
        const discussionId = pick(fixture.discussionIds);
        return {
          headers: bearer(member),
          body: gql(DOCS.comment, { object: { discussion_id: discussionId, content: `Load comment ${fixture.tag} ${n}` } }),
          acknowledged: (answer) => {
            const row = (answer.data as { insert_discussion_comments_one: { id: string } }).insert_discussion_comments_one;
            ledger.comments.set(row.id, discussionId);
          },
        };
      }
      case 'like-unlike': {
        // A (member, discussion) pair with no request out, liked or unliked in turn.
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const liker = own ?? pick(members);
          const discussionId = pick(fixture.discussionIds);
          const key = `${liker.id}|${discussionId}`;
          const state = ledger.likes.get(key) ?? 'unliked';
          if (state === 'busy' || state === 'unknown') continue;
          ledger.likes.set(key, 'busy');
          return {
            headers: bearer(liker),
            body: state === 'unliked' ? gql(DOCS.like, { discussionId }) : gql(DOCS.unlike, { discussionId, userId: liker.id }),
            acknowledged: () => ledger.likes.set(key, state === 'unliked' ? 'liked' : 'unliked'),
            failed: () => ledger.likes.set(key, 'unknown'),
          };
        }
        return null;
      }
      case 'blog-draft':
        return {
          headers: bearer(member),
          body: gql(DOCS.createPost, {
            post: {
              title: `Load draft ${fixture.tag} ${n}`,
              excerpt: 'A draft written during the mixed load.',
              content: `Draft ${n}. ${'Nothing to publish yet, only words that take up room. '.repeat(3)}`,
              image_url: null,
              category_id: fixture.blogCategoryIds.length > 0 ? pick(fixture.blogCategoryIds) : null,
              tags: ['load'],
              published: false,
              language,
            },
          }),
          acknowledged: (answer) => ledger.drafts.add((answer.data as { insert_blog_posts_one: { id: string } }).insert_blog_posts_one.id),
        };
      case 'page-view': {
        const visitor = Math.floor(random() * 500);
        return {
          ...(random() < 0.3 ? { headers: bearer(member) } : {}),
          body: gql(DOCS.pageView, {
            path: pick(PAGE_PATHS),
            title: 'ChainPulse',
            referrer: random() < 0.5 ? null : `${fixture.url}/`,
            visitorId: `load-${fixture.tag}-visitor-${visitor}`,
            sessionId: `load-${fixture.tag}-session-${visitor}`,
          }),
          acknowledged: () => (ledger.pageViews += 1),
        };
      }
      case 'view-count':
        return {
          ...(random() < 0.3 ? { headers: bearer(member) } : {}),
          body:
            random() < 0.5 ? gql(DOCS.articleView, { id: pick(fixture.articles).id }) : gql(DOCS.newsView, { id: pick(fixture.newsIds) }),
        };
      case 'search':
        return { body: gql(DOCS.search, { query: pick(SEARCH_TERMS), limit: 50 }) };
      case 'sign-in': {
        // One sign-in per member at a time, as from one browser: the sign-in limiter counts each attempt as a
        // failure until it succeeds, so 4 at once for one email wait, and 30 at once from one address lock it for
        // 15 minutes (fewer members than that, so never here).
        const free = (own ? [own] : members).filter((candidate) => !candidate.signingIn);
        if (free.length === 0) return null;
        const who = pick(free);
        who.signingIn = true;
        return {
          path: '/auth/signin',
          body: { email: who.email, password: PASSWORD },
          acknowledged: (answer) => {
            who.token = (answer as { session: { accessToken: string } }).session.accessToken;
            who.signingIn = false;
          },
          failed: () => (who.signingIn = false),
        };
      }
    }
  }

  const drawKind = (random: () => number): KindName => {
    let at = random() * totalWeight;
    for (const kind of KINDS) {
      at -= MIX[kind];
      if (at < 0) return kind;
    }
    return KINDS[KINDS.length - 1]!;
  };

  const rssBefore = options.serverPid ? rssMiB(options.serverPid) : null;
  let rssMax = rssBefore ?? 0;
  const rssTimer = options.serverPid
    ? setInterval(() => (rssMax = Math.max(rssMax, rssMiB(options.serverPid!) ?? 0)), RSS_INTERVAL_MS)
    : undefined;
  const stopHealth = pollHealth(fixture.url);
  const machineBefore = machineCpuMs();
  const serverCpuBefore = options.serverPid ? processCpuMs(options.serverPid) : null;
  const generatorCpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      const random = mulberry32(seed + worker * 0x9e3779b9);
      const address: Record<string, string> = options.ownAddresses ? { 'x-forwarded-for': `10.0.${worker}.1` } : {};
      const own = options.memberPerConnection ? members[worker % members.length] : undefined;
      while (performance.now() < deadline) {
        const kind = drawKind(random);
        const call = callOf(kind, random, own);
        if (call) await send(kind, call, address);
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const machineAfter = machineCpuMs();
  const serverCpuAfter = options.serverPid ? processCpuMs(options.serverPid) : null;
  const generatorCpu = process.cpuUsage(generatorCpuBefore);
  const health = await stopHealth();
  clearInterval(rssTimer);
  agent.destroy();
  const rssAfter = options.serverPid ? rssMiB(options.serverPid) : null;

  const coresOf = (cpuMs: number) => Math.round((cpuMs / elapsedMs) * 100) / 100;
  const every = KINDS.flatMap((kind) => stats.get(kind)!.latencies).sort((a, b) => a - b);
  const allP95 = percentile(every, 95) ?? Number.POSITIVE_INFINITY;
  const allP99 = percentile(every, 99) ?? Number.POSITIVE_INFINITY;
  const kinds = KINDS.map((kind): KindReport => {
    const kindStats = stats.get(kind)!;
    const sorted = [...kindStats.latencies].sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      perSecond: Math.round((sorted.length / elapsedMs) * 10_000) / 10,
      errors: kindStats.errors,
      statuses: Object.fromEntries([...kindStats.statuses].map(([status, count]) => [String(status), count])),
      graphqlErrors: kindStats.graphqlErrors,
      networkErrors: kindStats.networkErrors,
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? null),
      inSlowest5: sorted.filter((latency) => latency >= allP95).length,
      inSlowest1: sorted.filter((latency) => latency >= allP99).length,
      samples: kindStats.samples,
    };
  });
  const requests = kinds.reduce((sum, kind) => sum + kind.requests, 0);
  return {
    seed,
    connections: options.connections,
    durationMs: Math.round(elapsedMs),
    requests,
    perSecond: Math.round((requests / elapsedMs) * 1000),
    errors: kinds.reduce((sum, kind) => sum + kind.errors, 0),
    all: { p50Ms: round(percentile(every, 50)), p95Ms: round(percentile(every, 95)), p99Ms: round(percentile(every, 99)) },
    kinds,
    health,
    serverRssMiB: rssBefore === null || rssAfter === null ? null : { before: rssBefore, max: Math.max(rssMax, rssAfter), after: rssAfter },
    cores:
      machineBefore && machineAfter
        ? {
            machine: coresOf(machineAfter.busy - machineBefore.busy),
            server: serverCpuBefore === null || serverCpuAfter === null ? null : coresOf(serverCpuAfter - serverCpuBefore),
            generator: coresOf((generatorCpu.user + generatorCpu.system) / 1000),
          }
        : null,
  };
}

export interface WriteCheck {
  comments: { acknowledged: number; stored: number; missing: string[]; unexpected: string[] };
  drafts: { acknowledged: number; stored: number; missing: string[]; unexpected: string[] };
  likes: { liked: number; stored: number; missing: string[]; unexpected: string[] };
  pageViews: { acknowledged: number; stored: number };
  /** Discussions whose trigger-kept counters (likes, comments_count) differ from their rows. */
  counters: string[];
}

const difference = (a: Iterable<string>, b: ReadonlySet<string>) => [...a].filter((key) => !b.has(key));

/** Compares the fixture's ledger with what the database holds, read with the admin secret. */
export async function checkWrites(fixture: LoadFixture, adminSecret: string): Promise<WriteCheck> {
  const memberIds = fixture.members.map((member) => member.id);
  const state = await graphql<{
    discussion_comments: { id: string; discussion_id: string }[];
    blog_posts: { id: string }[];
    discussion_likes: { discussion_id: string; user_id: string }[];
    page_views_aggregate: { aggregate: { count: number } };
    discussions: {
      id: string;
      likes: number;
      comments_count: number;
      discussion_likes_aggregate: { aggregate: { count: number } };
      comments_aggregate: { aggregate: { count: number } };
    }[];
  }>(
    fixture.url,
    { 'x-hasura-admin-secret': adminSecret },
    `query MixedLoadCheck($members: [uuid!]!, $visitors: String!) {
      discussion_comments(where: {author_id: {_in: $members}}) { id discussion_id }
      blog_posts(where: {author_id: {_in: $members}}) { id }
      discussion_likes(where: {user_id: {_in: $members}}) { discussion_id user_id }
      page_views_aggregate(where: {visitor_id: {_like: $visitors}}) { aggregate { count } }
      discussions {
        id likes comments_count
        discussion_likes_aggregate { aggregate { count } }
        comments_aggregate { aggregate { count } }
      }
    }`,
    { members: memberIds, visitors: `load-${fixture.tag}-%` },
  );
  const { ledger } = fixture;
  const comments = new Set(state.discussion_comments.map((row) => row.id));
  const drafts = new Set(state.blog_posts.map((row) => row.id));
  const likes = new Set(state.discussion_likes.map((row) => `${row.user_id}|${row.discussion_id}`));
  const liked = new Set([...ledger.likes].filter(([, like]) => like === 'liked').map(([key]) => key));
  const unknown = new Set([...ledger.likes].filter(([, like]) => like === 'unknown').map(([key]) => key));
  return {
    comments: {
      acknowledged: ledger.comments.size,
      stored: comments.size,
      missing: difference(ledger.comments.keys(), comments),
      unexpected: difference(comments, new Set(ledger.comments.keys())),
    },
    drafts: {
      acknowledged: ledger.drafts.size,
      stored: drafts.size,
      missing: difference(ledger.drafts, drafts),
      unexpected: difference(drafts, ledger.drafts),
    },
    likes: {
      liked: liked.size,
      stored: likes.size,
      missing: difference(liked, likes),
      // A like whose request failed may or may not be there.
      unexpected: difference(likes, liked).filter((key) => !unknown.has(key)),
    },
    pageViews: { acknowledged: ledger.pageViews, stored: state.page_views_aggregate.aggregate.count },
    counters: state.discussions
      .filter(
        (row) =>
          row.likes !== row.discussion_likes_aggregate.aggregate.count || row.comments_count !== row.comments_aggregate.aggregate.count,
      )
      .map(
        (row) =>
          `${row.id}: likes ${row.likes} for ${row.discussion_likes_aggregate.aggregate.count} rows, ` +
          `comments_count ${row.comments_count} for ${row.comments_aggregate.aggregate.count} rows`,
      ),
  };
}
