// Planning the root fields of a query or subscription operation: table selects (by primary key,
// aggregates, streams), tracked functions, actions, introspection, __typename.
import { getNamedType, GraphQLObjectType } from 'graphql';
import { meaningOf } from '../schema/field-meaning.ts';
import { collectFields, fieldDefinition, requireSelection } from './collect-fields.ts';
import { coerceArguments, selectArgs } from './coerce-input.ts';
import { GraphqlError } from '../errors.ts';
import { planAction } from './plan-action.ts';
import { planFunctionAggregate, planFunctionRows } from './plan-function.ts';
import { planContext, type PlanOptions, type RootPlan } from './plan-types.ts';
import { planAggregate, planRowFields } from './plan-select.ts';

/** Plans every root field of a query (or subscription) operation. */
export function planQuery(
  options: PlanOptions & {
    /** subscription_root for subscriptions; query_root otherwise. */
    subscription?: boolean;
  },
): RootPlan[] {
  const ctx = planContext(options);
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
        plans.push({ alias, kind: 'select', plan: { access, args: selectArgs(args, path, access), fields } });
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
        plans.push({
          alias,
          kind: 'select_aggregate',
          plan: planAggregate(access, type, requireSelection(collected, type, path), selectArgs(args, path, access), ctx, path),
        });
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
        const where = args.where as Record<string, unknown> | undefined;
        plans.push({
          alias,
          kind: 'select_stream',
          plan: { access, args: where ? { where } : {}, fields },
          stream: { column, ordering: cursors[0]!.ordering ?? 'ASC', initial: value, batchSize },
        });
        break;
      }
      case 'function': {
        const options = { fn: meaning.function, definition, collected, args, ctx, path };
        plans.push(
          meaning.aggregate
            ? { alias, kind: 'select_aggregate', plan: planFunctionAggregate(options) }
            : { alias, kind: 'function', plan: planFunctionRows(options), single: !meaning.function.returnsSet },
        );
        break;
      }
      case 'no_queries':
        plans.push({
          alias,
          kind: 'constant',
          value:
            "There are no queries available to the current role. Either there are no sources or remote schemas configured, or the current role doesn't have the required permissions.",
        });
        break;
      default:
        throw new GraphqlError('unexpected', `field '${name}' cannot be planned`, path);
    }
  }
  return plans;
}
