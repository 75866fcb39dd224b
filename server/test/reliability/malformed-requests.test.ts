// Generated malformed GraphQL requests (4,000 in npm test) against the real app (buildApp over the seeded PGlite in its worker
// thread, as `npm start` runs it): none may answer a 5xx, crash, or leak an internal message. The requests come
// from a seeded PRNG (mulberry32) and a grammar built from the schema the API itself describes (introspection as
// anonymous and as a member): documents that mix valid and invalid pieces (unknown fields, broken syntax, depth up
// to and past the limit, fragments and cycles, directives, aliases), variables of every wrong kind (missing, extra,
// huge, NUL, lone surrogates, 1e309, 2^63, NaN), where operators on right and wrong types, limits and offsets,
// mutations as anonymous and as a signed-in member, batches, non-JSON bodies, content types and methods.
//
// Each request is generated from its own seed (SEED + index), so one can be replayed alone:
//   MALFORMED_SEED=<seed> MALFORMED_ONLY=<index>[-<last index>] npx vitest run server/test/reliability/malformed-requests.test.ts
// (one by one, each request and answer printed with its time).
// MALFORMED_COUNT changes how many are sent: npm test sends the first 4,000 (the 10,000 took five minutes of a slow
// CI host), MALFORMED_COUNT=10000 the 10,000 of docs/benchmarks.md. The summary (per status, per error code, time) is
// printed for docs/benchmarks.md ("Malformed requests").
import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getIntrospectionQuery } from 'graphql';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { KEY_FILE } from '../../src/auth/keys.ts';
import { METADATA_DIR } from '../../src/config/paths.ts';
import type { PgliteThreadDatabase } from '../../src/db/pglite-thread.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { CLAIMS_NAMESPACE, MEMBERS, signToken, testConfig } from '../engine/harness.ts';
import { createTestDatabaseThread } from '../support/database.ts';
import { mulberry32 } from '../support/random.ts';

const SEED = Number(process.env.MALFORMED_SEED ?? 0x5eed_2024);
const COUNT = Number(process.env.MALFORMED_COUNT ?? 4_000);
const ONLY = process.env.MALFORMED_ONLY?.split('-').map(Number);
/** Requests in flight at once. */
const CONCURRENCY = 8;
const ACTIONS_SECRET = 'malformed-requests-actions-secret';
const BODY_LIMIT = 1024 * 1024;

/**
 * Every answer a request may get: GraphQL errors (200), refusals (400, 404, 405, 413, 429), and a wrong admin
 * secret's 401 on /v1alpha1/graphql, which answers errors with their own status as Hasura does. Never a 5xx.
 */
const ALLOWED_STATUSES = new Set([200, 400, 401, 404, 405, 413, 429]);

/** Text that must never reach a client: SQL, database and runtime messages, stacks, file paths. */
const LEAKS =
  /syntax error at or near|relation "|column "[^"]*" (?:of relation|does not exist)|operator does not exist|function [\w.]+\(.*\) does not exist|\bSQLSTATE\b|pg_catalog|hdb_catalog|json_build_object|coalesce\(|\$\d+::|Maximum call stack|database query error|internal error|TypeError|ReferenceError|RangeError|SyntaxError: |Cannot read propert|is not a function|undefined is not|ENOTFOUND|ECONNREFUSED|ECONNRESET|getaddrinfo|invalid byte sequence|\bat [\w.<>$]+ \(|\(node:|file:\/\/|\/work\/|node_modules|\.[mc]?[tj]s:\d+/;

// ------------------------------------------------------------------------------------------------ randomness

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  /** One of `choices`, drawn by weight. */
  weighted<T>(choices: readonly [number, T][]): T {
    let roll = this.next() * choices.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, value] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![1];
  }
  /** A few distinct items of a list, in a random order. */
  some<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(this.int(pool.length), 1)[0]!);
    return chosen;
  }
  uuid(): string {
    const hex = () => this.int(16).toString(16);
    const part = (n: number) => Array.from({ length: n }, hex).join('');
    return `${part(8)}-${part(4)}-4${part(3)}-${this.pick(['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`;
  }
}

// --------------------------------------------------------------------------------------------------- values

/** A number written as is, in JSON and in GraphQL (1e309, -0, 2^63 exactly); `graphql` when it differs. */
class RawNumber {
  constructor(
    readonly json: string,
    readonly graphql: string = json,
  ) {}
}

/** An enum value: bare in GraphQL, a string in JSON. */
class EnumValue {
  constructor(readonly name: string) {}
}

type Value = null | boolean | number | string | RawNumber | EnumValue | Value[] | { [key: string]: Value };

function toJson(value: Value): string {
  if (value instanceof RawNumber) return value.json;
  if (value instanceof EnumValue) return JSON.stringify(value.name);
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  // JSON.stringify writes a lone surrogate as a \ud800 escape, which JSON.parse turns back into one.
  return JSON.stringify(value) ?? 'null';
}

