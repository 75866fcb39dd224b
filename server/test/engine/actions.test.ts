// Synchronous actions end to end: the project's metadata plus in-memory actions and custom types, a real
// HTTP handler on 127.0.0.1 (a free port), real sessions (admin secret, HS256 member tokens). Covers
// Hasura's request to the handler (body, session variables, headers, {{ENV}} templates), who sees which
// action, argument types, output shaping with relationships to tables through the role's select
// permission (one SQL statement per relationship field), Hasura's errors for 4xx/5xx/bad answers, the
// timeout, and mutation actions in order with database mutation fields.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_DIR } from '../../src/config/paths.ts';
import type { Database } from '../../src/db/types.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import type { Action, ActionDefinition, Metadata } from '../../src/engine/model/metadata-types.ts';
import { createSessionResolver, parseJwtSecret, type RequestHeaders, type SessionResolver } from '../../src/session/index.ts';
import { readCatalog } from '../../src/engine/model/catalog.ts';
import { createTestDatabase } from '../support/database.ts';
import {
  ADMIN_SECRET,
  adminHeaders,
  bearer,
  dataOf,
  firstError,
  JWT_SECRET,
  MEMBERS,
  memberToken,
  type GraphqlResult,
  type Headers,
} from './harness.ts';

type Json = Record<string, unknown>;

const URL_VARIABLE = 'ACTIONS_TEST_HANDLER_URL';
const SECRET_VARIABLE = 'ACTIONS_TEST_SECRET';
const UNSET_VARIABLE = 'ACTIONS_TEST_NEVER_SET';

const ARTICLES = { schema: 'public', name: 'articles' };

function action(
  name: string,
  definition: Partial<ActionDefinition> & Pick<ActionDefinition, 'handler' | 'output_type'>,
  roles: string[] = ['user'],
): Action {
  return {
    name,
    definition: {
      type: 'query',
      kind: 'synchronous',
      forward_client_headers: false,
      headers: [],
      timeout: 30,
      arguments: [],
      ...definition,
    },
    permissions: roles.map((role) => ({ role })),
  };
}

/** The project's metadata with the actions and custom types these tests call. */
function testMetadata(): Metadata {
  const metadata = structuredClone(loadMetadata(METADATA_DIR));
  const base = `{{${URL_VARIABLE}}}`;
  metadata.custom_types = {
    scalars: [{ name: 'Json' }],
    enums: [{ name: 'Mood', values: [{ value: 'HAPPY' }, { value: 'SAD' }] }],
    input_objects: [
      {
        name: 'EchoInput',
        fields: [
          { name: 'text', type: 'String!' },
          { name: 'mood', type: 'Mood' },
          { name: 'extra', type: 'Json' },
          { name: 'tags', type: '[String!]' },
        ],
      },
    ],
    objects: [
      {
        name: 'Payload',
        fields: [
          { name: 'body', type: 'Json!' },
          { name: 'headers', type: 'Json!' },
        ],
      },
      {
        name: 'EchoOutput',
        fields: [
          { name: 'text', type: 'String!' },
          { name: 'mood', type: 'Mood' },
          { name: 'extra', type: 'Json' },
          { name: 'tags', type: '[String!]' },
          { name: 'categories', type: 'Int' },
        ],
      },
      {
        name: 'ArticleRef',
        fields: [
          { name: 'article_id', type: 'uuid' },
          { name: 'note', type: 'String' },
        ],
        relationships: [{ name: 'article', type: 'object', remote_table: ARTICLES, field_mapping: { article_id: 'id' } }],
      },
      {
        name: 'AuthorRef',
        fields: [{ name: 'author_id', type: 'uuid!' }],
        relationships: [{ name: 'articles', type: 'array', remote_table: ARTICLES, field_mapping: { author_id: 'author_id' } }],
      },
    ],
  };
  metadata.actions = [
    action('inspect', {
      handler: `${base}/payload`,
      output_type: 'Payload!',
      arguments: [{ name: 'note', type: 'String' }],
      forward_client_headers: true,
      headers: [
        { name: 'X-Static', value: 'one' },
        { name: 'X-From-Env', value_from_env: SECRET_VARIABLE },
      ],
    }),
    action('inspect_admin_only', { handler: `${base}/payload`, output_type: 'Payload!' }, []),
    action('echo', {
      type: 'mutation',
      handler: `${base}/echo`,
      output_type: 'EchoOutput!',
      arguments: [{ name: 'input', type: 'EchoInput!' }],
    }),
    // `guest` has no select permission on articles.
    action(
      'article_refs',
      { handler: `${base}/article-refs`, output_type: '[ArticleRef!]!', arguments: [{ name: 'ids', type: '[uuid!]!' }] },
      ['user', 'guest'],
    ),
    action('author_ref', { handler: `${base}/author-ref`, output_type: 'AuthorRef', arguments: [{ name: 'author_id', type: 'uuid!' }] }),
    action('answer', {
      handler: `${base}/answer`,
      output_type: 'EchoOutput',
      arguments: [
        { name: 'status', type: 'Int!' },
        { name: 'body', type: 'Json' },
        { name: 'raw', type: 'String' },
      ],
    }),
    action('slow', { handler: `${base}/slow`, output_type: 'EchoOutput', timeout: 0.3 }),
    action('unset_env', { handler: `{{${UNSET_VARIABLE}}}/payload`, output_type: 'Payload!' }),
  ];
  return metadata;
}

