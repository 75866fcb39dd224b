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
 * The GraphQL scalar name of a column type. Arrays are scalars named after Postgres's array type
 * (`_text`, `_int4`), as in Hasura: a JSON list or a Postgres array literal in, a JSON list out.
 */
export function scalarFor(type: CatalogType): string {
  if (type.isArray) return `_${type.name}`;
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

/** The operators of `<scalar>_comparison_exp`, each with whether it takes a list. */
export function comparisonOperators(
  scalar: string,
): { name: string; list?: boolean; operand?: 'String' | 'Boolean' | 'jsonb' | 'String[]' }[] {
  const operators: { name: string; list?: boolean; operand?: 'String' | 'Boolean' | 'jsonb' | 'String[]' }[] = [
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
    for (const name of ['_like', '_nlike', '_ilike', '_nilike', '_similar', '_nsimilar', '_regex', '_nregex', '_iregex', '_niregex']) {
      operators.push({ name, operand: 'String' });
    }
  }
  if (scalar === 'jsonb') {
    operators.push(
      { name: '_contains', operand: 'jsonb' },
      { name: '_contained_in', operand: 'jsonb' },
      { name: '_has_key', operand: 'String' },
      { name: '_has_keys_any', operand: 'String[]' },
      { name: '_has_keys_all', operand: 'String[]' },
    );
  }
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
