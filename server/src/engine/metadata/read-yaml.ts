// Reading the metadata's YAML files: `!include` (tag and quoted string, paths relative to the including
// file, cycles and missing files refused), and where each value sits (file, table, key path) for messages.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { parse as parseYaml, YAMLParseError, type ScalarTag } from 'yaml';
import { isJsonObject, metadataProblem, MetadataError } from '../model/metadata-types.ts';

const INCLUDE = /^!include\s+(\S.*)$/;
// The tag form is rewritten to the quoted form the CLI writes, so both are expanded in one place.
const INCLUDE_TAG: ScalarTag = { tag: '!include', resolve: (path) => `!include ${path}` };

export interface LoadContext {
  /** The metadata directory, absolute. */
  dir: string;
  /** The file every parsed object and list came from, relative to dir. */
  origins: WeakMap<object, string>;
}

/**
 * Where a value sits, for messages: its file, the table it belongs to, what it is part of (e.g. `select
 * permission for role "user"`) and its key path from there.
 */
export interface At {
  ctx: LoadContext;
  file: string;
  table?: string;
  context?: string;
  path: string;
}

/** A value read from the metadata, with where it sits. */
export interface Found {
  value: unknown;
  at: At;
}

const nameIn = (ctx: LoadContext, file: string): string => relative(ctx.dir, file).split(sep).join('/');

export function fail(at: At, problem: string): never {
  const where = [at.context, at.path].filter((part) => part !== undefined && part !== '');
  throw new MetadataError([metadataProblem({ dir: at.ctx.dir, file: at.file, table: at.table, problem: [...where, problem].join(': ') })]);
}

/** The same place, now described as part of `context` (the key path starts again from there). */
export const within = (at: At, context: string): At => ({ ...at, context, path: '' });

function readYaml(ctx: LoadContext, file: string, chain: readonly string[]): unknown {
  let parsed: unknown;
  try {
    parsed = parseYaml(readFileSync(file, 'utf8'), { customTags: [INCLUDE_TAG] });
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    fail({ ctx, file: nameIn(ctx, file), path: '' }, `${error instanceof YAMLParseError ? 'invalid YAML' : 'cannot read'}: ${reason}`);
  }
  return expandIncludes(ctx, parsed, { file, chain: [...chain, file] });
}

interface IncludeScope {
  /** The file being expanded, absolute. */
  file: string;
  /** The files that include it, outermost first, and itself. */
  chain: readonly string[];
}

function expandIncludes(ctx: LoadContext, value: unknown, scope: IncludeScope): unknown {
  if (typeof value === 'string') {
    const path = INCLUDE.exec(value)?.[1];
    return path === undefined ? value : include(ctx, path.trim(), scope);
  }
  let expanded: object;
  if (Array.isArray(value)) expanded = value.map((item) => expandIncludes(ctx, item, scope));
  else if (isJsonObject(value)) {
    expanded = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandIncludes(ctx, item, scope)]));
  } else return value;
  ctx.origins.set(expanded, nameIn(ctx, scope.file));
  return expanded;
}

function include(ctx: LoadContext, path: string, scope: IncludeScope): unknown {
  const target = resolve(dirname(scope.file), path);
  const at: At = { ctx, file: nameIn(ctx, scope.file), path: '' };
  if (scope.chain.includes(target)) {
    fail(at, `include cycle: ${[...scope.chain, target].map((file) => nameIn(ctx, file)).join(' -> ')}`);
  }
  if (!existsSync(target)) fail(at, `"!include ${path}": the file ${nameIn(ctx, target)} does not exist`);
  return readYaml(ctx, target, scope.chain);
}

/**
 * Reads one YAML file of a metadata directory with every include resolved: the `!include path` tag and
 * the quoted string "!include path" the CLI writes, paths relative to the including file.
 */
export function loadYaml(file: string, options: { dir?: string } = {}): unknown {
  const path = resolve(file);
  return readYaml({ dir: resolve(options.dir ?? dirname(path)), origins: new WeakMap() }, path, []);
}

export function readFile(ctx: LoadContext, file: string, options: { required: boolean }): Found {
  const path = resolve(ctx.dir, file);
  const at: At = { ctx, file, path: '' };
  if (existsSync(path)) return { value: readYaml(ctx, path, []), at };
  if (options.required) fail(at, `missing: ${ctx.dir} is not a Hasura metadata directory (config v3)`);
  return { value: undefined, at };
}
