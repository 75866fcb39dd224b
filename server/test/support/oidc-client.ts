// The site's client at the test OpenID provider (oidc-provider.ts), apart so the browser tests' configuration can
// name it without loading the provider.
export const TEST_OIDC_CLIENT = { clientId: 'chainpulse-test', clientSecret: 'chainpulse-test-secret-0123456789abcdef' };
