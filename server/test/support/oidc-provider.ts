// A real OpenID provider (oidc-provider, with its development login and consent pages) in this process, on a free
// loopback port: any login name signs in as the account of that name, whose address and its verification the test
// sets beforehand (`accounts`).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { TEST_OIDC_CLIENT } from './oidc-client.ts';

export interface TestOidcAccount {
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Account id (the login typed on the provider's page) -> its claims. Unknown ids sign in without an address. */
  accounts: Map<string, TestOidcAccount>;
  /** The value of OIDC_PROVIDERS naming this provider under `id`. */
  providersEnv(id?: string, name?: string): string;
  /** Registers the site's client with its callback URLs (known once the app listens): the provider answers from then on. */
  register(redirectUris: string[]): void;
  close(): Promise<void>;
}

/** `port`: a fixed one (the browser tests' server is configured before the provider starts); a free one otherwise. */
export async function startOidcProvider(options: { port?: number } = {}): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestOidcAccount>();
  const { clientId, clientSecret } = TEST_OIDC_CLIENT;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let handler: ReturnType<Provider['callback']> | undefined;
  server.on('request', (request, response) => {
    if (handler) return void handler(request, response);
    response.statusCode = 503;
    response.end();
  });

  const register = (redirectUris: string[]) => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
      features: { devInteractions: { enabled: true } },
      pkce: { required: () => true },
      cookies: { keys: ['test-cookie-key-0123456789'] },
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
      async findAccount(_ctx, id) {
        const account = accounts.get(id) ?? {};
        return {
          accountId: id,
          async claims() {
            return {
              sub: id,
              ...(account.email === undefined ? {} : { email: account.email, email_verified: account.emailVerified ?? false }),
              ...(account.name === undefined ? {} : { name: account.name }),
              preferred_username: id,
            };
          },
        };
      },
    });
    // The development pages are fine here; the warnings about them are not news.
    provider.on('server_error', () => undefined);
    handler = provider.callback();
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    register,
    providersEnv: (id = 'testid', name = 'Test ID') => JSON.stringify([{ id, name, issuer, clientId, clientSecret }]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
