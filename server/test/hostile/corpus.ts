// Hostile requests, as an attacker without an account sends them: each once stalled, crashed or leaked
// something (issue "One request must never take the site down"). The hostile test runs them against the real
// server and checks each answer; bench/hostile.mjs runs them in a loop while it measures readers and /healthz.
// LOAD_ATTACKS (below) are the cheap requests that cost the site dearly (issue 27, "Nobody can make the site slow
// for everyone"): attacks.test.ts and bench/hostile.mjs run them through load.ts beside readers and writers.

export interface HostileRequest {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };

const graphql = (name: string, query: string, variables?: Record<string, unknown>): HostileRequest => ({
  name,
  method: 'POST',
  path: '/v1/graphql',
  headers: JSON_TYPE,
  body: JSON.stringify(variables ? { query, variables } : { query }),
});

/** A GraphQL body whose variable `name` is `raw`, JSON text written as is (too deep for JSON.stringify to build). */
const withRawVariable = (name: string, query: string, variable: string, raw: string): HostileRequest => ({
  name,
  method: 'POST',
  path: '/v1/graphql',
  headers: JSON_TYPE,
  body: `{"query":${JSON.stringify(query)},"variables":{${JSON.stringify(variable)}:${raw}}}`,
});

const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: articles(limit: 1) { id }`).join(' ')} }`;

export const HOSTILE_REQUESTS: HostileRequest[] = [
  graphql('regex with back-references', 'query($v: String) { articles(where: {content: {_regex: $v}}) { id } }', {
    v: '(.*)*(.*)*(.*)*(.*)*x\\1\\2\\3',
  }),
  graphql(
    'regex with nested quantifiers through a relationship',
    'query($v: String) { categories { articles(where: {excerpt: {_iregex: $v}}) { id } } }',
    { v: '((a+)+)+b' },
  ),
  graphql('regex longer than 512 characters', 'query($v: String) { articles(where: {title: {_similar: $v}}) { id } }', {
    v: 'a'.repeat(600),
  }),
  {
    name: 'batch of 1,000 operations',
    method: 'POST',
    path: '/v1/graphql',
    headers: JSON_TYPE,
    body: JSON.stringify(Array.from({ length: 1000 }, () => ({ query: '{ articles(limit: 100) { id title content } }' }))),
  },
  graphql('1,665 aliases', aliases(1665)),
  withRawVariable(
    '10,000 nested _and',
    'query($w: articles_bool_exp) { articles(where: $w) { id } }',
    'w',
    `${'{"_and":'.repeat(10_000)}{}${'}'.repeat(10_000)}`,
  ),
  withRawVariable(
    'a 200,000-deep array variable',
    'query($v: [String]) { __typename }',
    'v',
    `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
  ),
  {
    name: 'a 200,000-deep request body',
    method: 'POST',
    path: '/v1/graphql',
    headers: JSON_TYPE,
    body: `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
  },
  graphql('an aggregate selecting only __typename', '{ discussions_aggregate { __typename } }'),
  graphql('a NUL byte in a search', 'query($q: String!) { search(query: $q) { id } }', { q: 'bitcoin\u0000' }),
  graphql(
    'a NUL byte in a page view',
    'mutation($p: String!) { recordPageView(path: $p, visitorId: "visitor-0001", sessionId: "session-0001") { ok } }',
    { p: '/\u0000' },
  ),
  graphql('a number where a uuid is expected', 'query($id: uuid!) { articles_by_pk(id: $id) { id } }', { id: 42 }),
  graphql('a query 50 selections deep', `{ categories { ${'articles { category { '.repeat(25)}id${' } }'.repeat(25)} } }`),
  { name: 'GET /v1/graphql', method: 'GET', path: '/v1/graphql?query=%7B__typename%7D' },
  { name: 'PUT /v1/graphql', method: 'PUT', path: '/v1/graphql', headers: JSON_TYPE, body: '{"query":"{ __typename }"}' },
  {
    name: 'a 2 MiB body',
    method: 'POST',
    path: '/v1/graphql',
    headers: JSON_TYPE,
    body: `{"query":"${' '.repeat(2 * 1024 * 1024)}{ __typename }"}`,
  },
  { name: 'unreadable JSON', method: 'POST', path: '/v1/graphql', headers: JSON_TYPE, body: '{"query": "{ __typename }"' },
  graphql('a forged admin role claim', '{ user_profiles { id } }'),
  { ...graphql('a wrong admin secret', '{ user_profiles { id } }'), headers: { ...JSON_TYPE, 'x-hasura-admin-secret': 'guess-0000' } },
  { ...graphql('a malformed bearer token', '{ user_profiles { id } }'), headers: { ...JSON_TYPE, authorization: 'Bearer not.a.jwt' } },
];

