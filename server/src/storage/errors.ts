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
  | 'upload-limit';

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
};

/** A refusal with its HTTP status, sent as `{error:{code,message}}`. */
export class StorageError extends Error {
  readonly code: StorageErrorCode;
  readonly status: number;
  /** Sent as Retry-After (seconds) with a 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: StorageErrorCode, message: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message, options);
    this.name = 'StorageError';
    this.code = code;
    this.status = STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
