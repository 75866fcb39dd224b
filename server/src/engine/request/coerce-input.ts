// Arguments and variables coerced with Hasura's paths and messages (`$.selectionSet.x.args.where`),
// and the operation's variables read with their defaults.
import {
  isTypeSubTypeOf,
  getNullableType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  Kind,
  typeFromAST,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import type { SelectAccess } from '../permissions/index.ts';
import { uuidProblem } from '../model/scalars.ts';
import { fieldNotFound, GraphqlError } from '../errors.ts';
import { exactNumber } from '../schema/exact-numbers.ts';
import { checkInputValue } from './input-guard.ts';
import {
  bigInt,
  builtInScalar,
  columnValue,
  describeInput,
  nonNegativeInt,
  otherScalar,
  readingOf,
  type InputReading,
  type ScalarInput,
} from '../schema/input-scalars.ts';
import type { Context, SelectArgs } from './plan-types.ts';

function describeType(type: GraphQLInputType): string {
  return String(type);
}

/** A scalar's value read at its position: Hasura's parser for the position, else for the scalar. */
function readScalar(type: GraphQLScalarType, input: ScalarInput, reading: InputReading | undefined, path: string): unknown {
  if (reading === 'nonNegativeInt') return nonNegativeInt(input, path);
  if (reading === 'bigInt') return bigInt(input, path);
  const value =
    reading === 'column'
      ? columnValue(type.name, input, path)
      : (builtInScalar(type.name, input, path) ?? { value: otherScalar(type.name, input) }).value;
  const problem = type.name === 'uuid' ? uuidProblem(value) : undefined;
  if (problem) throw new GraphqlError('validation-failed', problem, path);
  return value;
}

/** A literal as JSON (numbers kept exact, enum values as their names), variables inside it replaced by theirs. */
function literalJson(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.INT:
    case Kind.FLOAT:
      return exactNumber(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((item) => literalJson(item, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalJson(field.value, variables)]));
    case Kind.VARIABLE:
      return variables[node.name.value] ?? null;
  }
}

const LITERAL_KINDS: Partial<Record<Kind, ScalarInput['literalKind']>> = {
  [Kind.INT]: 'int',
  [Kind.FLOAT]: 'float',
  [Kind.STRING]: 'string',
  [Kind.BOOLEAN]: 'boolean',
  [Kind.ENUM]: 'enum',
  [Kind.LIST]: 'list',
  [Kind.OBJECT]: 'object',
};

function coerceScalar(type: GraphQLScalarType, node: ValueNode, ctx: Context, path: string, reading?: InputReading): unknown {
  const value = readScalar(
    type,
    { value: literalJson(node, ctx.variables), literal: true, literalKind: LITERAL_KINDS[node.kind] },
    reading,
    path,
  );
  // A literal may hold what PostgreSQL refuses (a NUL); variables were checked when the request was read.
  checkInputValue(value, path);
  return value;
}

function describeNode(node: ValueNode): string {
  return node.kind === Kind.NULL ? 'null' : describeInput({ value: undefined, literal: true, literalKind: LITERAL_KINDS[node.kind] });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** An input object's fields not given: their default when they have one; a non-null one without is an error. */
function completeFields(type: GraphQLInputObjectType, result: Record<string, unknown>, path: string): Record<string, unknown> {
  for (const [name, field] of Object.entries(type.getFields())) {
    if (name in result) continue;
    if (field.defaultValue !== undefined) result[name] = field.defaultValue;
    else if (field.type instanceof GraphQLNonNull)
      throw new GraphqlError('validation-failed', `missing required field '${name}'`, `${path}.${name}`);
  }
  return result;
}

/** A variable's JSON value read for the position it is used in, as Hasura reads it there. */
function coerceJson(value: unknown, type: GraphQLInputType, path: string, reading?: InputReading): unknown {
  if (value === null || value === undefined) {
    if (type instanceof GraphQLNonNull)
      throw new GraphqlError('validation-failed', `expected a value for type '${describeType(type)}', but found null`, path);
    return null;
  }
  const nullable = getNullableType(type) as GraphQLInputType;
  if (nullable instanceof GraphQLList) {
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, index) => coerceJson(item, nullable.ofType as GraphQLInputType, `${path}[${index}]`, reading));
  }
  if (nullable instanceof GraphQLInputObjectType) {
    if (!isPlainObject(value)) {
      const found = describeInput({ value, literal: false });
      throw new GraphqlError('validation-failed', `expected an object for type '${nullable.name}', but found ${found}`, path);
    }
    const fields = nullable.getFields();
    const result: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const field = fields[name];
      if (!field) throw fieldNotFound(name, nullable.name, `${path}.${name}`);
      if (item !== undefined) result[name] = coerceJson(item, field.type, `${path}.${name}`, readingOf(field.extensions));
    }
    return completeFields(nullable, result, path);
  }
  if (nullable instanceof GraphQLEnumType) {
    const found = typeof value === 'string' ? nullable.getValue(value) : undefined;
    if (!found) {
      const choices = nullable
        .getValues()
        .map((v) => `'${v.name}'`)
        .join(', ');
      const given = typeof value === 'string' ? `'${value}'` : describeInput({ value, literal: false });
      throw new GraphqlError(
        'validation-failed',
        `expected one of the values [${choices}] for type '${nullable.name}', but found ${given}`,
        path,
      );
    }
    return found.value;
  }
  return readScalar(nullable as GraphQLScalarType, { value, literal: false }, reading, path);
}

