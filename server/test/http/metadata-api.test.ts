// The metadata API of the embedded engine (server/src/http/metadata-api.ts), as the Hasura CLI uses it: export,
// replace (consistent, inconsistent refused, inconsistent allowed), reload after a migration, the inconsistency list,
// resource_version, the admin-only gate, and the exact HTTP exchanges of `hasura metadata export|apply|reload|ic list`
// as the CLI's source makes them (hasura/graphql-engine cli/cli.go Validate, internal/hasura/commonmetadata).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { METADATA_DIR, ROOT_DIR } from '../../src/config/paths.ts';
import type { Database } from '../../src/db/index.ts';
import { exportMetadata, type ExportedMetadata } from '../../src/engine/metadata/export.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { readMetadataJson } from '../../src/engine/metadata/read-json.ts';
import { HASURA_VERSION, METADATA_BODY_LIMIT } from '../../src/http/metadata-api.ts';
import { ADMIN_SECRET, adminHeaders, bearer, createTestApp, memberToken, MEMBERS } from '../engine/harness.ts';
import { graphqlWsClient, sleep } from '../subscriptions/ws-clients.ts';
import { createTestDatabase } from '../support/database.ts';

type Json = Record<string, unknown>;

// One seeded database for the file and a new app (engine, metadata, resource_version) for each test: the metadata
// API changes only the app's state. The tests that change the database itself (reload_metadata) get their own.
let shared: Database;
let db: Database;
let app: FastifyInstance;

async function openApp(database: Database) {
  db = database;
  ({ app } = await createTestApp(db));
}

beforeAll(async () => {
  shared = await createTestDatabase({ seeds: true });
});
afterAll(() => shared.close());

beforeEach(() => openApp(shared));

afterEach(async () => {
  await app.close();
  if (db !== shared) await db.close();
});

/** The project's metadata as export_metadata answers it: loadMetadata's reading, as JSON. */
const projectMetadata = (): ExportedMetadata => JSON.parse(JSON.stringify(exportMetadata(loadMetadata(METADATA_DIR)))) as ExportedMetadata;

async function metadataApi(body: unknown, headers: Record<string, string> = adminHeaders(), url = '/v1/metadata') {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, json: response.json<Json>() };
}

async function graphql(query: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query },
  });
  return response.json<{ data?: Json; errors?: { message: string; extensions: { code: string } }[] }>();
}

const replaceV2 = (metadata: unknown, allowInconsistent: boolean, extra: Json = {}) =>
  metadataApi({ type: 'replace_metadata', version: 2, ...extra, args: { allow_inconsistent_metadata: allowInconsistent, metadata } });

const exported = async () =>
  (await metadataApi({ type: 'export_metadata', version: 2, args: {} })).json as { resource_version: number; metadata: ExportedMetadata };

type TableJson = ExportedMetadata['sources'][number]['tables'][number];

/** The project's metadata with one table's metadata changed. */
function withTable(name: string, change: (table: TableJson) => void): ExportedMetadata {
  const metadata = projectMetadata();
  const table = metadata.sources[0]!.tables.find((meta) => meta.table.schema === 'public' && meta.table.name === name)!;
  change(table);
  return metadata;
}

const anonymousCategories = (table: TableJson) => table.select_permissions!.find((entry) => entry.role === 'anonymous')!.permission;

const CATEGORIES = '{ categories(order_by: {slug: asc}) { slug } }';

describe('export_metadata', () => {
  it('answers the metadata loadMetadata read, as Hasura JSON v3, on /v1/metadata and /v1/query', async () => {
    for (const url of ['/v1/metadata', '/v1/query']) {
      const { status, json } = await metadataApi({ type: 'export_metadata', args: {} }, adminHeaders(), url);
      expect(status, url).toBe(200);
      expect(json, url).toEqual(projectMetadata());
      expect(json.version).toBe(3);
    }
  });

  it('reads back as what it exported (what `hasura metadata apply` of an exported project sends)', () => {
    const loaded = JSON.parse(JSON.stringify(loadMetadata(METADATA_DIR))) as Json;
    const read = readMetadataJson(projectMetadata(), { label: '$.args.metadata', dir: METADATA_DIR });
    expect({ ...read, origin: undefined }).toEqual({ ...loaded, origin: undefined });
    // Problems found later name the files `hasura metadata export` writes.
    expect(read.origin?.sources.default?.tables['public.categories']).toBe('databases/default/tables/public_categories.yaml');
  });

  it('version 2 answers {resource_version, metadata}', async () => {
    expect(await exported()).toEqual({ resource_version: 1, metadata: projectMetadata() });
  });
});

