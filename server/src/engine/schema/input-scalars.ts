// Scalar input values read as Hasura reads them (hasura/graphql-engine server/lib/schema-parsers
// Hasura/GraphQL/Parser/Internal/Scalars.hs, and for column values Backends/Postgres/Instances/Schema.hs
// columnParser with SQL/Value.hs parsePGValue): the GraphQL scalars are strict, `limit` is a non-negative
// Int, `offset` an Int or a string of digits, and a column's value is read as JSON for the column's type,
// a string being left to PostgreSQL to read (so `"5"` is an Int column's 5 and `"yes"` a Boolean's true).
import { decimalParts, ExactNumber, exactNumber, numberText, plainJson, type DecimalParts } from './exact-numbers.ts';
import { GraphqlError } from '../errors.ts';

/** How an input position reads its scalar, carried in the `extensions.hasura.input` of its argument or field. */
export type InputReading = 'column' | 'nonNegativeInt' | 'bigInt';

/** The extensions of an argument or input field that reads its scalar as `reading`. */
export function reads(reading: InputReading): { hasura: { input: InputReading } } {
  return { hasura: { input: reading } };
}

/** How a position reads its scalar (undefined: as its GraphQL scalar). */
export function readingOf(extensions: Readonly<Record<string, unknown>> | null | undefined): InputReading | undefined {
  return (extensions?.hasura as { input?: InputReading } | undefined)?.input;
}

/**
 * One scalar input: the value (numbers as JS numbers or ExactNumber, enum values as strings) and where it came
 * from, a literal of the document or a variable's JSON, for the words of an error ("an integer", "a number").
 */
export interface ScalarInput {
  value: unknown;
  literal: boolean;
  /** A literal's kind: INT and FLOAT literals are both numbers in JSON. */
  literalKind?: 'int' | 'float' | 'string' | 'boolean' | 'enum' | 'list' | 'object';
}

const LITERAL_WORDS: Record<NonNullable<ScalarInput['literalKind']>, string> = {
  int: 'an integer',
  float: 'a float',
  string: 'a string',
  boolean: 'a boolean',
  enum: 'an enum value',
  list: 'a list',
  object: 'an object',
};

const JSON_WORDS = {
  Null: 'null',
  Boolean: 'a boolean',
  Number: 'a number',
  String: 'a string',
  Array: 'a list',
  Object: 'an object',
} as const;

/** Hasura's words for what was found (Parser/Internal/TypeChecking.hs describeValue). */
export function describeInput(input: ScalarInput): string {
  if (input.literal && input.literalKind) return LITERAL_WORDS[input.literalKind];
  return JSON_WORDS[jsonKind(input.value)];
}

/** Aeson's name for a JSON value's kind. */
function jsonKind(value: unknown): 'Null' | 'Boolean' | 'Number' | 'String' | 'Array' | 'Object' {
  if (value === null) return 'Null';
  if (typeof value === 'boolean') return 'Boolean';
  if (typeof value === 'number' || value instanceof ExactNumber) return 'Number';
  if (typeof value === 'string') return 'String';
  return Array.isArray(value) ? 'Array' : 'Object';
}

const isNumber = (value: unknown): value is number | ExactNumber => typeof value === 'number' || value instanceof ExactNumber;

function mismatch(typeName: string, expected: string, input: ScalarInput, path: string): GraphqlError {
  return new GraphqlError('validation-failed', `expected ${expected} for type '${typeName}', but found ${describeInput(input)}`, path);
}

/** Haskell's `show` of a Scientific (Data.Scientific): fixed notation for 0.1 <= |x| < 10^7, else `d.ddde<n>`. */
export function showScientific(parts: DecimalParts): string {
  const { digits } = parts;
  const sign = parts.negative ? '-' : '';
  if (digits === '0') return '0.0';
  const e = digits.length + parts.exponent;
  if (e < 0 || e > 7) return `${sign}${digits[0]}.${digits.length > 1 ? digits.slice(1) : '0'}e${e - 1}`;
  if (e === 0) return `${sign}0.${digits}`;
  const whole = digits.slice(0, e).padEnd(e, '0');
  const fraction = digits.slice(e);
  return `${sign}${whole}.${fraction === '' ? '0' : fraction}`;
}

