import { COLUMN_LENGTHS } from '@/shared/config';
import type { Language } from '@/shared/lib/i18n';
import { trimmedLength } from '@/shared/lib/text-length';

/**
 * A story is what articles (written by admins) and blog posts (written by members) have in common:
 * the same columns, the same CHECKs in the database and so the same form rules.
 */
export interface StoryValues {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  /** A category id, or '' for none. */
  categoryId: string;
  language: Language;
  featured: boolean;
}

// public.articles and public.blog_posts have the same CHECKs (server/test/constraints-drift.test.ts keeps them so).
const STORY = COLUMN_LENGTHS.articles;

/** Spec sections 5 and 9, as the CHECKs of public.articles and public.blog_posts count them. */
export const STORY_LIMITS = {
  titleMin: STORY.title.min,
  titleMax: STORY.title.max,
  excerptMin: STORY.excerpt.min,
  excerptMax: STORY.excerpt.max,
  contentMin: STORY.content.min,
  contentMax: STORY.content.max,
} as const;

export type StoryField = 'title' | 'excerpt' | 'content' | 'categoryId';

/** Keys of `validation.*` in the namespace of the form that shows the story (write-article, write-blog). */
export type StoryValidationKey =
  | 'titleRequired'
  | 'titleTooShort'
  | 'titleTooLong'
  | 'excerptRequired'
  | 'excerptTooShort'
  | 'excerptTooLong'
  | 'contentRequired'
  | 'contentTooShort'
  | 'contentTooLong'
  | 'categoryRequired';

export type StoryErrors = Partial<Record<StoryField, StoryValidationKey>>;

/** The fields in the order a form shows them (the first one with an error gets the focus). */
export const STORY_FIELDS: readonly StoryField[] = ['title', 'excerpt', 'content', 'categoryId'];

export interface StoryRules {
  /** Whether a category must be chosen (an article needs one only when there are categories to choose from). */
  categoryRequired: boolean;
}

/** An empty story in `language`, without category, cover or feature. */
export function emptyStory(language: Language): StoryValues {
  return { title: '', excerpt: '', content: '', imageUrl: null, categoryId: '', language, featured: false };
}

function lengthError(
  text: string,
  min: number,
  max: number,
  keys: { required: StoryValidationKey; tooShort: StoryValidationKey; tooLong: StoryValidationKey },
): StoryValidationKey | undefined {
  const size = trimmedLength(text);
  if (size === 0) return keys.required;
  if (size < min) return keys.tooShort;
  if (size > max) return keys.tooLong;
  return undefined;
}

/** The spec's story rules (section 5); an empty object when the story may be saved. */
export function validateStory(story: StoryValues, rules: StoryRules): StoryErrors {
  const errors: StoryErrors = {
    title: lengthError(story.title, STORY_LIMITS.titleMin, STORY_LIMITS.titleMax, {
      required: 'titleRequired',
      tooShort: 'titleTooShort',
      tooLong: 'titleTooLong',
    }),
    excerpt: lengthError(story.excerpt, STORY_LIMITS.excerptMin, STORY_LIMITS.excerptMax, {
      required: 'excerptRequired',
      tooShort: 'excerptTooShort',
      tooLong: 'excerptTooLong',
    }),
    content: lengthError(story.content, STORY_LIMITS.contentMin, STORY_LIMITS.contentMax, {
      required: 'contentRequired',
      tooShort: 'contentTooShort',
      tooLong: 'contentTooLong',
    }),
    categoryId: rules.categoryRequired && !story.categoryId ? 'categoryRequired' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined));
}
