// The hostile load of issue 27, in one place for attacks.test.ts (which asserts on behaviour) and
// bench/hostile.mjs (which reports the figures): an attack of corpus.ts's LOAD_ATTACKS from one address while
// readers (the site's own home, news and article documents, from other addresses), writers with receipts (members
// posting comments; every acknowledged comment must be stored exactly once) and /healthz polls run beside it.
// Addresses are X-Forwarded-For values: the server must trust them (TRUST_PROXY).
//
// Every answer the attacker gets is classified when it arrives (status, GraphQL error codes, size, any internal
// text of corpus.ts's LEAKS), so that a long run keeps counts, not bodies.
import { print } from 'graphql';
import WebSocket from 'ws';
import {
  ArticlePageQueryDocument,
  CommentDiscussionMutationDocument,
  CreateDiscussionMutationDocument,
  HomeCategoriesQueryDocument,
  HomeFeaturedQueryDocument,
  HomeLatestQueryDocument,
  NewsPageQueryDocument,
  WriteBlogCreatePostMutationDocument,
} from '../../../src/shared/api/gql/graphql.ts';
import { homeWhere } from '../reliability/mixed-load.ts';
import { LEAKS, type LoadAttack, type Operation } from './corpus.ts';
import { verifyOverHttp } from '../support/verify-email.ts';

/** An answer slower than this counts as lost (and ends a run that would otherwise hang). */
const REQUEST_TIMEOUT_MS = 30_000;
/** The set-up's and the checks' requests wait longer: they may queue behind an attack's last statements. */
const SETUP_TIMEOUT_MS = 120_000;
const HEALTH_INTERVAL_MS = 100;
const PASSWORD = 'Hostile load: readers and writers beside an attacker';
/** The attacker's address; readers, writers and set-up requests come from others. */
export const ATTACKER_ADDRESS = '198.51.100.66';

/**
 * `count` news stories (half English, half Chinese, from word lists picked by hashes of the row number, as in
 * bench/search.mjs), spread over the active news sources, so that nesting sources and stories fans out.
 */
export const storiesSql = (count: number) => `
INSERT INTO public.news_articles (title, excerpt, source_url, language, published_at, source_id)
SELECT
  CASE WHEN i % 2 = 0
    THEN en_subject[1 + (hashint4(i) & 1048575) % 10] || ' ' || en_event[1 + (hashint4(i + 7919) & 1048575) % 6] || ' as markets watch'
    ELSE zh_subject[1 + (hashint4(i) & 1048575) % 10] || zh_event[1 + (hashint4(i + 7919) & 1048575) % 6] || '，市场持续关注'
  END,
  CASE WHEN i % 2 = 0
    THEN 'Analysts say ' || en_subject[1 + (hashint4(i + 1299709) & 1048575) % 10] || ' could see '
      || en_event[1 + (hashint4(i + 32452843) & 1048575) % 6] || ' soon; the report covers volumes, users and the outlook.'
    ELSE '分析人士认为' || zh_subject[1 + (hashint4(i + 1299709) & 1048575) % 10] || '近期可能'
      || zh_event[1 + (hashint4(i + 32452843) & 1048575) % 6] || '，报告涵盖交易量、用户规模以及下个季度的展望。'
  END,
  'https://hostile.example.com/news/' || i,
  CASE WHEN i % 2 = 0 THEN 'en' ELSE 'zh' END,
  now() - (i || ' minutes')::interval,
  sources[1 + i % cardinality(sources)]
FROM generate_series(1, ${count}) AS i,
  (SELECT array_agg(id ORDER BY id) AS sources FROM public.news_sources WHERE is_active) AS active,
  (SELECT
    ARRAY['Ethereum', 'Bitcoin', 'Solana', 'Rollup', 'Stablecoin', 'Validator', 'Bridge', 'Wallet', 'Exchange', 'Regulator'] AS en_subject,
    ARRAY['fees drop', 'upgrade ships', 'launch', 'outage', 'funding round', 'audit'] AS en_event,
    ARRAY['以太坊', '比特币', '索拉纳', '二层网络', '稳定币', '验证者', '跨链桥', '钱包', '交易所', '监管机构'] AS zh_subject,
    ARRAY['手续费下降', '完成升级', '正式上线', '服务中断', '完成融资', '通过审计'] AS zh_event) AS words`;