const INT32: [bigint, bigint] = [-(2n ** 31n), 2n ** 31n - 1n];
const INT64: [bigint, bigint] = [-(2n ** 63n), 2n ** 63n - 1n];

/** A number as an integer within bounds, or Hasura's `parse-failed` error (Scalars.hs scientificToInteger). */
function boundedInteger(value: number | ExactNumber, [min, max]: [bigint, bigint], path: string): number | string {
  const text = numberText(value);
  const parts = decimalParts(text)!;
  // 20 digits are more than any bound here; longer texts are out of range without building them.
  const integral = parts.exponent >= 0 && parts.digits.length + parts.exponent <= 20;
  const integer = integral ? BigInt(`${parts.negative ? '-' : ''}${parts.digits}${'0'.repeat(parts.exponent)}`) : null;
  if (integer === null || integer < min || integer > max) {
    throw new GraphqlError(
      'parse-failed',
      `The value ${showScientific(parts)} lies outside the bounds or is not an integer. Maybe it is a float, or is there integer overflow?`,
      path,
    );
  }
  return Number.isSafeInteger(Number(integer)) ? Number(integer) : integer.toString();
}

/** A number as a finite double, or Hasura's `parse-failed` error (Scalars.hs scientificToFloat). */
function boundedFloat(value: number | ExactNumber, path: string): number {
  const float = Number(numberText(value));
  if (!Number.isFinite(float)) {
    const shown = showScientific(decimalParts(numberText(value))!);
    throw new GraphqlError('parse-failed', `The value ${shown} lies outside the bounds. Is it overflowing the float bounds?`, path);
  }
  return float;
}

/** The GraphQL scalars Hasura builds in: Int, Float, String, Boolean, ID; undefined for any other name. */
export function builtInScalar(typeName: string, input: ScalarInput, path: string): { value: unknown } | undefined {
  const { value, literal, literalKind } = input;
  switch (typeName) {
    case 'Int':
      if (isNumber(value) && (!literal || literalKind === 'int')) return { value: boundedInteger(value, INT32, path) };
      throw mismatch('Int', 'a 32-bit integer', input, path);
    case 'Float':
      if (isNumber(value)) return { value: boundedFloat(value, path) };
      throw mismatch('Float', 'a float', input, path);
    case 'String':
      if (typeof value === 'string' && (!literal || literalKind === 'string')) return { value };
      throw mismatch('String', 'a string', input, path);
    case 'Boolean':
      if (typeof value === 'boolean') return { value };
      throw mismatch('Boolean', 'a boolean', input, path);
    case 'ID':
      if (typeof value === 'string' && (!literal || literalKind === 'string')) return { value };
      if (isNumber(value) && (!literal || literalKind === 'int')) return { value: String(boundedInteger(value, INT32, path)) };
      throw mismatch('ID', 'a String or a 32-bit integer', input, path);
    default:
      return undefined;
  }
}

/** `limit`: an Int that is not negative (Scalars.hs nonNegativeInt). */
export function nonNegativeInt(input: ScalarInput, path: string): number {
  const { value, literal, literalKind } = input;
  if (isNumber(value) && (!literal || literalKind === 'int') && !numberText(value).startsWith('-')) {
    return boundedInteger(value, INT32, path) as number;
  }
  throw mismatch('Int', 'a non-negative 32-bit integer', input, path);
}

/** `offset`: an Int, or a 64-bit integer written as a string of digits (Scalars.hs bigInt). */
export function bigInt(input: ScalarInput, path: string): number | string {
  const { value, literal, literalKind } = input;
  if (isNumber(value) && (!literal || literalKind === 'int')) return boundedInteger(value, INT64, path);
  if (typeof value === 'string' && (!literal || literalKind === 'string') && /^\d+$/.test(value)) {
    return boundedInteger(exactNumber(value), INT64, path);
  }
  throw mismatch('Int', 'a 32-bit integer, or a 64-bit integer represented as a string', input, path);
}

