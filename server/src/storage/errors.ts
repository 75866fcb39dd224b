import { ServiceError } from '../http/service-error.ts';

/** Codes of the `{error:{code,message}}` answers of /storage; the client's texts are keyed by them (locales/<lang>/upload.json). */
export type StorageErrorCode =
  | 'unauthenticated'
  | 'file-missing'
  | 'file-too-large'
  | 'unsupported-type'
  | 'invalid-image'
  | 'too-many-pixels'
  | 'folder-invalid'
  | 'storage-failed'
  | 'invalid-path'
  | 'not-found'
  | 'upload-limit'
  | 'account-suspended'
  | 'email-unverified';

const STATUS: Record<StorageErrorCode, number> = {
  unauthenticated: 401,
  'file-missing': 400,
  'file-too-large': 413,
  'unsupported-type': 415,
  'invalid-image': 422,
  'too-many-pixels': 422,
  'folder-invalid': 400,
  'storage-failed': 502,
  'invalid-path': 400,
  'not-found': 404,
  'upload-limit': 429,
  'account-suspended': 403,
  'email-unverified': 403,
};

/** A refusal with its code's HTTP status, sent as `{error:{code,message}}`; `retryAfterSeconds` is sent as Retry-After. */
export class StorageError extends ServiceError<StorageErrorCode> {
  constructor(code: StorageErrorCode, message: string, options: { cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(code, message, STATUS[code], {}, { cause: options.cause, retryAfter: options.retryAfterSeconds });
    this.name = 'StorageError';
  }
}