/** Inserts `count` stories (storiesSql) on a database connection and analyzes the table. */
export async function loadStories(db: { query(sql: string): Promise<unknown> }, count: number): Promise<void> {
  await db.query(storiesSql(count));
  await db.query('ANALYZE public.news_articles');
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bump = (counts: Record<string, number>, key: string | number) => (counts[key] = (counts[key] ?? 0) + 1);

interface GraphqlError {
  message?: unknown;
  extensions?: { code?: unknown };
}

/** What one answer was: data, Hasura-shaped errors, Hasura's {path, error, code}, or something else. */
export interface Classified {
  status: number;
  shape: 'data' | 'errors' | 'error-object' | 'unparsable';
  /** The errors' codes (`none` for an error without one). */
  codes: string[];
  bytes: number;
  /** The internal text the answer leaked, if any. */
  leak: string | null;
}

/** Classifies an HTTP body (or a WebSocket message's payload, as JSON text) by Hasura's shapes. */
export function classify(status: number, text: string): Classified {
  const leak = LEAKS.exec(text)?.[0] ?? null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status, shape: 'unparsable', codes: [], bytes: text.length, leak };
  }
  const bodies = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  const codes: string[] = [];
  let shape: Classified['shape'] = 'data';
  for (const body of bodies) {
    if (body === null || typeof body !== 'object') return { status, shape: 'unparsable', codes, bytes: text.length, leak };
    if (Array.isArray(body.errors)) {
      shape = 'errors';
      for (const error of body.errors as GraphqlError[])
        codes.push(typeof error?.message === 'string' && typeof error.extensions?.code === 'string' ? error.extensions.code : 'none');
    } else if (typeof body.error === 'string') {
      shape = 'error-object';
      codes.push(typeof body.code === 'string' ? body.code : 'none');
    } else if (!('data' in body)) {
      return { status, shape: 'unparsable', codes, bytes: text.length, leak };
    }
  }
  return { status, shape, codes, bytes: text.length, leak };
}

interface Sent {
  status: number;
  text: string;
  ms: number;
}

/** One POST with the client's address; rejects on a network error or no answer in REQUEST_TIMEOUT_MS. */
async function post(
  url: string,
  path: string,
  address: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Sent> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/**
 * A GraphQL request of the set-up or the checks; throws unless it answers data without errors. A statement stopped
 * at its deadline (an attack's statements may still hold the database) is tried again, up to 5 times.
 */
async function graphql<Data>(url: string, headers: Record<string, string>, operation: Operation, address = '192.0.2.1'): Promise<Data> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await post(url, '/v1/graphql', address, headers, operation, SETUP_TIMEOUT_MS);
    const body = JSON.parse(answer.text) as { data?: Data; errors?: GraphqlError[] };
    if (answer.status === 200 && !body.errors && body.data) return body.data;
    if (attempt >= 5 || !body.errors?.some((error) => error.extensions?.code === 'timeout'))
      throw new Error(`GraphQL answered ${answer.status}: ${answer.text.slice(0, 500)}`);
    await sleep(500);
  }
}

export interface Member {
  id: string;
  token: string;
  address: string;
}

let signUps = 0;

