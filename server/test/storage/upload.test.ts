// POST /storage/images and GET of the returned url on the real app (PGlite, local disk under DATA_DIR).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECRET, adminHeaders, bearer, MEMBERS, memberToken, signToken, siteAdminToken } from '../engine/harness.ts';
import {
  imageFile,
  makeAnimatedGif,
  makeImage,
  makeJpegWithGps,
  makePixelBomb,
  startStorageApp,
  upload,
  type Format,
  type StorageTestApp,
} from './support.ts';

const PATH_SHAPE = /^([A-Za-z0-9_-]+)\/\d{13}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

let t: StorageTestApp;
let member: Record<string, string>;

beforeAll(async () => {
  t = await startStorageApp();
  member = bearer(await memberToken(MEMBERS.linWei));
});

afterAll(async () => {
  await t?.close();
});

/** GET of a path exactly as given: node:http sends it unchanged, where fetch and inject resolve dot segments. */
function rawGet(base: URL, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: base.hostname, port: base.port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every file stored so far, as `<folder>/<file>` paths. */
function storedPaths(): string[] {
  if (!existsSync(t.imagesDir)) return [];
  return readdirSync(t.imagesDir).flatMap((folder) => readdirSync(join(t.imagesDir, folder)).map((file) => `${folder}/${file}`));
}

async function storedImage(path: string) {
  const bytes = readFileSync(join(t.imagesDir, path));
  return { bytes, metadata: await sharp(bytes, { animated: true }).metadata() };
}

describe('accepted images', () => {
  it.each<[Format, string]>([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['gif', 'gif'],
  ])('stores a %s under the member id and serves it with immutable caching', async (format, extension) => {
    const { status, json } = await upload(t.app, { file: imageFile(await makeImage(format), format) }, member);
    expect(status).toBe(201);
    expect(json.path).toMatch(PATH_SHAPE);
    expect(json.path?.startsWith(`${MEMBERS.linWei}/`)).toBe(true);
    expect(json.path?.endsWith(`.${extension}`)).toBe(true);
    expect(json.url).toBe(`/storage/images/${json.path}`);

    const served = await t.app.inject({ method: 'GET', url: json.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(readFileSync(join(t.imagesDir, json.path as string)))).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).format).toBe(format);
  });

  it('keeps a short GIF animation, resized frame by frame', async () => {
    const { status, json } = await upload(t.app, { file: imageFile(await makeAnimatedGif(1600, 800, 3), 'gif') }, member);
    expect(status).toBe(201);
    const { metadata } = await storedImage(json.path as string);
    expect({ width: metadata.width, frameHeight: metadata.pageHeight, pages: metadata.pages }).toEqual({
      width: 1200,
      frameHeight: 600,
      pages: 3,
    });
  });

  it('scales the longest side down to 1200 px and never enlarges', async () => {
    const large = await upload(t.app, { file: imageFile(await makeImage('jpeg', 1600, 2400), 'jpeg') }, member);
    const small = await upload(t.app, { file: imageFile(await makeImage('png', 300, 200), 'png') }, member);
    const [largeMeta, smallMeta] = await Promise.all([storedImage(large.json.path as string), storedImage(small.json.path as string)]);
    expect([largeMeta.metadata.width, largeMeta.metadata.height]).toEqual([800, 1200]);
    expect([smallMeta.metadata.width, smallMeta.metadata.height]).toEqual([300, 200]);
  });

  it('strips EXIF (GPS included) and applies the EXIF rotation', async () => {
    const original = await makeJpegWithGps(400, 200);
    expect((await sharp(original).metadata()).exif?.includes('TestCam')).toBe(true);
    const { status, json } = await upload(t.app, { file: imageFile(original, 'jpeg') }, member);
    expect(status).toBe(201);
    const { bytes, metadata } = await storedImage(json.path as string);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('TestCam')).toBe(false);
    // Orientation 6 turns the stored 400x200 picture upright: 200 wide, 400 high.
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
  });
});

