// Hasura's allow-list (docs "Allow-list of operations"; HASURA_GRAPHQL_ENABLE_ALLOWLIST): when it is on, a role
// other than `admin` may only run a document of a query collection in the allow-list. As Hasura does
// (RQL/Types/Allowlist.hs, Execute.hs checkQueryInAllowlist):
// - both the collection's documents and the request's are normalised by dropping every field named `__typename`
//   (aliased or not) from the selection sets of operations, fragment definitions and fields; a selection set of
//   an inline fragment is kept as written. So urql's added `__typename`s do not matter;
// - then compared as parsed documents: definitions in the same order, the same selections, arguments, variables
//   and directives; whitespace, commas and comments do not matter;
// - a collection scoped `{global: true}` (the default) is for every role, one scoped `{global: false, roles}` for
//   those roles only (Hasura Cloud and EE; Hasura CE serves global collections only);
// - the refusal is `validation-failed`, `query is not allowed`, at `$`, after the document parses and before it
//   is validated against the role's schema.
import { Kind, parse, print, TokenKind, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { GraphqlError } from '../errors.ts';
import type { Metadata } from '../model/metadata-types.ts';

/** The admin secret's role: never checked, as in Hasura. */
const ADMIN_ROLE = 'admin';

export interface Allowlist {
  /** Throws Hasura's `query is not allowed` unless the role may run this parsed document. */
  check(role: string, document: DocumentNode): void;
}

const withoutTypename = (selectionSet: SelectionSetNode): SelectionSetNode => ({
  ...selectionSet,
  selections: selectionSet.selections.filter((selection) => selection.kind !== Kind.FIELD || selection.name.value !== '__typename'),
});

/**
 * The text two documents share when Hasura counts them as the same: `__typename` fields dropped where Hasura drops
 * them, block strings read as strings, and a shorthand query (`{ ... }`) kept apart from `query { ... }` (Hasura's
 * AST tells them apart, graphql-js's printer does not).
 */
export function normalizedQuery(document: DocumentNode): string {
  const stripped = visit(document, {
    // An inline fragment's selection set is left as it is, as Hasura leaves it (its fields are not visited).
    InlineFragment: () => false,
    SelectionSet: (node: SelectionSetNode) => withoutTypename(node),
    StringValue: (node) => ({ ...node, block: false }),
  });
  return stripped.definitions
    .map((definition) => {
      const shorthand = definition.kind === Kind.OPERATION_DEFINITION && definition.loc?.startToken.kind === TokenKind.BRACE_L;
      return `${shorthand ? '{shorthand}' : ''}${print(definition)}`;
    })
    .join('\n');
}

/** A collection document's normalised text, or undefined when it does not parse (Hasura would not have taken it). */
function normalizedEntry(query: string): string | undefined {
  try {
    return normalizedQuery(parse(query));
  } catch {
    return undefined;
  }
}

/** The allow-list of the metadata (Hasura's inlineAllowlist): the global documents and each role's own. */
export function createAllowlist(metadata: Pick<Metadata, 'allowlist' | 'query_collections'>): Allowlist {
  const collections = new Map(metadata.query_collections.map((collection) => [collection.name, collection]));
  const documentsOf = (name: string): string[] =>
    (collections.get(name)?.definition.queries ?? []).flatMap(({ query }) => normalizedEntry(query) ?? []);
  const global = new Set<string>();
  const perRole = new Map<string, Set<string>>();
  for (const entry of metadata.allowlist) {
    const documents = documentsOf(entry.collection);
    if (entry.scope?.global === false) {
      for (const role of entry.scope.roles ?? []) {
        const set = perRole.get(role) ?? new Set<string>();
        for (const document of documents) set.add(document);
        perRole.set(role, set);
      }
    } else {
      for (const document of documents) global.add(document);
    }
  }
  return {
    check(role, document) {
      if (role === ADMIN_ROLE) return;
      const normalized = normalizedQuery(document);
      if (global.has(normalized) || perRole.get(role)?.has(normalized)) return;
      throw new GraphqlError('validation-failed', 'query is not allowed', '$');
    },
  };
}