/** Signs up a member from an address of its own (the sign-up budget is per address). */
export async function signUp(url: string, tag: string, adminSecret: string): Promise<Member> {
  signUps += 1;
  const n = signUps;
  const address = `203.0.113.${n % 250}`;
  const account = {
    email: `hostile-${tag}-${n}@example.com`,
    password: PASSWORD,
    displayName: `Hostile ${tag} ${n}`,
    username: `hostile_${tag}_${n}`,
  };
  const answer = await post(url, '/auth/signup', address, {}, account, SETUP_TIMEOUT_MS);
  const body = JSON.parse(answer.text) as { session?: { refreshToken: string } };
  if (answer.status !== 200 || !body.session) throw new Error(`sign-up answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  // The members write: they confirm their address first (issue 32).
  const session = await verifyOverHttp(url, adminSecret, account.email, body.session.refreshToken);
  return { id: session.user.id, token: session.accessToken, address };
}

const bearer = (member: Member) => ({ authorization: `Bearer ${member.token}` });

/** What the readers visit, read once with the admin secret (which the allow-list does not bind). */
export interface Fixture {
  url: string;
  adminSecret: string;
  /** Tags this run's members and comments. */
  tag: string;
  articleSlugs: string[];
  newsCategories: string[];
}

export async function prepareFixture(url: string, adminSecret: string): Promise<Fixture> {
  const read = await graphql<{ articles: { slug: string }[]; news_categories: { slug: string }[] }>(
    url,
    { 'x-hasura-admin-secret': adminSecret },
    { query: '{ articles(where: {published: {_eq: true}}, order_by: {published_at: desc}, limit: 30) { slug } news_categories { slug } }' },
  );
  return {
    url,
    adminSecret,
    tag: Date.now().toString(36).slice(-6),
    articleSlugs: read.articles.map((row) => row.slug),
    newsCategories: read.news_categories.map((row) => row.slug),
  };
}

// The site's own documents, printed from the codegen client as the pages send them (they pass the allow-list).
const DOCS = {
  homeCategories: print(HomeCategoriesQueryDocument),
  homeFeatured: print(HomeFeaturedQueryDocument),
  homeLatest: print(HomeLatestQueryDocument),
  newsPage: print(NewsPageQueryDocument),
  articlePage: print(ArticlePageQueryDocument),
  comment: print(CommentDiscussionMutationDocument),
  createDiscussion: print(CreateDiscussionMutationDocument),
  createPost: print(WriteBlogCreatePostMutationDocument),
};

/** The news timeline's keyset cursor before every story: its first page. */
const FIRST_NEWS_PAGE = { afterAt: '9999-12-31T00:00:00Z', afterId: '00000000-0000-0000-0000-000000000000' };

/** The n-th reader request: home, news and article pages in turn, in both languages. */
function readOf(fixture: Fixture, n: number): Operation {
  const language = n % 2 === 0 ? 'en' : 'zh';
  switch (n % 6) {
    case 0:
      return { query: DOCS.homeCategories, variables: {} };
    case 1:
      return { query: DOCS.homeFeatured, variables: { where: homeWhere(language) } };
    case 2:
      return { query: DOCS.homeLatest, variables: { where: homeWhere(language) } };
    case 3:
      return { query: DOCS.newsPage, variables: { where: {}, ...FIRST_NEWS_PAGE, limit: 21 } };
    case 4: {
      const category = fixture.newsCategories[n % Math.max(1, fixture.newsCategories.length)];
      return { query: DOCS.newsPage, variables: { where: category ? { category: { _eq: category } } : {}, ...FIRST_NEWS_PAGE, limit: 21 } };
    }
    default:
      return { query: DOCS.articlePage, variables: { slug: fixture.articleSlugs[n % fixture.articleSlugs.length] } };
  }
}

export interface ReadersReport {
  reads: number;
  perSecond: number;
  /** Answers that were not 200 with data and no errors (or never came). */
  failures: number;
  statuses: Record<string, number>;
  codes: Record<string, number>;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Answers with an internal message, or a 500. */
  leaksOr500: string[];
}

/**
 * `connections` readers, each sending one request after another until stopped, each request from the next of 200
 * addresses (a site's visitors come from many; none nears the per-address budget).
 */
export function startReaders(fixture: Fixture, connections: number): { stop(): Promise<ReadersReport> } {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const codes: Record<string, number> = {};
  const leaksOr500: string[] = [];
  let failures = 0;
  let running = true;
  let n = 0;
  const started = performance.now();
  const loops = Array.from({ length: connections }, async () => {
    while (running) {
      const i = n++;
      const address = `192.0.2.${10 + (i % 200)}`;
      const sentAt = performance.now();
      try {
        const answer = await post(fixture.url, '/v1/graphql', address, {}, readOf(fixture, i));
        latencies.push(answer.ms);
        bump(statuses, answer.status);
        const seen = classify(answer.status, answer.text);
        for (const code of seen.codes) bump(codes, code);
        if (answer.status !== 200 || seen.shape !== 'data') failures += 1;
        if (seen.leak || answer.status >= 500) leaksOr500.push(`${answer.status} ${answer.text.slice(0, 200)}`);
      } catch (error) {
        latencies.push(performance.now() - sentAt);
        bump(statuses, 'network');
        failures += 1;
        if (leaksOr500.length < 5) leaksOr500.push(`network: ${(error as Error).message}`);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      const elapsed = performance.now() - started;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        reads: sorted.length,
        perSecond: Math.round((sorted.length / elapsed) * 10_000) / 10,
        failures,
        statuses,
        codes,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1) ?? null),
        leaksOr500,
      };
    },
  };
}

/** Comments the writers sent: content -> the id the server acknowledged, or null when the answer was not an acknowledgement. */
export type Receipts = Map<string, string | null>;

export interface Writers {
  members: { member: Member; discussionId: string }[];
  receipts: Receipts;
}

/** Signs up `count` members, each opening a discussion to comment on. */
export async function prepareWriters(fixture: Fixture, count: number): Promise<Writers> {
  const members = [];
  for (let i = 0; i < count; i += 1) {
    const member = await signUp(fixture.url, fixture.tag, fixture.adminSecret);
    const created = await graphql<{ insert_discussions_one: { id: string } }>(
      fixture.url,
      bearer(member),
      {
        query: DOCS.createDiscussion,
        variables: {
          title: 'Hostile load',
          topic: 'general',
          content: `Hostile load ${fixture.tag}: a thread to comment on.`,
          language: 'en',
        },
      },
      member.address,
    );
    members.push({ member, discussionId: created.insert_discussions_one.id });
  }
  return { members, receipts: new Map() };
}

export interface WritersReport {
  writes: number;
  acknowledged: number;
  maxMs: number | null;
  statuses: Record<string, number>;
  codes: Record<string, number>;
}

/** Each writer posts a comment every `pauseMs` (after its answer) until stopped, keeping a receipt of each. */
export function startWriters(fixture: Fixture, writers: Writers, pauseMs: number): { stop(): Promise<WritersReport> } {
  let running = true;
  let maxMs = 0;
  let writes = 0;
  let acknowledged = 0;
  const statuses: Record<string, number> = {};
  const codes: Record<string, number> = {};
  const loops = writers.members.map(async ({ member, discussionId }, w) => {
    for (let n = 0; running; n += 1) {
      const content = `Hostile receipt ${fixture.tag} ${member.id.slice(0, 8)} ${w}-${n}-${writers.receipts.size}`;
      writers.receipts.set(content, null);
      writes += 1;
      const sentAt = performance.now();
      try {
        const answer = await post(fixture.url, '/v1/graphql', member.address, bearer(member), {
          query: DOCS.comment,
          variables: { object: { discussion_id: discussionId, content } },
        });
        bump(statuses, answer.status);
        const body = JSON.parse(answer.text) as { data?: { insert_discussion_comments_one?: { id: string } }; errors?: GraphqlError[] };
        for (const error of body.errors ?? []) bump(codes, typeof error.extensions?.code === 'string' ? error.extensions.code : 'none');
        const id = body.data?.insert_discussion_comments_one?.id;
        if (answer.status === 200 && !body.errors && id) {
          writers.receipts.set(content, id);
          acknowledged += 1;
        }
      } catch {
        bump(statuses, 'network');
      }
      maxMs = Math.max(maxMs, performance.now() - sentAt);
      await sleep(pauseMs);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { writes, acknowledged, maxMs: round(writes ? maxMs : null), statuses, codes };
    },
  };
}

export interface WriteCheck {
  acknowledged: number;
  /** Acknowledged comments not stored (or stored under another id). */
  lost: string[];
  /** Comments stored more than once. */
  duplicated: string[];
  /** Comments stored that no writer sent. */
  unexpected: string[];
}

/** Compares the receipts with the comments the writers' members have, read with the admin secret. */
export async function checkWrites(fixture: Fixture, writers: Writers): Promise<WriteCheck> {
  const state = await graphql<{ discussion_comments: { id: string; content: string }[] }>(
    fixture.url,
    { 'x-hasura-admin-secret': fixture.adminSecret },
    {
      query: 'query HostileWrites($authors: [uuid!]!) { discussion_comments(where: {author_id: {_in: $authors}}) { id content } }',
      variables: { authors: writers.members.map(({ member }) => member.id) },
    },
  );
  const stored = new Map<string, string[]>();
  for (const row of state.discussion_comments) stored.set(row.content, [...(stored.get(row.content) ?? []), row.id]);
  const lost: string[] = [];
  let acknowledged = 0;
  for (const [content, id] of writers.receipts) {
    if (id === null) continue;
    acknowledged += 1;
    if (!(stored.get(content) ?? []).includes(id)) lost.push(content);
  }
  return {
    acknowledged,
    lost,
    duplicated: [...stored].filter(([, ids]) => ids.length > 1).map(([content]) => content),
    unexpected: [...stored.keys()].filter((content) => !writers.receipts.has(content)),
  };
}

export interface HealthReport {
  polls: number;
  statuses: Record<string, number>;
  /** Polls answered with a body that is not JSON, or not answered at all. */
  notJson: number;
  /** The `status` field of the answers (`ok`, `busy`, `degraded`...), or the `busy` flag when there is none. */
  states: Record<string, number>;
  maxMs: number | null;
}

/** Polls /healthz every HEALTH_INTERVAL_MS (after each answer) until stopped. */
export function pollHealth(url: string): { stop(): Promise<HealthReport> } {
  const report: HealthReport = { polls: 0, statuses: {}, notJson: 0, states: {}, maxMs: null };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        const text = await response.text();
        bump(report.statuses, response.status);
        try {
          const body = JSON.parse(text) as { status?: unknown; busy?: unknown };
          bump(report.states, typeof body.status === 'string' ? body.status : body.busy ? 'busy' : 'answered');
        } catch {
          report.notJson += 1;
        }
      } catch {
        bump(report.statuses, 'network');
        report.notJson += 1;
      }
      report.polls += 1;
      report.maxMs = Math.max(report.maxMs ?? 0, performance.now() - started);
      await sleep(HEALTH_INTERVAL_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { ...report, maxMs: round(report.maxMs) };
    },
  };
}

/** Who sends an attack: the headers of its requests (a member's token for `as: 'member'`). */
export interface Attacker {
  headers: Record<string, string>;
}

/**
 * Makes ready what `attack` needs beyond the stories (loaded before the server started): for a member, an account
 * with four posts of 99,000 characters (the longest a post may be is 100,000), written through the site's own mutation (from the attacker's address) or,
 * when a budget refuses them there, with the admin secret in the member's name.
 */
export async function prepareAttacker(fixture: Fixture, attack: LoadAttack): Promise<Attacker> {
  if (attack.as === 'visitor') return { headers: {} };
  const member = await signUp(fixture.url, fixture.tag, fixture.adminSecret);
  for (let i = 0; i < 4; i += 1) {
    const post = {
      title: `Hostile long post ${fixture.tag} ${i}`,
      excerpt: 'A long post an attacker wrote to scan.',
      content: `${i} ${'lorem ipsum dolor sit amet '.repeat(3700)}`.slice(0, 99_000),
      image_url: null,
      category_id: null,
      tags: ['hostile'],
      published: false,
      language: 'en',
    };
    try {
      await graphql(fixture.url, bearer(member), { query: DOCS.createPost, variables: { post } }, ATTACKER_ADDRESS);
    } catch {
      await graphql(
        fixture.url,
        { 'x-hasura-admin-secret': fixture.adminSecret },
        {
          query: 'mutation HostileLongPost($post: blog_posts_insert_input!) { insert_blog_posts_one(object: $post) { id } }',
          variables: { post: { ...post, author_id: member.id } },
        },
      );
    }
  }
  return { headers: bearer(member) };
}

export interface AttackReport {
  /** HTTP requests answered, or WebSocket messages received (next / error / complete). */
  answers: number;
  statuses: Record<string, number>;
  shapes: Record<string, number>;
  codes: Record<string, number>;
  largestBytes: number;
  /** WebSocket close codes (the server ending a socket), and sockets that could not open. */
  closes: Record<string, number>;
  /** The first few answers that were not Hasura-shaped, were a 500 or leaked an internal message. */
  bad: string[];
}

/**
 * Runs `attack` from ATTACKER_ADDRESS until stopped: each HTTP operation in its own lane, sent again as its answer
 * comes (at most `rounds` times); or all WebSocket operations as subscriptions on one socket, opened again (after
 * 500 ms) whenever it closes, and each subscription sent again (after 500 ms) when the server ends it.
 */
export function startAttack(url: string, attack: LoadAttack, attacker: Attacker, options: { rounds?: number } = {}): AttackHandle {
  const report: AttackReport = { answers: 0, statuses: {}, shapes: {}, codes: {}, largestBytes: 0, closes: {}, bad: [] };
  let running = true;
  const record = (seen: Classified, text: string) => {
    report.answers += 1;
    bump(report.statuses, seen.status);
    bump(report.shapes, seen.shape);
    for (const code of seen.codes) bump(report.codes, code);
    report.largestBytes = Math.max(report.largestBytes, seen.bytes);
    const bad = seen.leak !== null || seen.status >= 500 || seen.shape === 'unparsable' || seen.codes.includes('none');
    if (bad && report.bad.length < 5) report.bad.push(`${seen.status} ${seen.leak ?? ''} ${text.slice(0, 300)}`);
  };

  let stopSocket: (() => void) | null = null;
  const lanes =
    attack.transport === 'http'
      ? attack.operations.map(async (operation) => {
          for (let round = 0; running && round < (options.rounds ?? Infinity); round += 1) {
            try {
              const answer = await post(url, '/v1/graphql', ATTACKER_ADDRESS, attacker.headers, operation);
              record(classify(answer.status, answer.text), answer.text);
            } catch (error) {
              bump(report.statuses, 'network');
              if (report.bad.length < 5) report.bad.push(`network: ${(error as Error).message}`);
              await sleep(100);
            }
          }
        })
      : [
          (async () => {
            while (running) {
              await new Promise<void>((resolve) => {
                const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/v1/graphql`, 'graphql-transport-ws', {
                  headers: { 'x-forwarded-for': ATTACKER_ADDRESS, ...attacker.headers },
                });
                socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { headers: attacker.headers } })));
                // Subscription id -> the operation's index; an ended subscription is sent again under a new id.
                const active = new Map<string, number>();
                let nextId = 1;
                const subscribe = (index: number) => {
                  if (!running || socket.readyState !== WebSocket.OPEN) return;
                  const id = String(nextId++);
                  active.set(id, index);
                  socket.send(JSON.stringify({ id, type: 'subscribe', payload: attack.operations[index] }));
                };
                const ended = (id: string | undefined) => {
                  const index = id === undefined ? undefined : active.get(id);
                  if (index === undefined) return;
                  active.delete(id!);
                  setTimeout(() => subscribe(index), 500);
                };
                stopSocket = () => {
                  if (socket.readyState === WebSocket.OPEN)
                    for (const id of active.keys()) socket.send(JSON.stringify({ id, type: 'complete' }));
                  socket.close(1000);
                };
                socket.on('message', (data: WebSocket.RawData) => {
                  const text = data.toString();
                  const message = JSON.parse(text) as { type: string; id?: string; payload?: unknown };
                  if (message.type === 'connection_ack') {
                    attack.operations.forEach((_, index) => subscribe(index));
                  } else if (message.type === 'ping') {
                    socket.send(JSON.stringify({ type: 'pong' }));
                  } else if (message.type === 'next') {
                    record(classify(200, JSON.stringify(message.payload)), text);
                  } else if (message.type === 'error') {
                    // graphql-transport-ws: the payload is a list of GraphQL errors, and the subscription has ended.
                    record(classify(200, JSON.stringify({ errors: message.payload })), text);
                    ended(message.id);
                  } else if (message.type === 'complete') {
                    report.answers += 1;
                    ended(message.id);
                  }
                });
                socket.on('error', () => bump(report.closes, 'error'));
                socket.on('close', (code: number, reason: Buffer) => {
                  bump(report.closes, code);
                  const leak = LEAKS.exec(reason.toString())?.[0];
                  if (leak && report.bad.length < 5) report.bad.push(`close ${code} ${reason.toString()}`);
                  stopSocket = null;
                  resolve();
                });
              });
              if (running) await sleep(500);
            }
          })(),
        ];
  return {
    async stop() {
      running = false;
      (stopSocket as (() => void) | null)?.();
      await Promise.all(lanes);
      return report;
    },
  };
}