describe('replace_metadata', () => {
  it('serves the new metadata from the next GraphQL request on, and exports it', async () => {
    expect((await graphql(CATEGORIES)).data?.categories).not.toEqual([]);
    const metadata = withTable('categories', (table) => {
      anonymousCategories(table).filter = { slug: { _eq: 'no-such-category' } };
    });
    const { status, json } = await replaceV2(metadata, false);
    expect(status).toBe(200);
    expect(json).toEqual({ is_consistent: true, inconsistent_objects: [] });
    expect((await graphql(CATEGORIES)).data).toEqual({ categories: [] });
    // Other roles keep their permission.
    expect((await graphql(CATEGORIES, bearer(await memberToken(MEMBERS.linWei)))).data?.categories).not.toEqual([]);
    expect(await exported()).toEqual({ resource_version: 2, metadata });
  });

  it('takes version 1 (the metadata itself) and answers success', async () => {
    const metadata = withTable('categories', (table) => {
      anonymousCategories(table).columns = ['slug'];
    });
    expect(await metadataApi({ type: 'replace_metadata', args: metadata })).toEqual({ status: 200, json: { message: 'success' } });
    const refused = await graphql('{ categories { name } }');
    expect(refused.errors?.[0]?.extensions.code).toBe('validation-failed');
  });

  it("refuses inconsistent metadata with Hasura's error and changes nothing", async () => {
    const before = await exported();
    const metadata = withTable('categories', (table) => {
      anonymousCategories(table).columns = ['slug', 'titel'];
    });
    for (const request of [() => replaceV2(metadata, false), () => metadataApi({ type: 'replace_metadata', args: metadata })]) {
      const { status, json } = await request();
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: 'unexpected', error: 'cannot continue due to inconsistent metadata', path: '$.args' });
      expect(json.internal).toEqual([
        {
          type: 'select_permission',
          name: 'select_permission anonymous in table categories in source default',
          reason: 'Inconsistent object: select permission for role "anonymous": unknown column "titel"',
          definition: expect.objectContaining({ source: 'default', table: { schema: 'public', name: 'categories' }, role: 'anonymous' }),
        },
      ]);
    }
    expect(await exported()).toEqual(before);
    expect((await graphql(CATEGORIES)).data?.categories).not.toEqual([]);
  });

  it('with allow_inconsistent_metadata serves the rest, lists what was left out, and drops it on request', async () => {
    // A broken relationship, and a permission that filters through it: left out in a second round.
    const metadata = withTable('categories', (table) => {
      table.array_relationships![0]!.using = {
        foreign_key_constraint_on: { table: { schema: 'public', name: 'articles' }, column: 'category_idx' },
      };
      anonymousCategories(table).filter = { articles: { id: { _is_null: false } } };
    });
    const { status, json } = await replaceV2(metadata, true);
    expect(status).toBe(200);
    expect(json.is_consistent).toBe(false);
    const names = [
      'array_relation articles in table categories in source default',
      'select_permission anonymous in table categories in source default',
    ];
    expect((json.inconsistent_objects as { name: string }[]).map((object) => object.name)).toEqual(names);
    const listed = await metadataApi({ type: 'get_inconsistent_metadata', args: {} });
    expect(listed).toEqual({ status: 200, json });
    // Left out of the schema, kept in the metadata, as Hasura does.
    expect((await graphql(CATEGORIES)).errors?.[0]?.extensions.code).toBe('validation-failed');
    expect((await graphql('{ news_articles(limit: 1) { id } }')).data?.news_articles).toHaveLength(1);
    expect((await exported()).metadata).toEqual(metadata);

    expect(await metadataApi({ type: 'drop_inconsistent_metadata', args: {} })).toEqual({ status: 200, json: { message: 'success' } });
    expect(await metadataApi({ type: 'get_inconsistent_metadata', args: {} })).toEqual({
      status: 200,
      json: { is_consistent: true, inconsistent_objects: [] },
    });
    const categories = (await exported()).metadata.sources[0]!.tables.find((meta) => meta.table.name === 'categories')!;
    expect(categories.array_relationships!.map((rel) => rel.name)).toEqual(['blog_posts']);
    expect(categories.select_permissions!.map((entry) => entry.role)).toEqual(['site_admin', 'user']);
  });

  it('refuses metadata whose GraphQL schema cannot be built, and keeps serving the old one', async () => {
    // A custom type named as a table's type: two types of one name in the schemas of the roles that see both.
    const metadata = projectMetadata();
    const search = metadata.actions.find((action) => action.name === 'search')!;
    const result = metadata.custom_types.objects.find((object) => search.definition.output_type.includes(object.name))!;
    search.definition.output_type = search.definition.output_type.replace(result.name, 'categories');
    result.name = 'categories';
    for (const allow of [false, true]) {
      const { status, json } = await replaceV2(metadata, allow);
      expect(status).toBe(400);
      expect(json).toMatchObject({
        code: 'unexpected',
        path: '$.args',
        error: expect.stringMatching(/^cannot build the GraphQL schema of role "\w+" for this metadata: /),
      });
    }
    expect((await exported()).resource_version).toBe(1);
    expect((await graphql(CATEGORIES)).data?.categories).not.toEqual([]);
  });

  it('refuses, even with allow_inconsistent_metadata, what no object can be left out for', async () => {
    const metadata = projectMetadata();
    metadata.sources.push({ ...metadata.sources[0]!, name: 'other' });
    const { status, json } = await replaceV2(metadata, true);
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'unexpected', error: 'cannot continue due to inconsistent metadata' });
    expect(json.internal).toEqual([
      {
        definition: null,
        name: 'metadata',
        reason: 'Inconsistent object: 2 sources; this engine serves one database, keep only the default source',
        type: 'metadata',
      },
    ]);
  });

  it("refuses metadata of the wrong shape with Hasura's parse-failed, naming where", async () => {
    const noFilter = withTable('categories', (table) => {
      delete (anonymousCategories(table) as unknown as Partial<Json>).filter;
    });
    const { status, json } = await replaceV2(noFilter, false);
    expect(status).toBe(400);
    expect(json).toEqual({
      code: 'parse-failed',
      path: '$.args.metadata',
      error: '$.args.metadata: table public.categories: select permission for role "anonymous": "filter" is missing',
    });
    expect((await replaceV2({ ...projectMetadata(), version: 2 }, false)).json).toMatchObject({ code: 'parse-failed' });
    expect((await metadataApi({ type: 'replace_metadata', version: 2, args: { metadata: [] } })).json).toMatchObject({
      code: 'parse-failed',
      path: '$.args.metadata',
    });
  });
});