function toGraphql(value: Value): string {
  if (value instanceof RawNumber) return value.graphql;
  if (value instanceof EnumValue) return value.name;
  if (Array.isArray(value)) return `[${value.map(toGraphql).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}: ${toGraphql(item)}`)
      .join(', ')}}`;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? 'null';
}

const INTS: Value[] = [
  0,
  1,
  2,
  3,
  5,
  10,
  20,
  100,
  -1,
  -2,
  -100,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  1.5,
  -0.5,
  new RawNumber('-0'),
  new RawNumber('1e2'),
  new RawNumber('9007199254740993'),
  new RawNumber('9223372036854775807'),
  new RawNumber('9223372036854775808'),
  new RawNumber('-9223372036854775809'),
  new RawNumber('1e309'),
  new RawNumber('-1e309'),
  new RawNumber('1e-400'),
  new RawNumber('123456789012345678901234567890'),
  '5',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '',
  true,
];

/** Values of GraphQL's Int (32 bits), extremes included. */
const VALID_INTS: Value[] = [0, 1, 2, 3, 5, 10, 20, 100, -1, -100, 2147483647, -2147483648];

const NUMBERS: Value[] = [...INTS, 0.1, 3.14159, -273.15, 1e21, 'Infinity', '-Infinity', 'NaN', '0x10', '1_000'];

/** Strings a client might send, and strings built to hurt: NUL, lone surrogates, quotes, patterns, huge. */
const STRINGS: Value[] = [
  '',
  'a',
  'bitcoin',
  'Ethereum',
  'en',
  'zh',
  'layer-2-rollups-ethereum-fees',
  '%',
  '%bit%',
  '_',
  '\\',
  "'",
  '"',
  "O'Reilly",
  "'; drop table articles; --",
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udfff\ud800',
  '\ud83d\ude00',
  '比特币',
  '以太坊 layer 2',
  '\n\t\r',
  '\u2028\u2029',
  '\ufeff',
  'x'.repeat(600),
  'y'.repeat(20_000),
  'é'.repeat(150_000),
  '(a+)+',
  '(.*)*x',
  '(x|xx)+y',
  'a{1,1000}{1,1000}',
  '\\1',
  '(a)\\1',
  '[',
  '(',
  ')',
  '*',
  '+a',
  '[[:alpha:]]+',
  '[^]',
  '\\',
  '%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%x',
  'x-hasura-user-id',
  'X-Hasura-Role',
  '$1',
  '?',
  '::text',
  'null',
  'true',
  '1e309',
  'NaN',
  '-1',
  '2147483648',
  '{a,b}',
  '{"a":1}',
  '[1,2]',
  '2024-01-01',
  'not-a-uuid',
];

const UUIDS: Value[] = [
  MEMBERS.linWei,
  MEMBERS.marcus,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '30000000-0000-4000-8000-00000000000',
  'not-a-uuid',
  '',
  'x-hasura-user-id',
  '{30000000-0000-4000-8000-000000000001}',
  42,
  true,
  ['30000000-0000-4000-8000-000000000001'],
  { id: '30000000-0000-4000-8000-000000000001' },
  '30000000-0000-4000-8000-00000000000\u0000',
];

const TIMESTAMPS: Value[] = [
  '2024-01-01T00:00:00Z',
  '2024-06-30',
  '2030-12-31T23:59:59.999999+08:00',
  'now',
  'now()',
  'today',
  'epoch',
  'infinity',
  '-infinity',
  '2024-13-45',
  '24:61',
  '',
  '0000-00-00',
  '294277-01-01',
  1700000000,
  -1,
  new RawNumber('1e309'),
  true,
];

const BOOLEANS: Value[] = [true, false, 'true', 'false', 1, 0, 't', 'yes', ''];

const JSON_VALUES: Value[] = [
  {},
  { a: 1 },
  [],
  [1, 'a', null],
  'text',
  1,
  null,
  { 'x\u0000': 1 },
  { nested: { deeper: { deepest: [1, 2, 3] } } },
];

const ARRAY_TEXTS: Value[] = [['a', 'b'], [], '{a,b}', '{}', '{"unterminated', [1, 2], [['nested']], ['\u0000'], [null], 'plain'];

// ------------------------------------------------------------------------------------------------- the schema

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

interface InputValueInfo {
  name: string;
  type: TypeRef;
}

interface FieldInfo {
  name: string;
  args: InputValueInfo[];
  type: TypeRef;
}

interface TypeInfo {
  kind: string;
  name: string;
  fields: FieldInfo[] | null;
  inputFields: InputValueInfo[] | null;
  enumValues: { name: string }[] | null;
}

interface SchemaInfo {
  types: Map<string, TypeInfo>;
  query: string;
  mutation: string | null;
  /** Object types, for fragments' type conditions. */
  objectTypes: string[];
}

function readSchema(introspection: {
  __schema: { queryType: { name: string }; mutationType: { name: string } | null; types: TypeInfo[] };
}): SchemaInfo {
  const types = new Map(introspection.__schema.types.map((type) => [type.name, type]));
  const visible = [...types.values()].filter((type) => !type.name.startsWith('__'));
  return {
    types,
    query: introspection.__schema.queryType.name,
    mutation: introspection.__schema.mutationType?.name ?? null,
    objectTypes: visible.filter((type) => type.kind === 'OBJECT').map((type) => type.name),
  };
}

const namedType = (ref: TypeRef): string => (ref.ofType ? namedType(ref.ofType) : ref.name!);

function printType(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${printType(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${printType(ref.ofType!)}]`;
  return ref.name!;
}

// ---------------------------------------------------------------------------------------------- the generator

/** Field names no type has: each should be refused with `field '...' not found`. */
const UNKNOWN_FIELDS = ['nonexistent', 'passwordHash', 'pg_sleep', 'users', 'Articles', 'id_', '_typename', 'select', 'email'];
const UNKNOWN_OPERATORS = [
  '_cast',
  '_has_keys_any',
  '_has_key',
  '_contains',
  '_contained_in',
  '_st_d_within',
  '_exists',
  '_ceq',
  '$eq',
  '_regex',
  '_similar',
  '_ilike',
  '_is_null',
  '_in',
  '_like',
  'nonexistent',
];
const WRONG_TYPE_NAMES = [
  'Int',
  'Int!',
  'String',
  'String!',
  '[Int]',
  '[String!]!',
  'Boolean',
  'uuid',
  'jsonb',
  'NoSuchType',
  'articles_bool_exp',
  'order_by',
  '[[Int]]',
  'Float',
];

/** A JSON value of the wrong kind for whatever it replaces. */
function junk(rng: Rng, depth = 0): Value {
  return rng.weighted<() => Value>([
    [3, () => rng.pick(STRINGS)],
    [3, () => rng.pick(INTS)],
    [1, () => rng.pick(BOOLEANS)],
    [1, () => null],
    [1, () => new EnumValue(rng.pick(['asc', 'desc', 'id', 'title', 'ASC', 'nonexistent', 'true', 'null']))],
    [1, () => (depth > 2 ? [] : Array.from({ length: rng.int(3) }, () => junk(rng, depth + 1)))],
    [1, () => (depth > 2 ? {} : { [rng.pick([...UNKNOWN_OPERATORS, ...UNKNOWN_FIELDS])]: junk(rng, depth + 1) })],
    [0.2, () => nested(rng.between(100, 140))],
  ])();
}

/** `{"_and": {"_and": ... {}}}`, `depth` levels: around the input depth limit of 128. */
function nested(depth: number): Value {
  let value: Value = {};
  for (let i = 0; i < depth; i += 1) value = { _and: value };
  return value;
}