/** What stops a started attack, resolving what it got. */
export interface AttackHandle {
  stop(): Promise<AttackReport>;
}

export interface RunOptions {
  durationMs: number;
  readers: number;
  /** Writers signed up for this run (the comment budget is per member and hour), or ones prepared before. */
  writers: number | Writers;
  writerPauseMs: number;
  /**
   * Each starts an attack and returns what stops it; without any the run is the baseline. The bench runs the attacker
   * in a worker thread of its own, the test in its own process.
   */
  attacks?: (() => AttackHandle | Promise<AttackHandle>)[];
}

export interface RunReport {
  readers: ReadersReport;
  writers: WritersReport & { check: WriteCheck };
  health: HealthReport;
  /** In the order of RunOptions.attacks. */
  attacks: AttackReport[];
}

/** One measured run: readers, writers and /healthz polls (and the attacks) for durationMs; then the writes checked. */
export async function runLoad(fixture: Fixture, options: RunOptions): Promise<RunReport> {
  // Prepared writers keep their receipts from run to run: every write they were acknowledged is checked again.
  const writers = typeof options.writers === 'number' ? await prepareWriters(fixture, options.writers) : options.writers;
  const health = pollHealth(fixture.url);
  const attacks = await Promise.all((options.attacks ?? []).map((start) => start()));
  const readers = startReaders(fixture, options.readers);
  const writing = startWriters(fixture, writers, options.writerPauseMs);
  await sleep(options.durationMs);
  const attackReports = await Promise.all(attacks.map((attack) => attack.stop()));
  const [readersReport, writersReport, healthReport] = await Promise.all([readers.stop(), writing.stop(), health.stop()]);
  const check = await checkWrites(fixture, writers);
  return { readers: readersReport, writers: { ...writersReport, check }, health: healthReport, attacks: attackReports };
}

/** Waits (up to limitMs) until an admin read answers, so the next run does not start behind the last one's work. */
export async function settle(fixture: Fixture, limitMs = 60_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    try {
      await graphql(fixture.url, { 'x-hasura-admin-secret': fixture.adminSecret }, { query: '{ news_sources(limit: 1) { id } }' });
      return;
    } catch {
      await sleep(250);
    }
  }
}