interface Received {
  body: Json;
  headers: IncomingHttpHeaders;
}

describe('actions', () => {
  let db: Database;
  let server: Server;
  let sessions: SessionResolver;
  let engine: Engine;

  async function readJson(stream: AsyncIterable<unknown>): Promise<Json> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
  }

  /** The test handler: each route answers from the request, so every test states what it expects. */
  async function route(path: string, received: Received): Promise<{ status: number; text: string }> {
    const input = received.body.input as Json;
    const json = (status: number, body: unknown) => ({ status, text: JSON.stringify(body) });
    switch (path) {
      case '/payload':
        return json(200, { body: received.body, headers: received.headers });
      case '/echo': {
        const echoed = input.input as Json;
        // Reads the database while the mutation is under way: fields before the action are committed.
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM public.categories WHERE slug = $1', [echoed.text]);
        return json(200, { ...echoed, categories: rows[0]?.n, unknown_extra_field: true });
      }
      case '/article-refs':
        return json(
          200,
          (input.ids as string[]).map((id, index) => ({ article_id: id, note: `#${index}` })),
        );
      case '/author-ref':
        return json(200, { author_id: input.author_id });
      case '/answer':
        return typeof input.raw === 'string'
          ? { status: input.status as number, text: input.raw }
          : json(input.status as number, input.body);
      case '/slow':
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return json(200, { text: 'too late' });
      default:
        return json(404, { message: `no route ${path}` });
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    server = createServer((request, response) => {
      readJson(request)
        .then((body) => route(request.url ?? '/', { body, headers: request.headers }))
        .then(({ status, text }) => response.writeHead(status, { 'content-type': 'application/json' }).end(text))
        .catch((error: unknown) => response.writeHead(500).end(String(error)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env[URL_VARIABLE] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env[SECRET_VARIABLE] = 's3cret';
    sessions = createSessionResolver({ adminSecret: ADMIN_SECRET, jwtSecret: parseJwtSecret(JWT_SECRET), unauthorizedRole: 'anonymous' });
    engine = createEngine({ db, metadata: testMetadata(), catalog: await readCatalog(db), sessions });
  });

  afterAll(async () => {
    delete process.env[URL_VARIABLE];
    delete process.env[SECRET_VARIABLE];
    sessions?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await db?.close();
  });

  async function gql<Data = Json>(query: string, headers: RequestHeaders = {}, variables?: Json): Promise<GraphqlResult<Data>> {
    const response = await engine.handle(variables ? { query, variables } : { query }, headers);
    expect(response.status).toBe(200);
    return JSON.parse(response.body) as GraphqlResult<Data>;
  }

  const member = async (extra: Headers = {}): Promise<Headers> => bearer(await memberToken(MEMBERS.linWei), extra);

  describe('the call to the handler', () => {
    it("sends Hasura's payload with the member's session variables and the request's query", async () => {
      const query = 'query Inspect($note: String) { inspect(note: $note) { body } }';
      const result = await gql<{ inspect: { body: Json } }>(query, await member(), { note: 'hello' });
      expect(dataOf(result).inspect.body).toEqual({
        action: { name: 'inspect' },
        input: { note: 'hello' },
        session_variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': MEMBERS.linWei, 'x-hasura-email-verified': 'true' },
        request_query: query,
      });
    });

    it('leaves out arguments the request does not give', async () => {
      const result = await gql<{ inspect: { body: Json } }>('{ inspect { body } }', await member());
      expect(dataOf(result).inspect.body.input).toEqual({});
    });

    it('sends the configured headers (value and value_from_env) and the forwarded client headers', async () => {
      const headers = await member({ 'x-client-trace': 'trace-1', 'x-hasura-role': 'user' });
      const result = await gql<{ inspect: { headers: Record<string, string> } }>('{ inspect { headers } }', headers);
      const sent = dataOf(result).inspect.headers;
      expect(sent).toMatchObject({
        'content-type': 'application/json',
        'x-static': 'one',
        'x-from-env': 's3cret',
        'x-client-trace': 'trace-1',
        authorization: headers.authorization,
      });
      // Session variables travel in the body only.
      expect(Object.keys(sent).filter((name) => name.startsWith('x-hasura-'))).toEqual([]);
    });

    it('never forwards the admin secret, and forwards nothing when the action does not ask to', async () => {
      const inspect = await gql<{ inspect: { headers: Json } }>('{ inspect { headers } }', adminHeaders({ 'x-client-trace': 'trace-2' }));
      expect(dataOf(inspect).inspect.headers).not.toHaveProperty('x-hasura-admin-secret');
      const adminOnly = await gql<{ inspect_admin_only: { headers: Json } }>(
        '{ inspect_admin_only { headers } }',
        adminHeaders({ 'x-client-trace': 'trace-3' }),
      );
      expect(dataOf(adminOnly).inspect_admin_only.headers).not.toHaveProperty('x-client-trace');
      expect(dataOf(adminOnly).inspect_admin_only.headers).toMatchObject({ 'content-type': 'application/json' });
    });

    it('resolves {{ENV}} templates of the handler, and names a variable that is not set', async () => {
      // `inspect` reached the handler through {{ACTIONS_TEST_HANDLER_URL}} above; this one cannot.
      const result = await gql('{ unset_env { body } }', adminHeaders());
      expect(firstError(result)).toEqual({ code: 'unexpected', path: '$' });
      expect(result.errors?.[0]?.message).toContain(`environment variable "${UNSET_VARIABLE}"`);
    });

    it("gives up after the action's timeout", async () => {
      const result = await gql('{ slow { text } }', await member());
      expect(firstError(result)).toEqual({ code: 'unexpected', path: '$' });
      expect(result.errors?.[0]?.message).toContain('timeout of 0.3 s');
    });
  });

  describe('who sees an action', () => {
    it('hides an action from a role without its permission (field not found)', async () => {
      const anonymous = await gql('{ inspect { body } }');
      expect(firstError(anonymous)).toEqual({ code: 'validation-failed', path: '$.selectionSet.inspect' });
      expect(anonymous.errors?.[0]?.message).toBe("field 'inspect' not found in type: 'query_root'");
      const memberResult = await gql('{ inspect_admin_only { body } }', await member());
      expect(firstError(memberResult)).toEqual({ code: 'validation-failed', path: '$.selectionSet.inspect_admin_only' });
    });

    it('puts query actions on query_root and mutation actions on mutation_root, admin seeing all', () => {
      const admin = engine.schemaFor('admin');
      expect(Object.keys(admin.getQueryType()!.getFields())).toEqual(
        expect.arrayContaining(['inspect', 'inspect_admin_only', 'article_refs']),
      );
      expect(Object.keys(admin.getMutationType()!.getFields())).toContain('echo');
      expect(admin.getQueryType()!.getFields()).not.toHaveProperty('echo');
      expect(engine.schemaFor('anonymous').getQueryType()!.getFields()).not.toHaveProperty('inspect');
    });
  });

  describe('arguments and output', () => {
    it('coerces enums, input objects and custom scalars, and shapes the answer by the selection', async () => {
      const query = `mutation Echo($extra: Json) {
        echo(input: {text: "not-a-category", mood: HAPPY, extra: $extra, tags: "one"}) { __typename text mood extra tags again: text }
      }`;
      const result = await gql<{ echo: Json }>(query, await member(), { extra: { nested: [1, 'two'] } });
      expect(dataOf(result).echo).toEqual({
        __typename: 'EchoOutput',
        text: 'not-a-category',
        mood: 'HAPPY',
        extra: { nested: [1, 'two'] },
        tags: ['one'],
        again: 'not-a-category',
      });
    });

    it('refuses an argument of the wrong type before calling the handler', async () => {
      const result = await gql('mutation { echo(input: {text: "x", mood: ANGRY}) { text } }', await member());
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$.selectionSet.echo.args.input.mood' });
    });
  });

  describe('relationships to tables', () => {
    let published: string;
    let draft: string;

    beforeAll(async () => {
      const { rows } = await db.query<{ id: string; published: boolean }>('SELECT id, published FROM public.articles ORDER BY id');
      published = rows.find((row) => row.published)!.id;
      draft = rows.find((row) => !row.published)!.id;
    });

    it('resolves an object relationship for a list of outputs with one statement, through the select permission', async () => {
      const query = `query Refs($ids: [uuid!]!) { article_refs(ids: $ids) { __typename note article_id article { __typename id published } } }`;
      const before = engine.statementCount;
      const asMember = await gql<{ article_refs: Json[] }>(query, await member(), { ids: [published, draft] });
      expect(engine.statementCount - before).toBe(1);
      expect(dataOf(asMember).article_refs).toEqual([
        {
          __typename: 'ArticleRef',
          note: '#0',
          article_id: published,
          article: { __typename: 'articles', id: published, published: true },
        },
        // A draft is not in the member's select permission.
        { __typename: 'ArticleRef', note: '#1', article_id: draft, article: null },
      ]);
      const asAdmin = await gql<{ article_refs: Json[] }>(query, adminHeaders(), { ids: [published, draft] });
      expect(dataOf(asAdmin).article_refs.map((ref) => (ref.article as Json | null)?.id)).toEqual([published, draft]);
    });

    it('resolves an array relationship with its arguments, filtered by the select permission', async () => {
      const { rows } = await db.query<{ author_id: string }>(
        'SELECT author_id FROM public.articles WHERE author_id IS NOT NULL GROUP BY author_id ORDER BY count(*) FILTER (WHERE NOT published) DESC, count(*) DESC LIMIT 1',
      );
      const author = rows[0]!.author_id;
      const visible = await db.query<{ id: string }>('SELECT id FROM public.articles WHERE author_id = $1 AND published ORDER BY id', [
        author,
      ]);
      const all = await db.query<{ id: string }>('SELECT id FROM public.articles WHERE author_id = $1 ORDER BY id', [author]);
      const query = 'query Author($author: uuid!) { author_ref(author_id: $author) { author_id articles(order_by: {id: asc}) { id } } }';
      const before = engine.statementCount;
      const asMember = await gql<{ author_ref: { articles: Json[] } }>(query, await member(), { author });
      expect(engine.statementCount - before).toBe(1);
      expect(dataOf(asMember).author_ref.articles.map((article) => article.id)).toEqual(visible.rows.map((row) => row.id));
      const asAdmin = await gql<{ author_ref: { articles: Json[] } }>(query, adminHeaders(), { author });
      expect(dataOf(asAdmin).author_ref.articles.map((article) => article.id)).toEqual(all.rows.map((row) => row.id));
      const limited = await gql<{ author_ref: { articles: Json[] } }>(
        'query Author($author: uuid!) { author_ref(author_id: $author) { articles(limit: 1, where: {published: {_eq: true}}) { id } } }',
        adminHeaders(),
        { author },
      );
      expect(dataOf(limited).author_ref.articles).toHaveLength(1);
    });

    it('does not offer a relationship to a table the role cannot read', async () => {
      const guest = adminHeaders({ 'x-hasura-role': 'guest' });
      const refs = await gql<{ article_refs: Json[] }>('{ article_refs(ids: []) { note } }', guest);
      expect(dataOf(refs).article_refs).toEqual([]);
      const result = await gql(`{ article_refs(ids: ["${published}"]) { article { id } } }`, guest);
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$.selectionSet.article_refs.selectionSet.article' });
    });
  });

  describe("the handler's errors", () => {
    const answer = async (status: number, body: unknown, headers?: Headers) =>
      gql('query Answer($status: Int!, $body: Json) { answer(status: $status, body: $body) { text } }', headers ?? (await member()), {
        status,
        body,
      });

    it('passes a 4xx body with extensions through verbatim, with no path added', async () => {
      const result = await answer(400, { message: 'nope', code: 'top-level', extensions: { code: 'action-error', detail: { n: 1 } } });
      expect(result).toEqual({ errors: [{ message: 'nope', extensions: { code: 'action-error', detail: { n: 1 } } }] });
    });

    it("turns a 4xx body without extensions into {code: body.code ?? 'unexpected', path: '$'}", async () => {
      expect(await answer(422, { message: 'bad email', code: 'invalid-email' })).toEqual({
        errors: [{ message: 'bad email', extensions: { code: 'invalid-email', path: '$' } }],
      });
      expect(await answer(400, { message: 'no code' })).toEqual({
        errors: [{ message: 'no code', extensions: { code: 'unexpected', path: '$' } }],
      });
    });

    it('answers a 5xx with internal error, showing the handler body to admins only', async () => {
      const body = { message: 'boom' };
      expect(await answer(500, body)).toEqual({ errors: [{ message: 'internal error', extensions: { code: 'unexpected', path: '$' } }] });
      expect(await answer(503, body, adminHeaders())).toEqual({
        errors: [{ message: 'internal error', extensions: { internal: { webhook_response: body }, code: 'unexpected', path: '$' } }],
      });
    });

    it('refuses an answer that is not JSON or does not fit the output type', async () => {
      const raw = await gql('{ answer(status: 200, raw: "<html>") { text } }', await member());
      expect(firstError(raw)).toEqual({ code: 'unexpected', path: '$' });
      expect(raw.errors?.[0]?.message).toContain('not JSON');
      const cases: [unknown, string][] = [
        [{ mood: 'HAPPY' }, 'field "text" expected in webhook response, but not found'],
        [{ text: null }, 'expecting not null value for field "text"'],
        [{ text: 5 }, 'got scalar Number for the action webhook response, expecting String'],
        [[{ text: 'a' }], 'expecting object for action webhook response but got array'],
        [{ text: 'a', mood: 'ANGRY' }, 'unexpected value "ANGRY" of enum Mood in the action webhook response'],
      ];
      for (const [body, message] of cases) {
        const result = await answer(200, body);
        expect(result.errors, JSON.stringify(body)).toEqual([{ message, extensions: { code: 'unexpected', path: '$' } }]);
      }
      // A nullable output may be null.
      expect(await answer(200, null)).toEqual({ data: { answer: null } });
    });
  });

  describe('in a mutation', () => {
    it('runs in order with the database fields, after the fields before it are committed', async () => {
      const result = await gql<Json>(
        `mutation { insert_categories_one(object: {name: "Action test", slug: "action-test"}) { slug } echo(input: {text: "action-test"}) { text categories } }`,
        adminHeaders(),
      );
      expect(Object.keys(dataOf(result))).toEqual(['insert_categories_one', 'echo']);
      expect(dataOf(result).echo).toEqual({ text: 'action-test', categories: 1 });
    });

    it('is not rolled back, nor are the fields before it, when a later field fails (as in Hasura)', async () => {
      const result = await gql(
        `mutation {
          first: insert_categories_one(object: {name: "Action first", slug: "action-first"}) { slug }
          echo(input: {text: "action-first"}) { categories }
          again: insert_categories_one(object: {name: "Action first again", slug: "action-first"}) { slug }
        }`,
        adminHeaders(),
      );
      expect(result.data).toBeUndefined();
      expect(firstError(result).code).toBe('constraint-violation');
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM public.categories WHERE slug = 'action-first'");
      expect(rows[0]?.n).toBe(1);
    });
  });
});