interface DocumentState {
  rng: Rng;
  schema: SchemaInfo;
  /** `$name: Type` of the operation. */
  variableDefinitions: string[];
  variables: Record<string, Value>;
  fragments: string[];
  fragmentCount: number;
  /** How often values are out of place (0 to 1). */
  chaos: number;
  /** Fields and input objects still to write: once spent, selections take leaves and inputs stay flat. */
  budget: number;
}

function scalarValue(name: string, argName: string, state: DocumentState): Value {
  const { rng } = state;
  // Mostly of the scalar's kind (still negative, huge or odd), else anything.
  const typed = !rng.chance(state.chaos * 0.5);
  const counting = argName === 'limit' || argName === 'offset' || argName === 'batch_size' || argName === 'days';
  if (counting) return rng.pick(typed ? VALID_INTS : INTS);
  switch (name) {
    case 'Int':
      return rng.pick(typed ? VALID_INTS : INTS);
    case 'Float':
    case 'numeric':
    case 'float8':
    case 'bigint':
      return rng.pick(typed ? [...VALID_INTS, 0.1, 3.14159, -273.15, 1e21] : NUMBERS);
    case 'String':
    case 'citext':
      return rng.pick(STRINGS);
    case 'Boolean':
      return rng.chance(0.8) ? rng.chance(0.5) : rng.pick(BOOLEANS);
    case 'uuid':
      return typed ? rng.pick([MEMBERS.linWei, MEMBERS.marcus, rng.uuid()]) : rng.pick(UUIDS);
    case 'timestamptz':
    case 'timestamp':
    case 'date':
    case 'timetz':
      return rng.pick(TIMESTAMPS);
    case 'json':
    case 'jsonb':
      return rng.pick(JSON_VALUES);
    default:
      return name.startsWith('_') ? rng.pick(ARRAY_TEXTS) : junk(rng);
  }
}

/** A value for an input type: mostly of the right shape, sometimes not (`state.chaos`). */
function inputValue(ref: TypeRef, state: DocumentState, argName: string, depth: number): Value {
  const { rng } = state;
  if (rng.chance(state.chaos * 0.3)) return junk(rng);
  if (ref.kind === 'NON_NULL') return rng.chance(state.chaos * 0.1) ? null : inputValue(ref.ofType!, state, argName, depth);
  if (ref.kind === 'LIST') {
    if (rng.chance(0.1)) return inputValue(ref.ofType!, state, argName, depth + 1);
    const length = rng.weighted([
      [2, 0],
      [6, 1],
      [3, 2],
      [1, 3],
    ]);
    return Array.from({ length }, () => inputValue(ref.ofType!, state, argName, depth + 1));
  }
  const type = state.schema.types.get(ref.name!);
  if (!type) return junk(rng);
  if (type.kind === 'ENUM') {
    if (rng.chance(state.chaos * 0.25))
      return rng.chance(0.5) ? new EnumValue(rng.pick(['nonexistent', 'ASC', 'DESC', 'null', 'true'])) : rng.pick(STRINGS);
    return new EnumValue(rng.pick(type.enumValues!).name);
  }
  if (type.kind === 'SCALAR') return scalarValue(type.name, argName, state);
  // An input object: a few of its fields, now and then an unknown one.
  if (--state.budget < 0) return {};
  const fields = type.inputFields ?? [];
  const result: Record<string, Value> = {};
  const logical = (name: string) => name === '_and' || name === '_or' || name === '_not';
  const pool = depth > 3 ? fields.filter((field) => !logical(field.name) && namedType(field.type) !== type.name) : fields;
  const required = fields.filter((field) => field.type.kind === 'NON_NULL');
  const chosen = new Set([
    ...(rng.chance(state.chaos * 0.15) ? [] : required),
    ...rng.some(
      pool,
      rng.weighted([
        [1, 0],
        [5, 1],
        [3, 2],
        [1, 3],
      ]),
    ),
  ]);
  for (const field of chosen) {
    // Relationship filters nest a table's bool_exp in another: bounded so a request stays a request.
    if (depth > 6 && field.type.kind !== 'SCALAR' && state.schema.types.get(namedType(field.type))?.kind === 'INPUT_OBJECT') continue;
    result[field.name] = inputValue(field.type, state, field.name, depth + 1);
  }
  if (rng.chance(state.chaos * 0.15)) result[rng.pick([...UNKNOWN_OPERATORS, ...UNKNOWN_FIELDS])] = junk(rng);
  return result;
}

/** An argument's value: inline, or a variable declared with its type (or a wrong one) and sent (or not). */
function argumentText(arg: InputValueInfo, state: DocumentState): string {
  const { rng } = state;
  const value = inputValue(arg.type, state, arg.name, 0);
  if (!rng.chance(0.35)) return toGraphql(value);
  const name = `v${state.variableDefinitions.length}`;
  const declared = rng.chance(state.chaos * 0.4) ? rng.pick(WRONG_TYPE_NAMES) : printType(arg.type);
  const defaultValue = rng.chance(0.05) ? ` = ${toGraphql(inputValue(arg.type, state, arg.name, 0))}` : '';
  state.variableDefinitions.push(`$${name}: ${declared}${defaultValue}`);
  const sent = rng.weighted([
    [20, 'value'],
    [state.chaos * 6, 'missing'],
    [state.chaos * 3, 'null'],
  ]);
  if (sent === 'value') state.variables[name] = value;
  else if (sent === 'null') state.variables[name] = null;
  return `$${name}`;
}

function directive(state: DocumentState): string {
  const { rng } = state;
  if (!rng.chance(0.06)) return '';
  const condition = (): string => {
    if (rng.chance(0.3)) {
      const name = `v${state.variableDefinitions.length}`;
      state.variableDefinitions.push(`$${name}: ${rng.chance(1 - state.chaos * 0.5) ? 'Boolean!' : rng.pick(WRONG_TYPE_NAMES)}`);
      state.variables[name] = rng.chance(1 - state.chaos * 0.5) ? rng.chance(0.5) : junk(rng);
      return `$${name}`;
    }
    return toGraphql(rng.chance(1 - state.chaos * 0.5) ? rng.chance(0.5) : junk(rng));
  };
  return rng.weighted<() => string>([
    [4, () => ` @include(if: ${condition()})`],
    [4, () => ` @skip(if: ${condition()})`],
    [state.chaos * 3, () => ' @include'],
    [state.chaos * 3, () => ` @${rng.pick(['cached', 'deprecated', 'nonexistent', 'defer', 'stream'])}`],
    [1, () => ` @skip(if: true) @include(if: ${condition()})`],
  ])();
}

