import type { TFunction } from 'i18next';
import { RestError } from '@/shared/api';
import { classifyFailure } from '@/shared/lib/classify-failure';

// Codes the auth service answers with (design.md section 2); each has a message in both languages.
const knownCodes = [
  'signup-refused',
  'username-taken',
  'weak-password',
  'invalid-email',
  'invalid-username',
  'invalid-display-name',
  'invalid-credentials',
  'invalid-request',
  'account-disabled',
  'network-error',
  'invalid-code',
  'invalid-challenge',
  'invalid-token',
] as const;

// The services' one code for an unexpected failure (server/src/http/service-error.ts).
const INTERNAL_ERROR = 'internal-error';

type KnownCode = (typeof knownCodes)[number];

function isKnownCode(code: string): code is KnownCode {
  return knownCodes.some((known) => known === code);
}

/** A moderator's suspension: until when (in the reader's language and time zone) and, when given, why. */
function suspendedMessage(error: RestError, t: TFunction<'auth'>): string {
  const { suspendedUntil, reason } = error.details;
  const time = typeof suspendedUntil === 'string' ? new Date(suspendedUntil) : undefined;
  if (!time || Number.isNaN(time.getTime())) return t('errors.account-suspended-undated');
  return typeof reason === 'string' && reason !== ''
    ? t('errors.account-suspended-reason', { until: time, reason })
    : t('errors.account-suspended', { until: time });
}

/**
 * The text shown in the dialog's error box: by error code, else the service's message, else a generic one (also
 * for the service's internal error, whose message is not for readers).
 */
export function authErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  const failure = classifyFailure(error);
  if (failure.kind === 'rate-limited' && (failure.code === 'too-many-attempts' || failure.code === 'too-many-signups')) {
    // The wait in whole seconds under a minute ("1 minute" for a 1 s wait would send the reader away for nothing).
    const seconds = Math.max(1, Math.ceil(failure.retryAfter ?? 60));
    if (seconds < 60) return t(`errors.${failure.code}-seconds`, { count: seconds });
    // A lock of the account: its owner was mailed an unlock link (server/src/auth/recovery.ts).
    const unlock = error instanceof RestError && error.details.unlockLinkSent === true ? ` ${t('errors.unlock-link-sent')}` : '';
    return `${t(`errors.${failure.code}`, { count: Math.ceil(seconds / 60) })}${unlock}`;
  }
  if (error instanceof RestError && error.code === 'account-suspended') return suspendedMessage(error, t);
  if (isKnownCode(failure.code)) return t(`errors.${failure.code}`);
  const explained = error instanceof RestError && failure.code !== INTERNAL_ERROR;
  return (explained ? error.message.trim() : '') || t('errors.generic');
}
