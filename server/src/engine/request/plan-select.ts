// Planning what a select reads of a table: its row fields (columns, object and array relationships,
// relationship aggregates, computed fields) and aggregate selections, each through the role's access to that table.
import { GraphQLObjectType, type SelectionSetNode } from 'graphql';
import type { SelectAccess } from '../permissions/index.ts';
import { forbidSelection, requireSelection, resolveFields } from './collect-fields.ts';
import { coerceArguments, selectArgs } from './coerce-input.ts';
import { GraphqlError } from '../errors.ts';
import { bindFunctionArguments } from './function-call.ts';
import { jsonPath } from './json-path.ts';
import type { AggregateField, AggregateOpField, AggregatePlan, AggregateValue, Context, RowField, SelectArgs } from './plan-types.ts';

/** Plans the fields of rows of a table the role may select (nested relationships included). */
export function planRowFields(
  access: SelectAccess,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  ctx: Context,
  path: string,
): RowField[] {
  return resolveFields(type, selectionSet, ctx, path).map((field): RowField => {
    if (field.kind === 'typename') return field;
    const { alias, meaning, path: fieldPath } = field;
    const args = coerceArguments(field.definition, field.collected.field, ctx, fieldPath);
    const nested = () => requireSelection(field.collected, field.type, fieldPath);
    switch (meaning?.kind) {
      case 'column': {
        forbidSelection(field.collected, fieldPath);
        const column = access.table.columnsByName.get(meaning.column)!;
        const path = typeof args.path === 'string' ? jsonPath(args.path, `${fieldPath}.args.path`) : [];
        return path.length ? { alias, kind: 'column', column, path } : { alias, kind: 'column', column };
      }
      case 'object_relationship': {
        const target = ctx.access.get(meaning.relationship.target)!;
        const fields = planRowFields(target, field.type, nested(), ctx, fieldPath);
        return { alias, kind: 'object', relationship: meaning.relationship, plan: { access: target, args: {}, fields } };
      }
      case 'array_relationship': {
        const target = ctx.access.get(meaning.relationship.target)!;
        const fields = planRowFields(target, field.type, nested(), ctx, fieldPath);
        return {
          alias,
          kind: 'array',
          relationship: meaning.relationship,
          plan: { access: target, args: selectArgs(args, fieldPath, target), fields },
        };
      }
      case 'computed_field': {
        const { field: computed } = meaning;
        const values = bindFunctionArguments(computed.arguments, args.args as Record<string, unknown> | undefined, fieldPath);
        if (computed.returns.kind === 'scalar') {
          forbidSelection(field.collected, fieldPath);
          const path = typeof args.path === 'string' ? jsonPath(args.path, `${fieldPath}.args.path`) : [];
          return { alias, kind: 'computed_scalar', field: computed, args: values, ...(path.length ? { path } : {}) };
        }
        const target = ctx.access.get(computed.returns.target)!;
        const fields = planRowFields(target, field.type, nested(), ctx, fieldPath);
        return {
          alias,
          kind: 'computed_rows',
          field: computed,
          args: values,
          plan: { access: target, args: selectArgs(args, fieldPath, target), fields },
        };
      }
      case 'array_aggregate': {
        const target = ctx.access.get(meaning.relationship.target)!;
        const plan = planAggregate(target, field.type, nested(), selectArgs(args, fieldPath, target), ctx, fieldPath);
        return { alias, kind: 'array_aggregate', relationship: meaning.relationship, plan };
      }
      default:
        throw new GraphqlError('unexpected', `field '${field.definition.name}' cannot be planned`, fieldPath);
    }
  });
}

export function planAggregate(
  access: SelectAccess,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  args: SelectArgs,
  ctx: Context,
  path: string,
): AggregatePlan {
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

function planAggregateValues(
  access: SelectAccess,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  ctx: Context,
  path: string,
): AggregateValue[] {
  return resolveFields(type, selectionSet, ctx, path).map((field): AggregateValue => {
    if (field.kind === 'typename') return field;
    const { alias, meaning } = field;
    if (meaning?.kind === 'count') {
      forbidSelection(field.collected, field.path);
      const args = coerceArguments(field.definition, field.collected.field, ctx, field.path);
      return { alias, kind: 'count', columns: (args.columns as string[] | undefined) ?? [], distinct: args.distinct === true };
    }
    if (meaning?.kind !== 'aggregate_op') throw new GraphqlError('unexpected', 'bad aggregate field', field.path);
    const opFields = resolveFields(field.type, requireSelection(field.collected, field.type, field.path), ctx, field.path).map(
      (inner): AggregateOpField => {
        if (inner.kind === 'typename') return inner;
        if (inner.meaning?.kind !== 'aggregate_column') throw new GraphqlError('unexpected', 'bad aggregate field', inner.path);
        forbidSelection(inner.collected, inner.path);
        return { alias: inner.alias, kind: 'column', column: access.table.columnsByName.get(inner.meaning.column)! };
      },
    );
    return { alias, kind: 'op', op: meaning.op, fields: opFields };
  });
}