function alias(state: DocumentState): string {
  const { rng } = state;
  if (!rng.chance(0.12)) return '';
  return `${rng.pick(['a', 'b', 'first', 'x_1', '__typename', 'id', 'data', 'errors', ...(rng.chance(state.chaos) ? ['中', '1a', 'a-b'] : [])])}: `;
}

/** A selection set of an object type, `depth` levels below the root (the limit is 15), aiming at `target`. */
function selectionSet(typeName: string, state: DocumentState, depth: number, target: number): string {
  const { rng, schema } = state;
  const type = schema.types.get(typeName);
  const fields = type?.fields ?? [];
  const isLeaf = (field: FieldInfo) => {
    const kind = schema.types.get(namedType(field.type))?.kind;
    return kind === 'SCALAR' || kind === 'ENUM';
  };
  const leaves = fields.filter(isLeaf);
  const objects = state.budget > 0 ? fields.filter((field) => !isLeaf(field)) : [];
  const parts: string[] = [];
  // On the way to the target depth one object field at least, else a few leaves.
  if (depth < target && objects.length > 0) parts.push(field(rng.pick(objects), state, depth, target));
  const count = rng.weighted([
    [1, 0],
    [4, 1],
    [3, 2],
    [2, 3],
  ]);
  const pool = depth < target && state.budget > 0 ? fields : leaves.length ? leaves : fields;
  for (const chosen of rng.some(pool, count)) parts.push(field(chosen, state, depth, target));
  if (rng.chance(0.08)) parts.push(`${alias(state)}__typename`);
  if (rng.chance(state.chaos * 0.1)) parts.push(rng.pick(UNKNOWN_FIELDS));
  if (rng.chance(0.06)) parts.push(fragmentSpread(typeName, state, depth, target));
  if (rng.chance(0.04)) {
    const condition = rng.chance(0.7) ? typeName : rng.pick(schema.objectTypes);
    parts.push(`... on ${condition}${directive(state)} { ${leaves.length ? rng.pick(leaves).name : '__typename'} }`);
  }
  if (parts.length === 0) parts.push(leaves.length && !rng.chance(0.1) ? rng.pick(leaves).name : '__typename');
  return `{ ${parts.join(' ')} }`;
}

function field(info: FieldInfo, state: DocumentState, depth: number, target: number): string {
  const { rng, schema } = state;
  state.budget -= 1;
  const args: string[] = [];
  for (const arg of info.args) {
    const required = arg.type.kind === 'NON_NULL';
    if (required ? rng.chance(0.95) : rng.chance(0.3)) args.push(`${arg.name}: ${argumentText(arg, state)}`);
  }
  if (rng.chance(state.chaos * 0.05)) args.push(`${rng.pick(['nonexistent', 'where', 'limit', 'order_by'])}: ${toGraphql(junk(rng))}`);
  if (rng.chance(state.chaos * 0.05)) args.push(args[0] ?? 'limit: 1'); // a repeated argument
  const named = schema.types.get(namedType(info.type));
  const leaf = named?.kind === 'SCALAR' || named?.kind === 'ENUM';
  let selection = '';
  if (!leaf && (state.budget > 0 || depth < target))
    selection = rng.chance(state.chaos * 0.03) ? '' : ` ${selectionSet(named?.name ?? '', state, depth + 1, target)}`;
  else if (!leaf) selection = ' { __typename }';
  else if (rng.chance(state.chaos * 0.02)) selection = ' { id }';
  return `${alias(state)}${info.name}${args.length ? `(${args.join(', ')})` : ''}${directive(state)}${selection}`;
}

/** `...F3`, with F3 defined on the type (or another, or not at all, or in a cycle). */
function fragmentSpread(typeName: string, state: DocumentState, depth: number, target: number): string {
  const { rng, schema } = state;
  const name = `F${state.fragmentCount++}`;
  const kind = rng.weighted([
    [10, 'plain'],
    [state.chaos * 6, 'other type'],
    [state.chaos * 3, 'undefined'],
    [state.chaos * 3, 'cycle'],
    [state.chaos * 3, 'self'],
  ]);
  if (kind === 'undefined') return `...${name}`;
  if (kind === 'self') {
    state.fragments.push(`fragment ${name} on ${typeName} { __typename ...${name} }`);
    return `...${name}`;
  }
  if (kind === 'cycle') {
    const other = `F${state.fragmentCount++}`;
    state.fragments.push(`fragment ${name} on ${typeName} { __typename ...${other} }`, `fragment ${other} on ${typeName} { ...${name} }`);
    return `...${name}`;
  }
  const condition = kind === 'other type' ? rng.pick(schema.objectTypes) : typeName;
  // The fragment's fields count from where it is spread, so they may carry the selection past the depth limit.
  state.fragments.push(`fragment ${name} on ${condition} ${selectionSet(condition, state, depth, target)}`);
  return `...${name}${directive(state)}`;
}

