// Shared set-up of the storage tests: images made with sharp (no binaries committed), multipart bodies
// built by the platform's FormData, and the real app over PGlite with a throwaway DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/types.ts';
import { testConfig, type Headers } from '../engine/harness.ts';
import { createTestDatabase } from '../support/database.ts';

export type Format = 'jpeg' | 'png' | 'webp' | 'gif';

/** A plain-colour image of the given size and format. */
export function makeImage(format: Format, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** An animated GIF of `frames` differently coloured frames. */
export async function makeAnimatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({ create: { width, height, channels: 3, background: { r: index * 60, g: 100, b: 200 - index * 50 } } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(pages), { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif()
    .toBuffer();
}

/** A JPEG carrying a camera make, GPS coordinates and EXIF orientation 6 (rotate 90° clockwise to view). */
export function makeJpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4477aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid-looking PNG whose header declares `width` x `height` RGB pixels (a decompression bomb). */
export function makePixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width * 3 + 1) * 16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  bytes: Buffer;
  filename: string;
  /** The declared content type, which the server must not trust. */
  type: string;
}

/** A multipart/form-data body with its content-type header, as a browser's FormData sends it. */
export async function formBody(fields: Record<string, string | FilePart>): Promise<{ payload: Buffer; headers: Headers }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export const imageFile = (bytes: Buffer, format: Format): FilePart => ({
  bytes,
  filename: `photo.${format === 'jpeg' ? 'jpg' : format}`,
  type: `image/${format}`,
});

export interface UploadAnswer {
  status: number;
  json: { url?: string; path?: string; error?: { code: string; message: string } };
}

/** POST /storage/images with the given form fields and headers. */
export async function upload(
  app: FastifyInstance,
  fields: Record<string, string | FilePart>,
  headers: Headers = {},
): Promise<UploadAnswer> {
  const body = await formBody(fields);
  const response = await app.inject({
    method: 'POST',
    url: '/storage/images',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  return { status: response.statusCode, json: response.json() };
}

export interface StorageTestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /** Where local uploads land: DATA_DIR/uploads/images. */
  imagesDir: string;
  close(): Promise<void>;
}

/** The real app (buildApp) on a seeded PGlite database and a fresh temporary DATA_DIR. */
export async function startStorageApp(env: Record<string, string> = {}): Promise<StorageTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storage-test-'));
  const db = await createTestDatabase({ seeds: true });
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, ...env }), db });
  return {
    app,
    db,
    dataDir,
    imagesDir: join(dataDir, 'uploads', 'images'),
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
