// Passkeys in Chromium: its virtual authenticator (CDP WebAuthn), and the site's address under `localhost`, since
// WebAuthn refuses an IP address as the relying party.
import type { CDPSession, Page } from './test.ts';

/** A platform authenticator that verifies its user, added to the page's browser. */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

/** The browser tests' base address with `localhost` for 127.0.0.1. */
export const localBase = (baseURL: string | undefined): string => baseURL!.replace('127.0.0.1', 'localhost');
