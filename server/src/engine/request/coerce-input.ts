// Arguments and variables coerced with Hasura's paths and messages (`$.selectionSet.x.args.where`),
// and the operation's variables read with their defaults.
import {
  coerceInputValue,
  isTypeSubTypeOf,
  getNullableType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  Kind,
  typeFromAST,
  valueFromAST,
  valueFromASTUntyped,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { uuidProblem } from '../schema/scalars.ts';
import { fieldNotFound, GraphqlError } from './errors.ts';
import { checkInputValue } from './input-guard.ts';
import type { Context, SelectArgs } from './plan-types.ts';

function describeType(type: GraphQLInputType): string {
  return String(type);
}

function coerceScalar(type: GraphQLScalarType, node: ValueNode, ctx: Context, path: string): unknown {
  let value: unknown;
  if (['Int', 'Float', 'String', 'Boolean', 'ID'].includes(type.name)) {
    try {
      value = type.parseLiteral(node, ctx.variables);
    } catch {
      throw new GraphqlError(
        'validation-failed',
        `expected ${type.name === 'Int' ? '32-bit integer' : type.name.toLowerCase()} for type '${type.name}', but found ${describeNode(node)}`,
        path,
      );
    }
  } else {
    value = valueFromASTUntyped(node, ctx.variables);
    const problem = type.name === 'uuid' ? uuidProblem(value) : undefined;
    if (problem) throw new GraphqlError('validation-failed', problem, path);
  }
  // A literal may hold what PostgreSQL refuses (a NUL); variables were checked when the request was read.
  checkInputValue(value, path);
  return value;
}

function describeNode(node: ValueNode): string {
  switch (node.kind) {
    case Kind.STRING:
      return 'a string';
    case Kind.INT:
    case Kind.FLOAT:
      return 'a number';
    case Kind.BOOLEAN:
      return 'a boolean';
    case Kind.NULL:
      return 'null';
    case Kind.LIST:
      return 'a list';
    case Kind.OBJECT:
      return 'an object';
    case Kind.ENUM:
      return `enum value '${node.value}'`;
    default:
      return 'a value';
  }
}

/** Checks a variable's (already coerced) value against the position it is used in. */
function coerceVariableValue(value: unknown, type: GraphQLInputType, path: string): unknown {
  if (value === null || value === undefined) {
    if (type instanceof GraphQLNonNull)
      throw new GraphqlError('validation-failed', `expected a value for type '${describeType(type)}', but found null`, path);
    return value ?? null;
  }
  const nullable = getNullableType(type);
  if (nullable instanceof GraphQLList) {
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, index) => coerceVariableValue(item, nullable.ofType as GraphQLInputType, `${path}[${index}]`));
  }
  return value;
}

/** A variable at the position it is used in: its declared type must fit there, and its value its declared type. */
function coerceVariable(name: string, type: GraphQLInputType, ctx: Context, path: string): unknown {
  const declared = ctx.variableTypes.get(name);
  if (!declared) throw new GraphqlError('validation-failed', `unbound variable "${name}"`, path);
  const fits =
    isTypeSubTypeOf(ctx.schema, declared, type) ||
    (type instanceof GraphQLNonNull && isTypeSubTypeOf(ctx.schema, declared, type.ofType) && name in ctx.variables);
  if (!fits) {
    throw new GraphqlError(
      'validation-failed',
      `variable '${name}' is declared as '${String(declared)}', but used where '${String(type)}' is expected`,
      path,
    );
  }
  if (!(name in ctx.variables)) {
    if (type instanceof GraphQLNonNull)
      throw new GraphqlError('validation-failed', `expecting a value for non-nullable variable: "${name}"`, path);
    return undefined;
  }
  const problems: string[] = [];
  const value = coerceInputValue(ctx.variables[name], declared, (_path, _invalid, error) => problems.push(error.message));
  if (problems.length > 0) throw new GraphqlError('validation-failed', problems[0]!, path);
  return coerceVariableValue(value, type, path);
}

