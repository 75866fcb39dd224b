// The cost ceiling (engine/pipeline/cost.ts): what a query may cost is estimated from its plans and the tables'
// sizes before any statement runs, and refused over the role's ceiling with Hasura's `validation-failed`. The
// probe's attacks (issue 27) are refused on the seeded database without a statement reaching it, whatever the
// allow-list says; every document the site itself sends is accepted as each role that can send it; the admin secret
// is exempt and site_admin has the higher ceiling.
import {
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  Kind,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainIndexes } from '../../../bench/data/load.mjs';
import { METADATA_DIR } from '../../src/config/paths.ts';
import type { Database, QueryOptions, QueryResult, TransactionOptions } from '../../src/db/types.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { roleAccess } from '../../src/engine/permissions/index.ts';
import { DEFAULT_LIMITS } from '../../src/engine/pipeline/context.ts';
import { costEstimator, scansWithPattern } from '../../src/engine/pipeline/cost.ts';
import { createTableSizes, TABLE_SIZES_MARK } from '../../src/engine/pipeline/table-sizes.ts';
import { validateRequest } from '../../src/engine/pipeline/validate.ts';
import { planQuery } from '../../src/engine/request/plan-query.ts';
import { buildRoleSchema } from '../../src/engine/schema/build-schema.ts';
import { readCatalog } from '../../src/engine/model/catalog.ts';
import { withEnumValues } from '../../src/engine/model/enum-tables.ts';
import { buildModel } from '../../src/engine/model/model.ts';
import * as documents from '../../../src/shared/api/gql/graphql.ts';
import { createTestDatabase } from '../support/database.ts';
import {
  adminHeaders,
  backends,
  bearer,
  createTestEngine,
  MEMBERS,
  memberToken,
  siteAdminToken,
  type GraphqlResult,
  type TestEngine,
} from './harness.ts';

/**
 * The database with every statement the engine sends it counted (the table-size reads left out), and the size of
 * the largest row it answered with.
 */
function counting(db: Database) {
  let statements = 0;
  let largest = 0;
  const count = (sql: string) => {
    if (!sql.startsWith(TABLE_SIZES_MARK)) statements += 1;
  };
  const wrapped: Database = {
    kind: db.kind,
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      count(sql);
      const result = await db.query<Row>(sql, params, options);
      for (const row of result.rows) largest = Math.max(largest, JSON.stringify(row).length);
      return result;
    },
    exec: (sql) => db.exec(sql),
    transaction<T>(fn: Parameters<Database['transaction']>[0], options?: TransactionOptions): Promise<T> {
      count('BEGIN');
      return db.transaction(fn, options) as Promise<T>;
    },
    close: () => db.close(),
  };
  return {
    db: wrapped,
    count: () => statements,
    largest: () => largest,
    resetLargest: () => void (largest = 0),
  };
}

const nested = (levels: number): string => {
  // news_sources { id news_articles { id source { id news_articles { ... } } } }
  let inner = 'id';
  for (let level = levels; level > 1; level -= 1) inner = level % 2 === 0 ? `id news_articles { ${inner} }` : `id source { ${inner} }`;
  return `{ news_sources { ${inner} } }`;
};

const discussions = '{ discussions { id comments { id discussion { id comments { id content } } } } }';

const aggregates = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: news_articles_aggregate(where: {excerpt: {_ilike: "%q%z%x${i}%"}}) { aggregate { count } }`).join(' ')} }`;

describe('the cost estimate', () => {
  it('sees pattern operators at any depth of a where, in both spellings', () => {
    expect(scansWithPattern({ title: { _ilike: '%a%' } })).toBe(true);
    expect(scansWithPattern({ _and: [{ id: { _eq: 1 } }, { source: { name: { $regex: 'a' } } }] })).toBe(true);
    expect(scansWithPattern({ _or: [{ id: { _eq: 1 } }, { xlike: { _eq: 'a' } }] })).toBe(false);
    expect(scansWithPattern({ title: { _ilike: null } })).toBe(false);
  });
});

