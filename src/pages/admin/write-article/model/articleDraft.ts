import { emptyStory, type StoryValues } from '@/entities/story';
import type { Language } from '@/shared/lib/i18n';

/** Picks the signed-in admin's own byline (found by email in authors, or added on save). */
export const OWN_AUTHOR = 'me';

/** The write-article form's values: a story with a byline and a translation link; '' means none for the selects. */
export interface ArticleDraft extends StoryValues {
  /** An author id, OWN_AUTHOR, or '' for no byline. */
  authorId: string;
  translationOfId: string;
}

export function emptyDraft(language: Language, authorId: string): ArticleDraft {
  return { ...emptyStory(language), authorId, translationOfId: '' };
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