describe('refused files', () => {
  it('refuses a 6 MB file from its declared length, storing nothing', async () => {
    const before = storedPaths();
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(6 * 1024 * 1024)]);
    const { status, json } = await upload(t.app, { file: imageFile(big, 'png') }, member);
    expect(status).toBe(413);
    expect(json.error?.code).toBe('file-too-large');
    expect(storedPaths()).toEqual(before);
  });

  it('refuses a file just over 5 MB while reading it', async () => {
    const before = storedPaths();
    const justOver = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024 + 1024)]);
    const { status, json } = await upload(t.app, { file: imageFile(justOver, 'png') }, member);
    expect(status).toBe(413);
    expect(json.error?.code).toBe('file-too-large');
    expect(storedPaths()).toEqual(before);
  });

  it('refuses a script renamed .png whatever its declared type', async () => {
    const script = Buffer.from('#!/bin/sh\necho pwned\n');
    const { status, json } = await upload(t.app, { file: { bytes: script, filename: 'cat.png', type: 'image/png' } }, member);
    expect(status).toBe(415);
    expect(json.error?.code).toBe('unsupported-type');
  });

  it('refuses SVG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const { status, json } = await upload(t.app, { file: { bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' } }, member);
    expect(status).toBe(415);
    expect(json.error?.code).toBe('unsupported-type');
  });

  it('refuses a PNG whose header declares 30000 x 30000 pixels', async () => {
    const bomb = makePixelBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const { status, json } = await upload(t.app, { file: imageFile(bomb, 'png') }, member);
    expect(status).toBe(422);
    expect(json.error?.code).toBe('too-many-pixels');
  });

  it('refuses bytes that start like a JPEG but do not decode', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    const { status, json } = await upload(t.app, { file: imageFile(broken, 'jpeg') }, member);
    expect(status).toBe(422);
    expect(json.error?.code).toBe('invalid-image');
  });

  it('answers file-missing without a file part, and for a JSON body', async () => {
    const noFile = await upload(t.app, { folder: 'blog' }, member);
    expect(noFile.status).toBe(400);
    expect(noFile.json.error?.code).toBe('file-missing');
    const json = await t.app.inject({
      method: 'POST',
      url: '/storage/images',
      headers: { ...member, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('file-missing');
  });
});

describe('who may upload', () => {
  const image = () => makeImage('png').then((bytes) => imageFile(bytes, 'png'));

  it.each([
    ['no credentials', async () => ({})],
    ['only an x-hasura-user-id header', async () => ({ 'x-hasura-user-id': MEMBERS.linWei })],
    ['a token with a bad signature', async () => bearer(await signToken({ key: 'another-key-of-the-wrong-kind-0123456789' }))],
    ['an expired token', async () => bearer(await signToken({ expiresIn: -600 }))],
    ['a token without a user id', async () => bearer(await signToken({ userId: null }))],
    ['a wrong admin secret', async () => ({ 'x-hasura-admin-secret': `${ADMIN_SECRET}-wrong` })],
  ])('refuses %s with 401 unauthenticated', async (_name, headers) => {
    const before = storedPaths();
    const { status, json } = await upload(t.app, { file: await image() }, await headers());
    expect(status).toBe(401);
    expect(json.error?.code).toBe('unauthenticated');
    expect(json.error?.message).toBeTruthy();
    expect(storedPaths()).toEqual(before);
  });

  it("ignores a member's folder and stores under the member's id (spec section 6)", async () => {
    const { status, json } = await upload(t.app, { folder: 'blog', file: await image() }, bearer(await memberToken(MEMBERS.marcus)));
    expect(status).toBe(201);
    expect(json.path?.split('/')[0]).toBe(MEMBERS.marcus);
  });

  it.each(['blog', 'discussion', 'profile', 'general'])('lets a site admin store in %s', async (folder) => {
    const { status, json } = await upload(t.app, { folder, file: await image() }, bearer(await siteAdminToken(MEMBERS.sofia)));
    expect(status).toBe(201);
    expect(json.path?.split('/')[0]).toBe(folder);
    expect(existsSync(join(t.imagesDir, json.path as string))).toBe(true);
  });

  it('treats a token acting as site_admin (x-hasura-role) as admin', async () => {
    const headers = bearer(await siteAdminToken(MEMBERS.sofia), { 'x-hasura-role': 'site_admin' });
    const { json } = await upload(t.app, { folder: 'blog', file: await image() }, headers);
    expect(json.path?.split('/')[0]).toBe('blog');
  });

  it('stores an admin upload without a folder under the admin id', async () => {
    const { json } = await upload(t.app, { file: await image() }, bearer(await siteAdminToken(MEMBERS.sofia)));
    expect(json.path?.split('/')[0]).toBe(MEMBERS.sofia);
  });

  it.each(['secret', '../escape', MEMBERS.linWei])('refuses the unknown admin folder %s', async (folder) => {
    const { status, json } = await upload(t.app, { folder, file: await image() }, bearer(await siteAdminToken(MEMBERS.sofia)));
    expect(status).toBe(400);
    expect(json.error?.code).toBe('folder-invalid');
  });

  it('stores an admin-secret upload without a user id in general', async () => {
    const { status, json } = await upload(t.app, { file: await image() }, adminHeaders());
    expect(status).toBe(201);
    expect(json.path?.split('/')[0]).toBe('general');
  });
});

describe('serving', () => {
  it('answers 404 not-found for a well-formed path with no image', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/storage/images/${MEMBERS.linWei}/1700000000000-0123456789ab.png` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });

  it.each([
    '/storage/images/..%2f..%2fsecret.txt',
    '/storage/images/general/..%2f..%2f..%2fsecret.txt',
    '/storage/images/general/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
    '/storage/images/..%5c..%5csecret.txt',
    '/storage/images/general/1700000000000-0123456789ab.png%00.txt',
    '/storage/images/general/1700000000000-0123456789ab.svg',
  ])('refuses %s', async (url) => {
    writeFileSync(join(t.dataDir, 'secret.txt'), 'do not serve me');
    const response = await t.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('do not serve me');
    expect(response.json().error.code).toMatch(/^(invalid-path|not-found)$/);
  });

  it('refuses raw ../ paths sent over HTTP as they are (no client-side normalising)', async () => {
    writeFileSync(join(t.dataDir, 'secret.txt'), 'do not serve me');
    // Stopped by afterAll's app.close().
    const base = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    for (const path of [
      '/storage/images/../../secret.txt',
      '/storage/images/general/../../../secret.txt',
      '/storage/images/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const { status, body } = await rawGet(base, path);
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body).not.toContain('do not serve me');
      expect(JSON.parse(body).error.code).toBe('invalid-path');
    }
  });
});
