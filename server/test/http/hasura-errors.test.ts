// The one error handler of the scopes that speak Hasura's APIs (server/src/http/hasura-errors.ts): /v1/graphql, the
// metadata API and, with GRAPHQL_ENGINE=external, the pass-through to Hasura. Fastify's refusals of a request (a body
// over the limit, a Content-Length that does not match the body) answer each scope's Hasura body, byte for byte.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import type { Database } from '../../src/db/index.ts';
import { METADATA_BODY_LIMIT } from '../../src/http/metadata-api.ts';
import { adminHeaders, createTestApp } from '../engine/harness.ts';
import { createTestDatabase } from '../support/database.ts';

const BODY_LIMIT = 256;
const MISMATCH = 'Request body size did not match Content-Length';

let db: Database;
let embedded: FastifyInstance;
let external: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app: embedded } = await createTestApp(db, { GRAPHQL_BODY_LIMIT: String(BODY_LIMIT) }));
  dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-hasura-errors-'));
  external = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      GRAPHQL_ENGINE: 'external',
      // Nothing listens there: the refusals below are answered before anything is passed on.
      HASURA_GRAPHQL_ENDPOINT: 'http://127.0.0.1:1',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      GRAPHQL_BODY_LIMIT: String(BODY_LIMIT),
    }),
    db,
  });
});

afterAll(async () => {
  await external?.close();
  await embedded?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const graphqlBody = (code: string, message: string) => `{"errors":[{"message":"${message}","extensions":{"path":"$","code":"${code}"}}]}`;

async function refusal(app: FastifyInstance, url: string, payload: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
}

describe("Hasura's refusals of a request", () => {
  it('on /v1/graphql and /v1alpha1/graphql: the errors body', async () => {
    for (const url of ['/v1/graphql', '/v1alpha1/graphql']) {
      expect(await refusal(embedded, url, 'x'.repeat(BODY_LIMIT + 1))).toEqual({
        status: 413,
        type: 'application/json; charset=utf-8',
        body: graphqlBody('request-too-large', `the request body is larger than the limit of ${BODY_LIMIT} bytes`),
      });
      expect(await refusal(embedded, url, '{"query":"{ __typename }"}', { 'content-length': '5' })).toEqual({
        status: 400,
        type: 'application/json; charset=utf-8',
        body: graphqlBody('bad-request', MISMATCH),
      });
    }
  });

  it("on the metadata API: the metadata API's body", async () => {
    const huge = JSON.stringify({ type: 'export_metadata', args: { pad: 'x'.repeat(METADATA_BODY_LIMIT) } });
    expect(await refusal(embedded, '/v1/metadata', huge, adminHeaders())).toEqual({
      status: 413,
      type: 'application/json; charset=utf-8',
      body: `{"path":"$","error":"the request body is larger than the limit of ${METADATA_BODY_LIMIT} bytes","code":"request-too-large"}`,
    });
    expect(
      await refusal(embedded, '/v1/metadata', '{"type":"export_metadata","args":{}}', { ...adminHeaders(), 'content-length': '5' }),
    ).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: `{"path":"$","error":"${MISMATCH}","code":"bad-request"}`,
    });
  });

  it('on the pass-through to an external Hasura: the errors body', async () => {
    for (const url of ['/v1/graphql', '/v1/metadata']) {
      expect(await refusal(external, url, 'x'.repeat(BODY_LIMIT + 1))).toEqual({
        status: 413,
        type: 'application/json; charset=utf-8',
        body: graphqlBody('request-too-large', `the request body is larger than the limit of ${BODY_LIMIT} bytes`),
      });
      expect(await refusal(external, url, '{"query":"{ __typename }"}', { 'content-length': '5' })).toEqual({
        status: 400,
        type: 'application/json; charset=utf-8',
        body: graphqlBody('bad-request', MISMATCH),
      });
    }
  });
});
