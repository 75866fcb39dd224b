import type { TFunction } from 'i18next';
import { classifyFailure } from '@/shared/lib/classify-failure';

const CODES = [
  'reauth-required',
  'reauth-failed',
  'passkey-failed',
  'too-many-passkeys',
  'too-many-requests',
  'passkey-not-found',
  'invalid-request',
] as const;

/** The person closed the browser's prompt, it timed out, or the page left the ceremony. */
export function isCancelledCeremony(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** The profile's message for a failed passkey action, in the reader's language. */
export function passkeyErrorMessage(error: unknown, t: TFunction<'profile'>): string {
  if (isCancelledCeremony(error)) return t('passkeys.errors.cancelled');
  // The authenticator holds one of the member's passkeys already (the ceremony excluded them).
  if (error instanceof Error && error.name === 'InvalidStateError') return t('passkeys.errors.exists');
  const { code } = classifyFailure(error);
  const known = CODES.find((candidate) => candidate === code);
  return t(`passkeys.errors.${known ?? 'generic'}`);
}