/** A document against a role's schema: operation, root fields, variables; its variables and name. */
function graphqlDocument(rng: Rng, schema: SchemaInfo, operation: 'query' | 'mutation' | 'subscription', chaos: number) {
  const state: DocumentState = { rng, schema, variableDefinitions: [], variables: {}, fragments: [], fragmentCount: 0, chaos, budget: 150 };
  const rootName = operation === 'mutation' ? (schema.mutation ?? schema.query) : schema.query;
  const root = schema.types.get(rootName)!;
  // Depth: mostly shallow, now and then at and past the limit of 15.
  const target = rng.weighted([
    [10, rng.between(1, 3)],
    [3, rng.between(4, 8)],
    [1, rng.between(12, 15)],
    [1, rng.between(16, 20)],
  ]);
  const rootCount = rng.weighted([
    [8, 1],
    [3, 2],
    [1, 3],
    [0.2, 110],
    [0.1, 1200],
  ]);
  const roots: string[] = [];
  // Past the root-field limit (100) or the document's token limit (5,000): many aliased fields, each plain.
  const optional = root.fields!.filter((field) => !field.args.some((arg) => arg.type.kind === 'NON_NULL'));
  const plain = optional.length ? optional : root.fields!;
  for (let i = 0; i < rootCount; i += 1) {
    if (rootCount > 3) roots.push(`r${i}: ${rng.pick(plain).name} { __typename }`);
    else roots.push(field(rng.pick(root.fields!), state, 0, target));
  }
  if (rng.chance(chaos * 0.05)) roots.push(rng.pick(UNKNOWN_FIELDS));
  if (rng.chance(0.03)) roots.push('__typename');
  if (rng.chance(0.01)) roots.push('__schema { queryType { name } }', '__type(name: "articles") { name fields { name } }');
  const name = rng.chance(0.4) ? ` ${rng.pick(['Q', 'Fetch', 'M', 'q1'])}` : '';
  const variables = state.variableDefinitions.length ? `(${state.variableDefinitions.join(', ')})` : '';
  const shorthand = operation === 'query' && !name && !variables && rng.chance(0.5);
  const head = shorthand ? '' : `${operation}${name}${variables}${directive(state)} `;
  const query = [`${head}{ ${roots.join(' ')} }`, ...state.fragments].join('\n');
  return { query, variables: state.variables, operationName: name.trim() || undefined };
}

const TOKENS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '$',
  '...',
  '@',
  '!',
  '=',
  '"',
  '"""',
  '#',
  ',',
  '|',
  '&',
  'query',
  'mutation',
  'fragment',
  'on',
  'articles',
  'id',
  '\u0000',
  '\ud800',
  '\\',
  '1e309',
  '-',
  '.',
  "'",
  '\u00a0',
  '\ufeff',
];

/** A document broken after it was written: cut, a character dropped, a stray token, two operations... */
function breakDocument(query: string, rng: Rng): string {
  const at = rng.int(query.length + 1);
  return rng.weighted<() => string>([
    [3, () => query.slice(0, at)],
    [2, () => query.slice(0, at) + query.slice(at + rng.between(1, 5))],
    [3, () => query.slice(0, at) + rng.pick(TOKENS) + query.slice(at)],
    [1, () => `${query}\n${query}`],
    [1, () => `${query} }`],
    [1, () => `{ ${query} }`],
    [1, () => query.replaceAll('{', '(')],
    [1, () => query.replace(/\s+/g, '')],
    [1, () => `subscription { ${query} }`],
    [1, () => `${query}\nquery Q { __typename }`],
  ])();
}

/** Tokens in any order: a document only by name. */
function tokenSoup(rng: Rng, schema: SchemaInfo): string {
  const words = [
    ...TOKENS,
    ...schema.types
      .get(schema.query)!
      .fields!.slice(0, 20)
      .map((field) => field.name),
    'limit',
    'where',
    '_eq',
    '1',
    '-1',
    'true',
    'null',
  ];
  return Array.from({ length: rng.between(0, 40) }, () => rng.pick(words)).join(rng.pick([' ', '', '\n']));
}

// ------------------------------------------------------------------------------------------------- requests

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';
  url: string;
  headers: Record<string, string>;
  /** Text, or bytes (invalid UTF-8). */
  body?: string | Buffer;
  /** What the generator meant, for the summary of failures. */
  kind: string;
}

interface Identities {
  member: string;
  seededMember: string;
  expired: string;
  badSignature: string;
  siteAdminClaims: string;
}

