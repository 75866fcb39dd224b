// Declares the vitest tests of one upstream suite (graphql_query, later graphql_mutation, ...): a describe
// per directory on a fresh PGlite, one test per case, and the per-case report once the file has run.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { listDirectories, QUERIES_DIR, readCases, readLayout } from './layout.ts';
import { caseName, startDirectory, staticSkipReason, type CaseResult, type CreateEngine, type DirectoryRun } from './replay.ts';
import { writeReport } from './report.ts';
import { createEmptyDatabase } from '../support/database.ts';

export interface SuiteOptions {
  /** The directory under server/tests-py/queries, e.g. `graphql_query`. */
  suite: string;
  createEngine: CreateEngine;
  /** Where the suite's directories are: the copies of upstream (default) or the project's own cases. */
  queriesDir?: string;
  /** The report's name (`.tmp/reports/conformance-<name>.json`); the suite's by default. */
  reportName?: string;
}

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Registers the suite's tests; call once at the top level of a test file. */
export function defineConformanceSuite(options: SuiteOptions): void {
  const root = options.queriesDir ?? QUERIES_DIR;
  const available = existsSync(root);
  // Every case in file order, so the report lists them as upstream does whatever runs or not.
  const results = new Map<string, CaseResult>();

  afterAll(() => {
    if (available) writeReport(options.reportName ?? options.suite, [...results.values()]);
  });

  describe.skipIf(!available)(`Hasura conformance: ${options.suite} (cases in ${root})`, () => {
    for (const dir of available ? listDirectories(options.suite, root) : []) {
      const layout = readLayout(dir, root);
      const cases = layout.caseFiles.flatMap((file) => readCases(file, root));

      describe(dir, () => {
        let db: PgliteDatabase | undefined;
        let run: DirectoryRun | undefined;
        let setupError: unknown;

        beforeAll(async () => {
          if (cases.every((testCase) => staticSkipReason(layout, testCase) !== undefined)) return;
          db = await createEmptyDatabase();
          try {
            run = await startDirectory({ layout, db, createEngine: options.createEngine });
            if (run.notes.length > 0) console.info(`${dir} setup:\n  ${run.notes.join('\n  ')}`);
          } catch (error) {
            setupError = error;
          }
        });

        afterAll(async () => {
          try {
            await run?.finish();
            const teardownNotes = run?.notes.filter((note) => note.startsWith('ignored failing step')) ?? [];
            if (teardownNotes.length > 0) console.info(`${dir} teardown:\n  ${teardownNotes.join('\n  ')}`);
          } finally {
            await db?.close();
          }
        });

        for (const testCase of cases) {
          const name = caseName(testCase);
          const skip = staticSkipReason(layout, testCase);
          results.set(
            name,
            skip === undefined ? { case: name, status: 'failed', reason: 'not run' } : { case: name, status: 'skipped', reason: skip },
          );
          if (skip !== undefined) {
            test.skip(`${name} [skipped: ${skip}]`, () => {});
            continue;
          }
          test(name, async (context) => {
            if (run === undefined) {
              const reason = `directory setup failed: ${describeError(setupError)}`;
              results.set(name, { case: name, status: 'failed', reason });
              throw new Error(reason, { cause: setupError });
            }
            const result = await run.replay(testCase);
            results.set(name, result);
            for (const warning of result.warnings ?? []) console.warn(`${name}\n  warning: ${warning}`);
            if (result.status === 'skipped') context.skip(result.reason);
            if (result.status === 'failed') expect.fail(`differences from upstream:\n${result.reason ?? ''}`);
          });
        }
      });
    }
  });
}
