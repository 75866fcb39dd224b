// Planning a tracked function's root field (`<fn>` on query_root, subscription_root or mutation_root, `<fn>_aggregate`):
// the rows of the table it returns, read from its call through the role's select permission on that table, with
// the table's select arguments.
import { getNamedType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import type { FunctionInfo } from '../model/functions.ts';
import { requireSelection } from './collect-fields.ts';
import { selectArgs } from './coerce-input.ts';
import { bindFunctionArguments } from './function-call.ts';
import type { AggregatePlan, CollectedField, Context, FunctionSource, RowsPlan } from './plan-types.ts';
import { planAggregate, planRowFields } from './plan-select.ts';

export interface FunctionFieldOptions {
  fn: FunctionInfo;
  definition: GraphQLField<unknown, unknown>;
  collected: CollectedField;
  /** The field's coerced arguments. */
  args: Record<string, unknown>;
  ctx: Context;
  /** `$.selectionSet.<alias>`. */
  path: string;
}

function sourceOf(options: FunctionFieldOptions): FunctionSource {
  const given = options.args.args as Record<string, unknown> | undefined;
  return { sqlFunction: options.fn.sqlFunction, args: bindFunctionArguments(options.fn.arguments, given, options.path) };
}

/** `<fn>`: the rows the call returns (as the field's list, or its one row). */
export function planFunctionRows(options: FunctionFieldOptions): RowsPlan {
  const { fn, definition, collected, ctx, path } = options;
  const from = sourceOf(options);
  const access = ctx.access.get(fn.returns)!;
  const type = getNamedType(definition.type) as GraphQLObjectType;
  const fields = planRowFields(access, type, requireSelection(collected, type, path), ctx, path);
  return { access, args: selectArgs(options.args, path, access), fields, from };
}

/** `<fn>_aggregate`: aggregates (and nodes) of the rows the call returns. */
export function planFunctionAggregate(options: FunctionFieldOptions): AggregatePlan {
  const { fn, definition, collected, ctx, path } = options;
  const from = sourceOf(options);
  const access = ctx.access.get(fn.returns)!;
  const type = getNamedType(definition.type) as GraphQLObjectType;
  const plan = planAggregate(access, type, requireSelection(collected, type, path), selectArgs(options.args, path, access), ctx, path);
  return { ...plan, from };
}
