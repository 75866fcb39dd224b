// Turns one GraphQL operation into plans the SQL compiler understands: walks the selection sets against
// the role's schema (fragments, aliases, @include/@skip), coerces arguments, and reports problems the
// way Hasura does, with a JSON path such as `$.selectionSet.author.args.where.name`.
import {
  coerceInputValue,
  getNamedType,
  isTypeSubTypeOf,
  getNullableType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  typeFromAST,
  valueFromAST,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Action } from '../metadata/types.ts';
import { meaningOf, type AggregateOp, type FieldMeaning, type TableAccess } from '../schema/build-schema.ts';
import type { ColumnInfo, RelationshipInfo } from '../schema/model.ts';
import { uuidProblem } from '../schema/scalars.ts';
import { fieldNotFound, GraphqlError } from './errors.ts';
import { checkInputValue } from './input-guard.ts';

export interface SelectArgs {
  where?: Record<string, unknown>;
  orderBy?: Record<string, unknown>[];
  distinctOn?: string[];
  limit?: number;
  offset?: number;
}

export type RowField =
  | { alias: string; kind: 'column'; column: ColumnInfo }
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'object'; relationship: RelationshipInfo; plan: RowsPlan }
  | { alias: string; kind: 'array'; relationship: RelationshipInfo; plan: RowsPlan }
  | { alias: string; kind: 'array_aggregate'; relationship: RelationshipInfo; plan: AggregatePlan };

/** A `<table>_stream` field's cursor: rows after `initial` (or the last row sent) in `ordering`. */
export interface StreamArgs {
  column: ColumnInfo;
  ordering: 'ASC' | 'DESC';
  initial: unknown;
  batchSize: number;
}

export interface RowsPlan {
  access: TableAccess;
  args: SelectArgs;
  fields: RowField[];
}

export type AggregateOpField =
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'column'; column: ColumnInfo };

export type AggregateValue =
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'count'; columns: string[]; distinct: boolean }
  | { alias: string; kind: 'op'; op: AggregateOp; fields: AggregateOpField[] };

export type AggregateField =
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'aggregate'; values: AggregateValue[] }
  | { alias: string; kind: 'nodes'; fields: RowField[] };

export interface AggregatePlan {
  access: TableAccess;
  args: SelectArgs;
  fields: AggregateField[];
}

/** What is asked of an action's output object: its fields, nested objects and relationships to tables. */
export type ActionOutputField =
  | { alias: string; kind: 'typename'; value: string }
  /** A field of the handler's answer; `fields` when it holds a nested custom object. */
  | { alias: string; kind: 'field'; name: string; fields?: ActionOutputField[] }
  | { alias: string; kind: 'relationship'; relationship: RelationshipInfo; plan: RowsPlan };

/** One call of a synchronous action: its coerced arguments and what is asked of the answer. */
export interface ActionPlan {
  action: Action;
  input: Record<string, unknown>;
  /** The declared output type (lists, non-null), to check the answer against. */
  type: GraphQLOutputType;
  /** The selection when the output is (a list of) an object type; absent for scalar and enum outputs. */
  fields?: ActionOutputField[];
}

export type RootPlan =
  | { alias: string; kind: 'select'; plan: RowsPlan }
  | { alias: string; kind: 'select_by_pk'; plan: RowsPlan; key: Record<string, unknown> }
  | { alias: string; kind: 'select_aggregate'; plan: AggregatePlan }
  | { alias: string; kind: 'select_stream'; plan: RowsPlan; stream: StreamArgs }
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'constant'; value: unknown }
  | { alias: string; kind: 'introspection'; field: FieldNode }
  | { alias: string; kind: 'action'; plan: ActionPlan };

export interface Context {
  schema: GraphQLSchema;
  access: Map<string, TableAccess>;
  /** The request's values, with defaults filled in, as sent (checked where each variable is used). */
  variables: Record<string, unknown>;
  variableTypes: Map<string, GraphQLInputType>;
  fragments: Map<string, FragmentDefinitionNode>;
}

