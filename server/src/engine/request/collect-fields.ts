// The fields of a selection set as the planner walks them: fragments spread, @include/@skip applied,
// same-named fields merged, each with its definition, its meaning and a Hasura JSON path.
import {
  getNamedType,
  GraphQLObjectType,
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type GraphQLField,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { meaningOf, type FieldMeaning } from '../schema/field-meaning.ts';
import { fieldNotFound, GraphqlError } from './errors.ts';
import type { CollectedField, Context } from './plan-types.ts';

function isIncluded(
  node: { directives?: readonly { name: { value: string }; arguments?: readonly { name: { value: string }; value: ValueNode }[] }[] },
  ctx: Context,
): boolean {
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
export function collectFields(
  selectionSet: SelectionSetNode,
  typeName: string,
  ctx: Context,
  path: string,
  into = new Map<string, CollectedField>(),
  seen = new Set<string>(),
): Map<string, CollectedField> {
  for (const selection of selectionSet.selections) {
    if (!isIncluded(selection, ctx)) continue;
    if (selection.kind === Kind.FIELD) {
      const alias = selection.alias?.value ?? selection.name.value;
      const existing = into.get(alias);
      if (existing) {
        if (existing.field.name.value !== selection.name.value) {
          throw new GraphqlError(
            'validation-failed',
            `cannot merge different fields under the same response name '${alias}'`,
            `${path}.selectionSet.${alias}`,
          );
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

export function fieldDefinition(type: GraphQLObjectType, field: FieldNode, path: string): GraphQLField<unknown, unknown> {
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
    // Fields planned without coercing arguments (aggregate, nodes, min, returning...) still refuse unknown ones.
    const unknown = field.arguments?.find((argument) => !definition.args.some((arg) => arg.name === argument.name.value));
    if (unknown)
      throw new GraphqlError('validation-failed', `'${definition.name}' has no argument named '${unknown.name.value}'`, fieldPath);
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
