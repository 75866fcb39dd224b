import { slugify } from '@/shared/lib/slug';

/** The longest tag the database keeps (public.canonical_tags, migration 1795305603100_canonical_tags). */
export const TAG_MAX_LENGTH = 30;

/**
 * A tag's canonical key, as the database stores it: lowercase letters, digits and Han characters, every other run
 * (spaces, '/', markup, emoji) one hyphen, at most 30 characters. '' when nothing of the input is left.
 */
export function canonicalTag(input: string): string {
  return slugify(input, { maxLength: TAG_MAX_LENGTH });
}

const SLUG_CHAR = 'A-Za-z0-9\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const EDGES = new RegExp(`^[^${SLUG_CHAR}]+|[^${SLUG_CHAR}]+$`, 'g');

/**
 * How a typed tag reads (public.tag_display_name, migration 1795305604300_tag_display_names, is the same rule):
 * markup removed, the ends trimmed to a letter, digit or Han character, inner spaces one space ('🚀 Moon  Shot' reads
 * 'Moon Shot'); the key when that leaves nothing, more than 30 characters or another key. '' when there is no key.
 */
export function tagDisplayName(input: string): string {
  const key = canonicalTag(input);
  const shown = input
    .replace(/<[^>]*>/g, '')
    .replace(EDGES, '')
    .replace(/\s+/g, ' ');
  return shown !== '' && [...shown].length <= TAG_MAX_LENGTH && canonicalTag(shown) === key ? shown : key;
}

/** A stored tag: its key (URLs, matching) and its display name (the form first typed on the site). */
export interface StoryTag {
  key: string;
  name: string;
}

/** A post's tags with their names (blog_posts.tags and tag_names, in the same order); a missing name is the key. */
export function namedTags(keys: readonly string[], names: readonly string[] | null | undefined): StoryTag[] {
  return keys.map((key, index) => ({ key, name: names?.[index] || key }));
}