function authHeaders(rng: Rng, ids: Identities, role: 'anonymous' | 'user'): Record<string, string> {
  if (role === 'user') {
    return rng.weighted<() => Record<string, string>>([
      [6, () => ({ authorization: `Bearer ${ids.member}` })],
      [3, () => ({ authorization: `Bearer ${ids.seededMember}` })],
      [
        1,
        () => ({
          authorization: `Bearer ${ids.member}`,
          'x-hasura-role': rng.pick(['user', 'site_admin', 'admin', 'anonymous', '', 'USER']),
        }),
      ],
      [0.3, () => ({ authorization: `Bearer ${ids.siteAdminClaims}`, 'x-hasura-role': 'user' })],
    ])();
  }
  return rng.weighted<() => Record<string, string>>([
    [20, () => ({})],
    [1, () => ({ 'x-hasura-role': rng.pick(['user', 'admin', 'anonymous', 'site_admin']) })],
    [1, () => ({ 'x-hasura-user-id': MEMBERS.linWei })],
    [1, () => ({ authorization: `Bearer ${ids.expired}` })],
    [1, () => ({ authorization: `Bearer ${ids.badSignature}` })],
    [
      1,
      () => ({
        authorization: rng.pick(['Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'bearer x', `Bearer ${'A'.repeat(5000)}`]),
      }),
    ],
    [0.2, () => ({ 'x-hasura-admin-secret': rng.pick(['wrong-secret', '']) })],
  ])();
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function graphqlBody(
  rng: Rng,
  schemas: Record<'anonymous' | 'user', SchemaInfo>,
  chaos: number,
): { body: Record<string, Value>; role: 'anonymous' | 'user' } {
  const role = rng.chance(0.6) ? 'anonymous' : 'user';
  // Now and then a document built for the other role (a member's mutation sent anonymously).
  const schema = rng.chance(0.02 + chaos * 0.1) ? schemas[role === 'user' ? 'anonymous' : 'user'] : schemas[role];
  const operation = rng.weighted<'query' | 'mutation' | 'subscription'>([
    [7, 'query'],
    [3, 'mutation'],
    [0.2, 'subscription'],
  ]);
  const document = graphqlDocument(rng, schema, operation, chaos);
  let query = document.query;
  if (rng.chance(chaos * 0.3)) query = breakDocument(query, rng);
  const body: Record<string, Value> = { query };
  if (Object.keys(document.variables).length || rng.chance(0.2)) body.variables = document.variables;
  if (rng.chance(chaos * 0.15))
    ((body.variables as Record<string, Value> | undefined) ?? ((body.variables = {}) as Record<string, Value>))[
      rng.pick(['extra', 'v99', '__proto__', 'constructor'])
    ] = junk(rng);
  if (document.operationName && rng.chance(0.7)) body.operationName = document.operationName;
  else if (rng.chance(chaos * 0.1)) body.operationName = rng.pick<Value>(['Nope', '', 42, null, ['Q'], { name: 'Q' }]);
  // The body's own keys of the wrong kind.
  if (rng.chance(chaos * 0.06)) {
    const key = rng.pick(['query', 'variables', 'operationName']);
    body[key] = rng.pick<Value>([null, 42, true, [], ['{ __typename }'], {}, { query: '{ __typename }' }, '', 'variables']);
  }
  if (rng.chance(0.01)) body.extensions = { persistedQuery: { version: 1, sha256Hash: 'abc' } };
  return { body, role };
}

/** Bodies that are not what they claim, or not JSON at all. */
function oddBody(rng: Rng): string | Buffer {
  return rng.weighted<() => string | Buffer>([
    [2, () => ''],
    [1, () => ' '],
    [
      2,
      () =>
        rng.pick([
          'null',
          'true',
          '42',
          '"query"',
          '[]',
          '{}',
          '[[]]',
          '[null]',
          '[1,2]',
          '{"query":null}',
          '{"query":{}}',
          '{"query":"{ __typename }"}',
        ]),
    ],
    [
      2,
      () => rng.pick(['{', '}', '{"query":', '{"query":"{ articles { id } }"', "{'query':'{ __typename }'}", '{query: "{ __typename }"}']),
    ],
    [1, () => '{"query":"{ __typename }"} trailing'],
    [1, () => '\ufeff{"query":"{ __typename }"}'],
    [1, () => '{"query":"{ __typename }","variables":{"a":NaN}}'],
    [1, () => '{"query":"{ __typename }","variables":{"a":1e309,"b":-1e309,"c":9223372036854775808}}'],
    [1, () => `{"query":"{ articles(limit: 1) { id } }\u0000"}`],
    [1, () => '{"query":"{ articles(limit: 1) { id } }","variables":{"x":"\u0000"}}'],
    [1, () => '{"query":"query($x: String) { __typename }","variables":{"x":"\\ud800"}}'],
    [1, () => '{"query":"query($x: String) { __typename }","variables":{"x":"\\u0000"}}'],
    [1, () => '{"query":"{ __typename }","query":"{ articles { id } }"}'],
    [1, () => '{"__proto__":{"query":"{ __typename }"}}'],
    [1, () => Buffer.from([0x7b, 0x22, 0x71, 0x75, 0x65, 0x72, 0x79, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])],
    [1, () => Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
    [1, () => 'query { articles { id } }'],
    [1, () => 'query=%7B__typename%7D'],
    [1, () => '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--'],
    [0.3, () => `${'['.repeat(200)}${']'.repeat(200)}`],
    [0.3, () => `{"query":"{ __typename }","variables":{"v":${'['.repeat(140)}${']'.repeat(140)}}}`],
    [0.2, () => `{"query":${JSON.stringify(`{ ${'a'.repeat(BODY_LIMIT)} }`)}}`],
    [0.2, () => `{"query":"{ __typename }","pad":"${' '.repeat(BODY_LIMIT - 40)}"}`],
  ])();
}

function batchBody(rng: Rng, schemas: Record<'anonymous' | 'user', SchemaInfo>): { body: string; role: 'anonymous' | 'user' } {
  const size = rng.weighted([
    [1, 0],
    [6, rng.between(1, 5)],
    [1, 20],
    [1, 21],
    [0.3, 100],
  ]);
  let role: 'anonymous' | 'user' = 'anonymous';
  const items = Array.from({ length: size }, () => {
    if (rng.chance(0.1)) return rng.pick(['null', '42', '"x"', '[]', '{}', '[{"query":"{ __typename }"}]']);
    const generated = graphqlBody(rng, schemas, 0.5);
    role = generated.role;
    return toJson(generated.body);
  });
  return { body: `[${items.join(',')}]`, role };
}

const CONTENT_TYPES = [
  'text/plain',
  'application/graphql',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/JSON',
  'application/json, text/plain',
  '*/*',
  '',
];

/** Request number `index`, from its own seed: the same index always gives the same request. */
function generate(index: number, schemas: Record<'anonymous' | 'user', SchemaInfo>, ids: Identities): Request {
  const rng = new Rng((SEED + Math.imul(index, 0x9e3779b9)) >>> 0);
  const kind = rng.weighted([
    [25, 'well-formed graphql'],
    [35, 'graphql'],
    [12, 'chaos graphql'],
    [6, 'batch'],
    [3, 'token soup'],
    [8, 'odd body'],
    [5, 'content type'],
    [6, 'method'],
  ]);
  const url = rng.chance(0.05)
    ? rng.pick(['/v1alpha1/graphql', '/v1/graphql?query={__typename}', '/v1/graphql?x=%00', '/v1/graphql#x'])
    : '/v1/graphql';
  switch (kind) {
    case 'well-formed graphql':
    case 'graphql':
    case 'chaos graphql': {
      const { body, role } = graphqlBody(rng, schemas, kind === 'chaos graphql' ? 1 : kind === 'graphql' ? 0.3 : 0.02);
      return { kind, method: 'POST', url, headers: { ...JSON_HEADERS, ...authHeaders(rng, ids, role) }, body: toJson(body) };
    }
    case 'batch': {
      const { body, role } = batchBody(rng, schemas);
      return { kind, method: 'POST', url, headers: { ...JSON_HEADERS, ...authHeaders(rng, ids, role) }, body };
    }
    case 'token soup': {
      const schema = schemas[rng.chance(0.5) ? 'anonymous' : 'user'];
      return { kind, method: 'POST', url, headers: JSON_HEADERS, body: toJson({ query: tokenSoup(rng, schema) }) };
    }
    case 'odd body':
      return { kind, method: 'POST', url, headers: { ...JSON_HEADERS, ...authHeaders(rng, ids, 'anonymous') }, body: oddBody(rng) };
    case 'content type': {
      const contentType = rng.pick(CONTENT_TYPES);
      const body = rng.chance(0.7) ? toJson(graphqlBody(rng, schemas, 0.3).body) : oddBody(rng);
      return { kind, method: 'POST', url, headers: contentType ? { 'content-type': contentType } : {}, body };
    }
    default: {
      const method = rng.pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const);
      const withBody = method !== 'GET' && method !== 'HEAD' && rng.chance(0.6);
      return {
        kind,
        method,
        url: rng.chance(0.5) ? `/v1/graphql?query=${encodeURIComponent('{ articles(limit: 1) { id } }')}` : url,
        headers: withBody ? JSON_HEADERS : {},
        ...(withBody ? { body: toJson(graphqlBody(rng, schemas, 0.3).body) } : {}),
      };
    }
  }
}

// ------------------------------------------------------------------------------------------------- checking

interface Answer {
  status: number;
  text: string;
}

interface Tally {
  statuses: Map<number, number>;
  codes: Map<string, number>;
  kinds: Map<string, number>;
  /** The limits of docs/security.md that refused a request, by name. */
  limits: Map<string, number>;
  data: number;
}

const LIMITS: [string, RegExp][] = [
  ['depth', /exceeds the depth limit/],
  ['batch size', /operations, more than the limit/],
  ['root fields', /root fields, more than the limit/],
  ['document tokens', /more than \d+ tokens/],
  ['input nesting', /nests deeper than/],
  ['NUL character', /NUL character/],
  ['regex pattern', /invalid pattern for/],
  ['body size', /request body is larger/],
];

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** The project's actions (hasura/metadata/actions.yaml), whose handlers may answer errors with their own extensions. */
const ACTION_NAMES = new RegExp(
  `\\b(?:${loadMetadata(METADATA_DIR)
    .actions.map((action) => action.name)
    .join('|')})\\b`,
);

/** What is wrong with an answer (empty when nothing is); counts its status and error codes. */
function problemsOf(request: Request, answer: Answer, tally: Tally): string[] {
  const problems: string[] = [];
  bump(tally.statuses, answer.status);
  if (!ALLOWED_STATUSES.has(answer.status)) problems.push(`status ${answer.status}`);
  const leaks = (text: string) => {
    const leak = LEAKS.exec(text);
    if (leak) problems.push(`leaks ${JSON.stringify(leak[0])}`);
  };
  if (request.method === 'HEAD') {
    leaks(answer.text);
    return problems;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    leaks(answer.text);
    problems.push('the body is not JSON');
    return problems;
  }
  const isGraphql = request.method === 'POST' && answer.status !== 404;
  const bodies = Array.isArray(parsed) ? parsed : [parsed];
  if (Array.isArray(parsed) && !(isGraphql && answer.status === 200)) problems.push('an array outside a batch answer');
  for (const body of bodies as Record<string, unknown>[]) {
    if (body === null || typeof body !== 'object') {
      problems.push('an answer that is not an object');
      continue;
    }
    if (Array.isArray(body.errors)) {
      if (body.errors.length === 0) problems.push('an empty errors list');
      for (const error of body.errors as { message?: unknown; extensions?: { code?: unknown; path?: unknown } }[]) {
        const code = error?.extensions?.code;
        bump(tally.codes, typeof code === 'string' ? code : '(none)');
        for (const [name, pattern] of LIMITS) if (pattern.test(String(error?.message))) bump(tally.limits, name);
        // An action handler's own `extensions` reach the client verbatim, as in Hasura: they need no path.
        const pathless = typeof error?.extensions?.path !== 'string' && !ACTION_NAMES.test(String(request.body));
        if (typeof error?.message !== 'string' || typeof code !== 'string' || pathless) {
          problems.push(`an error not shaped as Hasura's: ${JSON.stringify(error).slice(0, 200)}`);
          continue;
        }
        if (code === 'unexpected') problems.push(`an unexpected error: ${error.message.slice(0, 200)}`);
        // Hasura words a constraint violation (and a CHECK violation, "Check constraint violation. ...") with
        // PostgreSQL's message, which names the table; nothing else may.
        const namesTable =
          code === 'constraint-violation' || (code === 'permission-error' && error.message.startsWith('Check constraint violation. '));
        const message = namesTable ? error.message.replace(/ (?:of|for) relation "\w+"/, '') : error.message;
        leaks(`${message} ${JSON.stringify(error.extensions)}`);
      }
      continue;
    } else if (isGraphql && answer.status === 200) {
      if (body.data === undefined) problems.push('neither data nor errors');
      else tally.data += 1;
      continue;
    } else if (typeof body.code === 'string' && typeof body.error === 'string') {
      // Hasura's {path, error, code} for a method or path it does not serve.
      bump(tally.codes, body.code);
    } else if (answer.status === 404 && typeof body.message === 'string' && body.statusCode === 404) {
      bump(tally.codes, '(route not found)');
    } else {
      problems.push(`an unknown answer shape: ${answer.text.slice(0, 200)}`);
    }
    leaks(answer.text);
  }
  return problems;
}

/** A failing request, short enough to read and complete enough to replay. */
function describeRequest(index: number, request: Request): string {
  const body = request.body === undefined ? '' : Buffer.isBuffer(request.body) ? `<bytes ${request.body.toString('hex')}>` : request.body;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, value.length > 60 ? `${value.slice(0, 60)}...` : value]),
  );
  return `#${index} (${request.kind}) ${request.method} ${request.url} ${JSON.stringify(headers)} ${body.length > 1500 ? `${body.slice(0, 1500)}... (${body.length} chars)` : body}`;
}

