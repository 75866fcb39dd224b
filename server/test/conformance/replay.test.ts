// The replay runner with a stand-in engine (the real one is exercised by graphql-query.test.ts): values
// setup and teardown around every test file of a mutation directory, the second replay of query cases
// only, PostGIS-only cases skipped, and failures reported with their differences.
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import type { GraphqlResponse } from '../../src/engine/create-engine.ts';
import { QUERIES_DIR, readCases, readLayout, type ConformanceCase } from './layout.ts';
import { isQueryRequest, startDirectory, type ReplayEngine } from './replay.ts';
import { createEmptyDatabase } from '../support/database.ts';

const available = existsSync(QUERIES_DIR);

/** An engine that answers every case with its expected response and records what the database held. */
function standIn(db: PgliteDatabase, cases: ConformanceCase[], seen: { id: string; articles: number }[]): ReplayEngine {
  return {
    async handle(body: unknown): Promise<GraphqlResponse> {
      const testCase = cases.find((candidate) => candidate.query === body);
      if (!testCase) throw new Error('unknown request');
      const count = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM article');
      seen.push({ id: testCase.id, articles: Number(count.rows[0]?.count) });
      // Mutations change the data, as the real engine would.
      if (!isQueryRequest(body)) await db.exec('DELETE FROM article WHERE id = (SELECT max(id) FROM article)');
      return { status: testCase.status, body: JSON.stringify(testCase.response ?? {}) };
    },
  };
}

describe.skipIf(!available)('startDirectory with a stand-in engine', () => {
  let db: PgliteDatabase;
  beforeEach(async () => {
    db = await createEmptyDatabase();
  });
  afterEach(async () => {
    await db.close();
  });

  test('graphql_mutation/delete/basic: fresh values for every test file, mutations replayed once', async () => {
    const layout = readLayout('graphql_mutation/delete/basic');
    const cases = layout.caseFiles.flatMap((file) => readCases(file));
    const seen: { id: string; articles: number }[] = [];
    const run = await startDirectory({ layout, db, createEngine: () => standIn(db, cases, seen) });
    const results = [];
    for (const testCase of cases) results.push(await run.replay(testCase));
    await run.finish();

    expect(results.map((result) => result.status)).toEqual(cases.map(() => 'passed'));
    // values_setup inserts 5 articles before each file; the stand-in's deletes do not leak into the next file.
    expect(seen).toEqual(cases.map((testCase) => ({ id: testCase.id, articles: 5 })));
    expect(run.notes).toContain('dropped PostGIS column public.author.location');
  });

  test('graphql_query/basic: query cases are sent twice; differences fail the case', async () => {
    const layout = readLayout('graphql_query/basic');
    const cases = readCases(layout.caseFiles.find((file) => file.endsWith('/select_query_author.yaml'))!);
    let calls = 0;
    const engine: ReplayEngine = {
      async handle(): Promise<GraphqlResponse> {
        calls += 1;
        const name = calls === 1 ? 'Author 1' : 'Author One';
        return {
          status: 200,
          body: JSON.stringify({
            data: {
              author: [
                { id: 1, name },
                { id: 2, name: 'Author 2' },
              ],
            },
          }),
        };
      },
    };
    const run = await startDirectory({ layout, db, createEngine: () => engine });
    const result = await run.replay(cases[0]!);
    await run.finish();
    expect(calls).toBe(2);
    expect(result).toEqual({
      case: 'graphql_query/basic/select_query_author.yaml: Simple GraphQL object query on author',
      status: 'failed',
      reason: 'second replay: $.data.author[0].name: expected "Author 1", got "Author One"',
    });
  });

  test('cases reading a column stripped for PGlite are skipped as PostGIS-only', async () => {
    const layout = readLayout('graphql_mutation/update/basic');
    const run = await startDirectory({
      layout,
      db,
      createEngine: () => ({ handle: () => Promise.reject(new Error('not sent')) }),
    });
    const result = await run.replay({
      id: 'graphql_mutation/update/basic/synthetic.yaml',
      file: 'synthetic.yaml',
      description: 'reads a geography column',
      url: '/v1/graphql',
      status: 200,
      headers: {},
      query: { query: 'query { author { id location } }' },
    });
    await run.finish();
    expect(result).toMatchObject({
      status: 'skipped',
      reason: 'PostGIS-only: uses public.author.location, which PGlite cannot hold',
    });
  });
});

describe('isQueryRequest', () => {
  test('mutations are not replayed twice; queries and unparsable documents are', () => {
    expect(isQueryRequest({ query: 'mutation m { delete_a(where: {}) { affected_rows } }' })).toBe(false);
    expect(isQueryRequest({ query: 'query q { a { id } } mutation m { b }', operationName: 'm' })).toBe(false);
    expect(isQueryRequest({ query: 'query q { a { id } } mutation m { b }', operationName: 'q' })).toBe(true);
    expect(isQueryRequest({ query: '{ a { id }' })).toBe(true);
  });
});
