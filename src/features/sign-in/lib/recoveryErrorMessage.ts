import type { TFunction } from 'i18next';
import { RestError } from '@/shared/api';

const KNOWN = ['invalid-token', 'weak-password', 'reauth-failed', 'invalid-email', 'too-many-requests'] as const;

/** A refusal of the recovery routes in the reader's language. */
export function recoveryErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  const code = error instanceof RestError ? error.code : '';
  const known = KNOWN.find((candidate) => candidate === code);
  return known ? t(`recovery.errors.${known}`) : t('recovery.errors.generic');
}
