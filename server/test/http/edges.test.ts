// The edges of /v1/graphql as Hasura answers them, on the real app and database: CORS preflights and headers
// (HASURA_GRAPHQL_CORS_DOMAIN), Hasura's not-found body for path variants and unknown paths under its
// namespaces, and 431 for headers over Node's limit (over a real socket, since inject skips the HTTP parser).
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCorsDomains } from '../../src/http/edges.ts';
import { startDiscoveryApp, type DiscoveryApp } from '../discovery/app.ts';

const NOT_FOUND = { path: '$', error: 'resource does not exist', code: 'not-found' };
const QUERY = JSON.stringify({ query: '{ __typename }' });

describe('/v1/graphql edges (HASURA_GRAPHQL_CORS_DOMAIN unset: *)', () => {
  let t: DiscoveryApp;
  beforeAll(async () => {
    t = await startDiscoveryApp();
  });
  afterAll(() => t.close());

  it('answers a preflight from any origin 204 with the headers Hasura sends', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/graphql',
      headers: {
        origin: 'https://other.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': 'https://other.example',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
      'access-control-allow-headers': 'content-type,authorization',
      'access-control-max-age': '1728000',
      'access-control-expose-headers': 'X-Hasura-Query-Cache-Key,X-Hasura-Query-Family-Cache-Key,Warning',
    });
  });

  it('sends the CORS headers with the answer of a cross-origin POST, and none without an Origin', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://other.example' },
      payload: QUERY,
    });
    expect(cross.json()).toEqual({ data: { __typename: 'query_root' } });
    expect(cross.headers['access-control-allow-origin']).toBe('https://other.example');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json' },
      payload: QUERY,
    });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    // Nothing grants a preflight to /auth: its cookie calls stay same-site only.
    const auth = await t.app.inject({ method: 'OPTIONS', url: '/auth/token', headers: { origin: 'https://other.example' } });
    expect(auth.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("answers an OPTIONS without an Origin, path variants and unknown paths with Hasura's not-found", async () => {
    for (const [method, url] of [
      ['OPTIONS', '/v1/graphql'],
      ['POST', '/v1/graphql/'],
      ['POST', '/v1//graphql'],
      ['GET', '/v1/graphql/'],
      ['POST', '/v1/nothing'],
      ['GET', '/v2/nothing'],
      ['GET', '/v1alpha1/graphql/x'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'POST' ? QUERY : undefined,
      });
      expect({ url, status: response.statusCode, body: response.json() as unknown }).toEqual({ url, status: 404, body: NOT_FOUND });
    }
  });

  it("answers headers over the limit 431 in Hasura's error shape and closes the connection", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /v1/graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\nContent-Length: ${QUERY.length}\r\n\r\n${QUERY}`,
    );
    await closed;
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({
      errors: [{ message: 'the request headers are too large', extensions: { path: '$', code: 'request-header-fields-too-large' } }],
    });
  });
});

describe('HASURA_GRAPHQL_CORS_DOMAIN with origins', () => {
  let t: DiscoveryApp;
  beforeAll(async () => {
    t = await startDiscoveryApp({ HASURA_GRAPHQL_CORS_DOMAIN: 'https://app.example, https://*.partner.example' });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({ method: 'OPTIONS', url: '/v1/graphql', headers: { origin, 'access-control-request-method': 'POST' } });

  it('grants only the listed origins and the subdomains of a wildcard', async () => {
    expect((await preflight('https://app.example')).statusCode).toBe(204);
    expect((await preflight('https://a.partner.example')).headers['access-control-allow-origin']).toBe('https://a.partner.example');
    const refused = await preflight('https://evil.example');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(NOT_FOUND);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('http://a.partner.example')).statusCode).toBe(404);
  });

  it('refuses a malformed value at start', () => {
    expect(() => readCorsDomains('example.com')).toThrow(/HASURA_GRAPHQL_CORS_DOMAIN/);
    expect(readCorsDomains(undefined)).toBe('*');
  });
});
