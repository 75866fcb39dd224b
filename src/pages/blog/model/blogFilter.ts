import type { Blog_Posts_Bool_Exp } from '@/shared/api';
import { contentLanguageWhere, type ContentScope } from '@/features/choose-content-language';

/** Posts per page: "Load more" adds as many. */
export const pageSize = 24;

/** The blog's posts: published ones (an author's own drafts are in their posts list), of a category, in the scope's languages. */
export function blogWhere({
  category,
  scope,
  language,
}: {
  category: string | undefined;
  scope: ContentScope;
  language: string;
}): Blog_Posts_Bool_Exp {
  return {
    _and: [
      { published: { _eq: true } },
      category ? { category: { slug: { _eq: category } } } : {},
      contentLanguageWhere({ scope, language, translations: true }),
    ],
  };
}
