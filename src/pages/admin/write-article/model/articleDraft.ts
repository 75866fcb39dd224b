import type { Language } from '@/shared/lib/i18n';
import { trimmedLength } from '@/shared/lib/text-length';

/** Picks the signed-in admin's own byline (found by email in authors, or added on save). */
export const OWN_AUTHOR = 'me';

/** The write-article form's values; '' means none for the selects. */
export interface ArticleDraft {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  categoryId: string;
  /** An author id, OWN_AUTHOR, or '' for no byline. */
  authorId: string;
  language: Language;
  translationOfId: string;
  featured: boolean;
}

export type DraftField = 'title' | 'excerpt' | 'content' | 'categoryId';

/** Keys of locales/<lang>/write-article.json `validation.*`. */
export type ValidationKey =
  | 'titleRequired'
  | 'titleTooShort'
  | 'titleTooLong'
  | 'excerptRequired'
  | 'excerptTooShort'
  | 'excerptTooLong'
  | 'contentRequired'
  | 'contentTooShort'
  | 'categoryRequired';

export type DraftErrors = Partial<Record<DraftField, ValidationKey>>;

// Spec section 5 (admin article; title and content limits as for blog posts), as the database checks them.
export const LIMITS = { titleMin: 5, titleMax: 200, excerptMin: 10, excerptMax: 500, contentMin: 50 } as const;

export function emptyDraft(language: Language, authorId: string): ArticleDraft {
  return {
    title: '',
    excerpt: '',
    content: '',
    imageUrl: null,
    categoryId: '',
    authorId,
    language,
    translationOfId: '',
    featured: false,
  };
}

function checkLength(text: string, min: number, max: number, keys: [ValidationKey, ValidationKey, ValidationKey?]): ValidationKey | undefined {
  const size = trimmedLength(text);
  if (size === 0) return keys[0];
  if (size < min) return keys[1];
  if (keys[2] && size > max) return keys[2];
  return undefined;
}

/** The spec's article rules; the category is required only when there are categories to choose from. */
export function validateDraft(draft: ArticleDraft, options: { categoriesExist: boolean }): DraftErrors {
  const errors: DraftErrors = {
    title: checkLength(draft.title, LIMITS.titleMin, LIMITS.titleMax, ['titleRequired', 'titleTooShort', 'titleTooLong']),
    excerpt: checkLength(draft.excerpt, LIMITS.excerptMin, LIMITS.excerptMax, ['excerptRequired', 'excerptTooShort', 'excerptTooLong']),
    content: checkLength(draft.content, LIMITS.contentMin, Number.POSITIVE_INFINITY, ['contentRequired', 'contentTooShort']),
    categoryId: options.categoriesExist && !draft.categoryId ? 'categoryRequired' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined));
}

/** The article's columns for insert and update, trimmed; `authorId` is the resolved byline. */
export function articleColumns(draft: ArticleDraft, authorId: string | null, published: boolean) {
  return {
    title: draft.title.trim(),
    excerpt: draft.excerpt.trim(),
    content: draft.content.trim(),
    image_url: draft.imageUrl,
    category_id: draft.categoryId || null,
    author_id: authorId,
    language: draft.language,
    translation_of_id: draft.translationOfId || null,
    featured: draft.featured,
    published,
  };
}