describe('query cost ceiling', () => {
  let base: Database;
  let counter: ReturnType<typeof counting>;
  let test: TestEngine;
  let user: Record<string, string>;
  let siteAdmin: Record<string, string>;

  beforeAll(async () => {
    base = await createTestDatabase({ seeds: true });
    counter = counting(base);
    test = await createTestEngine(counter.db);
    await test.engine.refreshTableSizes();
    user = bearer(await memberToken(MEMBERS.marcus));
    siteAdmin = bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' });
  });

  afterAll(async () => {
    await base?.close();
  });

  /** Asks the engine; answers the result and how many statements reached the database meanwhile. */
  async function ask(query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) {
    const before = counter.count();
    const result: GraphqlResult = await test.gql(query, headers, variables);
    return { result, statements: counter.count() - before };
  }

  function expectRefused(answer: Awaited<ReturnType<typeof ask>>): void {
    expect(answer.result.data).toBeUndefined();
    expect(answer.result.errors).toEqual([
      {
        message: expect.stringMatching(/^the query's estimated cost \([\d,]+|unbounded/),
        extensions: { code: 'validation-failed', path: '$' },
      },
    ]);
    expect(answer.statements).toBe(0);
  }

  it('refuses the nested news_sources attack at 6 levels before any statement, as a visitor and a member', async () => {
    const first = await ask(nested(6));
    expectRefused(first);
    // Sent again (an attacker's loop), the same refusal: remembered, not planned again.
    const again = await ask(nested(6));
    expectRefused(again);
    expect(again.result).toEqual(first.result);
    expectRefused(await ask(nested(6), user));
    // A short nesting with limits is a page the site could ask for: it runs.
    const fine = await ask('{ news_sources(limit: 10) { id news_articles(limit: 5) { id source { id } } } }');
    expect(fine.result.errors).toBeUndefined();
    expect(fine.statements).toBe(1);
  });

  it('refuses the same selection as a subscription without polling it', async () => {
    const session = await test.engine.resolveSession({});
    const before = counter.count();
    const prepared = await test.engine.prepareSubscription({ query: `subscription ${nested(6)}` }, session);
    expect(prepared.kind).toBe('errors');
    if (prepared.kind === 'errors') {
      expect(JSON.parse(prepared.body)).toMatchObject({ errors: [{ extensions: { code: 'validation-failed', path: '$' } }] });
    }
    expect(counter.count() - before).toBe(0);
  });

  describe('with 50,000 stories', () => {
    // Five unindexable aggregates: cheap over the demo stories, not over 50,000. Its statement is kept after the
    // first run (pipeline/plan.ts), and estimated again at each run.
    const fiveScans = `{ ${Array.from({ length: 5 }, (_, i) => `a${i}: news_articles_aggregate(where: {title: {_ilike: "%n${i}%"}}) { aggregate { count } }`).join(' ')} }`;
    let acceptedWhenSmall: Awaited<ReturnType<typeof ask>>;
    let refusedOnceGrown: Awaited<ReturnType<typeof ask>>;

    beforeAll(async () => {
      acceptedWhenSmall = await ask(fiveScans, user);
      // (the tables' triggers left out, as a restore would: the rows are what counts; the table's plain indexes
      // built again after the rows, as a restore does, instead of an insert per row into each: its trigram and
      // bigram GIN indexes cost about a millisecond a row, most of this file's time).
      await base.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        const { rows: indexes } = await tx.query<{ name: string; definition: string }>(plainIndexes('public', 'news_articles'));
        for (const index of indexes) await tx.query(`DROP INDEX public.${index.name}`);
        await tx.query(`
          INSERT INTO public.news_articles (title, excerpt, source_url, language, is_published)
          SELECT 'Story ' || g, 'An excerpt of story ' || g || ' that is about as long as the demo ones are.',
            'https://stories.example.com/' || g, 'en', true
          FROM generate_series(1, 50000) g`);
        for (const index of indexes) await tx.query(index.definition);
      });
      // And a long thread: 3,000 comments under one discussion.
      await base.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(
          `INSERT INTO public.discussion_comments (discussion_id, author_id, content)
           SELECT (SELECT id FROM public.discussions WHERE NOT hidden ORDER BY created_at LIMIT 1), $1, 'Comment ' || g
           FROM generate_series(1, 3000) g`,
          [MEMBERS.sofia],
        );
      });
      await test.engine.refreshTableSizes();
      refusedOnceGrown = await ask(fiveScans, user);
    });

    it('refuses the nested news_sources attack at 5 levels and the depth-4 discussions attack before any statement', async () => {
      expectRefused(await ask(nested(5)));
      expectRefused(await ask(nested(5), user));
      expectRefused(await ask(discussions));
    });

    it('refuses 100 aliases of an unindexable aggregate before any statement, as a visitor and a member', async () => {
      expectRefused(await ask(aggregates(100)));
      expectRefused(await ask(aggregates(100), user));
    });

    it('still runs one such aggregate, and the news list a visitor pages through', async () => {
      const one = await ask(aggregates(1));
      expect(one.result.errors).toBeUndefined();
      const page = await ask('{ news_articles(limit: 20, order_by: {published_at: desc}) { id title source { id name } } }');
      expect(page.result.errors).toBeUndefined();
    });

    it('lets site_admin ask more than a member, and the admin secret anything', async () => {
      // Plain counts: 10 of them read 500,000 rows (over a member's 200,000), 100 of them 5,000,000.
      const counts = (count: number) =>
        `{ ${Array.from({ length: count }, (_, i) => `c${i}: news_articles_aggregate { aggregate { count } }`).join(' ')} }`;
      expectRefused(await ask(counts(10), user));
      expect((await ask(counts(10), siteAdmin)).result.errors).toBeUndefined();
      expectRefused(await ask(counts(100), siteAdmin));
      const admin = await ask(counts(100), adminHeaders());
      expect(admin.result.errors).toBeUndefined();
      expect(admin.statements).toBe(1);
    });

    it('refuses a query accepted and kept when the tables were small, once they have grown', () => {
      expect(acceptedWhenSmall.result.errors).toBeUndefined();
      expect(acceptedWhenSmall.statements).toBe(1);
      expectRefused(refusedOnceGrown);
    });

    // Last: it takes the stories away again.
    it('refuses a refused query again while the tables are large, and runs it once they have shrunk', async () => {
      // Never accepted, so never kept as a statement: its refusal is what is remembered.
      const otherScans = fiveScans.replace(/\ba(\d):/g, 'b$1:');
      const first = await ask(otherScans, user);
      expectRefused(first);
      const again = await ask(otherScans, user);
      expectRefused(again);
      expect(again.result).toEqual(first.result);
      // Taken away as they came, the triggers left out: nothing refers to these rows, and per-row triggers over
      // them were most of this file's time.
      await base.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query("DELETE FROM public.news_articles WHERE source_url LIKE 'https://stories.example.com/%'");
      });
      await base.query('ANALYZE public.news_articles');
      await test.engine.refreshTableSizes();
      const shrunk = await ask(otherScans, user);
      expect(shrunk.result.errors).toBeUndefined();
      expect(shrunk.statements).toBe(1);
    });
  });
});

