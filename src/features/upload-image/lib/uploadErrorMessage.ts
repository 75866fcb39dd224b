import type { TFunction } from 'i18next';
import { UploadError } from '../api/uploadImage';

// The storage service's codes with a text of their own in locales/<lang>/upload.json.
const knownCodes = [
  'unauthenticated',
  'file-missing',
  'file-too-large',
  'unsupported-type',
  'invalid-image',
  'too-many-pixels',
  'folder-invalid',
  'storage-failed',
  'upload-limit',
] as const;

type KnownCode = (typeof knownCodes)[number];

function isKnownCode(code: string): code is KnownCode {
  return knownCodes.some((known) => known === code);
}

/** The text for a failed upload: by error code, else 'Upload failed: {message}', else the unknown-error text. */
export function uploadErrorMessage(error: unknown, t: TFunction<'upload'>): string {
  if (!(error instanceof UploadError)) return t('unknown');
  if (isKnownCode(error.code)) return t(`errors.${error.code}`);
  const message = error.message.trim();
  return message ? t('failed', { message }) : t('unknown');
}
