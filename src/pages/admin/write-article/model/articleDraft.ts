import { emptyStory, type StoryValues } from '@/entities/story';
import type { Language } from '@/shared/lib/i18n';
import { rowOfValues, valuesOfRow, type ColumnMap } from '@/shared/ui/form-fields';

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

const COLUMNS: ColumnMap<ArticleDraft> = {
  title: 'title',
  excerpt: 'excerpt',
  content: 'content',
  imageUrl: 'image_url',
  categoryId: 'category_id',
  authorId: 'author_id',
  language: 'language',
  translationOfId: 'translation_of_id',
  featured: 'featured',
};

/** The form's values for a saved article (its row as read from the API). */
export const draftOf = (article: Record<string, unknown>) => valuesOfRow(COLUMNS, emptyDraft('en', ''), article);

/** The article's columns for insert and update, trimmed, an empty choice as null; `authorId` is the resolved byline. */
export const articleColumns = (draft: ArticleDraft, authorId: string | null, published: boolean) => ({
  ...rowOfValues(COLUMNS, draft, { authorId: () => authorId }),
  published,
});
