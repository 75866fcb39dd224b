// Issue 30: every document of the client has the indexes it needs. On a small generated ten-year set (bench/data,
// 1/100 of the content, with the demo content) and fresh statistics (ANALYZE, enable_seqscan left on), each query
// of the allow-list (the client's documents, hasura/metadata/query_collections.yaml) is asked through the engine
// as the role that may ask it, and the SQL the engine sent is EXPLAINed (with the statements that tell what the
// answer read, which the shared caches ask after every read): no plan reads a large table sequentially.
import { appendFileSync } from 'node:fs';
import { parse, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataSet, pgliteTarget } from '../../../bench/data/load.mjs';
import { PREFIX, uuidOf } from '../../../bench/data/generate.mjs';
import { METADATA_DIR } from '../../src/config/paths.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import type { Database, QueryOptions, QueryResult, TransactionOptions } from '../../src/db/types.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { adminHeaders, bearer, createTestEngine, MEMBERS, memberToken, siteAdminToken, type TestEngine } from '../engine/harness.ts';

/** The tables that grow with the years: none of them may be read whole. */
const LARGE_TABLES = ['news_articles', 'articles', 'blog_posts', 'discussions', 'discussion_comments', 'page_views'];

/**
 * Documents whose plan may scan a large table, and why. Search reads the trigram indexes when the term has three
 * characters or more; the client's search documents are EXPLAINed with such a term, so none is exempt for that.
 */
const EXEMPT: Record<string, string> = {
  DiagnosticsCountsQuery: 'the admin diagnostics count every table: a whole-table count by nature, asked by hand',
  DiagnosticsImagesQuery: 'the admin diagnostics look for pictures outside the demo set: asked by hand, rarely',
  AdminArticlesListQuery: "the admin table's page is by index; its tab totals are counts of a filter (whole table)",
};

/**
 * The forum's search as its page builds it (forumWhere in src/pages/discussion/model/forumQueries.ts, with
 * discussionWhere): the indexed search text with the title or the text, or the author's display name, in the reader's
 * language. The term is one no row holds: a plan that walks the table in the list's order and filters each row
 * (cheap for a common term) then reads it whole.
 */
const RARE_TERM = '%qzxv%';
const FORUM_SEARCH = {
  _and: [
    {
      _or: [
        { search_text: { _ilike: RARE_TERM }, _or: [{ title: { _ilike: RARE_TERM } }, { content: { _ilike: RARE_TERM } }] },
        { author: { display_name: { _ilike: RARE_TERM } } },
      ],
    },
    // The reader's language, as forumQueries.ts adds it.
    { language: { _eq: 'en' } },
  ],
};

/** Variables of documents whose client always adds to the filter (the pinned list asks for pinned stories only). */
const VARIABLES: Record<string, Record<string, unknown>> = {
  NewsPinnedSubscriptionQueryTwin: { where: { _and: [{ language: { _eq: 'en' } }, { pinned_at: { _is_null: false } }] }, limit: 3 },
};

/**
 * Documents whose SQL the engine does not write from the document, so there is nothing of theirs to EXPLAIN here.
 * Besides these, the twins of streaming subscriptions (`…_stream` fields exist only under subscription_root) are
 * left out: a stream reads by its cursor column (change_seq, indexed) after the first page, which its list's
 * query document covers.
 */
const NOT_ENGINE_SQL: Record<string, string> = {
  SearchResultsQuery: 'an action: server/src/functions runs the search (trigram indexes, its own tests)',
  AdminDashboardAnalyticsQuery: 'an action: server/src/functions reads the analytics (not a page a reader can page deep)',
};

interface Recorded {
  sql: string;
  params: readonly unknown[];
}

/** The database with every statement sent through `query` kept (reads go through query, not a transaction). */
function recording(db: Database) {
  const statements: Recorded[] = [];
  const wrapped: Database = {
    kind: db.kind,
    query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      statements.push({ sql, params: params ?? [] });
      return db.query<Row>(sql, params, options);
    },
    exec: (sql) => db.exec(sql),
    transaction<T>(fn: Parameters<Database['transaction']>[0], options?: TransactionOptions): Promise<T> {
      return db.transaction(fn, options) as Promise<T>;
    },
    close: () => db.close(),
  };
  return { db: wrapped, statements };
}

const NOW = Date.UTC(2026, 10, 1);

