import { Kind, parse, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { Client, fetchExchange } from 'urql';
import { normalisedCache } from './index';
import { namedType, objectFields, ROOT } from './schema';

type Data = Record<string, unknown>;
type Variables = Record<string, unknown>;

/**
 * An operation's answer in a test: its data (typenames may be left out: the client adds them from the schema), a
 * function of the variables giving it (at once or later), an `Error` (sent as a Hasura-shaped GraphQL error), a
 * Hasura-shaped `{ errors }` body as it is, or `'pending'` (never answered).
 */
export type TestAnswer = Data | Error | 'pending' | ((variables: Variables) => Data | Error | 'pending' | Promise<Data | Error>);

export interface SentOperation {
  operationName: string;
  /** The document as sent (with the `__typename`s the cache adds). */
  query: string;
  variables: Variables;
}

export interface TestClient {
  client: Client;
  /** Every operation sent, in order. */
  sent: SentOperation[];
}

let fieldTypes: Map<string, Map<string, string>> | undefined;

/** Writes each object's `__typename` from the schema, as the API would, following the query's selections. */
function addTypenames(data: unknown, type: string, selections: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>) {
  if (Array.isArray(data)) {
    data.forEach((item) => addTypenames(item, type, selections, fragments));
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  const row = data as Data;
  if (!type.endsWith('_root')) row.__typename ??= type;
  fieldTypes ??= new Map(
    [...objectFields()].map(([name, fields]) => [name, new Map(fields.map((field) => [field.name, namedType(field.type) ?? '']))]),
  );
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      const fieldType = fieldTypes.get(type)?.get(selection.name.value);
      if (fieldType && selection.selectionSet)
        addTypenames(row[selection.alias?.value ?? selection.name.value], fieldType, selection.selectionSet, fragments);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      addTypenames(row, type, selection.selectionSet, fragments);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) addTypenames(row, type, fragment.selectionSet, fragments);
    }
  }
}

/**
 * A GraphQL client for component tests and stories, answering each operation by its name from `answers` through
 * the site's normalised cache (so a mutation's update shows in the queries the way it does in the app). An operation
 * without an answer gets a GraphQL error naming it.
 */
export function createTestClient(answers: Record<string, TestAnswer>): TestClient {
  const sent: SentOperation[] = [];
  const client = new Client({
    url: 'http://127.0.0.1/v1/graphql',
    preferGetMethod: false,
    exchanges: [normalisedCache(), fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables?: Variables; operationName?: string };
      const operationName = body.operationName ?? '';
      const variables = body.variables ?? {};
      sent.push({ operationName, query: body.query, variables });
      const given = answers[operationName];
      const answer = typeof given === 'function' ? await given(variables) : given;
      if (answer === 'pending') return new Promise<Response>(() => undefined);
      if (answer === undefined || answer instanceof Error) {
        const message = answer?.message ?? `The test client has no answer for ${operationName}`;
        return Response.json({ errors: [{ message, extensions: { code: 'unexpected', path: '$' } }] });
      }
      if (Array.isArray(answer.errors)) return Response.json({ data: null, errors: answer.errors });
      const document = parse(body.query);
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      }
      const data = structuredClone(answer);
      for (const definition of document.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION)
          addTypenames(data, ROOT[definition.operation], definition.selectionSet, fragments);
      }
      return Response.json({ data });
    },
  });
  return { client, sent };
}
