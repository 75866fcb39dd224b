import type { Language } from '@/shared/lib/i18n';
import { trimmedLength } from '@/shared/lib/text-length';

/** The blog draft form (spec section 3), plus the post's language (design.md section 3). */
export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  categoryId: string;
  tags: string[];
  featured: boolean;
  published: boolean;
  language: Language;
}

/** Spec sections 5 and 9, and the database's CHECKs (content at most 200,000, at most 10 tags). */
export const POST_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  excerptMin: 10,
  excerptMax: 500,
  contentMin: 50,
  contentMax: 200_000,
  tagsMax: 10,
  tagLengthMax: 40,
} as const;

export type PostFormErrorCode =
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

export type PostFormErrors = Partial<Record<'title' | 'excerpt' | 'content' | 'categoryId', PostFormErrorCode>>;

export function emptyPostForm(language: Language): PostFormValues {
  return {
    title: '',
    excerpt: '',
    content: '',
    imageUrl: null,
    categoryId: '',
    tags: [],
    featured: false,
    published: false,
    language,
  };
}

function lengthError<Code extends PostFormErrorCode>(
  value: string,
  min: number,
  max: number,
  codes: { required: Code; tooShort: Code; tooLong: Code },
): Code | undefined {
  const length = trimmedLength(value);
  if (length === 0) return codes.required;
  if (length < min) return codes.tooShort;
  if (length > max) return codes.tooLong;
  return undefined;
}

/** The spec's blog post rules (section 5); an empty object when the form may be saved. */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {
    title: lengthError(values.title, POST_LIMITS.titleMin, POST_LIMITS.titleMax, {
      required: 'titleRequired',
      tooShort: 'titleTooShort',
      tooLong: 'titleTooLong',
    }),
    excerpt: lengthError(values.excerpt, POST_LIMITS.excerptMin, POST_LIMITS.excerptMax, {
      required: 'excerptRequired',
      tooShort: 'excerptTooShort',
      tooLong: 'excerptTooLong',
    }),
    content: lengthError(values.content, POST_LIMITS.contentMin, POST_LIMITS.contentMax, {
      required: 'contentRequired',
      tooShort: 'contentTooShort',
      tooLong: 'contentTooLong',
    }),
    categoryId: values.categoryId ? undefined : 'categoryRequired',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined));
}

/**
 * The tags after adding `input` (spec section 5): trimmed, ignored when empty or already there (in any
 * letter case); `full` when the limit is reached.
 */
export function addTag(tags: string[], input: string): { tags: string[]; full: boolean } {
  const tag = input.trim();
  const known = tags.some((existing) => existing.toLowerCase() === tag.toLowerCase());
  if (!tag || known) return { tags, full: false };
  if (tags.length >= POST_LIMITS.tagsMax) return { tags, full: true };
  return { tags: [...tags, tag], full: false };
}