// ------------------------------------------------------------------------------- the site's documents

/** A realistic value for a variable the document does not default: a page of 20, a member's id, an empty filter. */
function sampleValue(name: string, type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  switch (named.name) {
    case 'Int':
      return /offset/i.test(name) ? 0 : 20;
    case 'Float':
    case 'bigint':
    case 'numeric':
      return 1;
    case 'Boolean':
      return true;
    case 'String':
      return /slug/i.test(name) ? 'welcome' : 'news';
    case 'uuid':
      return MEMBERS.linWei;
    case 'timestamptz':
    case 'date':
      return '2026-01-01T00:00:00Z';
    default:
      return {};
  }
}

describe.each(backends())('the response cap inside the database ($name)', (backend) => {
  let base: Database;

  beforeAll(async () => {
    if (backend.available) base = await backend.open();
  });

  afterAll(async () => {
    await base?.close();
    await backend.stop();
  });

  it.skipIf(!backend.available)('answers response-too-large without the oversized answer ever leaving the database', async () => {
    const counter = counting(base);
    const capped = await createTestEngine(counter.db, { maxResponseBytes: 2048 });
    const query = '{ articles { id title content } news_articles { id title excerpt } }';
    const uncapped = await createTestEngine(base);
    const full = JSON.stringify(await uncapped.gql(query));
    expect(full.length).toBeGreaterThan(10_000);
    counter.resetLargest();
    const result = await capped.gql(query);
    expect(result).toEqual({
      errors: [
        {
          message: 'the response is larger than the limit of 2048 bytes; ask for fewer rows or fields',
          extensions: { code: 'response-too-large', path: '$' },
        },
      ],
    });
    // The statement's row held NULLs and the flag, not the 17 KB answer.
    expect(counter.largest()).toBeLessThan(200);
    // Within the cap the answer is whole, and the same as without one.
    const small = '{ articles(limit: 2, order_by: {id: asc}) { id title } }';
    expect(await capped.gql(small)).toEqual(await uncapped.gql(small));

    // A live query's multiplexed poll: the same, per subscriber.
    const session = await capped.engine.resolveSession({});
    const live = await capped.engine.prepareSubscription({ query: 'subscription { articles { id title content } }' }, session);
    if (live.kind !== 'live' || !live.multiplex) throw new Error(`expected a multiplexed live query, got ${live.kind}`);
    counter.resetLargest();
    const [answer] = await live.multiplex.runBatch([live.multiplex.params]);
    expect(JSON.parse(answer!.body)).toMatchObject({ errors: [{ extensions: { code: 'response-too-large', path: '$' } }] });
    expect(counter.largest()).toBeLessThan(200);
    const fits = await capped.engine.prepareSubscription(
      { query: 'subscription { articles(limit: 1, order_by: {id: asc}) { id } }' },
      session,
    );
    if (fits.kind !== 'live' || !fits.multiplex) throw new Error(`expected a multiplexed live query, got ${fits.kind}`);
    expect(JSON.parse((await fits.multiplex.runBatch([fits.multiplex.params]))[0]!.body)).toEqual({
      data: { articles: [{ id: expect.any(String) }] },
    });
  });
});

