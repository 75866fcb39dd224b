// Planning an action root field: its coerced input and what is asked of the handler's answer (fields,
// nested objects, relationships to tables).
import { getNamedType, GraphQLObjectType, type GraphQLField, type SelectionSetNode } from 'graphql';
import type { Action } from '../model/metadata-types.ts';
import { forbidSelection, requireSelection, resolveFields } from './collect-fields.ts';
import { coerceArguments, selectArgs } from './coerce-input.ts';
import { GraphqlError } from '../errors.ts';
import type { ActionOutputField, ActionPlan, CollectedField, Context } from './plan-types.ts';
import { planRowFields } from './plan-select.ts';

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
    if (meaning?.kind !== 'action_field')
      throw new GraphqlError('unexpected', `field '${field.definition.name}' cannot be planned`, fieldPath);
    const named = getNamedType(field.definition.type);
    if (named instanceof GraphQLObjectType) {
      return {
        alias,
        kind: 'field',
        name: meaning.field,
        fields: planActionOutput(named, requireSelection(field.collected, named, fieldPath), ctx, fieldPath),
      };
    }
    forbidSelection(field.collected, fieldPath);
    return { alias, kind: 'field', name: meaning.field };
  });
}

/** Plans an action root field (of query_root or mutation_root): its input and what the answer must give. */
export function planAction(options: {
  definition: GraphQLField<unknown, unknown>;
  collected: CollectedField;
  action: Action;
  ctx: Context;
  path: string;
}): ActionPlan {
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