/** Texts of internal errors that must never reach a client. */
export const LEAKS =
  /Maximum call stack|database query error|internal error|ENOTFOUND|getaddrinfo|\bat [\w.]+ \(|syntax error at|relation "|invalid byte sequence/i;

/** One GraphQL operation as a client sends it. */
export interface Operation {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * An attack of issue 27's table ("Nobody can make the site slow for everyone"): cheap to send, within every limit,
 * from one address, and costly to answer. Over HTTP each operation is sent again as soon as its answer comes (one
 * request out per operation at any time); over the WebSocket (graphql-transport-ws) each is one subscription kept
 * open on one socket (opened again if the server closes it). load.ts runs them; the hostile test asserts on the
 * answers, bench/hostile.mjs measures the others' service meanwhile.
 */
export interface LoadAttack {
  name: string;
  transport: 'http' | 'ws';
  /** Sent at once, each in its own lane. */
  operations: Operation[];
  /** A visitor, or a member whose large blog posts are written first (`needs: 'large-posts'`). */
  as: 'visitor' | 'member';
  /** What the database must hold: the generated news stories (load.ts, before the server starts) or the member's posts. */
  needs: 'stories' | 'large-posts';
}

/** news_sources { id news_articles { id source { ... } } } with `levels` selections in all (the innermost only ids). */
function sourceNesting(levels: number, firstArticles = ''): string {
  const open: string[] = [];
  for (let level = 1; level <= levels; level += 1) {
    if (level === 1) open.push('news_sources { id name');
    else if (level % 2 === 0) open.push(`news_articles${level === 2 ? firstArticles : ''} { id title excerpt`);
    else open.push('source { id name url');
  }
  return `{ ${open.join(' ')}${' }'.repeat(levels)} }`;
}

const aggregateAliases = (count: number, pattern: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: news_articles_aggregate(where: {excerpt: {_ilike: "${pattern}"}}) { aggregate { count } }`).join(' ')} }`;

/** Worst-case repetitions under the 512-character pattern limit: `.{255}` 83 times (498 characters). */
export const BOUNDED_REPETITIONS = '.{255}'.repeat(83);

const NESTED_6 = sourceNesting(6);
const subscription = (selection: string) => `subscription ${selection}`;

export const LOAD_ATTACKS: LoadAttack[] = [
  {
    name: '6 levels of news_sources/news_articles, sent again as each answer comes',
    transport: 'http',
    operations: [{ query: NESTED_6 }],
    as: 'visitor',
    needs: 'stories',
  },
  {
    name: 'the same as one subscription',
    transport: 'ws',
    operations: [{ query: subscription(NESTED_6) }],
    as: 'visitor',
    needs: 'stories',
  },
  {
    name: '4 subscriptions of 5 levels with different filters',
    transport: 'ws',
    operations: [
      '(where: {language: {_eq: "en"}})',
      '(where: {language: {_eq: "zh"}})',
      '(where: {title: {_ilike: "%a%"}})',
      '(where: {is_featured: {_eq: false}})',
    ].map((filter) => ({ query: subscription(sourceNesting(5, filter)) })),
    as: 'visitor',
    needs: 'stories',
  },
  {
    name: '100 aliases of news_articles_aggregate with _ilike, 1 at a time',
    transport: 'http',
    operations: [{ query: aggregateAliases(100, '%q%z%x1%') }],
    as: 'visitor',
    needs: 'stories',
  },
  {
    name: '100 aliases of news_articles_aggregate with _ilike, 4 at once',
    transport: 'http',
    operations: Array.from({ length: 4 }, () => ({ query: aggregateAliases(100, '%q%z%x1%') })),
    as: 'visitor',
    needs: 'stories',
  },
  {
    name: "_regex with .{255} 83 times over a member's large posts",
    transport: 'http',
    operations: [
      { query: 'query($v: String!) { blog_posts(where: {content: {_regex: $v}}) { id } }', variables: { v: BOUNDED_REPETITIONS } },
    ],
    as: 'member',
    needs: 'large-posts',
  },
];