describe('the estimate, level by level, on the seeded database', () => {
  let base: Database;
  let estimate: (query: string, role?: string) => number;
  let stories: number;
  let sources: number;

  beforeAll(async () => {
    base = await createTestDatabase({ seeds: true });
    const metadata = loadMetadata(METADATA_DIR);
    const model = buildModel(metadata, await withEnumValues(base, metadata, await readCatalog(base)), { inferFunctionPermissions: true });
    const sizes = createTableSizes(base, [...model.tables.values()]);
    await sizes.refresh();
    const estimator = costEstimator(sizes);
    stories = sizes.rowsOf({ schema: 'public', name: 'news_articles' });
    sources = sizes.rowsOf({ schema: 'public', name: 'news_sources' });
    estimate = (query, role = 'site_admin') => {
      const access = roleAccess(model, role, false);
      const context = { schema: buildRoleSchema(access, { actions: metadata.actions, customTypes: metadata.custom_types }), access };
      const valid = validateRequest({ query, variables: {}, operationName: undefined }, context, DEFAULT_LIMITS);
      return estimator.estimate(planQuery({ schema: context.schema, access, ...valid }));
    };
  });

  afterAll(async () => {
    await base?.close();
  });

  it('reads the tables as the database estimates them', () => {
    expect(stories).toBeGreaterThanOrEqual(40);
    expect(stories).toBeLessThan(1000);
  });

  it("counts a list by its limit, else the table, and by the role's row limit", () => {
    expect(estimate('{ news_articles(limit: 10) { id } }')).toBe(10);
    expect(estimate('{ news_articles { id } }')).toBe(stories);
    // A visitor reads at most 100 stories at once (its permission's limit).
    expect(estimate('{ news_articles { id } }', 'anonymous')).toBe(Math.min(stories, 100));
    expect(estimate('{ a: news_articles(limit: 10) { id } b: news_articles(limit: 5) { id } }')).toBe(15);
  });

  it('counts the rows an offset skips and a pattern scans, whatever the limit', () => {
    expect(estimate('{ news_articles(limit: 10, offset: 5) { id } }')).toBe(15);
    expect(estimate('{ news_articles(limit: 10, offset: 0) { id } }')).toBe(10);
    expect(estimate('{ news_articles(limit: 10, where: {title: {_ilike: "%a%"}}) { id } }')).toBe(10 + stories);
    expect(estimate('{ news_articles(limit: 10, where: {title: {_eq: "a"}}) { id } }')).toBe(10);
  });

  it('counts one row per parent for an object relationship, the table per parent for an array one', () => {
    expect(estimate('{ news_articles(limit: 10) { id source { id } } }')).toBe(20);
    expect(estimate('{ news_sources(limit: 2) { id news_articles(limit: 3) { id } } }')).toBe(2 + 6);
    // Distinct parents share the table's rows; repeated ones (behind an object relationship) do not.
    expect(estimate('{ news_sources { id news_articles { id } } }')).toBe(sources + stories);
    expect(estimate('{ news_articles(limit: 10) { source { news_articles { id } } } }')).toBe(10 + 10 + 10 * stories);
  });

  it('counts every row an aggregate reads, and its nodes as a list', () => {
    expect(estimate('{ news_articles_aggregate { aggregate { count } } }')).toBe(stories);
    expect(estimate('{ news_articles_aggregate(limit: 5) { aggregate { count } nodes { id } } }')).toBe(10);
    expect(estimate('{ news_articles_aggregate(where: {title: {_regex: "a"}}) { aggregate { count } } }')).toBe(2 * stories);
  });
});

