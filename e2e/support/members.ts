// Members made through the API for browser specs: a context and page of their own, in a language and a viewport,
// signed in there (or not), and the site's own operations run with their token.
import { expect, type Browser, type Page } from './test.ts';
import { PASSWORD } from './accounts.ts';
import { seedSignedIn, seedStorage } from './browser-storage.ts';
import { verifyEmail } from './verify-email.ts';
import { watchErrors } from './watch-errors.ts';

export interface ApiMember {
  page: Page;
  id: string;
  email: string;
  username: string;
  displayName: string;
  token: string;
  /** The page's console and page errors (watch-errors.ts). */
  errors: string[];
  close: () => Promise<void>;
}

export interface ApiMemberOptions {
  /** Starts the e-mail, the username and the display name. */
  prefix: string;
  lang: 'en' | 'zh';
  viewport?: { width: number; height: number };
  /** Signed in on the page (its stored session); else the page is a visitor's until the spec signs in. */
  signedIn?: boolean;
  /** Confirms the address through the mailed link (default), as members who write must; false leaves it unconfirmed. */
  verified?: boolean;
}

let counter = 0;

/** A new member, signed up through /auth, with a page of their own. */
export async function apiMember(browser: Browser, options: ApiMemberOptions): Promise<ApiMember> {
  const { prefix, lang, viewport = { width: 1280, height: 900 }, signedIn = true, verified = true } = options;
  const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const input = {
    email: `${prefix.toLowerCase()}_${tag}@example.com`,
    password: PASSWORD,
    displayName: `${prefix} ${tag}`,
    username: `${prefix.toLowerCase()}_${tag}`,
  };
  const response = await context.request.post('/auth/signup', { data: input });
  expect(response.ok()).toBe(true);
  const signedUp = (await response.json()) as { session: { accessToken: string; user: { id: string } } };
  const session = verified ? await verifyEmail(context.request, input.email) : signedUp.session;
  await seedStorage(page, { lang, theme: 'dark' });
  if (signedIn) await seedSignedIn(page, session.user);
  return {
    page,
    id: session.user.id,
    email: input.email,
    username: input.username,
    displayName: input.displayName,
    token: session.accessToken,
    errors,
    close: () => context.close(),
  };
}

/** Runs one of the site's own operations (the allow-list admits no other) as the member; its data. */
export async function asMember<T>(who: Pick<ApiMember, 'page' | 'token'>, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await who.page.request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${who.token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}
