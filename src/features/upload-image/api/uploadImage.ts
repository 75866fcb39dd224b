import { getAccessToken, invalidateAccessToken } from '@/entities/session';
import { postForm, RestError } from '@/shared/api';
import type { UploadFolder } from '../config/limits';

/** Where an uploaded image lives: `url` for <img src>, `path` inside the images bucket. */
export interface UploadedImage {
  url: string;
  path: string;
}

export interface PostImageOptions {
  folder?: UploadFolder;
  /** Called with the share of the bytes sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function isUploadedImage(value: unknown): value is UploadedImage {
  const image = value as Partial<UploadedImage> | undefined;
  return typeof image?.url === 'string' && typeof image.path === 'string';
}

/**
 * One POST /storage/images; a refusal is a RestError with the storage service's code
 * (server/src/storage/errors.ts), or `unknown` for an answer it did not explain.
 */
async function send(file: File, token: string, options: PostImageOptions): Promise<UploadedImage> {
  const form = new FormData();
  if (options.folder) form.append('folder', options.folder);
  form.append('file', file);
  const answer = await postForm<unknown>('/storage/images', form, {
    headers: { authorization: `Bearer ${token}` },
    onProgress: options.onProgress,
    signal: options.signal,
    service: 'image service',
  });
  if (!isUploadedImage(answer)) throw new RestError('unknown', 'The image service gave no image.', 200);
  return answer;
}

async function accessToken(): Promise<string> {
  const token = await getAccessToken();
  if (!token) throw new RestError('unauthenticated', 'Sign in before uploading images.', 401);
  return token;
}

/** POST /storage/images as the signed-in member; one retry with a fresh token when the API refused the old one. */
export async function postImage(file: File, options: PostImageOptions = {}): Promise<UploadedImage> {
  try {
    return await send(file, await accessToken(), options);
  } catch (error) {
    if (!(error instanceof RestError && error.status === 401)) throw error;
    invalidateAccessToken();
    return send(file, await accessToken(), options);
  }
}