/** A value of a variable's type, chosen by its name where the name says what it is (a slug, a tag, a term). */
function valueOf(name: string, type: TypeNode): unknown {
  if (type.kind === 'NonNullType') return valueOf(name, type.type);
  if (type.kind === 'ListType') return [valueOf(name, type.type)];
  const lower = name.toLowerCase();
  switch (type.name.value) {
    case 'uuid':
      if (/user|member|author/.test(lower)) return uuidOf(PREFIX.member, 7);
      if (/discussion/.test(lower)) return uuidOf(PREFIX.discussion, 7);
      if (/blog|post/.test(lower)) return uuidOf(PREFIX.blogPost, 7);
      if (/article/.test(lower)) return uuidOf(PREFIX.article, 7);
      if (/event/.test(lower)) return uuidOf(PREFIX.event, 7);
      return uuidOf(PREFIX.news, 7);
    case 'String':
    case 'citext':
      if (/lang/.test(lower)) return 'en';
      if (/tag/.test(lower)) return 'defi';
      if (/username/.test(lower)) return 'bench_7';
      if (/slug/.test(lower)) return /blog|post/.test(lower) ? 'bench-post-7' : 'bench-article-7';
      if (/prefix/.test(lower)) return 'ben%';
      if (/search|term|contains|query|pattern|like|text/.test(lower)) return '%protocol%';
      if (/category/.test(lower)) return 'blockchain';
      if (/topic/.test(lower)) return 'defi';
      if (/path/.test(lower)) return '/news';
      return 'en';
    case 'Int':
      return /offset/.test(lower) ? 0 : 20;
    case 'Boolean':
      return true;
    case 'timestamptz':
    case 'timestamp':
      return new Date(NOW - (/since|after|from|start/.test(lower) ? 7 : 0) * 86_400_000).toISOString();
    case 'date':
      return new Date(NOW).toISOString().slice(0, 10);
    case 'bigint':
    case 'numeric':
    case 'Float':
    case 'float8':
      return 0;
    case 'jsonb':
      return {};
    default:
      return inputOf(name, type.name.value);
  }
}

const LANGUAGE_TABLES = ['news_articles', 'articles', 'blog_posts', 'discussions', 'events'];

/**
 * A filter or order as the client builds it at run time (the page's defaults: the reader's language, the newest
 * first); a comment thread's filter is one discussion's top-level comments, as CommentThread asks.
 */
function inputOf(name: string, type: string): unknown {
  const table = type.replace(/_(bool_exp|order_by)$/, '');
  if (type.endsWith('_order_by')) return { created_at: 'desc' };
  if (!type.endsWith('_bool_exp')) return undefined;
  if (table === 'discussion_comments') return { discussion_id: { _eq: uuidOf(PREFIX.discussion, 7) }, parent_id: { _is_null: true } };
  if (name === 'articles' || name === 'posts') return { author_id: { _in: [uuidOf(PREFIX.member, 7)] } };
  return LANGUAGE_TABLES.includes(table) ? { language: { _eq: 'en' } } : {};
}

function variablesOf(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const value = valueOf(definition.variable.name.value, definition.type);
    if (value !== undefined) variables[definition.variable.name.value] = value;
  }
  return variables;
}

/** The name of a variable of the forum's filter type (`discussions_bool_exp`), if the operation takes one. */
function forumFilterOf(operation: OperationDefinitionNode): string | undefined {
  const named = (type: TypeNode): string => (type.kind === 'NamedType' ? type.name.value : named(type.type));
  return operation.variableDefinitions?.find((definition) => named(definition.type) === 'discussions_bool_exp')?.variable.name.value;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) into.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, into);
  return into;
}

/**
 * Large tables a plan reads row by row testing a pattern (`~~`, `~~*`: LIKE, ILIKE) on each: a sequential scan or an
 * index walked for its order with the pattern as a filter. For a term few rows hold either reads the table whole; a
 * bitmap scan rechecking the rows an index found is not one.
 */
function patternWalks(node: PlanNode, into: string[] = []): string[] {
  const relation = node['Relation Name'];
  if (relation && ['Seq Scan', 'Index Scan', 'Index Only Scan'].includes(node['Node Type']) && /~~/.test(node.Filter ?? ''))
    into.push(relation);
  for (const child of node.Plans ?? []) patternWalks(child, into);
  return into;
}

