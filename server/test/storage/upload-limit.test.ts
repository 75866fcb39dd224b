// Each member's daily upload budget: the real app (buildApp over a seeded PGlite) with UPLOAD_LIMIT_COUNT 3
// and UPLOAD_LIMIT_BYTES large enough for three small images (or a tighter one in its own app).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, bearer, MEMBERS, memberToken, signToken } from '../engine/harness.ts';
import { formBody, imageFile, makeImage, startStorageApp, upload, type StorageTestApp } from './support.ts';

const SECONDS_TO_UTC_MIDNIGHT = (): number => 86_400 - (Math.floor(Date.now() / 1000) % 86_400);

describe('the daily image count per member', () => {
  let storage: StorageTestApp;

  beforeAll(async () => {
    storage = await startStorageApp({ UPLOAD_LIMIT_COUNT: '3', UPLOAD_LIMIT_BYTES: String(10 * 1024 * 1024) });
  });

  afterAll(async () => {
    await storage?.close();
  });

  it('accepts UPLOAD_LIMIT_COUNT images a day, then answers 429 upload-limit with Retry-After until UTC midnight', async () => {
    const member = bearer(await memberToken(MEMBERS.linWei));
    const file = imageFile(await makeImage('png'), 'png');
    for (let index = 0; index < 3; index += 1) expect((await upload(storage.app, { file }, member)).status).toBe(201);

    const body = await formBody({ file });
    const refused = await storage.app.inject({
      method: 'POST',
      url: '/storage/images',
      headers: { ...body.headers, ...member },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'upload-limit',
        message: expect.stringMatching(/^You have reached today's upload limit of 3 images; try again in about \d+ hours?\.$/),
      },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - SECONDS_TO_UTC_MIDNIGHT())).toBeLessThanOrEqual(2);

    const { rows } = await storage.db.query<{ bucket: string; used: string }>(
      `SELECT bucket, used::text AS used FROM security.budgets WHERE key = $1 ORDER BY bucket`,
      [MEMBERS.linWei],
    );
    // The refused upload counts too; its bytes were never read.
    expect(rows.map((row) => [row.bucket, row.used])).toEqual([
      ['upload-bytes', String(3 * file.bytes.length)],
      ['upload-count', '4'],
    ]);
  });

  it('keeps a budget per member, and none for the admin secret without a user id', async () => {
    const file = imageFile(await makeImage('jpeg'), 'jpeg');
    expect((await upload(storage.app, { file }, bearer(await memberToken(MEMBERS.marcus)))).status).toBe(201);
    for (let index = 0; index < 4; index += 1)
      expect((await upload(storage.app, { file, folder: 'blog' }, adminHeaders())).status).toBe(201);
  });
});

describe('the daily bytes per member', () => {
  let storage: StorageTestApp;

  afterAll(async () => {
    await storage?.close();
  });

  it('refuses the upload that goes past UPLOAD_LIMIT_BYTES with 429 upload-limit', async () => {
    const file = imageFile(await makeImage('png', 400, 300), 'png');
    storage = await startStorageApp({ UPLOAD_LIMIT_COUNT: '50', UPLOAD_LIMIT_BYTES: String(Math.floor(file.bytes.length * 2.5)) });
    const member = bearer(await memberToken(MEMBERS.chenHao));
    expect((await upload(storage.app, { file }, member)).status).toBe(201);
    expect((await upload(storage.app, { file }, member)).status).toBe(201);
    const third = await upload(storage.app, { file }, member);
    expect(third).toEqual({
      status: 429,
      json: {
        error: { code: 'upload-limit', message: expect.stringMatching(/^You have reached today's upload limit of [\d.]+ MB; try again/) },
      },
    });
    // Another member is not affected.
    expect((await upload(storage.app, { file }, bearer(await memberToken(MEMBERS.sofia)))).status).toBe(201);
  });
});

describe('a member who has not confirmed their address (issue 32)', () => {
  let storage: StorageTestApp;

  beforeAll(async () => {
    storage = await startStorageApp();
  });

  afterAll(async () => {
    await storage?.close();
  });

  it('uploads 3 images a day (an avatar), then 403 email-unverified; verified, the same member uploads again', async () => {
    const unverified = bearer(await signToken({ userId: MEMBERS.marcus, emailVerified: false }));
    const file = imageFile(await makeImage('png'), 'png');
    for (let index = 0; index < 3; index += 1) expect((await upload(storage.app, { file }, unverified)).status).toBe(201);
    expect(await upload(storage.app, { file }, unverified)).toEqual({
      status: 403,
      json: { error: { code: 'email-unverified', message: 'Confirm your email address to upload more than 3 images a day.' } },
    });
    expect((await upload(storage.app, { file }, bearer(await memberToken(MEMBERS.marcus)))).status).toBe(201);
  });
});