describe('subscriptions across a replace', () => {
  it('keeps a running one on the engine it started on; a new one gets the new metadata', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/graphql`;
    const subscription = { query: `subscription ${CATEGORIES}` };
    const before = graphqlWsClient(url);
    const after = graphqlWsClient(url);
    try {
      const running = before.subscribe<{ data?: { categories: unknown[] } }>(subscription);
      expect((await running.next()).data?.categories).not.toEqual([]);
      const metadata = withTable('categories', (table) => {
        anonymousCategories(table).filter = { slug: { _eq: 'no-such-category' } };
      });
      expect((await replaceV2(metadata, false)).status).toBe(200);
      expect(await after.subscribe(subscription).next()).toEqual({ data: { categories: [] } });
      // The swap made the running one poll again: with the old engine's permission, so nothing changed to push.
      await sleep(300);
      expect(running.unread).toEqual([]);
    } finally {
      await before.dispose();
      await after.dispose();
    }
  });
});

describe('reload_metadata', () => {
  beforeEach(async () => {
    await app.close();
    await openApp(await createTestDatabase({ seeds: true }));
  });

  it('reads the database again: a column added by a migration becomes available', async () => {
    await db.exec(`alter table public.categories add column colour text not null default 'red'`);
    const admin = adminHeaders();
    expect((await graphql('{ categories(limit: 1) { colour } }', admin)).errors?.[0]?.extensions.code).toBe('validation-failed');
    const { status, json } = await metadataApi({ type: 'reload_metadata', args: { reload_sources: true } });
    expect(status).toBe(200);
    expect(json).toEqual({ message: 'success', is_consistent: true });
    expect((await graphql('{ categories(limit: 1) { colour } }', admin)).data).toEqual({ categories: [{ colour: 'red' }] });
  });

  it("follows Hasura's workflow: apply metadata ahead of its migration, migrate, reload", async () => {
    const metadata = withTable('categories', (table) => {
      (anonymousCategories(table).columns as string[]).push('colour');
    });
    const applied = await replaceV2(metadata, true);
    expect(applied.json).toMatchObject({ is_consistent: false, inconsistent_objects: [{ type: 'select_permission' }] });
    await db.exec(`alter table public.categories add column colour text not null default 'red'`);
    expect(await metadataApi({ type: 'reload_metadata', args: {} })).toEqual({
      status: 200,
      json: { message: 'success', is_consistent: true },
    });
    const { data } = await graphql('{ categories(limit: 1) { colour } }');
    expect(data).toEqual({ categories: [{ colour: 'red' }] });
  });

  it('lists what a migration broke, and keeps serving the rest', async () => {
    await db.exec('alter table public.categories drop column description');
    const { json } = await metadataApi({ type: 'reload_metadata', args: {} });
    expect(json).toMatchObject({ message: 'success', is_consistent: false });
    const roles = (json.inconsistent_objects as { name: string }[])
      .map((object) => object.name)
      .filter((name) => name.includes('categories'));
    expect(roles).toContain('select_permission anonymous in table categories in source default');
    expect((await graphql('{ news_articles(limit: 1) { id } }')).data?.news_articles).toHaveLength(1);
  });

  it('refuses unknown source names', async () => {
    const { status, json } = await metadataApi({ type: 'reload_metadata', args: { reload_sources: ['nope'] } });
    expect(status).toBe(400);
    expect(json).toEqual({ code: 'not-exists', error: 'Source with name "nope" not found in metadata', path: '$.args.reload_sources' });
  });
});

describe('resource_version', () => {
  it('is 1 at start and one more at each change; a stale one is refused with 409 and changes nothing', async () => {
    expect((await exported()).resource_version).toBe(1);
    const metadata = withTable('categories', (table) => {
      anonymousCategories(table).filter = { slug: { _eq: 'none' } };
    });
    expect((await replaceV2(metadata, false, { resource_version: 1 })).status).toBe(200);
    expect((await exported()).resource_version).toBe(2);
    const stale = await replaceV2(projectMetadata(), false, { resource_version: 1 });
    expect(stale).toEqual({
      status: 409,
      json: { path: '$', error: 'metadata resource version referenced (1) did not match current version', code: 'conflict' },
    });
    expect(await exported()).toEqual({ resource_version: 2, metadata });
    expect((await metadataApi({ type: 'reload_metadata', resource_version: 2, args: {} })).status).toBe(200);
    expect((await exported()).resource_version).toBe(3);
    // A refused change does not count.
    await replaceV2({ ...projectMetadata(), sources: 'none' }, false);
    expect((await exported()).resource_version).toBe(3);
  });
});

describe('the admin-only gate', () => {
  it("refuses everyone but the admin role with Hasura's access-denied, before reading the body", async () => {
    const body = { type: 'export_metadata', args: {} };
    expect(await metadataApi(body, {})).toEqual({
      status: 400,
      json: { path: '$.args', error: 'restricted access : admin only', code: 'access-denied' },
    });
    expect(await metadataApi(body, bearer(await memberToken(MEMBERS.linWei)))).toMatchObject({
      status: 400,
      json: { code: 'access-denied' },
    });
    expect(await metadataApi(body, adminHeaders({ 'x-hasura-role': 'user' }))).toMatchObject({
      status: 400,
      json: { code: 'access-denied' },
    });
    expect(await metadataApi(body, { 'x-hasura-admin-secret': 'wrong' })).toEqual({
      status: 401,
      json: { path: '$', error: 'invalid x-hasura-admin-secret/x-hasura-access-key', code: 'access-denied' },
    });
    const config = await app.inject({ method: 'GET', url: '/v1alpha1/config' });
    expect(config.statusCode).toBe(400);
    // A body over the limit is refused for who sends it: 413 for the admin, access-denied for others.
    const huge = JSON.stringify({ type: 'replace_metadata', args: { pad: 'x'.repeat(METADATA_BODY_LIMIT) } });
    const stranger = await app.inject({
      method: 'POST',
      url: '/v1/metadata',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(stranger.json()).toMatchObject({ code: 'access-denied' });
    const admin = await app.inject({
      method: 'POST',
      url: '/v1/metadata',
      headers: { 'content-type': 'application/json', ...adminHeaders() },
      payload: huge,
    });
    expect(admin.statusCode).toBe(413);
    expect(admin.json()).toMatchObject({ code: 'request-too-large', path: '$' });
  });

  it("answers malformed requests and other commands with Hasura's shape, never a 500", async () => {
    const raw = (payload: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/v1/metadata', headers: { ...adminHeaders(), ...headers }, payload });
    for (const payload of [
      '',
      'not json',
      '[]',
      '{"args": {}}',
      '{"type": "export_metadata", "version": 3}',
      '{"type": "export_metadata", "resource_version": "x"}',
    ]) {
      const response = await raw(payload, { 'content-type': 'application/json' });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ code: 'parse-failed' });
    }
    expect((await raw('{"type": "export_metadata", "args": {}}', { 'content-type': 'text/plain' })).statusCode).toBe(200);
    const other = await metadataApi({ type: 'pg_track_table', args: { table: 'x' } });
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({ code: 'not-supported', path: '$.type' });
    const get = await app.inject({ method: 'GET', url: '/v1/metadata', headers: adminHeaders() });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ path: '$', error: 'resource does not exist', code: 'not-found' });
  });
});

describe('the Hasura CLI', () => {
  /** The requests of the CLI's ExecutionContext.Validate, made by every command before its own. */
  async function validate(): Promise<void> {
    // util.GetServerStatus and version.FetchServerVersion: GET /v1/version, no secret yet.
    for (let i = 0; i < 2; i += 1) {
      const version = await app.inject({ method: 'GET', url: '/v1/version' });
      expect(version.statusCode).toBe(200);
      expect(version.json()).toEqual({ version: HASURA_VERSION });
    }
    const headers = { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET };
    // GetHasuraInternalServerConfig: GET /v1alpha1/config (its failure would only be logged).
    const config = await app.inject({ method: 'GET', url: '/v1alpha1/config', headers });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ version: HASURA_VERSION, console_assets_dir: null });
    // The check that the server has metadata v3: export_metadata on /v1/query, decoding {version}.
    const v3 = await app.inject({ method: 'POST', url: '/v1/query', headers, payload: '{"type":"export_metadata","args":{}}' });
    expect(v3.statusCode).toBe(200);
    expect(v3.json<{ version: number }>().version).toBe(3);
    // util.GetServerState: get_catalog_state on /v1/metadata, decoding {id}.
    const state = await app.inject({ method: 'POST', url: '/v1/metadata', headers, payload: '{"type":"get_catalog_state","args":{}}' });
    expect(state.statusCode).toBe(200);
    expect(typeof state.json<{ id: unknown }>().id).toBe('string');
  }

  const send = async (payload: string) => {
    const headers = { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET };
    const response = await app.inject({ method: 'POST', url: '/v1/metadata', headers, payload });
    return { status: response.statusCode, json: response.json<Json>() };
  };

  it('`hasura metadata export`: the project metadata', async () => {
    await validate();
    expect(await send('{"type":"export_metadata","args":{}}')).toEqual({ status: 200, json: projectMetadata() });
  });

  it('`hasura metadata apply`: replace_metadata version 2 with allow_inconsistent_metadata, as the CLI builds it', async () => {
    await validate();
    // The CLI's JSON of the project's files: actions' arguments and custom types' fields with `description: null`.
    const metadata = projectMetadata();
    for (const action of metadata.actions)
      for (const argument of action.definition.arguments) Object.assign(argument, { description: argument.description ?? null });
    for (const object of metadata.custom_types.objects)
      for (const field of object.fields) Object.assign(field, { description: field.description ?? null });
    const body = JSON.stringify({ type: 'replace_metadata', version: 2, args: { allow_inconsistent_metadata: true, metadata } });
    // The CLI decodes hasura.V2ReplaceMetadataResponse: is_consistent decides its warning.
    expect(await send(body)).toEqual({ status: 200, json: { is_consistent: true, inconsistent_objects: [] } });
    expect(await send('{"type":"export_metadata","args":{}}')).toEqual({ status: 200, json: projectMetadata() });
  });

  it('`hasura metadata reload` and `hasura metadata inconsistency list`', async () => {
    await validate();
    expect(await send('{"type":"reload_metadata","args":{}}')).toEqual({ status: 200, json: { message: 'success', is_consistent: true } });
    expect(await send('{"type":"get_inconsistent_metadata","args":{}}')).toEqual({
      status: 200,
      json: { is_consistent: true, inconsistent_objects: [] },
    });
  });

  it('get_catalog_state lists the applied migrations as the CLI state holds them', async () => {
    const { json } = await send('{"type":"get_catalog_state","args":{}}');
    const newest = (await db.query<{ version: string }>('select max(version)::text as version from hdb_catalog.schema_migrations')).rows[0]!
      .version;
    expect(json).toMatchObject({ cli_state: { migrations: { default: { [newest]: false } }, isStateCopyCompleted: true } });
  });

  it('reports the Hasura version docker-compose.yml pins', () => {
    const compose = readFileSync(join(ROOT_DIR, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain(`hasura/graphql-engine:${HASURA_VERSION}.`);
  });
});