describe("the site's own documents", () => {
  let base: Database;

  beforeAll(async () => {
    base = await createTestDatabase({ seeds: true });
  });

  afterAll(async () => {
    await base?.close();
  });

  it('are all within the ceiling of each role that can send them, on the seeded database', async () => {
    const metadata = loadMetadata(METADATA_DIR);
    const catalog = await withEnumValues(base, metadata, await readCatalog(base));
    const model = buildModel(metadata, catalog, { inferFunctionPermissions: true });
    const sizes = createTableSizes(base, [...model.tables.values()]);
    await sizes.refresh();
    const estimator = costEstimator(sizes);
    const roles = ['anonymous', 'user', 'site_admin'].map((role) => {
      const access = roleAccess(model, role, false);
      return {
        role,
        context: { schema: buildRoleSchema(access, { actions: metadata.actions, customTypes: metadata.custom_types }), access },
      };
    });
    const ceilings: Record<string, number> = {
      anonymous: DEFAULT_LIMITS.maxQueryCost,
      user: DEFAULT_LIMITS.maxQueryCost,
      site_admin: DEFAULT_LIMITS.adminMaxQueryCost,
    };
    const estimated: { name: string; role: string; cost: number }[] = [];
    let planned = 0;
    const unplanned: string[] = [];
    for (const [name, value] of Object.entries(documents)) {
      if (!name.endsWith('Document')) continue;
      const document = value as unknown as DocumentNode;
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (!operation || operation.operation === 'mutation') continue;
      const query = print(document);
      let plannedBySome = false;
      for (const { role, context } of roles) {
        let plans;
        try {
          const variables: Record<string, unknown> = {};
          for (const definition of operation.variableDefinitions ?? []) {
            const type = typeFromAST(context.schema, definition.type);
            if (definition.defaultValue || !type) continue;
            variables[definition.variable.name.value] = sampleValue(definition.variable.name.value, type as GraphQLInputType);
          }
          const valid = validateRequest({ query, variables, operationName: undefined }, context, DEFAULT_LIMITS);
          plans = planQuery({
            schema: context.schema,
            access: context.access,
            operation: valid.operation,
            fragments: valid.fragments,
            variables: valid.variables,
            subscription: valid.operation.operation === 'subscription',
          });
        } catch {
          continue; // not a document this role sends
        }
        plannedBySome = true;
        estimated.push({ name, role, cost: estimator.estimate(plans) });
      }
      if (plannedBySome) planned += 1;
      else unplanned.push(name);
    }
    // Every query and subscription the client sends is planned as some role, and within that role's ceiling.
    expect(unplanned).toEqual([]);
    expect(planned).toBeGreaterThan(40);
    const over = estimated.filter(({ role, cost }) => cost > ceilings[role]!);
    expect(over).toEqual([]);
  });
});
