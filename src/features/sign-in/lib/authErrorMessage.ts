import type { TFunction } from 'i18next';
import { AuthError } from '@/shared/api';

// Codes the auth service answers with (design.md section 2); each has a message in both languages.
const knownCodes = [
  'email-taken',
  'username-taken',
  'weak-password',
  'invalid-email',
  'invalid-username',
  'invalid-display-name',
  'invalid-credentials',
  'invalid-request',
  'account-disabled',
  'network-error',
] as const;

type KnownCode = (typeof knownCodes)[number];

function isKnownCode(code: string): code is KnownCode {
  return knownCodes.some((known) => known === code);
}

/** The text shown in the dialog's error box: by error code, else the service's message, else a generic one. */
export function authErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (!(error instanceof AuthError)) return t('errors.generic');
  if (error.code === 'too-many-attempts' || error.code === 'too-many-signups') {
    return t(`errors.${error.code}`, { count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
  }
  if (isKnownCode(error.code)) return t(`errors.${error.code}`);
  return error.message.trim() || t('errors.generic');
}
