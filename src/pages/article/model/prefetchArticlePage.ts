import { prefetchCommentThread } from '@/widgets/comment-thread';
import type { PagePrefetch } from '@/shared/api';
import { isUuid } from '@/shared/lib/uuid';
import { ArticleLegacyQuery, ArticlePageQuery } from '../api/articleQueries';

/** The article by its slug (or its old address's id), then its comments and like count (ArticlePage's queries). */
export const prefetchArticlePage: PagePrefetch = async (context) => {
  const slug = context.params.slug ?? '';
  if (isUuid(slug)) return context.query(ArticleLegacyQuery, { id: slug });
  const article = (await context.query(ArticlePageQuery, { slug }))?.articles[0];
  if (article) await prefetchCommentThread(context, { articleId: article.id });
};