function coerceInput(node: ValueNode, type: GraphQLInputType, ctx: Context, path: string): unknown {
  if (node.kind === Kind.VARIABLE) return coerceVariable(node.name.value, type, ctx, path);
  if (node.kind === Kind.NULL) {
    if (type instanceof GraphQLNonNull)
      throw new GraphqlError('validation-failed', `expected a value for type '${describeType(type)}', but found null`, path);
    return null;
  }
  const nullable = getNullableType(type) as GraphQLInputType;
  if (nullable instanceof GraphQLList) {
    const itemType = nullable.ofType as GraphQLInputType;
    if (node.kind === Kind.LIST) return node.values.map((item, index) => coerceInput(item, itemType, ctx, `${path}[${index}]`));
    return [coerceInput(node, itemType, ctx, path)];
  }
  if (nullable instanceof GraphQLInputObjectType) {
    if (node.kind !== Kind.OBJECT) {
      throw new GraphqlError('validation-failed', `expected an object for type '${nullable.name}', but found ${describeNode(node)}`, path);
    }
    const fields = nullable.getFields();
    const result: Record<string, unknown> = {};
    for (const fieldNode of node.fields) {
      const name = fieldNode.name.value;
      const field = fields[name];
      if (!field) throw fieldNotFound(name, nullable.name, `${path}.${name}`);
      const value = coerceInput(fieldNode.value, field.type, ctx, `${path}.${name}`);
      if (value !== undefined) result[name] = value;
    }
    for (const [name, field] of Object.entries(fields)) {
      if (field.type instanceof GraphQLNonNull && !(name in result)) {
        throw new GraphqlError('validation-failed', `missing required field '${name}'`, `${path}.${name}`);
      }
    }
    return result;
  }
  if (nullable instanceof GraphQLEnumType) {
    if (node.kind !== Kind.ENUM) {
      throw new GraphqlError(
        'validation-failed',
        `expected an enum value for type '${nullable.name}', but found ${describeNode(node)}`,
        path,
      );
    }
    const value = nullable.getValue(node.value);
    if (!value) {
      const choices = nullable
        .getValues()
        .map((v) => `'${v.name}'`)
        .join(', ');
      throw new GraphqlError(
        'validation-failed',
        `expected one of the values [${choices}] for type '${nullable.name}', but found '${node.value}'`,
        path,
      );
    }
    return value.value;
  }
  return coerceScalar(nullable as GraphQLScalarType, node, ctx, path);
}

/** Coerces a field's arguments; unknown arguments and missing required ones are errors. */
export function coerceArguments(
  definition: GraphQLField<unknown, unknown>,
  node: FieldNode,
  ctx: Context,
  path: string,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const argsPath = `${path}.args`;
  for (const argument of node.arguments ?? []) {
    const name = argument.name.value;
    const argDefinition = definition.args.find((a) => a.name === name);
    if (!argDefinition) throw new GraphqlError('validation-failed', `'${definition.name}' has no argument named '${name}'`, path);
    const value = coerceInput(argument.value, argDefinition.type, ctx, `${argsPath}.${name}`);
    if (value !== undefined) args[name] = value;
  }
  for (const argDefinition of definition.args) {
    if (argDefinition.type instanceof GraphQLNonNull && !(argDefinition.name in args)) {
      throw new GraphqlError('validation-failed', `missing required field '${argDefinition.name}'`, `${argsPath}.${argDefinition.name}`);
    }
  }
  return args;
}

function nonNegative(value: unknown, path: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number = value as number;
  if (number < 0) throw new GraphqlError('not-supported', 'unexpected negative value', path);
  return number;
}

export function selectArgs(args: Record<string, unknown>, path: string): SelectArgs {
  const result: SelectArgs = {};
  if (args.where) result.where = args.where as Record<string, unknown>;
  if (args.order_by) result.orderBy = args.order_by as Record<string, unknown>[];
  if (args.distinct_on) result.distinctOn = args.distinct_on as string[];
  const limit = nonNegative(args.limit, `${path}.args.limit`);
  const offset = nonNegative(args.offset, `${path}.args.offset`);
  if (limit !== undefined) result.limit = limit;
  if (offset !== undefined) result.offset = offset;
  if (result.distinctOn && result.orderBy) {
    // Postgres needs DISTINCT ON columns to lead the ORDER BY; Hasura checks it up front: the first order_by items (as
    // many as distinct_on has; a null one orders by nothing) are distinct_on columns, and name every one of them.
    const leading = result.orderBy
      .flatMap((item) => Object.entries(item).filter(([, direction]) => direction !== null && direction !== undefined))
      .slice(0, result.distinctOn.length)
      .map(([field]) => field);
    const distinctFields = new Set(result.distinctOn);
    if (!leading.every((field) => distinctFields.has(field)) || !result.distinctOn.every((field) => leading.includes(field))) {
      throw new GraphqlError('validation-failed', '"distinct_on" columns must match initial "order_by" columns', `${path}.args`);
    }
  }
  return result;
}

/**
 * The operation's variables as sent, with defaults filled in; a missing non-null variable and a value for
 * a variable the operation does not declare are errors, as in Hasura.
 */
export function readVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  given: Record<string, unknown>,
): { values: Record<string, unknown>; types: Map<string, GraphQLInputType> } {
  const values: Record<string, unknown> = {};
  const types = new Map<string, GraphQLInputType>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new GraphqlError('validation-failed', `unknown type for variable "${name}"`, '$');
    types.set(name, type);
    if (name in given) values[name] = given[name];
    else if (definition.defaultValue) {
      values[name] = valueFromAST(definition.defaultValue, type);
      // A default is written in the document, where the variables' check (NUL, depth) did not look.
      checkInputValue(values[name], '$.query');
    } else if (type instanceof GraphQLNonNull)
      throw new GraphqlError('validation-failed', `expecting a value for non-nullable variable: "${name}"`, '$');
  }
  const unexpected = Object.keys(given).filter((name) => !types.has(name));
  if (unexpected.length > 0)
    throw new GraphqlError('validation-failed', `unexpected variables in variableValues: ${unexpected.join(', ')}`, '$');
  return { values, types };
}
