// OIDC_PROVIDERS: the other accounts members may sign in with (issue 32; server/src/auth/oidc.ts). A JSON array of
// `{id, name?, issuer?, clientId, clientSecret}`: any OpenID Connect issuer (discovered from
// `<issuer>/.well-known/openid-configuration`), and two presets by id without an issuer: `github` (OAuth 2.0, not
// OpenID Connect: the user and verified emails come from its API) and `google` (https://accounts.google.com).
import { z } from 'zod';

export interface OidcProviderConfig {
  /** In the callback path `/auth/oidc/<id>/callback` and auth.identities.provider. */
  id: string;
  /** Shown on the buttons ("Continue with <name>"). */
  name: string;
  /** `oidc`: discovery from the issuer; `github`: GitHub's OAuth 2.0 endpoints and API. */
  kind: 'oidc' | 'github';
  /** The issuer URL (`oidc` only). */
  issuer: string | undefined;
  clientId: string;
  clientSecret: string;
}

const PRESETS: Record<string, { name: string; kind: 'oidc' | 'github'; issuer?: string }> = {
  github: { name: 'GitHub', kind: 'github' },
  google: { name: 'Google', kind: 'oidc', issuer: 'https://accounts.google.com' },
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const entry = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'id must be 1-32 of a-z, 0-9, _ and -, starting with a letter or digit'),
  name: z.string().trim().min(1).max(40).optional(),
  issuer: z.url({ protocol: /^https?$/ }).optional(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});

/** Reads OIDC_PROVIDERS' text; undefined or blank is no provider. Throws a message naming what is wrong. */
export function parseOidcProviders(raw: string | undefined): OidcProviderConfig[] {
  if (raw === undefined || raw.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('must be a JSON array such as [{"id":"github","clientId":"...","clientSecret":"..."}].');
  }
  const parsed = z.array(entry).max(20).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`has a bad entry at ${issue.path.join('.') || 'the top'}: ${issue.message}.`);
  }
  const seen = new Set<string>();
  return parsed.data.map((provider) => {
    if (seen.has(provider.id)) throw new Error(`names the id "${provider.id}" twice.`);
    seen.add(provider.id);
    const preset = provider.issuer === undefined ? PRESETS[provider.id] : undefined;
    const kind = preset?.kind ?? 'oidc';
    const issuer = provider.issuer ?? preset?.issuer;
    if (kind === 'oidc' && issuer === undefined)
      throw new Error(`needs an issuer for "${provider.id}" (only github and google have presets).`);
    // Plain http would hand the codes and tokens to anyone on the path: only for a provider on this machine.
    if (issuer !== undefined && new URL(issuer).protocol === 'http:' && !LOOPBACK.has(new URL(issuer).hostname)) {
      throw new Error(`needs an https:// issuer for "${provider.id}" (http:// only on localhost).`);
    }
    return {
      id: provider.id,
      name: provider.name ?? preset?.name ?? provider.id,
      kind,
      issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    };
  });
}
