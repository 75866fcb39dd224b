// Step 2: from text to a checked operation. Parse, graphql-js's rules that Hasura also applies, the
// operation to run, its fragment spreads as Hasura inlines them, the depth and root-field limits, and the
// variables read against the role's schema. Directives are checked where Hasura checks them: on fields and
// fragments while the planner collects a selection set, on the operation once it is planned (directives.ts).
import {
  Kind,
  LoneAnonymousOperationRule,
  NoUndefinedVariablesRule,
  parse,
  UniqueOperationNamesRule,
  UniqueVariableNamesRule,
  validate,
  VariablesAreInputTypesRule,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { GraphqlError } from '../errors.ts';
import { readVariables } from '../request/coerce-input.ts';
import { rootFieldCount } from '../request/input-guard.ts';
import type { EngineLimits, RoleContext } from './context.ts';
import type { GraphqlRequest } from './read.ts';

// graphql-js rules whose checks Hasura also makes; fragments are checked as Hasura inlines them (below), field,
// argument, directive and variable-usage checks are the planner's, with Hasura's messages and paths.
const VALIDATION_RULES = [
  LoneAnonymousOperationRule,
  UniqueOperationNamesRule,
  UniqueVariableNamesRule,
  VariablesAreInputTypesRule,
  NoUndefinedVariablesRule,
];

/** An operation ready to plan. */
export interface ValidOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: { values: Record<string, unknown>; types: Map<string, GraphQLInputType> };
}

function selectOperation(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName !== undefined) {
    const found = operations.find((operation) => operation.name?.value === operationName);
    if (!found) throw new GraphqlError('validation-failed', `no such operation found in the document: "${operationName}"`, '$');
    return found;
  }
  if (operations.length !== 1) {
    throw new GraphqlError(
      'validation-failed',
      'exactly one operation has to be present in the document when operationName is not specified',
      '$',
    );
  }
  return operations[0]!;
}

/** Hasura's englishList: `a`, `a and b`, `a, b, and c`. */
function englishList(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]!}`;
}

/**
 * The operation's fragment spreads checked as Hasura inlines them before parsing (Execute/Inline.hs): fragment
 * names defined once, every spread of the operation defined and free of cycles, at Hasura's paths (a field adds
 * `.selectionSet.<field name>`, a spread `.selectionSet`, then `.<fragment name>` inside the fragment). A fragment
 * inlined once is not walked again; fragments the operation does not spread are not checked.
 */
function inlineFragments(document: DocumentNode, operation: OperationDefinitionNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const name = definition.name.value;
    if (fragments.has(name)) throw new GraphqlError('parse-failed', `multiple definitions for fragment "${name}"`, '$');
    fragments.set(name, definition);
  }
  const inlined = new Set<string>();
  const walk = (selectionSet: SelectionSetNode, path: string, stack: string[]): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet) walk(selection.selectionSet, `${path}.selectionSet.${selection.name.value}`, stack);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, path, stack);
      } else {
        const name = selection.name.value;
        if (inlined.has(name)) continue;
        const spreadPath = `${path}.selectionSet`;
        const cycleStart = stack.indexOf(name);
        if (cycleStart >= 0) {
          const cycle = englishList([name, ...stack.slice(cycleStart + 1)]);
          throw new GraphqlError('validation-failed', `the fragment definition(s) ${cycle} form a cycle`, spreadPath);
        }
        const fragment = fragments.get(name);
        if (!fragment) throw new GraphqlError('validation-failed', `reference to undefined fragment "${name}"`, spreadPath);
        walk(fragment.selectionSet, `${spreadPath}.${name}`, [...stack, name]);
        inlined.add(name);
      }
    }
  };
  walk(operation.selectionSet, '$', []);
  return fragments;
}

export function selectionDepth(
  node: { selectionSet?: { selections: readonly unknown[] } },
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): number {
  let deepest = 0;
  for (const selection of (node.selectionSet?.selections ?? []) as {
    kind: string;
    name?: { value: string };
    selectionSet?: { selections: readonly unknown[] };
  }[]) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name!.value;
      const fragment = fragments.get(name);
      if (fragment && !seen.has(name)) deepest = Math.max(deepest, selectionDepth(fragment, fragments, new Set([...seen, name])) - 1);
      continue;
    }
    deepest = Math.max(deepest, selectionDepth(selection, fragments, seen) - (selection.kind === Kind.INLINE_FRAGMENT ? 1 : 0));
  }
  return deepest + 1;
}

/** The depth or root-field limit an operation breaks (fragments expanded), as Hasura's error; none when it fits. */
export function shapeProblem(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  limits: Pick<EngineLimits, 'maxDepth' | 'maxRootFields'>,
): GraphqlError | undefined {
  if (selectionDepth(operation, fragments) - 1 > limits.maxDepth) {
    return new GraphqlError('validation-failed', `the query exceeds the depth limit of ${limits.maxDepth}`, '$');
  }
  const rootFields = rootFieldCount(operation, fragments);
  if (rootFields > limits.maxRootFields) {
    return new GraphqlError(
      'validation-failed',
      `the operation has ${rootFields} root fields, more than the limit of ${limits.maxRootFields}`,
      '$',
    );
  }
  return undefined;
}

/**
 * Tokens one document may have: the site's largest operation has under 200 and the introspection query under
 * 400, so this only stops documents built to make parsing itself expensive (thousands of aliases) early.
 */
export const MAX_DOCUMENT_TOKENS = 5000;

/**
 * Parses, validates and reads the variables of one request against the role's schema. `allowed` (the allow-list,
 * when it is on) sees the parsed document first, as Hasura checks it before validating.
 */
export function validateRequest(
  request: GraphqlRequest,
  role: RoleContext,
  limits: EngineLimits,
  allowed?: (document: DocumentNode) => void,
): ValidOperation {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: MAX_DOCUMENT_TOKENS });
  } catch (error) {
    if (String((error as Error).message).includes('tokens')) {
      throw new GraphqlError('validation-failed', `the query has more than ${MAX_DOCUMENT_TOKENS} tokens`, '$.query');
    }
    throw new GraphqlError('validation-failed', 'not a valid graphql query', '$.query');
  }
  allowed?.(document);
  const validationErrors = validate(role.schema, document, VALIDATION_RULES);
  if (validationErrors.length > 0) throw new GraphqlError('validation-failed', validationErrors[0]!.message, '$');
  const operation = selectOperation(document, request.operationName);
  const fragments = inlineFragments(document, operation);
  const tooLarge = shapeProblem(operation, fragments, limits);
  if (tooLarge) throw tooLarge;
  const variables = readVariables(role.schema, operation, request.variables);
  return { document, operation, fragments, variables };
}
