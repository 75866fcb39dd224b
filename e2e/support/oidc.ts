// The OpenID provider of e2e/oidc.spec.ts: the browser tests' server is started (playwright.config.ts) with
// OIDC_PROVIDERS naming it on a fixed port beside E2E_PORT; the spec starts it (discovery waits for the first sign-in).
import { TEST_OIDC_CLIENT } from '../../server/test/support/oidc-client.ts';

export const E2E_OIDC_PORT = Number(process.env.E2E_PORT ?? 3100) + 20000;
export const E2E_OIDC_NAME = 'E2E ID';

/** OIDC_PROVIDERS for the browser tests' server. */
export function e2eOidcProviders(): string {
  return JSON.stringify([{ id: 'e2e', name: E2E_OIDC_NAME, issuer: `http://127.0.0.1:${E2E_OIDC_PORT}`, ...TEST_OIDC_CLIENT }]);
}