// --------------------------------------------------------------------------------------------------- the run

async function introspect(app: FastifyInstance, headers: Record<string, string>, role: string): Promise<SchemaInfo> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { ...JSON_HEADERS, ...headers },
    payload: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const body = response.json() as { data?: Parameters<typeof readSchema>[0] };
  if (!body.data) throw new Error(`introspection as ${role} failed: ${response.body.slice(0, 500)}`);
  return readSchema(body.data);
}

/** A token as /auth issues it (RS256 with the app's key pair in DATA_DIR), for any member and claims. */
async function authToken(dataDir: string, options: { userId: string; allowedRoles?: string[]; expiresIn?: number }): Promise<string> {
  const { privateKey } = JSON.parse(readFileSync(join(dataDir, KEY_FILE), 'utf8')) as { privateKey: string };
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    'x-hasura-allowed-roles': options.allowedRoles ?? ['user'],
    'x-hasura-default-role': 'user',
    'x-hasura-user-id': options.userId,
  };
  return new SignJWT({ [CLAIMS_NAMESPACE]: claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setSubject(options.userId)
    .setIssuedAt(now - 120)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(createPrivateKey(privateKey));
}

async function signUp(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    headers: JSON_HEADERS,
    payload: JSON.stringify({
      email: 'malformed.requests@example.com',
      password: 'correct horse battery staple 42',
      displayName: 'Malformed Requests',
      username: 'malformed_requests',
    }),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { session: { accessToken: string } }).session.accessToken;
}

