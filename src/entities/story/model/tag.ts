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
