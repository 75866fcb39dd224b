import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSuspension, suspendedMessage } from '../auth/suspension.ts';
import type { Queryable } from '../db/index.ts';
import { countRoutesForAddress } from '../http/address-client.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { StorageError } from './errors.ts';
import { detectImageType, IMAGE_FORMATS, type ImageFormat } from './image-type.ts';
import { newFileName, parseImagePath } from './paths.ts';
import { processImage } from './process-image.ts';
import { IMAGE_ROUTE_PREFIX, IMMUTABLE_CACHE_CONTROL, type ImageStore } from './store.ts';
import type { UploadBudgets } from './upload-budget.ts';
import { chooseFolder, resolveUploader, type UploaderOptions } from './uploader.ts';

/** Spec section 9: at most 5 MB per upload. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries, part headers and the folder field around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Tries at a fresh name when a generated one is taken. */
const NAME_ATTEMPTS = 3;

export interface StorageRoutesOptions extends UploaderOptions {
  store: ImageStore;
  /** Each member's daily images and bytes. */
  budgets: UploadBudgets;
  /** Where a member's suspension is read (public.user_profiles). */
  db: Queryable;
}

interface UploadForm {
  bytes: Buffer;
  folder: string | undefined;
}

const FILE_FIELD_HINT = "send the image as multipart/form-data in the field 'file'";

/** The multipart parser's file-size limit, as the storage API's refusal. */
function translateError(error: unknown): StorageError | undefined {
  if ((error as { code?: unknown } | null)?.code !== 'FST_REQ_FILE_TOO_LARGE') return undefined;
  return new StorageError('file-too-large', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; upload a smaller image.`);
}

/** Fastify's and the parser's other client errors: the request is no image upload. */
function clientError(error: FastifyError): StorageError {
  return new StorageError('file-missing', `The request is not a valid image upload (${error.message || error.code}); ${FILE_FIELD_HINT}.`);
}

/** Refuses a body too large to hold a 5 MB file before reading any of it. */
function checkDeclaredLength(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) {
    throw new StorageError('file-too-large', `The upload is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; upload a smaller image.`);
  }
}

/** The `file` part (bounded by the multipart fileSize limit, so at most 5 MB is ever held) and the `folder` field. */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new StorageError('file-missing', `No image received; ${FILE_FIELD_HINT}.`);
  let bytes: Buffer | undefined;
  let folder: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'file' && bytes === undefined) bytes = await part.toBuffer();
      else part.file.resume();
    } else if (part.fieldname === 'folder' && typeof part.value === 'string' && part.value.trim() !== '') {
      folder = part.value.trim();
    }
  }
  if (bytes === undefined || bytes.length === 0) throw new StorageError('file-missing', `No image received; ${FILE_FIELD_HINT}.`);
  return { bytes, folder };
}

/** Stores under a new name, never over an existing image; returns the path. */
async function storeNew(store: ImageStore, folder: string, format: ImageFormat, bytes: Buffer): Promise<string> {
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
    const path = `${folder}/${newFileName(format)}`;
    let created: boolean;
    try {
      created = await store.create(path, bytes, format.contentType);
    } catch (error) {
      throw new StorageError('storage-failed', `The image could not be stored (${(error as Error).message}); try again later.`, {
        cause: error,
      });
    }
    if (created) return path;
  }
  throw new StorageError('storage-failed', 'No free file name was found for the image; try again.');
}

async function upload(request: FastifyRequest, options: StorageRoutesOptions): Promise<{ url: string; path: string }> {
  const uploader = await resolveUploader(request.headers, options, { address: request.ip });
  checkDeclaredLength(request);
  // Counted before the body is read, so a member over the limit costs no parsing; the admin secret without
  // a user id has no budget.
  const member = uploader.userId;
  if (member !== undefined) {
    // A suspended member's access token, still valid until it expires, uploads nothing.
    const suspension = await findSuspension(options.db, member);
    if (suspension) throw new StorageError('account-suspended', suspendedMessage(suspension));
    // Until the member confirms their address, a few images a day (issue 32): enough for an avatar.
    if (!uploader.isAdmin && !uploader.emailVerified) await options.budgets.takeUnverifiedImage(member);
    await options.budgets.takeImage(member);
  }
  const form = await readForm(request);
  if (member !== undefined) await options.budgets.takeBytes(member, form.bytes.length);
  const type = detectImageType(form.bytes);
  if (type === undefined) {
    throw new StorageError('unsupported-type', 'Only JPEG, PNG, WebP and GIF images are accepted, and this file is none of them.');
  }
  const folder = chooseFolder(uploader, form.folder);
  const format = IMAGE_FORMATS[type];
  const path = await storeNew(options.store, folder, format, await processImage(form.bytes, type));
  return { url: options.store.urlOf(path), path };
}

async function serve(request: FastifyRequest, reply: FastifyReply, store: ImageStore): Promise<FastifyReply> {
  const { path, format } = parseImagePath((request.params as { '*': string })['*']);
  const bytes = await store.read(path);
  if (bytes === undefined) throw new StorageError('not-found', `There is no image at ${path}.`);
  return reply
    .header('cache-control', IMMUTABLE_CACHE_CONTROL)
    .header('content-type', format.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}

/** POST /storage/images (multipart `file`, optional `folder`, bearer token) and GET /storage/images/<path>. */
export async function registerStorageRoutes(app: FastifyInstance, options: StorageRoutesOptions): Promise<void> {
  await app.register(async (scope) => {
    countRoutesForAddress(scope);
    // Registered in this scope only, so multipart bodies are refused everywhere else.
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 } });
    registerErrorHandler(scope, { format: 'rest', clientError, translate: translateError });
    scope.post(IMAGE_ROUTE_PREFIX, async (request, reply) => reply.code(201).send(await upload(request, options)));
    scope.get(`${IMAGE_ROUTE_PREFIX}/*`, (request, reply) => serve(request, reply, options.store));
  });
}
