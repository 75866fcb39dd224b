// The local store and the path checks on their own: no overwrite, no escape from the bucket folder, no part of an
// image under an image's name when the process is killed while writing it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { ROOT_DIR } from '../../src/config/paths.ts';
import { detectImageType } from '../../src/storage/image-type.ts';
import { createLocalStore } from '../../src/storage/local-store.ts';
import { parseImagePath, resolveInside } from '../../src/storage/paths.ts';

const root = mkdtempSync(join(tmpdir(), 'local-store-test-'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local store', () => {
  const store = createLocalStore(root);
  const path = 'general/1700000000000-0123456789ab.png';

  it('creates a file once and never overwrites it', async () => {
    expect(await store.create(path, Buffer.from('first'), 'image/png')).toBe(true);
    expect(await store.create(path, Buffer.from('second'), 'image/png')).toBe(false);
    expect(readFileSync(join(root, path), 'utf8')).toBe('first');
    expect((await store.read(path))?.toString()).toBe('first');
  });

  it('reads undefined for a missing file', async () => {
    expect(await store.read('general/1700000000000-ffffffffffff.png')).toBeUndefined();
  });

  it('leaves nothing under an image name when killed while writing it, and sweeps what it left', async () => {
    const killedRoot = join(root, 'killed');
    const killedPath = 'general/1700000000000-00000000dead.png';
    const size = 64 * 1024 * 1024;
    const moduleUrl = pathToFileURL(join(ROOT_DIR, 'server', 'src', 'storage', 'local-store.ts')).href;
    const script = `
      import { createLocalStore } from ${JSON.stringify(moduleUrl)};
      const store = createLocalStore(${JSON.stringify(killedRoot)});
      console.log('writing');
      await store.create(${JSON.stringify(killedPath)}, Buffer.alloc(${size}, 7), 'image/png');
      setInterval(() => undefined, 60_000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT_DIR });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    // Killed as soon as anything of the upload is on the disk, under whichever name.
    const incoming = join(killedRoot, '.incoming');
    const target = join(killedRoot, killedPath);
    while (!existsSync(target) && !(existsSync(incoming) && readdirSync(incoming).length > 0)) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    child.kill('SIGKILL');
    await exited;
    if (existsSync(target)) expect(statSync(target).size).toBe(size);

    const restarted = createLocalStore(killedRoot);
    expect(await restarted.create('general/1700000000000-00000000a11e.png', Buffer.from('next'), 'image/png')).toBe(true);
    expect(readdirSync(incoming)).toEqual([]);
  });

  it.each(['../outside.png', 'general/../../outside.png', '/etc/passwd', '.', ''])('refuses to reach %j', async (escape) => {
    await expect(store.read(escape)).rejects.toMatchObject({ code: 'invalid-path' });
    await expect(store.create(escape, Buffer.from('x'), 'image/png')).rejects.toMatchObject({ code: 'invalid-path' });
  });
});

describe('paths', () => {
  it('accepts the paths uploads get and knows their format', () => {
    expect(parseImagePath('blog/1700000000000-0123456789ab.webp').format.contentType).toBe('image/webp');
    expect(parseImagePath('30000000-0000-4000-8000-000000000001/1700000000000-0123456789ab.jpg').format.contentType).toBe('image/jpeg');
  });

  it.each([
    'blog/../1700000000000-0123456789ab.png',
    'a/b/1700000000000-0123456789ab.png',
    'blog/x.png',
    'blog/1700000000000-0123456789ab.svg',
    '1700000000000-0123456789ab.png',
  ])('refuses %s', (path) => {
    expect(() => parseImagePath(path)).toThrow(expect.objectContaining({ code: 'invalid-path' }));
  });

  it('keeps resolved paths inside the root', () => {
    expect(resolveInside('/data/images', 'blog/a.png')).toBe('/data/images/blog/a.png');
    expect(() => resolveInside('/data/images', 'blog/../../secret')).toThrow();
    expect(() => resolveInside('/data/images', '../images-other/a.png')).toThrow();
  });
});

describe('image type from the bytes', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[...Buffer.from('GIF89a')], 'gif'],
    [[...Buffer.from('GIF87a')], 'gif'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'webp'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')], undefined],
    [[...Buffer.from('<svg')], undefined],
    [[0x49, 0x49, 0x2a, 0x00], undefined],
    [[], undefined],
  ])('%j is %s', (bytes, type) => {
    expect(detectImageType(Uint8Array.from(bytes))).toBe(type);
  });
});

describe('S3 configuration', () => {
  it('is off without S3_BUCKET and refuses half a key pair', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({ S3_BUCKET: 'images' }).s3).toMatchObject({ bucket: 'images', region: 'us-east-1', endpoint: undefined });
  });
});
