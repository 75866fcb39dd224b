// The site's allow-list for Hasura (HASURA_GRAPHQL_ENABLE_ALLOWLIST): one query collection holding every operation
// of the client, written by `npm run codegen` (codegen.ts runs scripts/allow-list.mjs after it writes gql/) into
// hasura/metadata/query_collections.yaml and allow_list.yaml, and checked for drift by server/test/codegen-drift.
// Each entry is the operation's document as the client sends it: the one codegen wrote into
// src/shared/api/gql/graphql.ts (the operation, then the fragments it uses in that file's order), printed by graphql
// `print` as @graphql-codegen/hasura-allow-list prints it. Hasura compares documents with the definitions in order
// and without `__typename` fields, so urql's added `__typename`s match.
import { Kind, OperationTypeNode, print, type DocumentNode } from 'graphql';
import { stringify } from 'yaml';

export const ALLOW_LIST_COLLECTION = 'allowed-queries';
export const GENERATED_DOCUMENTS = 'src/shared/api/gql/graphql.ts';
export const QUERY_COLLECTIONS_FILE = 'hasura/metadata/query_collections.yaml';
export const ALLOW_LIST_FILE = 'hasura/metadata/allow_list.yaml';

const EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const HEADER = "# Written by `npm run codegen` (scripts/hasura-allow-list.ts) from the client's documents; do not edit.\n";

/** The suffix of a subscription's query twin in the collection. */
export const QUERY_TWIN_SUFFIX = 'QueryTwin';

const printed = (document: DocumentNode): string => document.definitions.map((definition) => print(definition)).join('\n');

/**
 * The client's operations (name, printed document) in the order of the generated file. A subscription comes with
 * its query twin (src/shared/api/client/useLiveQuery.ts, `liveQueryTwin`: the same document as a query), which
 * server rendering and one-off reads in another role send.
 */
export function clientOperations(generated: string): { name: string; query: string }[] {
  return [...generated.matchAll(EXPORT)].flatMap((match) => {
    const document = JSON.parse(match[2]!) as DocumentNode;
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (!operation?.name) return [];
    const entry = { name: operation.name.value, query: printed(document) };
    if (operation.operation !== OperationTypeNode.SUBSCRIPTION) return [entry];
    const twin: DocumentNode = {
      ...document,
      definitions: document.definitions.map((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION ? { ...definition, operation: OperationTypeNode.QUERY } : definition,
      ),
    };
    return [entry, { name: `${operation.name.value}${QUERY_TWIN_SUFFIX}`, query: printed(twin) }];
  });
}

/** The two metadata files, from the text of src/shared/api/gql/graphql.ts. */
export function allowListFiles(generated: string): { filename: string; content: string }[] {
  const collections = [{ name: ALLOW_LIST_COLLECTION, definition: { queries: clientOperations(generated) } }];
  // Global: every role but admin may send the site's documents, and Hasura CE (which ignores role-scoped
  // collections) binds the same list. What each role may read or write is the permissions' concern.
  const allowList = [{ collection: ALLOW_LIST_COLLECTION, scope: { global: true } }];
  return [
    { filename: QUERY_COLLECTIONS_FILE, content: HEADER + stringify(collections, { lineWidth: 0 }) },
    { filename: ALLOW_LIST_FILE, content: HEADER + stringify(allowList) },
  ];
}
