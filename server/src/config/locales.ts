// The site's messages (locales/<language>/<namespace>.json) for the words the server writes itself: page heads,
// mail and its pages, news cards, the sign-in error page, the name of an erased member. Each file is read once; a
// missing key is a bug in the locales (their test holds both languages to the same keys), so it throws.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '#contract/languages.ts';
import { ROOT_DIR } from './paths.ts';

const files = new Map<string, unknown>();

function file(language: Language, namespace: string): unknown {
  const key = `${language}/${namespace}`;
  let found = files.get(key);
  if (found === undefined) {
    found = JSON.parse(readFileSync(join(ROOT_DIR, 'locales', language, `${namespace}.json`), 'utf8'));
    files.set(key, found);
  }
  return found;
}

function at(language: Language, namespace: string, path: string): unknown {
  let value = file(language, namespace);
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (value === undefined) throw new Error(`locales/${language}/${namespace}.json has no ${path}`);
  return value;
}

/** One message, by its dotted path in the namespace's file (`message('zh', 'common', 'brand.name')`). */
export function message(language: Language, namespace: string, path: string): string {
  const value = at(language, namespace, path);
  if (typeof value !== 'string') throw new Error(`locales/${language}/${namespace}.json: ${path} is not a message`);
  return value;
}

/** A group of messages (`messageGroup('en', 'mail', 'unsubscribe-page')`). */
export function messageGroup(language: Language, namespace: string, path: string): Record<string, string> {
  return at(language, namespace, path) as Record<string, string>;
}

/** A namespace's groups of messages (`locales/<language>/mail.json` as groups of texts). */
export function messageGroups(language: Language, namespace: string): Record<string, Record<string, string>> {
  return file(language, namespace) as Record<string, Record<string, string>>;
}

/** The site's name in a language ('ChainPulse', '链脉'). */
export const siteName = (language: Language): string => message(language, 'common', 'brand.name');

/** The shared author of erased members' posts, comments and notifications (#contract/deleted-member.ts): its stored
 * display name is English, so what is written in another language picks that language's words. */
export const deletedMemberName = (language: Language): string => message(language, 'content', 'deletedMember');
