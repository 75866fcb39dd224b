// The S3 store against a tiny local S3 stand-in (the outside world) that keeps objects in memory and
// records every request, so the PutObject the real @aws-sdk/client-s3 sends can be checked.
import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { createS3Store } from '../../src/storage/s3-store.ts';
import { bearer, MEMBERS, memberToken, siteAdminToken } from '../engine/harness.ts';
import { imageFile, makeImage, startStorageApp, upload, type StorageTestApp } from './support.ts';

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface FakeS3 {
  endpoint: string;
  requests: RecordedRequest[];
  objects: Map<string, Buffer>;
  /** Answer every PUT with 403 AccessDenied, as a bucket whose policy forbids writing. */
  refuseWrites: boolean;
  stop(): Promise<void>;
}

const ACCESS_KEY = 'test-access-key';

function s3Error(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

/** PUT (honouring If-None-Match: *) and GET of path-style `/<bucket>/<key>` objects; other access keys get 403. */
async function startFakeS3(): Promise<FakeS3> {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, Buffer>();
  const control = { refuseWrites: false };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const reply = (status: number, payload: string | Buffer = '', type = 'application/xml') =>
        response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(payload) }).end(payload);
      if (!request.headers.authorization?.includes(`Credential=${ACCESS_KEY}/`)) return reply(403, s3Error('AccessDenied'));
      if (request.method === 'PUT') {
        if (control.refuseWrites) return reply(403, s3Error('AccessDenied'));
        if (request.headers['if-none-match'] === '*' && objects.has(key)) return reply(412, s3Error('PreconditionFailed'));
        objects.set(key, body);
        return reply(200);
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        return object ? reply(200, object, 'application/octet-stream') : reply(404, s3Error('NoSuchKey'));
      }
      return reply(405, s3Error('MethodNotAllowed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(control, {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    objects,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const s3Env = (endpoint: string, extra: Record<string, string> = {}) => ({
  S3_BUCKET: 'images',
  S3_REGION: 'eu-central-1',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: 'test-secret-key',
  ...extra,
});

let s3: FakeS3;
let t: StorageTestApp;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await startStorageApp(s3Env(s3.endpoint));
});

afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('S3 storage', () => {
  it('sends a signed, conditional PutObject with content type and immutable caching, nothing on local disk', async () => {
    const { status, json } = await upload(
      t.app,
      { file: imageFile(await makeImage('png', 1600, 400), 'png') },
      bearer(await memberToken(MEMBERS.chenHao)),
    );
    expect(status).toBe(201);
    expect(json.path?.startsWith(`${MEMBERS.chenHao}/`)).toBe(true);
    const put = s3.requests.find((request) => request.method === 'PUT');
    expect(put?.url.split('?')[0]).toBe(`/images/${json.path}`);
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers['if-none-match']).toBe('*');
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-central-1\/s3\/aws4_request/);
    const stored = await sharp(put?.body).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 1200, 300]);
    expect(json.url).toBe(`/storage/images/${json.path}`);
    expect(existsSync(t.imagesDir)).toBe(false);
  });

  it('serves the object through GET /storage/images/* when there is no public URL', async () => {
    const { json } = await upload(
      t.app,
      { folder: 'blog', file: imageFile(await makeImage('webp'), 'webp') },
      bearer(await siteAdminToken(MEMBERS.sofia)),
    );
    expect(json.path?.startsWith('blog/')).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: json.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(s3.objects.get(`/images/${json.path}`) as Buffer)).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: '/storage/images/blog/1700000000000-0123456789ab.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not-found');
  });

  it('never overwrites an existing key (the bucket answers 412 to the conditional write)', async () => {
    const config = loadConfig(s3Env(s3.endpoint)).s3;
    if (!config) throw new Error('S3 config expected');
    const store = createS3Store(config);
    try {
      expect(await store.create('general/1700000000000-aaaaaaaaaaaa.png', Buffer.from('first'), 'image/png')).toBe(true);
      expect(await store.create('general/1700000000000-aaaaaaaaaaaa.png', Buffer.from('second'), 'image/png')).toBe(false);
      expect(s3.objects.get('/images/general/1700000000000-aaaaaaaaaaaa.png')?.toString()).toBe('first');
    } finally {
      store.close();
    }
  });

  it('answers with S3_PUBLIC_URL when it is set', () => {
    const config = loadConfig(s3Env(s3.endpoint, { S3_PUBLIC_URL: 'https://cdn.example.com/images/' })).s3;
    if (!config) throw new Error('S3 config expected');
    const store = createS3Store(config);
    expect(store.urlOf('blog/1700000000000-0123456789ab.jpg')).toBe('https://cdn.example.com/images/blog/1700000000000-0123456789ab.jpg');
    store.close();
  });

  it('answers storage-failed when the bucket refuses the write', async () => {
    s3.refuseWrites = true;
    try {
      const { status, json } = await upload(
        t.app,
        { file: imageFile(await makeImage('png'), 'png') },
        bearer(await memberToken(MEMBERS.linWei)),
      );
      expect(status).toBe(502);
      expect(json.error?.code).toBe('storage-failed');
      expect(json.error?.message).toContain('AccessDenied');
    } finally {
      s3.refuseWrites = false;
    }
  });
});
