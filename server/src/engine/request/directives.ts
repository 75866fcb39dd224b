// Directives read as Hasura reads them (schema-parsers Directives.hs, parseDirectives): each must be one Hasura
// defines and be allowed where it is used; the ones the caller reads have their arguments parsed (unknown and
// missing arguments, wrong types); and none of those may be used twice. Paths and messages are Hasura's.
import {
  DirectiveLocation,
  getNullableType,
  GraphQLNonNull,
  isTypeSubTypeOf,
  Kind,
  type DirectiveNode,
  type GraphQLDirective,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { CACHED_DIRECTIVE, KNOWN_DIRECTIVES } from '../schema/directives.ts';
import { GraphqlError } from '../errors.ts';

/** What a directive's arguments may refer to: the operation's variables (with defaults) and their declared types. */
export interface DirectiveScope {
  schema: GraphQLSchema;
  variables: Record<string, unknown>;
  variableTypes: Map<string, GraphQLInputType>;
}

const LOCATION_NAMES: Partial<Record<DirectiveLocation, string>> = {
  [DirectiveLocation.QUERY]: 'a query',
  [DirectiveLocation.MUTATION]: 'a mutation',
  [DirectiveLocation.SUBSCRIPTION]: 'a subscription',
  [DirectiveLocation.FIELD]: 'a field',
  [DirectiveLocation.FRAGMENT_DEFINITION]: 'a fragment definition',
  [DirectiveLocation.FRAGMENT_SPREAD]: 'a fragment spread',
  [DirectiveLocation.INLINE_FRAGMENT]: 'an inline fragment',
};

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** Hasura's description of a literal (TypeChecking.hs, describeValue). */
function describeLiteral(node: ValueNode): string {
  switch (node.kind) {
    case Kind.INT:
      return 'an integer';
    case Kind.FLOAT:
      return 'a float';
    case Kind.STRING:
      return 'a string';
    case Kind.BOOLEAN:
      return 'a boolean';
    case Kind.NULL:
      return 'null';
    case Kind.ENUM:
      return 'an enum value';
    case Kind.LIST:
      return 'a list';
    default:
      return 'an object';
  }
}

/** The same for a variable's JSON value. */
function describeJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** One argument's value: Int and Boolean are the only types Hasura's directives take. */
function argumentValue(node: ValueNode, type: GraphQLInputType, scope: DirectiveScope, path: string): unknown {
  const scalar = String(getNullableType(type));
  const expected = scalar === 'Int' ? 'a 32-bit integer' : 'a boolean';
  const mismatch = (found: string) =>
    new GraphqlError('validation-failed', `expected ${expected} for type '${scalar}', but found ${found}`, path);
  if (node.kind === Kind.VARIABLE) {
    const name = node.name.value;
    const declared = scope.variableTypes.get(name);
    const value = scope.variables[name];
    const fits =
      declared !== undefined &&
      (isTypeSubTypeOf(scope.schema, declared, type) ||
        (type instanceof GraphQLNonNull && isTypeSubTypeOf(scope.schema, declared, type.ofType) && value !== undefined));
    if (!fits) {
      throw new GraphqlError(
        'validation-failed',
        `variable '${name}' is declared as '${String(declared)}', but used where '${String(type)}' is expected`,
        path,
      );
    }
    if (scalar === 'Int' ? Number.isInteger(value) : typeof value === 'boolean') return value;
    throw mismatch(describeJson(value));
  }
  if (scalar === 'Boolean') {
    if (node.kind === Kind.BOOLEAN) return node.value;
    throw mismatch(describeLiteral(node));
  }
  if (node.kind !== Kind.INT) throw mismatch(describeLiteral(node));
  const value = Number(node.value);
  if (value < INT32_MIN || value > INT32_MAX) {
    throw new GraphqlError(
      'parse-failed',
      `The value ${node.value} lies outside the bounds or is not an integer. Maybe it is a float, or is there integer overflow?`,
      path,
    );
  }
  return value;
}

/** A directive's arguments, with their defaults, under `<path>.<name>` (`<path>.<name>.args.<argument>`). */
function directiveArguments(
  definition: GraphQLDirective,
  node: DirectiveNode,
  scope: DirectiveScope,
  path: string,
): Record<string, unknown> {
  const directivePath = `${path}.${definition.name}`;
  for (const argument of node.arguments ?? []) {
    if (!definition.args.some((arg) => arg.name === argument.name.value)) {
      throw new GraphqlError('validation-failed', `'${definition.name}' has no argument named '${argument.name.value}'`, directivePath);
    }
  }
  const values: Record<string, unknown> = {};
  for (const arg of definition.args) {
    const argumentPath = `${directivePath}.args.${arg.name}`;
    const given = node.arguments?.find((argument) => argument.name.value === arg.name);
    if (given) values[arg.name] = argumentValue(given.value, arg.type, scope, argumentPath);
    else if (arg.defaultValue !== undefined) values[arg.name] = arg.defaultValue;
    else throw new GraphqlError('validation-failed', `missing required field '${arg.name}'`, argumentPath);
  }
  return values;
}

/**
 * Checks the directives of one place (`location`, errors at `path`) and returns the arguments of those named in
 * `read`, by name. A directive that is not read is still checked for existence and place, as Hasura does.
 */
export function readDirectives(
  nodes: readonly DirectiveNode[] | undefined,
  location: DirectiveLocation,
  read: readonly GraphQLDirective[],
  scope: DirectiveScope,
  path: string,
): Map<string, Record<string, unknown>> {
  const result = new Map<string, Record<string, unknown>>();
  const repeated = new Set<string>();
  for (const node of nodes ?? []) {
    const name = node.name.value;
    const definition = KNOWN_DIRECTIVES.find((known) => known.name === name);
    if (!definition) throw new GraphqlError('validation-failed', `directive '${name}' is not defined in the schema`, path);
    if (!definition.locations.includes(location)) {
      throw new GraphqlError('validation-failed', `directive '${name}' is not allowed on ${LOCATION_NAMES[location]}`, path);
    }
    if (!read.includes(definition)) continue;
    if (result.has(name)) repeated.add(name);
    result.set(name, directiveArguments(definition, node, scope, path));
  }
  if (repeated.size > 0) {
    const names = [...repeated].map((name) => `'${name}'`).join(', ');
    throw new GraphqlError('validation-failed', `the following directives are used more than once: [${names}]`, path);
  }
  return result;
}

/** @cached's arguments: seconds to keep the response, and whether to replace a kept one. */
export interface CachedDirective {
  ttl: number;
  refresh: boolean;
}

const OPERATION_LOCATIONS = {
  query: DirectiveLocation.QUERY,
  mutation: DirectiveLocation.MUTATION,
  subscription: DirectiveLocation.SUBSCRIPTION,
} as const;

/**
 * The operation's own directives, checked once its fields are parsed (as Hasura does, errors at `$`): only
 * @cached is read, and only a query may carry it. Returns its arguments when the query has it.
 */
export function operationDirectives(operation: OperationDefinitionNode, scope: DirectiveScope): CachedDirective | undefined {
  const directives = readDirectives(operation.directives, OPERATION_LOCATIONS[operation.operation], [CACHED_DIRECTIVE], scope, '$');
  return directives.get('cached') as CachedDirective | undefined;
}