/** A variable at the position it is used in: its declared type must fit there, and its value the position. */
function coerceVariable(name: string, type: GraphQLInputType, ctx: Context, path: string, reading?: InputReading): unknown {
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
  return coerceJson(ctx.variables[name], type, path, reading);
}

function coerceInput(node: ValueNode, type: GraphQLInputType, ctx: Context, path: string, reading?: InputReading): unknown {
  if (node.kind === Kind.VARIABLE) return coerceVariable(node.name.value, type, ctx, path, reading);
  if (node.kind === Kind.NULL) {
    if (type instanceof GraphQLNonNull)
      throw new GraphqlError('validation-failed', `expected a value for type '${describeType(type)}', but found null`, path);
    return null;
  }
  const nullable = getNullableType(type) as GraphQLInputType;
  if (nullable instanceof GraphQLList) {
    const itemType = nullable.ofType as GraphQLInputType;
    if (node.kind === Kind.LIST) return node.values.map((item, index) => coerceInput(item, itemType, ctx, `${path}[${index}]`, reading));
    return [coerceInput(node, itemType, ctx, path, reading)];
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
      const value = coerceInput(fieldNode.value, field.type, ctx, `${path}.${name}`, readingOf(field.extensions));
      if (value !== undefined) result[name] = value;
    }
    return completeFields(nullable, result, path);
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
  return coerceScalar(nullable as GraphQLScalarType, node, ctx, path, reading);
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
    const value = coerceInput(argument.value, argDefinition.type, ctx, `${argsPath}.${name}`, readingOf(argDefinition.extensions));
    if (value !== undefined) args[name] = value;
  }
  for (const argDefinition of definition.args) {
    if (argDefinition.name in args) continue;
    if (argDefinition.defaultValue !== undefined) args[argDefinition.name] = argDefinition.defaultValue;
    else if (argDefinition.type instanceof GraphQLNonNull) {
      throw new GraphqlError('validation-failed', `missing required field '${argDefinition.name}'`, `${argsPath}.${argDefinition.name}`);
    }
  }
  return args;
}

/**
 * The select arguments of a field. `access`, when known, names distinct_on's columns by their GraphQL fields
 * (column_config custom_name) for the check against order_by, which names fields.
 */
export function selectArgs(args: Record<string, unknown>, path: string, access?: SelectAccess): SelectArgs {
  const result: SelectArgs = {};
  if (args.where) result.where = args.where as Record<string, unknown>;
  if (args.order_by) result.orderBy = args.order_by as Record<string, unknown>[];
  if (args.distinct_on) result.distinctOn = args.distinct_on as string[];
  if (args.limit !== undefined && args.limit !== null) result.limit = args.limit as number;
  if (args.offset !== undefined && args.offset !== null) result.offset = args.offset as number | string;
  if (result.distinctOn && result.orderBy) {
    // Postgres needs DISTINCT ON columns to lead the ORDER BY; Hasura checks it up front: the first order_by items (as
    // many as distinct_on has; a null one orders by nothing) are distinct_on columns, and name every one of them.
    const leading = result.orderBy
      .flatMap((item) => Object.entries(item).filter(([, direction]) => direction !== null && direction !== undefined))
      .slice(0, result.distinctOn.length)
      .map(([field]) => field);
    const distinctFields = result.distinctOn.map((column) => access?.table.columnsByName.get(column)?.field ?? column);
    if (!leading.every((field) => distinctFields.includes(field)) || !distinctFields.every((field) => leading.includes(field))) {
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
      values[name] = literalJson(definition.defaultValue, {});
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
