// The name feeds print for the shared author of erased members' posts (#contract/deleted-member.ts): its stored
// display name is English, so the feed item's language picks the words of locales/<language>/content.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '#contract/languages.ts';
import { ROOT_DIR } from '../../config/paths.ts';

const names = new Map<Language, string>();

export function deletedMemberName(language: Language): string {
  let name = names.get(language);
  if (name === undefined) {
    const words = JSON.parse(readFileSync(join(ROOT_DIR, 'locales', language, 'content.json'), 'utf8')) as { deletedMember: string };
    name = words.deletedMember;
    names.set(language, name);
  }
  return name;
}
