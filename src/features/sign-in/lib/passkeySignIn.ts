import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { TFunction } from 'i18next';
import { adoptSession } from '@/entities/session';
import { passkeySignInOptionsRequest, passkeySignInRequest } from '@/shared/api';
import { classifyFailure } from '@/shared/lib/classify-failure';
import { authErrorMessage } from './authErrorMessage';

// WebAuthn refuses an IP address as the relying party: a site reached as http://127.0.0.1 offers no passkeys.
const IP_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** Whether this browser, on this host, can sign in with a passkey at all, and offer them in the email field's autofill. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn() && !IP_HOST.test(globalThis.location?.hostname ?? '');
export const passkeyAutofillSupported = (): Promise<boolean> => browserSupportsWebAuthnAutofill();

/**
 * Signs in with a discoverable passkey: the browser asks which of this site's passkeys to use (`autofill`: offered in
 * the email field's suggestions, conditional mediation), the server checks the signature and starts the session.
 */
export async function signInWithPasskey(autofill = false): Promise<void> {
  const { challengeId, options } = await passkeySignInOptionsRequest<PublicKeyCredentialRequestOptionsJSON>();
  const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  adoptSession(await passkeySignInRequest(challengeId, response));
}

/** Stops a ceremony still waiting (the dialog closed). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** The person closed the browser's passkey prompt, it timed out, or another ceremony replaced it. */
export function isCancelledCeremony(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** The server refused the passkey the person picked (not a cancelled prompt, a network failure or a budget). */
export function isPasskeyRefusal(error: unknown): boolean {
  const { code } = classifyFailure(error);
  return ['unknown-passkey', 'passkey-failed', 'account-disabled', 'account-suspended'].includes(code);
}

const SERVER_CODES = ['unknown-passkey', 'passkey-failed', 'too-many-requests'] as const;

/** The dialog's message for a failed passkey sign-in. */
export function passkeyErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (isCancelledCeremony(error)) return t('passkeys.errors.cancelled');
  const { code } = classifyFailure(error);
  const known = SERVER_CODES.find((candidate) => candidate === code);
  return known ? t(`passkeys.errors.${known}`) : authErrorMessage(error, t);
}