export interface CollectedField {
  alias: string;
  field: FieldNode;
  /** Further nodes with the same response key: their selection sets merge. */
  merged: FieldNode[];
}

function isIncluded(node: { directives?: readonly { name: { value: string }; arguments?: readonly { name: { value: string }; value: ValueNode }[] }[] }, ctx: Context): boolean {
  for (const directive of node.directives ?? []) {
    const name = directive.name.value;
    if (name !== 'include' && name !== 'skip') continue;
    const argument = directive.arguments?.find((a) => a.name.value === 'if');
    const value = argument ? (valueFromASTUntyped(argument.value, ctx.variables) as unknown) : undefined;
    if (typeof value !== 'boolean') {
      throw new GraphqlError('validation-failed', `missing required field 'if'`, '$.directives');
    }
    if (name === 'include' && !value) return false;
    if (name === 'skip' && value) return false;
  }
  return true;
}

/** The fields of a selection set with fragments spread and directives applied, keyed by response name. */
function collectFields(selectionSet: SelectionSetNode, typeName: string, ctx: Context, path: string, into = new Map<string, CollectedField>(), seen = new Set<string>()): Map<string, CollectedField> {
  for (const selection of selectionSet.selections) {
    if (!isIncluded(selection, ctx)) continue;
    if (selection.kind === Kind.FIELD) {
      const alias = selection.alias?.value ?? selection.name.value;
      const existing = into.get(alias);
      if (existing) {
        if (existing.field.name.value !== selection.name.value) {
          throw new GraphqlError('validation-failed', `cannot merge different fields under the same response name '${alias}'`, `${path}.selectionSet.${alias}`);
        }
        existing.merged.push(selection);
      } else {
        into.set(alias, { alias, field: selection, merged: [] });
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition?.name.value;
      if (condition && condition !== typeName) continue;
      collectFields(selection.selectionSet, typeName, ctx, path, into, seen);
    } else {
      const name = selection.name.value;
      const fragment = ctx.fragments.get(name);
      if (!fragment) throw new GraphqlError('validation-failed', `fragment '${name}' is not defined`, path);
      if (seen.has(name)) throw new GraphqlError('validation-failed', `the fragment definition(s) ${name} form a cycle`, path);
      if (fragment.typeCondition.name.value !== typeName) continue;
      collectFields(fragment.selectionSet, typeName, ctx, path, into, new Set([...seen, name]));
    }
  }
  return into;
}

/** The selection of a field, including the selection sets of same-named fields merged into it. */
function mergedSelection(collected: CollectedField): SelectionSetNode | undefined {
  const sets = [collected.field, ...collected.merged].map((f) => f.selectionSet).filter((s): s is SelectionSetNode => s !== undefined);
  if (sets.length <= 1) return sets[0];
  return { kind: Kind.SELECTION_SET, selections: sets.flatMap((s) => s.selections) };
}

// ---------------------------------------------------------------------------------------------------
// Input coercion with Hasura's paths and messages
// ---------------------------------------------------------------------------------------------------

function describeType(type: GraphQLInputType): string {
  return String(type);
}

function coerceScalar(type: GraphQLScalarType, node: ValueNode, ctx: Context, path: string): unknown {
  let value: unknown;
  if (['Int', 'Float', 'String', 'Boolean', 'ID'].includes(type.name)) {
    try {
      value = type.parseLiteral(node, ctx.variables);
    } catch {
      throw new GraphqlError('validation-failed', `expected ${type.name === 'Int' ? '32-bit integer' : type.name.toLowerCase()} for type '${type.name}', but found ${describeNode(node)}`, path);
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
    case Kind.STRING: return 'a string';
    case Kind.INT: case Kind.FLOAT: return 'a number';
    case Kind.BOOLEAN: return 'a boolean';
    case Kind.NULL: return 'null';
    case Kind.LIST: return 'a list';
    case Kind.OBJECT: return 'an object';
    case Kind.ENUM: return `enum value '${node.value}'`;
    default: return 'a value';
  }
}

/** Checks a variable's (already coerced) value against the position it is used in. */
function coerceVariableValue(value: unknown, type: GraphQLInputType, path: string): unknown {
  if (value === null || value === undefined) {
    if (type instanceof GraphQLNonNull) throw new GraphqlError('validation-failed', `expected a value for type '${describeType(type)}', but found null`, path);
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
  const fits = isTypeSubTypeOf(ctx.schema, declared, type) || (type instanceof GraphQLNonNull && isTypeSubTypeOf(ctx.schema, declared, type.ofType) && name in ctx.variables);
  if (!fits) {
    throw new GraphqlError('validation-failed', `variable '${name}' is declared as '${String(declared)}', but used where '${String(type)}' is expected`, path);
  }
  if (!(name in ctx.variables)) {
    if (type instanceof GraphQLNonNull) throw new GraphqlError('validation-failed', `expecting a value for non-nullable variable: "${name}"`, path);
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
    if (type instanceof GraphQLNonNull) throw new GraphqlError('validation-failed', `expected a value for type '${describeType(type)}', but found null`, path);
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
      throw new GraphqlError('validation-failed', `expected an enum value for type '${nullable.name}', but found ${describeNode(node)}`, path);
    }
    const value = nullable.getValue(node.value);
    if (!value) {
      const choices = nullable.getValues().map((v) => `'${v.name}'`).join(', ');
      throw new GraphqlError('validation-failed', `expected one of the values [${choices}] for type '${nullable.name}', but found '${node.value}'`, path);
    }
    return value.value;
  }
  return coerceScalar(nullable as GraphQLScalarType, node, ctx, path);
}

/** Coerces a field's arguments; unknown arguments and missing required ones are errors. */
export function coerceArguments(definition: GraphQLField<unknown, unknown>, node: FieldNode, ctx: Context, path: string): Record<string, unknown> {
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

function selectArgs(args: Record<string, unknown>, path: string): SelectArgs {
  const result: SelectArgs = {};
  if (args.where) result.where = args.where as Record<string, unknown>;
  if (args.order_by) result.orderBy = args.order_by as Record<string, unknown>[];
  if (args.distinct_on) result.distinctOn = args.distinct_on as string[];
  const limit = nonNegative(args.limit, `${path}.args.limit`);
  const offset = nonNegative(args.offset, `${path}.args.offset`);
  if (limit !== undefined) result.limit = limit;
  if (offset !== undefined) result.offset = offset;
  if (result.distinctOn && result.orderBy) {
    // Postgres needs DISTINCT ON columns to lead the ORDER BY; Hasura checks it up front.
    const leading = result.orderBy.flatMap((item) => Object.keys(item)).slice(0, result.distinctOn.length);
    const distinctFields = new Set(result.distinctOn);
    if (leading.length < distinctFields.size || !leading.every((field) => distinctFields.has(field))) {
      throw new GraphqlError('validation-failed', '"distinct_on" columns must match initial "order_by" columns', `${path}.args`);
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Selection sets
// ---------------------------------------------------------------------------------------------------

function fieldDefinition(type: GraphQLObjectType, field: FieldNode, path: string): GraphQLField<unknown, unknown> {
  const definition = type.getFields()[field.name.value];
  if (!definition) throw fieldNotFound(field.name.value, type.name, path);
  return definition;
}

export function requireSelection(collected: CollectedField, type: GraphQLObjectType, path: string): SelectionSetNode {
  const selection = mergedSelection(collected);
  if (!selection) throw new GraphqlError('validation-failed', `missing selection set for '${type.name}'`, `${path}.selectionSet`);
  return selection;
}

/** A scalar field may not have a selection set. */
export function forbidSelection(collected: CollectedField, path: string): void {
  if (mergedSelection(collected)) throw new GraphqlError('validation-failed', 'unexpected subselection set for non-object field', path);
}

/** A selected field with its path; `__typename` comes as a typename, anything else with its definition. */
export type ResolvedField =
  | { alias: string; path: string; kind: 'typename'; value: string }
  | {
      alias: string;
      path: string;
      kind: 'field';
      collected: CollectedField;
      definition: GraphQLField<unknown, unknown>;
      meaning: FieldMeaning | undefined;
      /** The field's named output type, for nested selections. */
      type: GraphQLObjectType;
    };

export function resolveFields(type: GraphQLObjectType, selectionSet: SelectionSetNode, ctx: Context, path: string): ResolvedField[] {
  return [...collectFields(selectionSet, type.name, ctx, path).values()].map((collected): ResolvedField => {
    const { alias, field } = collected;
    const fieldPath = `${path}.selectionSet.${alias}`;
    if (field.name.value === '__typename') return { alias, path: fieldPath, kind: 'typename', value: type.name };
    const definition = fieldDefinition(type, field, fieldPath);
    return {
      alias,
      path: fieldPath,
      kind: 'field',
      collected,
      definition,
      meaning: meaningOf(definition.extensions),
      type: getNamedType(definition.type) as GraphQLObjectType,
    };
  });
}

export function planRowFields(access: TableAccess, type: GraphQLObjectType, selectionSet: SelectionSetNode, ctx: Context, path: string): RowField[] {
  return resolveFields(type, selectionSet, ctx, path).map((field): RowField => {
    if (field.kind === 'typename') return field;
    const { alias, meaning, path: fieldPath } = field;
    const args = coerceArguments(field.definition, field.collected.field, ctx, fieldPath);
    const nested = () => requireSelection(field.collected, field.type, fieldPath);
    switch (meaning?.kind) {
      case 'column':
        forbidSelection(field.collected, fieldPath);
        return { alias, kind: 'column', column: access.table.columnsByName.get(meaning.column)! };
      case 'object_relationship': {
        const target = ctx.access.get(meaning.relationship.target)!;
        const fields = planRowFields(target, field.type, nested(), ctx, fieldPath);
        return { alias, kind: 'object', relationship: meaning.relationship, plan: { access: target, args: {}, fields } };
      }
      case 'array_relationship': {
        const target = ctx.access.get(meaning.relationship.target)!;
        const fields = planRowFields(target, field.type, nested(), ctx, fieldPath);
        return { alias, kind: 'array', relationship: meaning.relationship, plan: { access: target, args: selectArgs(args, fieldPath), fields } };
      }
      case 'array_aggregate': {
        const target = ctx.access.get(meaning.relationship.target)!;
        const plan = planAggregate(target, field.type, nested(), selectArgs(args, fieldPath), ctx, fieldPath);
        return { alias, kind: 'array_aggregate', relationship: meaning.relationship, plan };
      }
      default:
        throw new GraphqlError('unexpected', `field '${field.definition.name}' cannot be planned`, fieldPath);
    }
  });
}

function planAggregate(access: TableAccess, type: GraphQLObjectType, selectionSet: SelectionSetNode, args: SelectArgs, ctx: Context, path: string): AggregatePlan {
  const fields = resolveFields(type, selectionSet, ctx, path).map((field): AggregateField => {
    if (field.kind === 'typename') return field;
    const selection = requireSelection(field.collected, field.type, field.path);
    if (field.meaning?.kind === 'nodes') {
      return { alias: field.alias, kind: 'nodes', fields: planRowFields(access, field.type, selection, ctx, field.path) };
    }
    return { alias: field.alias, kind: 'aggregate', values: planAggregateValues(access, field.type, selection, ctx, field.path) };
  });
  return { access, args, fields };
}

function planAggregateValues(access: TableAccess, type: GraphQLObjectType, selectionSet: SelectionSetNode, ctx: Context, path: string): AggregateValue[] {
  return resolveFields(type, selectionSet, ctx, path).map((field): AggregateValue => {
    if (field.kind === 'typename') return field;
    const { alias, meaning } = field;
    if (meaning?.kind === 'count') {
      forbidSelection(field.collected, field.path);
      const args = coerceArguments(field.definition, field.collected.field, ctx, field.path);
      return { alias, kind: 'count', columns: (args.columns as string[] | undefined) ?? [], distinct: args.distinct === true };
    }
    if (meaning?.kind !== 'aggregate_op') throw new GraphqlError('unexpected', 'bad aggregate field', field.path);
    const opFields = resolveFields(field.type, requireSelection(field.collected, field.type, field.path), ctx, field.path).map((inner): AggregateOpField => {
      if (inner.kind === 'typename') return inner;
      if (inner.meaning?.kind !== 'aggregate_column') throw new GraphqlError('unexpected', 'bad aggregate field', inner.path);
      forbidSelection(inner.collected, inner.path);
      return { alias: inner.alias, kind: 'column', column: access.table.columnsByName.get(inner.meaning.column)! };
    });
    return { alias, kind: 'op', op: meaning.op, fields: opFields };
  });
}

function planActionOutput(type: GraphQLObjectType, selectionSet: SelectionSetNode, ctx: Context, path: string): ActionOutputField[] {
  return resolveFields(type, selectionSet, ctx, path).map((field): ActionOutputField => {
    if (field.kind === 'typename') return field;
    const { alias, meaning, path: fieldPath } = field;
    const args = coerceArguments(field.definition, field.collected.field, ctx, fieldPath);
    if (meaning?.kind === 'action_relationship') {
      const { relationship } = meaning;
      const access = ctx.access.get(relationship.target)!;
      const fields = planRowFields(access, field.type, requireSelection(field.collected, field.type, fieldPath), ctx, fieldPath);
      const rowArgs = relationship.kind === 'array' ? selectArgs(args, fieldPath) : {};
      return { alias, kind: 'relationship', relationship, plan: { access, args: rowArgs, fields } };
    }
    if (meaning?.kind !== 'action_field') throw new GraphqlError('unexpected', `field '${field.definition.name}' cannot be planned`, fieldPath);
    const named = getNamedType(field.definition.type);
    if (named instanceof GraphQLObjectType) {
      return { alias, kind: 'field', name: meaning.field, fields: planActionOutput(named, requireSelection(field.collected, named, fieldPath), ctx, fieldPath) };
    }
    forbidSelection(field.collected, fieldPath);
    return { alias, kind: 'field', name: meaning.field };
  });
}

/** Plans an action root field (of query_root or mutation_root): its input and what the answer must give. */
export function planAction(options: { definition: GraphQLField<unknown, unknown>; collected: CollectedField; action: Action; ctx: Context; path: string }): ActionPlan {
  const { definition, collected, ctx, path } = options;
  const input = coerceArguments(definition, collected.field, ctx, path);
  const named = getNamedType(definition.type);
  if (!(named instanceof GraphQLObjectType)) {
    forbidSelection(collected, path);
    return { action: options.action, input, type: definition.type };
  }
  const fields = planActionOutput(named, requireSelection(collected, named, path), ctx, path);
  return { action: options.action, input, type: definition.type, fields };
}

/**
 * The operation's variables as sent, with defaults filled in; a missing non-null variable and a value for
 * a variable the operation does not declare are errors, as in Hasura.
 */
export function readVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, given: Record<string, unknown>): { values: Record<string, unknown>; types: Map<string, GraphQLInputType> } {
  const values: Record<string, unknown> = {};
  const types = new Map<string, GraphQLInputType>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new GraphqlError('validation-failed', `unknown type for variable "${name}"`, '$');
    types.set(name, type);
    if (name in given) values[name] = given[name];
    else if (definition.defaultValue) values[name] = valueFromAST(definition.defaultValue, type);
    else if (type instanceof GraphQLNonNull) throw new GraphqlError('validation-failed', `expecting a value for non-nullable variable: "${name}"`, '$');
  }
  const unexpected = Object.keys(given).filter((name) => !types.has(name));
  if (unexpected.length > 0) throw new GraphqlError('validation-failed', `unexpected variables in variableValues: ${unexpected.join(', ')}`, '$');
  return { values, types };
}

/** Plans every root field of a query operation. */
export function planQuery(options: {
  schema: GraphQLSchema;
  access: Map<string, TableAccess>;
  operation: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: { values: Record<string, unknown>; types: Map<string, GraphQLInputType> };
  /** subscription_root for subscriptions; query_root otherwise. */
  subscription?: boolean;
}): RootPlan[] {
  const ctx: Context = {
    schema: options.schema,
    access: options.access,
    variables: options.variables.values,
    variableTypes: options.variables.types,
    fragments: options.fragments,
  };
  const root = options.subscription ? options.schema.getSubscriptionType() : options.schema.getQueryType();
  if (!root) throw new GraphqlError('validation-failed', 'no subscriptions exist', '$');
  const plans: RootPlan[] = [];
  for (const collected of collectFields(options.operation.selectionSet, root.name, ctx, '$').values()) {
    const { alias, field } = collected;
    const path = `$.selectionSet.${alias}`;
    const name = field.name.value;
    if (name === '__typename') {
      plans.push({ alias, kind: 'typename', value: root.name });
      continue;
    }
    if (name === '__schema' || name === '__type') {
      plans.push({ alias, kind: 'introspection', field });
      continue;
    }
    const definition = fieldDefinition(root, field, path);
    const meaning = meaningOf(definition.extensions);
    if (meaning?.kind === 'action') {
      plans.push({ alias, kind: 'action', plan: planAction({ definition, collected, action: meaning.action, ctx, path }) });
      continue;
    }
    const args = coerceArguments(definition, field, ctx, path);
    switch (meaning?.kind) {
      case 'select': {
        const access = ctx.access.get(meaning.table)!;
        const type = getNamedType(definition.type) as GraphQLObjectType;
        const fields = planRowFields(access, type, requireSelection(collected, type, path), ctx, path);
        plans.push({ alias, kind: 'select', plan: { access, args: selectArgs(args, path), fields } });
        break;
      }
      case 'select_by_pk': {
        const access = ctx.access.get(meaning.table)!;
        const type = getNamedType(definition.type) as GraphQLObjectType;
        const fields = planRowFields(access, type, requireSelection(collected, type, path), ctx, path);
        plans.push({ alias, kind: 'select_by_pk', plan: { access, args: {}, fields }, key: args });
        break;
      }
      case 'select_aggregate': {
        const access = ctx.access.get(meaning.table)!;
        const type = getNamedType(definition.type) as GraphQLObjectType;
        plans.push({ alias, kind: 'select_aggregate', plan: planAggregate(access, type, requireSelection(collected, type, path), selectArgs(args, path), ctx, path) });
        break;
      }
      case 'select_stream': {
        const access = ctx.access.get(meaning.table)!;
        const type = getNamedType(definition.type) as GraphQLObjectType;
        const fields = planRowFields(access, type, requireSelection(collected, type, path), ctx, path);
        const cursors = (args.cursor as { initial_value: Record<string, unknown>; ordering?: 'ASC' | 'DESC' }[]).filter(Boolean);
        const initial = Object.entries(cursors[0]?.initial_value ?? {});
        if (cursors.length !== 1 || initial.length !== 1) {
          throw new GraphqlError('validation-failed', 'one streaming column field is expected', `${path}.args.cursor`);
        }
        const [field, value] = initial[0]!;
        const column = access.columns.find((c) => c.field === field)!;
        const batchSize = args.batch_size as number;
        if (batchSize < 0) throw new GraphqlError('not-supported', 'unexpected negative value', `${path}.args.batch_size`);
        const where = args.where as Record<string, unknown> | undefined;
        plans.push({ alias, kind: 'select_stream', plan: { access, args: where ? { where } : {}, fields }, stream: { column, ordering: cursors[0]!.ordering ?? 'ASC', initial: value, batchSize } });
        break;
      }
      case 'no_queries':
        plans.push({ alias, kind: 'constant', value: 'There are no queries available to the current role. Either there are no sources or remote schemas configured, or the current role doesn\'t have the required permissions.' });
        break;
      default:
        throw new GraphqlError('unexpected', `field '${name}' cannot be planned`, path);
    }
  }
  return plans;
}
