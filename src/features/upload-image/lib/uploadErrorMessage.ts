import type { TFunction } from 'i18next';
import { RestError } from '@/shared/api';
import { classifyFailure } from '@/shared/lib/classify-failure';

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
  'account-suspended',
  'email-unverified',
] as const;

// The services' one code for an unexpected failure (server/src/http/service-error.ts).
const INTERNAL_ERROR = 'internal-error';

type KnownCode = (typeof knownCodes)[number];

function isKnownCode(code: string): code is KnownCode {
  return knownCodes.some((known) => known === code);
}

/**
 * The text for a failed upload: by error code, else 'Upload failed: {message}', else the unknown-error text (also
 * for the service's internal error, whose message is not for readers).
 */
export function uploadErrorMessage(error: unknown, t: TFunction<'upload'>): string {
  const failure = classifyFailure(error);
  if (isKnownCode(failure.code)) return t(`errors.${failure.code}`);
  const unexplained = failure.code === INTERNAL_ERROR || !(error instanceof RestError);
  const message = unexplained ? '' : error.message.trim();
  return message ? t('failed', { message }) : t('unknown');
}