/** What JSON a column of a GraphQL scalar takes (parsePGValue), by the scalar's name. */
type ColumnReading =
  | { kind: 'integer'; type: string; bounds: [bigint, bigint] }
  | { kind: 'float'; type: string }
  | { kind: 'numeric' }
  | { kind: 'boolean' }
  | { kind: 'text' }
  | { kind: 'json' }
  | { kind: 'literal'; type: string }
  | { kind: 'other' };

function columnReading(scalar: string): ColumnReading {
  switch (scalar) {
    case 'Int':
      return { kind: 'integer', type: 'PGInteger', bounds: INT32 };
    case 'bigint':
      return { kind: 'integer', type: 'PGBigInt', bounds: INT64 };
    case 'Float':
      return { kind: 'float', type: 'PGFloat' };
    case 'float8':
      return { kind: 'float', type: 'PGDouble' };
    case 'numeric':
    case 'money':
      return { kind: 'numeric' };
    case 'Boolean':
      return { kind: 'boolean' };
    case 'String':
    case 'citext':
      return { kind: 'text' };
    case 'json':
    case 'jsonb':
      return { kind: 'json' };
    default:
      // A function argument's array (`_text`: pg_type's name, PGUnknown to Hasura) or row type (`<type>_scalar`,
      // PGCompositeScalar) is read from a string only, a PostgreSQL literal such as "{a,b}" or "(1,x)".
      if (scalar.startsWith('_')) return { kind: 'literal', type: scalar };
      if (scalar.endsWith('_scalar')) return { kind: 'literal', type: scalar.slice(0, -'_scalar'.length) };
      return { kind: 'other' };
  }
}

function columnProblem(message: string, path: string): GraphqlError {
  return new GraphqlError('parse-failed', message, path);
}

/**
 * A column's value as Hasura's column parser reads it: the JSON of the input (a literal's enum value is its
 * name) for the column's type; a string that is no value of the type as JSON goes to PostgreSQL as text, to be
 * read (or refused, `data-exception`) there. Numbers beyond a double's precision stay text.
 */
export function columnValue(scalar: string, input: ScalarInput, path: string): unknown {
  const { value } = input;
  const reading = columnReading(scalar);
  switch (reading.kind) {
    case 'integer':
      if (typeof value === 'string') return value;
      if (isNumber(value)) return boundedInteger(value, reading.bounds, path);
      throw columnProblem(
        `parsing Integer expected for input type: ${reading.type} failed, expected Number, but encountered ${jsonKind(value)}`,
        path,
      );
    case 'float':
      if (typeof value === 'string') return value;
      if (isNumber(value)) return boundedFloat(value, path);
      throw columnProblem(
        `parsing Float expected for input type: ${reading.type} failed, expected Number, but encountered ${jsonKind(value)}`,
        path,
      );
    case 'numeric':
      if (typeof value === 'string') return value;
      if (isNumber(value)) return value instanceof ExactNumber ? value.text : value;
      throw columnProblem(`parsing Scientific failed, expected Number, but encountered ${jsonKind(value)}`, path);
    case 'boolean':
      if (typeof value === 'boolean' || typeof value === 'string') return value;
      throw columnProblem(`parsing Bool failed, expected Boolean, but encountered ${jsonKind(value)}`, path);
    case 'text':
      if (typeof value === 'string') return value;
      throw columnProblem(`parsing Text failed, expected String, but encountered ${jsonKind(value)}`, path);
    case 'literal':
      if (typeof value === 'string') return value;
      throw columnProblem(`A string is expected for type: ${reading.type}`, path);
    case 'json':
    case 'other':
      return plainJson(value);
  }
}

/** A value of any other scalar (an action's, say) as JSON; a number a double would change stays text for the numeric ones. */
export function otherScalar(scalar: string, input: ScalarInput): unknown {
  const { kind } = columnReading(scalar);
  const exact = kind === 'integer' || kind === 'numeric' || kind === 'float';
  return exact && input.value instanceof ExactNumber ? input.value.text : plainJson(input.value);
}
