// Postgres types as Hasura names them in GraphQL, and which comparison operators each one gets.
import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLInt,
  GraphQLScalarType,
  GraphQLString,
  type GraphQLScalarTypeConfig,
} from 'graphql';
import type { CatalogType } from './catalog.ts';

// Hasura maps these to GraphQL's built-in scalars; every other type keeps its Postgres name.
const BUILT_IN: Record<string, string> = {
  int2: 'Int',
  int4: 'Int',
  float4: 'Float',
  bool: 'Boolean',
  text: 'String',
  varchar: 'String',
  bpchar: 'String',
};

// Hasura's names for Postgres types whose internal name differs from the one it shows.
const RENAMED: Record<string, string> = {
  int8: 'bigint',
  float8: 'float8',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
};

/**
 * The GraphQL scalar name of a column type; for an array, its element's: since v2.29 Hasura types a `text[]` column
 * as the list `[String!]` (hasura/graphql-engine Backends/Postgres/Instances/Schema.hs `columnParser`, case
 * `PGArray`: `TList NonNullable (TNamed NonNullable <element scalar>)`; hasura/graphql-engine#7187, released in
 * v2.29.0), so a column's GraphQL type is `[<scalar>!]` when `type.isArray` (SelectTypes.columnType).
 */
export function scalarFor(type: CatalogType): string {
  if (type.kind === 'enum') return type.name;
  return BUILT_IN[type.name] ?? RENAMED[type.name] ?? type.name;
}

const NUMERIC = new Set(['Int', 'Float', 'bigint', 'float8', 'numeric', 'money']);
const TEXT_LIKE = new Set(['String', 'citext', 'name']);

/** Whether sum/avg/stddev... apply to the scalar. */
export function isNumericScalar(scalar: string): boolean {
  return NUMERIC.has(scalar);
}

/** Whether min/max apply (ordered types; Hasura leaves out json, jsonb, bool and geometric types). */
export function isComparableScalar(scalar: string): boolean {
  return !['json', 'jsonb', 'Boolean', 'point', 'line', 'lseg', 'box', 'path', 'polygon', 'circle', 'xml'].includes(scalar);
}

/** One operator of `<scalar>_comparison_exp`: whether it takes a list, the scalar of its operand when not the column's. */
export interface ComparisonOperator {
  name: string;
  list?: boolean;
  operand?: 'String' | 'Boolean' | 'jsonb' | 'String[]' | 'lquery' | 'ltxtquery';
  description?: string;
}

/**
 * The ltree operators (Backends/Postgres/Instances/Schema.hs comparisonExps, "Ops for Ltree type"), with Hasura's
 * descriptions; `_matches` takes an `lquery`, `_matches_any` a list of them as Strings, `_matches_fulltext` an
 * `ltxtquery`. Their SQL is in sql/bool-exp.ts LTREE_OPERATORS.
 */
const LTREE_OPERATORS: ComparisonOperator[] = [
  { name: '_ancestor', description: 'is the left argument an ancestor of right (or equal)?' },
  { name: '_ancestor_any', list: true, description: 'does array contain an ancestor of `ltree`?' },
  { name: '_descendant', description: 'is the left argument a descendant of right (or equal)?' },
  { name: '_descendant_any', list: true, description: 'does array contain a descendant of `ltree`?' },
  { name: '_matches', operand: 'lquery', description: 'does `ltree` match `lquery`?' },
  { name: '_matches_any', operand: 'String', list: true, description: 'does `ltree` match any `lquery` in array?' },
  { name: '_matches_fulltext', operand: 'ltxtquery', description: 'does `ltree` match `ltxtquery`?' },
];

/** The pattern operators of string columns with Hasura's descriptions (Instances/Schema.hs, "Ops for String like types"). */
const TEXT_OPERATORS: Record<string, string> = {
  _like: 'does the column match the given pattern',
  _nlike: 'does the column NOT match the given pattern',
  _ilike: 'does the column match the given case-insensitive pattern',
  _nilike: 'does the column NOT match the given case-insensitive pattern',
  _similar: 'does the column match the given SQL regular expression',
  _nsimilar: 'does the column NOT match the given SQL regular expression',
  _regex: 'does the column match the given POSIX regular expression, case sensitive',
  _nregex: 'does the column NOT match the given POSIX regular expression, case sensitive',
  _iregex: 'does the column match the given POSIX regular expression, case insensitive',
  _niregex: 'does the column NOT match the given POSIX regular expression, case insensitive',
};

/** The operators of `<scalar>_comparison_exp` (of an array column: SelectTypes.arrayComparisonExp). */
export function comparisonOperators(scalar: string): ComparisonOperator[] {
  const operators: ComparisonOperator[] = [
    { name: '_eq' },
    { name: '_neq' },
    { name: '_gt' },
    { name: '_gte' },
    { name: '_lt' },
    { name: '_lte' },
    { name: '_in', list: true },
    { name: '_nin', list: true },
    { name: '_is_null', operand: 'Boolean' },
  ];
  if (TEXT_LIKE.has(scalar)) {
    for (const [name, description] of Object.entries(TEXT_OPERATORS)) operators.push({ name, operand: 'String', description });
  }
  if (scalar === 'jsonb') {
    operators.push(
      { name: '_contains', operand: 'jsonb', description: 'does the column contain the given json value at the top level' },
      { name: '_contained_in', operand: 'jsonb', description: 'is the column contained in the given json value' },
      { name: '_has_key', operand: 'String', description: 'does the string exist as a top-level key in the column' },
      { name: '_has_keys_any', operand: 'String[]', description: 'do any of these strings exist as top-level keys in the column' },
      { name: '_has_keys_all', operand: 'String[]', description: 'do all of these strings exist as top-level keys in the column' },
    );
  }
  if (scalar === 'ltree') operators.push(...LTREE_OPERATORS);
  return operators;
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'Array';
  if (typeof value === 'number') return 'Number';
  if (typeof value === 'boolean') return 'Boolean';
  return 'Object';
}

/**
 * Why a value cannot be a uuid, in Hasura's (Aeson's) words. Only the JSON kind is checked: Hasura leaves a
 * string, well formed or not, to PostgreSQL, whose error is a data-exception.
 */
export function uuidProblem(value: unknown): string | undefined {
  if (typeof value === 'string' || value === null || value === undefined) return undefined;
  return `parsing UUID failed, expected String, but encountered ${jsonKind(value)}`;
}

// Custom scalars pass JSON values through; the database parses them. A uuid that is no string is refused
// here, as Hasura does, rather than sent to the database.
function passThroughConfig(name: string): GraphQLScalarTypeConfig<unknown, unknown> {
  if (name !== 'uuid') return { name, serialize: (value) => value, parseValue: (value) => value };
  return {
    name,
    serialize: (value) => value,
    parseValue: (value) => {
      const problem = uuidProblem(value);
      if (problem) throw new GraphQLError(problem);
      return value;
    },
  };
}

const builtIns = new Map<string, GraphQLScalarType>([
  ['Int', GraphQLInt],
  ['Float', GraphQLFloat],
  ['Boolean', GraphQLBoolean],
  ['String', GraphQLString],
]);

/** One GraphQLScalarType per name within a schema. */
export function scalarRegistry(): (name: string) => GraphQLScalarType {
  const custom = new Map<string, GraphQLScalarType>();
  return (name) => {
    const builtIn = builtIns.get(name);
    if (builtIn) return builtIn;
    let scalar = custom.get(name);
    if (!scalar) custom.set(name, (scalar = new GraphQLScalarType(passThroughConfig(name))));
    return scalar;
  };
}
