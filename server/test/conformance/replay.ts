// Runs one upstream directory against the engine under test, the way upstream's pytest classes do: the
// directory's setup, then every case in file order, each compared with compare.ts; query cases a second
// time on the same engine (upstream replays them over WebSocket, which this harness does not do yet).
import { Kind, parse, visit, type OperationDefinitionNode } from 'graphql';
import type { Database } from '../../src/db/types.ts';
import type { Engine, EngineOptions } from '../../src/engine/create-engine.ts';
import { validateMetadata } from '../../src/engine/metadata/validate.ts';
import { createSessionResolver, type SessionResolver } from '../../src/session/index.ts';
import { readCatalog } from '../../src/engine/model/catalog.ts';
import { withEnumValues } from '../../src/engine/model/enum-tables.ts';
import { compareResponse, type Comparison } from './compare.ts';
import type { ConformanceCase, DirectoryLayout } from './layout.ts';
import { applySetup, applySetupFile, createSetupState, type SetupState } from './setup.ts';
import { SUPPLEMENTS } from './supplements.ts';

/** The one thing the replay needs of the engine. */
export type ReplayEngine = Pick<Engine, 'handle'>;
export type CreateEngine = (options: EngineOptions) => ReplayEngine;

export interface CaseResult {
  /** `<dir>/<file>[#index]: <description>`, the vitest test name. */
  case: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Why it failed (its first differences) or was skipped. */
  reason?: string;
  /** Differences that do not fail a case (error messages, known drift), and harness supplements used. */
  warnings?: string[];
}

export interface DirectoryRun {
  /** What the setup translation stripped or dropped, and metadata the validator refused. */
  readonly notes: readonly string[];
  replay(testCase: ConformanceCase): Promise<CaseResult>;
  /** Runs the remaining values teardown and the directory teardown (failing steps become notes). */
  finish(): Promise<void>;
}

export interface StartOptions {
  layout: DirectoryLayout;
  /** A fresh database for this directory. */
  db: Database;
  createEngine: CreateEngine;
}

/** How many differences a failure reason lists. */
const REASON_DIFFERENCES = 5;

/** `<dir>/<file>[#index]: <description>`. */
export function caseName(testCase: ConformanceCase): string {
  return `${testCase.id}: ${testCase.description}`;
}

/**
 * Copied cases whose upstream version predates a change of Hasura's answer in the version the project follows (the
 * v2.51 that docker-compose.yml pins), each with the change; own/ holds the current form of each.
 */
const SUPERSEDED: Record<string, string> = {
  'graphql_mutation/update/basic/author_by_pk.yaml':
    'pre-v2.29 array input: it sets text[] from the Postgres literal "{author1@hasura.io}"; since v2.29 text[] is [String!], ' +
    'so the literal is a one-element list (own/graphql_mutation/own_feat_arrays has the v2.51 form)',
};

/** Why a case is not replayed whatever the setup: explain references, cases of an older Hasura answer. */
export function staticSkipReason(layout: DirectoryLayout, testCase: ConformanceCase): string | undefined {
  if (layout.skip !== undefined) return layout.skip;
  if (testCase.url.includes('/explain')) return 'explain reference (generated SQL), not a case to replay';
  return SUPERSEDED[testCase.id];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function queryText(body: unknown): string | undefined {
  return isRecord(body) && typeof body.query === 'string' ? body.query : undefined;
}

/** Field, argument-object and variable names a request uses; undefined when the query does not parse. */
function namesUsed(body: unknown): Set<string> | undefined {
  const text = queryText(body);
  if (text === undefined) return undefined;
  const names = new Set<string>();
  try {
    visit(parse(text), {
      Field: (node) => void names.add(node.name.value),
      ObjectField: (node) => void names.add(node.name.value),
    });
  } catch {
    return undefined;
  }
  const addKeys = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(addKeys);
    else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        names.add(key);
        addKeys(item);
      }
    }
  };
  if (isRecord(body)) addKeys(body.variables);
  return names;
}

/** PostGIS-only cases: they read a column stripped for PGlite or use a PostGIS operator. */
function postgisSkipReason(state: SetupState, testCase: ConformanceCase): string | undefined {
  const names = namesUsed(testCase.query);
  if (names === undefined) return undefined;
  const column = state.strippedColumns.find((stripped) => names.has(stripped.column));
  if (column) return `PostGIS-only: uses ${column.schema}.${column.table}.${column.column}, which PGlite cannot hold`;
  const operator = [...names].find((name) => name.startsWith('_st_'));
  return operator === undefined ? undefined : `PostGIS-only: uses the ${operator} operator`;
}