describe('generated malformed GraphQL requests', () => {
  let app: FastifyInstance;
  let db: PgliteThreadDatabase;
  let dataDir: string;
  const savedEnv = { ACTIONS_SECRET: process.env.ACTIONS_SECRET, ACTIONS_BASE_URL: process.env.ACTIONS_BASE_URL };

  beforeAll(async () => {
    db = await createTestDatabaseThread({ seeds: true });
    // No HASURA_GRAPHQL_JWT_SECRET: the engine verifies the tokens of /auth, signed with a key pair in DATA_DIR.
    dataDir = mkdtempSync(join(tmpdir(), 'malformed-requests-'));
    app = await buildApp({ config: testConfig({ ACTIONS_SECRET, DATA_DIR: dataDir, HASURA_GRAPHQL_JWT_SECRET: '' }), db });
    // Listening, so the engine can call its own action handlers (search, page views) as Hasura would.
    await app.listen({ host: '127.0.0.1', port: 0 });
    process.env.ACTIONS_SECRET = ACTIONS_SECRET;
    process.env.ACTIONS_BASE_URL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it(
    'answers every one with a Hasura-shaped error or data, never a 5xx, a crash or an internal message',
    { timeout: 600_000 },
    async () => {
      const member = await signUp(app);
      const ids: Identities = {
        member,
        seededMember: await authToken(dataDir, { userId: MEMBERS.linWei }),
        expired: await authToken(dataDir, { userId: MEMBERS.marcus, expiresIn: -600 }),
        // HS256 with a shared key the server does not have.
        badSignature: await signToken({ userId: MEMBERS.marcus }),
        siteAdminClaims: await authToken(dataDir, { userId: MEMBERS.linWei, allowedRoles: ['user', 'site_admin'] }),
      };
      const schemas = {
        anonymous: await introspect(app, {}, 'anonymous'),
        user: await introspect(app, { authorization: `Bearer ${member}` }, 'user'),
      };
      expect(schemas.user.mutation).toBe('mutation_root');

      const [first = 0, last = ONLY ? first : COUNT - 1] = ONLY ?? [];
      const indexes = Array.from({ length: last - first + 1 }, (_, index) => first + index);
      const tally: Tally = { statuses: new Map(), codes: new Map(), kinds: new Map(), limits: new Map(), data: 0 };
      const failures: string[] = [];
      const slowest: [number, number, string][] = [];
      let next = 0;
      const started = performance.now();
      const worker = async () => {
        while (next < indexes.length) {
          const index = indexes[next++]!;
          let request: Request;
          try {
            request = generate(index, schemas, ids);
          } catch (error) {
            failures.push(`#${index}: the generator failed: ${(error as Error).stack}`);
            continue;
          }
          bump(tally.kinds, request.kind);
          let answer: Answer;
          const sent = performance.now();
          try {
            const response = await app.inject({
              method: request.method,
              url: request.url,
              headers: request.headers,
              ...(request.body !== undefined ? { payload: request.body } : {}),
            });
            answer = { status: response.statusCode, text: response.body };
            slowest.push([performance.now() - sent, index, answer.text.slice(0, 100)]);
            slowest.sort((a, b) => b[0] - a[0]).splice(5);
          } catch (error) {
            failures.push(`${describeRequest(index, request)}\n  -> the request failed: ${(error as Error).message}`);
            continue;
          }
          const problems = problemsOf(request, answer, tally);
          if (problems.length > 0)
            failures.push(
              `${describeRequest(index, request)}\n  -> ${answer.status} ${answer.text.slice(0, 400)}\n  -> ${problems.join('; ')}`,
            );
          if (ONLY)
            console.log(
              `${describeRequest(index, request)}\n  -> ${answer.status} in ${(performance.now() - sent).toFixed(0)} ms: ${answer.text.slice(0, 2000)}`,
            );
        }
      };
      await Promise.all(Array.from({ length: ONLY ? 1 : CONCURRENCY }, worker));
      const seconds = (performance.now() - started) / 1000;

      const sorted = <K>(map: Map<K, number>) => Object.fromEntries([...map.entries()].sort((a, b) => b[1] - a[1]));
      console.log(
        [
          `Malformed requests: seed ${SEED} (0x${SEED.toString(16)}), ${indexes.length} requests, concurrency ${CONCURRENCY}, ${seconds.toFixed(1)} s (${(indexes.length / seconds).toFixed(0)} requests/s)`,
          `  kinds: ${JSON.stringify(sorted(tally.kinds))}`,
          `  statuses: ${JSON.stringify(sorted(tally.statuses))}`,
          `  operations answered with data: ${tally.data}`,
          `  error codes: ${JSON.stringify(sorted(tally.codes))}`,
          `  refused by a limit: ${JSON.stringify(sorted(tally.limits))}`,
          `  failures: ${failures.length}`,
          `  slowest: ${slowest.map(([ms, index, text]) => `#${index} ${ms.toFixed(0)} ms ${text}`).join('\n    ')}`,
        ].join('\n'),
      );
      if (failures.length) console.log(`Failures (seed ${SEED}):\n${failures.slice(0, 40).join('\n')}`);
      expect(failures.length, `seed ${SEED}: ${failures.length} requests failed (printed above)`).toBe(0);

      // The server still answers.
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const reader = await app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: JSON_HEADERS,
        payload: JSON.stringify({ query: '{ articles(limit: 2, order_by: {published_at: desc}) { id title author { id } } }' }),
      });
      expect(reader.statusCode).toBe(200);
      expect(reader.json()).toMatchObject({ data: { articles: [{ id: expect.any(String) }, { id: expect.any(String) }] } });
    },
  );
});
