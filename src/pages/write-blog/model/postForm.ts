import { canonicalTag, emptyStory, tagDisplayName, type StoryValues } from '@/entities/story';
import { COLUMN_LENGTHS } from '@/shared/config';
import type { Language } from '@/shared/lib/i18n';

/** The blog draft form (spec section 3): a story with tags and the published switch. */
export interface PostFormValues extends StoryValues {
  /** The tags as they read (display names); the database stores their keys and keeps a new key's name. */
  tags: string[];
  published: boolean;
}

/** The database's CHECK on tags (at most 10, generated) and the form's limit on what is typed for one tag. */
export const TAG_LIMITS = { tagsMax: COLUMN_LENGTHS.blog_posts.tags.maxItems, tagLengthMax: 40 } as const;

/** A blog post always has a category (the four blog categories exist in every database). */
export const POST_RULES = { categoryRequired: true } as const;

export function emptyPostForm(language: Language): PostFormValues {
  return { ...emptyStory(language), tags: [], published: false };
}

/**
 * The tags after adding `input` as it reads ('🚀 Layer 2' reads 'Layer 2'; tagDisplayName); ignored when empty or
 * when a tag of the same key is there ('layer-2' and 'LAYER 2' are one tag, as the database stores them); `invalid`
 * when nothing of it is left (only emoji or punctuation), `full` when the limit is reached.
 */
export function addTag(tags: string[], input: string): { tags: string[]; full: boolean; invalid: boolean } {
  const key = canonicalTag(input);
  if (!key) return { tags, full: false, invalid: input.trim() !== '' };
  if (tags.some((tag) => canonicalTag(tag) === key)) return { tags, full: false, invalid: false };
  if (tags.length >= TAG_LIMITS.tagsMax) return { tags, full: true, invalid: false };
  return { tags: [...tags, tagDisplayName(input)], full: false, invalid: false };
}