describe('query plans on the ten-year data set (1/100)', () => {
  let base: PgliteDatabase;
  let recorder: ReturnType<typeof recording>;
  let test: TestEngine;
  const roles: Record<string, string>[] = [];

  beforeAll(async () => {
    base = await createTestDatabase({ seeds: true });
    // 1/100 of the content (a thousand articles and posts: tables past a few pages, where an index pays) and
    // 1/1000 of the page views and members, which are a fiftieth of the test's load time so.
    await loadDataSet(pgliteTarget(base.pglite), { scale: 0.01, counts: { pageViews: 50_000, members: 2_000 }, now: NOW });
    // A member who is a site admin, for the admin tables' documents.
    await base.query('UPDATE public.user_profiles SET is_admin = true WHERE id = $1', [MEMBERS.sofia]);
    recorder = recording(base);
    test = await createTestEngine(recorder.db);
    roles.push(
      {},
      bearer(await memberToken(MEMBERS.linWei)),
      bearer(await siteAdminToken(MEMBERS.sofia), { 'x-hasura-role': 'site_admin' }),
      adminHeaders(),
    );
  }, 240_000);

  afterAll(async () => {
    await base?.close();
  });

  it('reads no large table sequentially for any query of the client, and tells what a visitor read without a statement', async () => {
    const metadata = loadMetadata(METADATA_DIR);
    const documents = metadata.query_collections.flatMap((collection) => collection.definition.queries);
    const scanned: string[] = [];
    const unanswered: string[] = [];
    const lookedUp: string[] = [];
    const searchesWalked: string[] = [];
    let explained = 0;
    let searches = 0;
    const runs: { name: string; query: string; variables: Record<string, unknown>; search: boolean }[] = [];
    for (const document of documents) {
      const operation = parse(document.query).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
      // Writes go by key; subscriptions are the queries of their twins (…QueryTwin), which are in the list.
      if (!operation || operation.operation !== 'query' || NOT_ENGINE_SQL[document.name] || /_stream\s*\(/.test(document.query)) continue;
      const variables = VARIABLES[document.name] ?? variablesOf(operation);
      runs.push({ name: document.name, query: document.query, variables, search: false });
      // A document taking the forum's filter is asked again with the forum's search in it.
      const filter = forumFilterOf(operation);
      if (filter)
        runs.push({
          name: `${document.name} (search)`,
          query: document.query,
          variables: { ...variables, [filter]: FORUM_SEARCH },
          search: true,
        });
    }
    for (const document of runs) {
      const { variables } = document;
      let statements: Recorded[] | undefined;
      for (const headers of roles) {
        const before = recorder.statements.length;
        const response = await test.engine.handle({ query: document.query, variables }, { ...headers, 'cache-control': 'no-store' });
        if (!(JSON.parse(response.body) as { errors?: unknown }).errors) {
          // What the answer read, as the shared caches ask it after every read: its statements are EXPLAINed too. For a
          // visitor's answer (the only ones the caches keep) it is told from the answer itself, with no statement: one
          // would wait in the server's own database lane on every miss.
          const asked = recorder.statements.length;
          await response.reads?.();
          if (headers === roles[0] && recorder.statements.length > asked)
            lookedUp.push(`${document.name}: ${recorder.statements[asked]!.sql.replace(/\s+/g, ' ')}`);
          statements = recorder.statements.slice(before).filter(({ sql }) => /^\s*(select|with)\b/i.test(sql));
          break;
        }
      }
      if (!statements) {
        const { json } = await test.send({ query: document.query, variables }, adminHeaders());
        unanswered.push(`${document.name}: ${JSON.stringify(json).slice(0, 300)}`);
        continue;
      }
      for (const { sql, params } of statements) {
        const { rows } = await base.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, [...params]);
        explained += 1;
        // DUMP_PLANS=<file> writes the statement and plan of every scan found, for whoever adds the index.
        const plan = rows[0]!['QUERY PLAN'][0].Plan;
        const found = [...seqScans(plan), ...(document.search ? patternWalks(plan) : [])];
        if (process.env.DUMP_PLANS && found.some((t) => LARGE_TABLES.includes(t))) {
          const text = await base.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, [...params]);
          appendFileSync(
            process.env.DUMP_PLANS,
            `\n==== ${document.name} ${JSON.stringify(params)}\n${sql}\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
          );
        }
        for (const table of seqScans(plan)) {
          if (LARGE_TABLES.includes(table) && !EXEMPT[document.name]) scanned.push(`${document.name}: ${table}`);
        }
        if (document.search) {
          searches += 1;
          for (const table of patternWalks(plan)) {
            if (LARGE_TABLES.includes(table)) searchesWalked.push(`${document.name}: ${table}`);
          }
        }
      }
    }
    expect({ unanswered, scanned, searchesWalked, lookedUp }).toEqual({ unanswered: [], scanned: [], searchesWalked: [], lookedUp: [] });
    expect(explained).toBeGreaterThan(40);
    // The forum's list, its keyset pages by time and by popularity, each with the search.
    expect(searches).toBeGreaterThanOrEqual(3);
  }, 240_000);
});
