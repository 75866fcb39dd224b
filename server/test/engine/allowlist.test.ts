// The allow-list (HASURA_GRAPHQL_ENABLE_ALLOWLIST, on in `npm start`): only the site's own documents
// (hasura/metadata/query_collections.yaml, written by `npm run codegen`) run for visitors, members and site
// admins, over HTTP and both WebSocket subprotocols, as Hasura enforces it; the admin secret's role is exempt.
import type { AddressInfo } from 'node:net';
import { formatDocument } from '@urql/core';
import { Kind, OperationTypeNode, parse, print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../../src/shared/api/gql/graphql.ts';
import { loadConfig } from '../../src/config/index.ts';
import { METADATA_DIR } from '../../src/config/paths.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { createAllowlist } from '../../src/engine/pipeline/allowlist.ts';
import { createEngine } from '../../src/engine/create-engine.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { readCatalog } from '../../src/engine/model/catalog.ts';
import { withEnumValues } from '../../src/engine/model/enum-tables.ts';
import { createSessionResolver, parseJwtSecret } from '../../src/session/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { RawClient } from '../subscriptions/ws-clients.ts';
import {
  ADMIN_SECRET,
  adminHeaders,
  bearer,
  createTestApp,
  JWT_SECRET,
  MEMBERS,
  memberToken,
  siteAdminToken,
  type TestApp,
} from './harness.ts';

/** Hasura's refusal, byte for byte (Execute.hs checkQueryInAllowlist: throw400 ValidationFailed at `$`). */
const NOT_ALLOWED = '{"errors":[{"message":"query is not allowed","extensions":{"path":"$","code":"validation-failed"}}]}';
const NOT_ALLOWED_ERROR = { message: 'query is not allowed', extensions: { path: '$', code: 'validation-failed' } };
const UNLISTED = 'query Unlisted { categories { id } }';

/** A document as urql sends it: `__typename` added to every selection set below the root, printed. */
const asUrqlSends = (document: DocumentNode): string => print(formatDocument(document));

/** A subscription's query twin, as src/shared/api/client/useLiveQuery.ts (liveQueryTwin) makes it for server rendering. */
const queryTwin = (document: DocumentNode): DocumentNode => ({
  ...document,
  definitions: document.definitions.map((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? { ...definition, operation: OperationTypeNode.QUERY } : definition,
  ),
});

const documents = Object.entries(generated).flatMap(([name, value]) =>
  name.endsWith('Document') && (value as DocumentNode).kind === 'Document' ? [[name, value as DocumentNode] as const] : [],
);

describe('the allow-list', () => {
  let db: PgliteDatabase;
  let on: TestApp;
  let wsUrl: string;
  const roles: Record<string, () => Promise<Record<string, string>>> = {
    anonymous: async () => ({}),
    user: async () => bearer(await memberToken(MEMBERS.marcus)),
    site_admin: async () => bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' }),
  };

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    on = await createTestApp(db, { HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'true' });
    await on.app.listen({ host: '127.0.0.1', port: 0 });
    wsUrl = `ws://127.0.0.1:${(on.app.server.address() as AddressInfo).port}/v1/graphql`;
  }, 60_000);

  afterAll(async () => {
    await on?.app.close();
    await db?.close();
  });

  it('is on unless HASURA_GRAPHQL_ENABLE_ALLOWLIST=false', () => {
    expect(loadConfig({}).enableAllowlist).toBe(true);
    expect(loadConfig({ HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false' }).enableAllowlist).toBe(false);
    expect(() => loadConfig({ HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'maybe' })).toThrow(/HASURA_GRAPHQL_ENABLE_ALLOWLIST/);
  });

  it("holds every operation of the client, as urql sends it, for every role (server rendering's included)", () => {
    const allowlist = createAllowlist(loadMetadata(METADATA_DIR));
    expect(documents.length).toBeGreaterThan(50);
    for (const [name, document] of documents) {
      const subscription = document.definitions.some(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION,
      );
      for (const role of ['anonymous', 'user', 'site_admin']) {
        expect(() => allowlist.check(role, parse(asUrqlSends(document))), `${name} as ${role}`).not.toThrow();
        if (subscription)
          expect(() => allowlist.check(role, parse(asUrqlSends(queryTwin(document)))), `${name}'s query twin`).not.toThrow();
      }
    }
  });

  it('compares documents as Hasura normalises them (Allowlist.hs normalizeQuery)', () => {
    const listed = (queries: string[]) =>
      createAllowlist({
        query_collections: [{ name: 'c', definition: { queries: queries.map((query, n) => ({ name: `q${n}`, query })) } }],
        allowlist: [{ collection: 'c' }],
      });
    const allows = (allowlist: ReturnType<typeof createAllowlist>, query: string) => {
      try {
        allowlist.check('anonymous', parse(query));
        return true;
      } catch {
        return false;
      }
    };
    const list = listed(['query A($s: String) { a(s: $s, t: """x""") { b ... on T { c } } }', '{ d }', 'query { e }']);
    // __typename dropped anywhere but inside an inline fragment, aliased or not; strings compared as strings.
    expect(allows(list, 'query A($s: String) { __typename a(s: $s, t: "x") { t: __typename b ... on T { c } } }')).toBe(true);
    expect(allows(list, 'query A($s: String) { a(s: $s, t: "x") { b ... on T { c __typename } } }')).toBe(false);
    // A shorthand query and `query { }` are different documents to Hasura.
    expect(allows(list, '{ d __typename }')).toBe(true);
    expect(allows(list, 'query { d }')).toBe(false);
    expect(allows(list, 'query { e }')).toBe(true);
    expect(allows(list, '{ e }')).toBe(false);
    // The admin role is never checked.
    expect(() => list.check('admin', parse('{ anything }'))).not.toThrow();
  });

  it.each(['anonymous', 'user', 'site_admin'])("refuses a document not in the list as %s, with Hasura's body", async (role) => {
    const headers = await roles[role]!();
    for (const query of [UNLISTED, '{ no_such_field }', 'mutation { delete_categories(where: {}) { affected_rows } }']) {
      const response = await on.postJson({ query }, headers);
      expect(response.status, query).toBe(200);
      expect(response.text, query).toBe(NOT_ALLOWED);
    }
    // A document that does not parse is refused as before: the list is checked once the document parses.
    const broken = await on.postJson({ query: 'query {' }, headers);
    expect(broken.json).toMatchObject({ errors: [{ message: 'not a valid graphql query' }] });
  });

  it('runs a listed document as urql sends it, and as written with other whitespace and commas', async () => {
    const document = generated.HomeCategoriesQueryDocument as DocumentNode;
    const sent = asUrqlSends(document);
    expect(sent).toContain('__typename');
    const asUrql = await on.postJson({ query: sent });
    expect(asUrql.json).toMatchObject({ data: { categories: expect.any(Array) } });
    expect((asUrql.json as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(0);
    const reformatted = print(document).replace(/\s+/g, ' ').replace(/ id /, ', id, ');
    expect((await on.postJson({ query: reformatted })).json).toMatchObject({ data: { categories: expect.any(Array) } });
    // One field more, or the fragment left out, is another document.
    const extended = sent.replace('slug', 'slug created_at');
    expect((await on.postJson({ query: extended })).text).toBe(NOT_ALLOWED);
    const withoutFragment = print({ ...document, definitions: document.definitions.slice(0, 1) });
    expect((await on.postJson({ query: withoutFragment })).text).toBe(NOT_ALLOWED);
  });

  it("lets the admin secret's role run anything, but not the roles it acts as", async () => {
    expect((await on.postJson({ query: UNLISTED }, adminHeaders())).json).toMatchObject({ data: { categories: expect.any(Array) } });
    expect(
      (await on.postJson({ query: UNLISTED }, adminHeaders({ 'x-hasura-role': 'user', 'x-hasura-user-id': MEMBERS.marcus }))).text,
    ).toBe(NOT_ALLOWED);
  });

  it('refuses each unlisted operation of a batch on its own', async () => {
    const listed = asUrqlSends(generated.HomeCategoriesQueryDocument as DocumentNode);
    const response = await on.postJson([{ query: listed }, { query: UNLISTED }]);
    expect(response.json).toEqual([{ data: { categories: expect.any(Array) } }, { errors: [NOT_ALLOWED_ERROR] }]);
  });

  describe('over WebSocket', () => {
    const listedSubscription = () => asUrqlSends(generated.DiscussionStatsSubscriptionDocument as DocumentNode);
    const unlistedSubscription = 'subscription { categories { id } }';

    it('graphql-transport-ws: refuses an unlisted subscription and query, runs a listed subscription', async () => {
      const client = await RawClient.open(wsUrl, 'graphql-transport-ws');
      try {
        await client.init({ headers: await roles.user!() });
        client.send({ type: 'subscribe', id: 'unlisted', payload: { query: unlistedSubscription } });
        expect(await client.nextOf('error', 'unlisted')).toEqual({ type: 'error', id: 'unlisted', payload: [NOT_ALLOWED_ERROR] });
        client.send({ type: 'subscribe', id: 'query', payload: { query: UNLISTED } });
        expect((await client.nextOf('error', 'query')).payload).toEqual([NOT_ALLOWED_ERROR]);
        client.send({ type: 'subscribe', id: 'listed', payload: { query: listedSubscription() } });
        expect((await client.nextOf('next', 'listed')).payload).toMatchObject({ data: { forum_totals: expect.any(Array) } });
        client.send({ type: 'complete', id: 'listed' });
      } finally {
        client.close();
      }
    });

    it('graphql-ws (legacy): refuses an unlisted subscription, runs a listed one; the admin secret runs anything', async () => {
      const visitor = await RawClient.open(wsUrl, 'graphql-ws');
      const admin = await RawClient.open(wsUrl, 'graphql-ws');
      try {
        await visitor.init();
        visitor.send({ type: 'start', id: 'unlisted', payload: { query: unlistedSubscription } });
        expect((await visitor.nextOf('error', 'unlisted')).payload).toEqual({ errors: [NOT_ALLOWED_ERROR] });
        visitor.send({ type: 'start', id: 'listed', payload: { query: listedSubscription() } });
        expect((await visitor.nextOf('data', 'listed')).payload).toMatchObject({ data: { forum_totals: expect.any(Array) } });
        visitor.send({ type: 'stop', id: 'listed' });

        await admin.init({ headers: { 'x-hasura-admin-secret': ADMIN_SECRET } });
        admin.send({ type: 'start', id: 'unlisted', payload: { query: unlistedSubscription } });
        expect((await admin.nextOf('data', 'unlisted')).payload).toMatchObject({ data: { categories: expect.any(Array) } });
        admin.send({ type: 'stop', id: 'unlisted' });
      } finally {
        visitor.close();
        admin.close();
      }
    });
  });

  it("honours a collection's role scope, and lets anything through when it is off", async () => {
    const metadata = loadMetadata(METADATA_DIR);
    metadata.query_collections.push({ name: 'members', definition: { queries: [{ name: 'Unlisted', query: UNLISTED }] } });
    metadata.allowlist.push({ collection: 'members', scope: { global: false, roles: ['user'] } });
    const catalog = await withEnumValues(db, metadata, await readCatalog(db));
    const sessions = createSessionResolver({
      adminSecret: ADMIN_SECRET,
      jwtSecret: parseJwtSecret(JWT_SECRET),
      unauthorizedRole: 'anonymous',
    });
    const answer = async (enableAllowlist: boolean, headers: Record<string, string>) =>
      (await createEngine({ db, metadata, catalog, sessions, enableAllowlist }).handle({ query: UNLISTED }, headers)).body;
    expect(await answer(true, await roles.user!())).toMatch(/^\{"data":\{"categories":\[/);
    expect(await answer(true, await roles.anonymous!())).toBe(NOT_ALLOWED);
    expect(await answer(true, await roles.site_admin!())).toBe(NOT_ALLOWED);
    expect(await answer(false, await roles.anonymous!())).toMatch(/^\{"data":\{"categories":\[/);
  });

  // Last: it changes the live metadata of the app the tests above share.
  it('takes a list applied through the metadata API (hasura metadata apply) from the swap on', async () => {
    const metadataApi = async (body: unknown) => {
      const response = await on.app.inject({ method: 'POST', url: '/v1/metadata', headers: adminHeaders(), payload: body as object });
      return { status: response.statusCode, json: response.json() as Record<string, unknown> };
    };
    expect((await on.postJson({ query: UNLISTED })).text).toBe(NOT_ALLOWED);
    const exported = await metadataApi({ type: 'export_metadata', version: 2, args: {} });
    const metadata = exported.json.metadata as { query_collections?: unknown[]; allowlist?: unknown[] };
    metadata.query_collections = [
      ...(metadata.query_collections ?? []),
      { name: 'extra', definition: { queries: [{ name: 'Unlisted', query: UNLISTED }] } },
    ];
    metadata.allowlist = [...(metadata.allowlist ?? []), { collection: 'extra', scope: { global: true } }];
    const replaced = await metadataApi({ type: 'replace_metadata', version: 2, args: { allow_inconsistent_metadata: false, metadata } });
    expect(replaced.status).toBe(200);
    expect((await on.postJson({ query: UNLISTED })).json).toMatchObject({ data: { categories: expect.any(Array) } });
    // The site's own documents are still listed.
    expect((await on.postJson({ query: asUrqlSends(generated.HomeCategoriesQueryDocument as DocumentNode) })).json).toMatchObject({
      data: { categories: expect.any(Array) },
    });
  });
});