/** Whether the request runs a query (replayable as it leaves the data alone); unparsable ones count as queries. */
export function isQueryRequest(body: unknown): boolean {
  const text = queryText(body);
  if (text === undefined) return true;
  try {
    const operations = parse(text).definitions.filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
    const name = isRecord(body) ? body.operationName : undefined;
    const chosen = operations.find((node) => node.name?.value === name) ?? operations[0];
    return chosen?.operation !== 'mutation';
  } catch {
    return true;
  }
}

async function send(engine: ReplayEngine, testCase: ConformanceCase): Promise<Comparison> {
  try {
    const endpoint = testCase.url === '/v1alpha1/graphql' ? testCase.url : '/v1/graphql';
    const response = await engine.handle(testCase.query, { ...testCase.headers }, undefined, endpoint);
    return compareResponse({
      expectedStatus: testCase.status,
      expectedBody: testCase.response,
      status: response.status,
      body: response.body,
    });
  } catch (error) {
    return {
      differences: [`engine.handle threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`],
      warnings: [],
    };
  }
}

function supplementWarnings(layout: DirectoryLayout, testCase: ConformanceCase): string[] {
  return (SUPPLEMENTS[layout.dir] ?? [])
    .filter((supplement) => supplement.cases.includes(testCase.id))
    .map((supplement) => `depends on a harness supplement to the copied setup: ${supplement.reason}`);
}

function toResult(testCase: ConformanceCase, comparisons: Comparison[], extraWarnings: string[]): CaseResult {
  const differences = comparisons.flatMap((comparison) => comparison.differences);
  const warnings = [...new Set([...comparisons.flatMap((comparison) => comparison.warnings), ...extraWarnings])];
  return {
    case: caseName(testCase),
    status: differences.length === 0 ? 'passed' : 'failed',
    ...(differences.length > 0 && { reason: differences.slice(0, REASON_DIFFERENCES).join('\n') }),
    ...(warnings.length > 0 && { warnings }),
  };
}

async function prepare(layout: DirectoryLayout, db: Database): Promise<SetupState> {
  const state = createSetupState(db);
  if (layout.harnessSql !== undefined) await db.exec(layout.harnessSql);
  if (layout.setup !== undefined) await applySetupFile(state, layout.setup);
  for (const supplement of SUPPLEMENTS[layout.dir] ?? []) {
    await applySetup(state, supplement.body, { file: `supplements.ts (${layout.dir})` });
  }
  return state;
}

/** Applies a directory's setup on `db`, builds the engine from the result and returns the runner. */
export async function startDirectory(options: StartOptions): Promise<DirectoryRun> {
  const { layout, db } = options;
  const state = await prepare(layout, db);
  const catalog = await withEnumValues(db, state.metadata, await readCatalog(db));
  try {
    validateMetadata(state.metadata, catalog);
  } catch (error) {
    state.notes.push(`the metadata validator refuses the translated setup: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sessions: SessionResolver = createSessionResolver({});
  const engine = options.createEngine({ db, metadata: state.metadata, catalog, sessions });
  // Mutation directories: values_setup before and values_teardown after every test file.
  let valuesOf: string | undefined;
  const leaveFile = async (): Promise<void> => {
    if (valuesOf !== undefined && layout.valuesTeardown !== undefined) await applySetupFile(state, layout.valuesTeardown);
    valuesOf = undefined;
  };
  const enterFile = async (file: string): Promise<void> => {
    if (layout.kind !== 'mutation' || valuesOf === file) return;
    await leaveFile();
    if (layout.valuesSetup !== undefined) await applySetupFile(state, layout.valuesSetup);
    valuesOf = file;
  };

  return {
    notes: state.notes,
    async replay(testCase) {
      const skip = staticSkipReason(layout, testCase) ?? postgisSkipReason(state, testCase);
      if (skip !== undefined) return { case: caseName(testCase), status: 'skipped', reason: skip };
      await enterFile(testCase.file);
      const first = await send(engine, testCase);
      const comparisons = [first];
      if (isQueryRequest(testCase.query)) {
        const second = await send(engine, testCase);
        // Only what the second answer adds: a case failing the same way twice is listed once.
        const fresh = second.differences.filter((difference) => !first.differences.includes(difference));
        comparisons.push({ differences: fresh.map((difference) => `second replay: ${difference}`), warnings: second.warnings });
      }
      return toResult(testCase, comparisons, supplementWarnings(layout, testCase));
    },
    async finish() {
      try {
        await leaveFile();
        if (layout.teardown !== undefined) await applySetupFile(state, layout.teardown, { lenient: true });
      } finally {
        sessions.close();
      }
    },
  };
}
