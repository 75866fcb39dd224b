import { getAccessToken, invalidateAccessToken } from '@/entities/session';
import type { UploadFolder } from '../config/limits';

/** Where an uploaded image lives: `url` for <img src>, `path` inside the images bucket. */
export interface UploadedImage {
  url: string;
  path: string;
}

/**
 * A refused or failed upload. `code` is the storage service's error code (server/src/storage/errors.ts),
 * `network-error` when it could not be reached, or `unknown` for an answer it did not explain.
 */
export class UploadError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface PostImageOptions {
  folder?: UploadFolder;
  /** Called with the share of the bytes sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isUploadedImage(value: unknown): value is UploadedImage {
  const image = value as Partial<UploadedImage> | undefined;
  return typeof image?.url === 'string' && typeof image.path === 'string';
}

function answerOf(request: XMLHttpRequest): UploadedImage {
  const body = parseJson(request.responseText);
  if (request.status >= 200 && request.status < 300 && isUploadedImage(body)) return body;
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'unknown';
  const message = typeof error?.message === 'string' ? error.message : request.statusText;
  throw new UploadError(code, message, request.status);
}

// XMLHttpRequest rather than fetch: only it reports the progress of a request body.
function send(file: File, token: string, options: PostImageOptions): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    if (options.folder) form.append('folder', options.folder);
    form.append('file', file);
    request.open('POST', '/storage/images');
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(answerOf(request));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new UploadError('network-error', 'The image service could not be reached.'));
    request.onabort = () => reject(new UploadError('aborted', 'The upload was cancelled.'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

async function accessToken(): Promise<string> {
  const token = await getAccessToken();
  if (!token) throw new UploadError('unauthenticated', 'Sign in before uploading images.', 401);
  return token;
}

/** POST /storage/images as the signed-in member; one retry with a fresh token when the API refused the old one. */
export async function postImage(file: File, options: PostImageOptions = {}): Promise<UploadedImage> {
  try {
    return await send(file, await accessToken(), options);
  } catch (error) {
    if (!(error instanceof UploadError && error.status === 401)) throw error;
    invalidateAccessToken();
    return send(file, await accessToken(), options);
  }
}
