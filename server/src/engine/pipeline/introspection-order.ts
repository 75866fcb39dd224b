// Introspection in Hasura's order. Hasura answers `__schema` and `__type` from its own printer
// (hasura/graphql-engine server/src-lib/Hasura/GraphQL/Schema/Introspect.hs), which sorts by name (`sortOn dName`,
// code point order) the schema's `types`, a type's `fields`, `interfaces`, `possibleTypes`, `enumValues` and
// `inputFields`, and a field's `args`, and lists `__TypeKind` as ENUM, INPUT_OBJECT, INTERFACE, LIST, NON_NULL,
// OBJECT, SCALAR, UNION. graphql-js answers in definition order (its __TypeKind starts with SCALAR), so its
// introspection resolvers are wrapped here, once, to sort what they return; directives and their arguments keep
// their order, as in Hasura.
import { __Field, __Schema, __Type, type GraphQLField, type GraphQLObjectType } from 'graphql';

const byName = (a: { name: string }, b: { name: string }): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const SORTED: [GraphQLObjectType, string[]][] = [
  [__Schema, ['types']],
  [__Type, ['fields', 'interfaces', 'possibleTypes', 'enumValues', 'inputFields']],
  [__Field, ['args']],
];

const wrapped = new WeakSet<GraphQLField<unknown, unknown>>();

/** Makes graphql-js introspection answer in Hasura's order (idempotent). */
export function useHasuraIntrospectionOrder(): void {
  for (const [type, names] of SORTED) {
    const fields = type.getFields();
    for (const name of names) {
      const field = fields[name]!;
      if (wrapped.has(field)) continue;
      const resolve = field.resolve!;
      field.resolve = (...args) => {
        const result = resolve(...args) as readonly { name: string }[] | null | undefined;
        return Array.isArray(result) ? [...(result as { name: string }[])].sort(byName) : result;
      };
      wrapped.add(field);
    }
  }
}

useHasuraIntrospectionOrder();
