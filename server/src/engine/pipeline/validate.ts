// Step 2: from text to a checked operation. Parse, graphql-js's rules that Hasura also applies, the
// operation to run, the depth and root-field limits, and the variables read against the role's schema.
import {
  Kind,
  KnownFragmentNamesRule,
  LoneAnonymousOperationRule,
  NoFragmentCyclesRule,
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
} from 'graphql';
import { GraphqlError } from '../request/errors.ts';
import { readVariables } from '../request/coerce-input.ts';
import { rootFieldCount } from '../request/input-guard.ts';
import type { EngineLimits, RoleContext } from './context.ts';
import type { GraphqlRequest } from './read.ts';

// graphql-js rules whose checks Hasura also makes; field, argument and variable-usage checks are the
// planner's, with Hasura's messages and paths.
const VALIDATION_RULES = [
  LoneAnonymousOperationRule,
  UniqueOperationNamesRule,
  UniqueVariableNamesRule,
  VariablesAreInputTypesRule,
  NoUndefinedVariablesRule,
  KnownFragmentNamesRule,
  NoFragmentCyclesRule,
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

function selectionDepth(
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

/**
 * Tokens one document may have: the site's largest operation has under 200 and the introspection query under
 * 400, so this only stops documents built to make parsing itself expensive (thousands of aliases) early.
 */
export const MAX_DOCUMENT_TOKENS = 5000;

/** Parses, validates and reads the variables of one request against the role's schema. */
export function validateRequest(request: GraphqlRequest, role: RoleContext, limits: EngineLimits): ValidOperation {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: MAX_DOCUMENT_TOKENS });
  } catch (error) {
    if (String((error as Error).message).includes('tokens')) {
      throw new GraphqlError('validation-failed', `the query has more than ${MAX_DOCUMENT_TOKENS} tokens`, '$.query');
    }
    throw new GraphqlError('validation-failed', 'not a valid graphql query', '$.query');
  }
  const validationErrors = validate(role.schema, document, VALIDATION_RULES);
  if (validationErrors.length > 0) throw new GraphqlError('validation-failed', validationErrors[0]!.message, '$');
  const operation = selectOperation(document, request.operationName);
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  if (selectionDepth(operation, fragments) - 1 > limits.maxDepth) {
    throw new GraphqlError('validation-failed', `the query exceeds the depth limit of ${limits.maxDepth}`, '$');
  }
  const rootFields = rootFieldCount(operation, fragments);
  if (rootFields > limits.maxRootFields) {
    throw new GraphqlError(
      'validation-failed',
      `the operation has ${rootFields} root fields, more than the limit of ${limits.maxRootFields}`,
      '$',
    );
  }
  const variables = readVariables(role.schema, operation, request.variables);
  return { document, operation, fragments, variables };
}
