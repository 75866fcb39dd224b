import { canonicalTag, emptyStory, type StoryValues } from '@/entities/story';
import { COLUMN_LENGTHS } from '@/shared/config';
import type { Language } from '@/shared/lib/i18n';

/** The blog draft form (spec section 3): a story with tags and the published switch. */
export interface PostFormValues extends StoryValues {
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
 * The tags after adding `input` in its canonical form (as the database stores it: 'Layer 2' is 'layer-2'); ignored
 * when empty or already there; `invalid` when nothing of it is left (only emoji or punctuation), `full` when the limit
 * is reached.
 */
export function addTag(tags: string[], input: string): { tags: string[]; full: boolean; invalid: boolean } {
  const tag = canonicalTag(input);
  if (!tag) return { tags, full: false, invalid: input.trim() !== '' };
  if (tags.includes(tag)) return { tags, full: false, invalid: false };
  if (tags.length >= TAG_LIMITS.tagsMax) return { tags, full: true, invalid: false };
  return { tags: [...tags, tag], full: false, invalid: false };
}
