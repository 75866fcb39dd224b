// The fields of a selection set as the planner walks them: fragments spread, @include/@skip applied,
// same-named fields merged, each with its definition, its meaning and a Hasura JSON path.
import {
  DirectiveLocation,
  getNamedType,
  GraphQLObjectType,
  Kind,
  type FieldNode,
  type GraphQLField,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { INCLUDE_DIRECTIVE, SKIP_DIRECTIVE } from '../schema/directives.ts';
import { meaningOf, type FieldMeaning } from '../schema/field-meaning.ts';
import { readDirectives } from './directives.ts';
import { fieldNotFound, GraphqlError } from '../errors.ts';
import type { CollectedField, Context } from './plan-types.ts';

/**
 * Whether a selection stays, by its @include and @skip; every directive on it is checked as Hasura checks them
 * while collecting a selection set (errors at the selection set's path). A fragment spread counts as the inline
 * fragment Hasura turns it into.
 */
function isIncluded(selection: SelectionNode, ctx: Context, path: string): boolean {
  if (!selection.directives?.length) return true;
  const location = selection.kind === Kind.FIELD ? DirectiveLocation.FIELD : DirectiveLocation.INLINE_FRAGMENT;
  const scope = { schema: ctx.schema, variables: ctx.variables, variableTypes: ctx.variableTypes };
  const directives = readDirectives(selection.directives, location, [INCLUDE_DIRECTIVE, SKIP_DIRECTIVE], scope, `${path}.selectionSet`);
  return directives.get('include')?.if !== false && directives.get('skip')?.if !== true;
}

/** The fields of a selection set with fragments spread and directives applied, keyed by response name. */
export function collectFields(
  selectionSet: SelectionSetNode,
  typeName: string,
  ctx: Context,
  path: string,
  into = new Map<string, CollectedField>(),
): Map<string, CollectedField> {
  for (const selection of selectionSet.selections) {
    if (!isIncluded(selection, ctx, path)) continue;
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
      collectFields(selection.selectionSet, typeName, ctx, path, into);
    } else {
      // Defined and acyclic: validation inlined every spread of the operation first (pipeline/validate.ts).
      const fragment = ctx.fragments.get(selection.name.value)!;
      if (fragment.typeCondition.name.value !== typeName) continue;
      collectFields(fragment.selectionSet, typeName, ctx, path, into);
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
