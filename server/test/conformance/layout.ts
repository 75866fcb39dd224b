// Where the upstream cases live and how a directory of them is laid out, as upstream's pytest fixtures
// see it: query directories have setup.yaml/teardown.yaml run once; mutation directories have
// schema_setup/schema_teardown once and values_setup/values_teardown around every test file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT_DIR } from '../../src/config/paths.ts';
import { readYamlFile } from './setup.ts';

/** The copied upstream files (README + server/tests-py/queries); HASURA_CONFORMANCE_DIR overrides. */
export const CONFORMANCE_DIR = process.env.HASURA_CONFORMANCE_DIR ?? join(ROOT_DIR, '..', 'shared', 'hasura-conformance');
export const QUERIES_DIR = join(CONFORMANCE_DIR, 'server', 'tests-py', 'queries');
/**
 * The project's own cases, in upstream's layout and format (`<suite>/<group>/...`): Hasura's behaviour where the
 * copies are silent, each case citing the upstream test or source it follows (own/README.md).
 */
export const OWN_QUERIES_DIR = join(ROOT_DIR, 'server', 'test', 'conformance', 'own');

const QUERY_SETUP = ['setup.yaml', 'teardown.yaml'];
const MUTATION_SETUP = ['schema_setup.yaml', 'schema_teardown.yaml', 'values_setup.yaml', 'values_teardown.yaml'];
/** Subscription steps are driven by code, not replayed as cases. */
const NOT_CASES = new Set([...QUERY_SETUP, ...MUTATION_SETUP, 'steps.yaml']);

/**
 * Setup files upstream has but the copies lack (README): offset/ runs on the limits/ schema and data,
 * delete/constraints/ on delete/basic/'s rows.
 */
const BORROWED: Record<string, string> = {
  'graphql_query/offset/setup.yaml': 'graphql_query/limits/setup.yaml',
  'graphql_mutation/delete/constraints/values_setup.yaml': 'graphql_mutation/delete/basic/values_setup.yaml',
};

/** SQL upstream's fixtures run before a directory's own setup. */
const HARNESS_SQL: Record<string, string> = {
  subscriptions: 'CREATE SCHEMA IF NOT EXISTS hge_tests',
};

/** Directories that are no cases to replay, and why. */
const SKIPPED_DIRS: Record<string, string> = {
  explain: 'reference only: generated SQL of /v1/graphql/explain, which the project does not serve',
};

export interface DirectoryLayout {
  /** Relative to QUERIES_DIR, e.g. `graphql_query/boolexp/basic`. */
  dir: string;
  /** `query`: setup once; `mutation`: schema once and values around every test file. */
  kind: 'query' | 'mutation';
  /** SQL run before the setup, as upstream's fixtures do. */
  harnessSql?: string;
  /** Absolute paths; absent files are undefined. */
  setup?: string;
  teardown?: string;
  valuesSetup?: string;
  valuesTeardown?: string;
  /** Absolute paths of the case files, sorted. */
  caseFiles: string[];
  /** Why the whole directory is not replayed. */
  skip?: string;
}

function fileIn(dir: string, name: string, root: string): string | undefined {
  const own = join(root, dir, name);
  if (existsSync(own)) return own;
  const borrowed = BORROWED[`${dir}/${name}`];
  return borrowed === undefined ? undefined : join(root, borrowed);
}

/** Every directory under `suite` (e.g. `graphql_query`) of `root` that holds case files, sorted. */
export function listDirectories(suite: string, root = QUERIES_DIR): string[] {
  const found: string[] = [];
  const visit = (absolute: string): void => {
    const entries = readdirSync(absolute).sort();
    if (entries.some((name) => name.endsWith('.yaml') && !NOT_CASES.has(name))) found.push(relative(root, absolute));
    for (const name of entries) if (statSync(join(absolute, name)).isDirectory()) visit(join(absolute, name));
  };
  if (existsSync(join(root, suite))) visit(join(root, suite));
  return found;
}

/** How upstream's fixtures would run the directory. */
export function readLayout(dir: string, root = QUERIES_DIR): DirectoryLayout {
  const mutation = existsSync(join(root, dir, 'schema_setup.yaml'));
  const top = dir.split('/')[0] ?? dir;
  const caseFiles = readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.yaml') && !NOT_CASES.has(name))
    .sort()
    .map((name) => join(root, dir, name));
  const layout: DirectoryLayout = {
    dir,
    kind: mutation ? 'mutation' : 'query',
    setup: fileIn(dir, mutation ? 'schema_setup.yaml' : 'setup.yaml', root),
    teardown: fileIn(dir, mutation ? 'schema_teardown.yaml' : 'teardown.yaml', root),
    ...(mutation && {
      valuesSetup: fileIn(dir, 'values_setup.yaml', root),
      valuesTeardown: fileIn(dir, 'values_teardown.yaml', root),
    }),
    caseFiles,
  };
  if (HARNESS_SQL[top] !== undefined) layout.harnessSql = HARNESS_SQL[top];
  if (SKIPPED_DIRS[top] !== undefined) layout.skip = SKIPPED_DIRS[top];
  return layout;
}

/** One request and its expected answer; a file holds one or a list of them, run in order. */
export interface ConformanceCase {
  /** `<dir>/<file>` or `<dir>/<file>#<index>` for files holding a list. */
  id: string;
  /** Absolute path of the case file. */
  file: string;
  description: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  /** The POST body: `{query, variables?, operationName?}`. */
  query: unknown;
  /** Absent: only the status is checked. */
  response?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cases of one file, named after the file (and their index when the file holds a list). */
export function readCases(file: string, root = QUERIES_DIR): ConformanceCase[] {
  const body = readYamlFile(file);
  const list = Array.isArray(body);
  const id = relative(root, file);
  return (list ? body : [body]).map((raw: unknown, index) => {
    const where = list ? `${id}#${index}` : id;
    if (!isRecord(raw) || typeof raw.status !== 'number' || raw.query === undefined) {
      throw new Error(`${where}: a case needs "status" and "query"`);
    }
    const headers = isRecord(raw.headers)
      ? Object.fromEntries(Object.entries(raw.headers).map(([name, value]) => [name, String(value)]))
      : {};
    // One upstream file spells the key "descriptions".
    const description = raw.description ?? raw.descriptions;
    return {
      id: where,
      file,
      description: typeof description === 'string' ? description.trim().replace(/\s+/g, ' ') : '(no description)',
      url: typeof raw.url === 'string' ? raw.url : '/v1/graphql',
      status: raw.status,
      headers,
      query: raw.query,
      ...('response' in raw && { response: raw.response }),
    };
  });
}
