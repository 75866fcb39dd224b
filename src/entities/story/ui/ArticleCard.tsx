import type { ReactNode } from 'react';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { useItemTranslation, useLanguage } from '@/shared/lib/i18n';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { usePageMeta } from '@/shared/lib/page-head';
import { CardCover, CardExcerpt, CardMeta } from '@/shared/ui/card';
import { LanguageMark } from '@/shared/ui/language-mark';
import { authorPath, storyPath } from '../model/storyPath';
import { CardInlineLink } from './CardLinks.styles';
import { Body, Card, TitleLink, type CardSize } from './ArticleCard.styles';

const ArticleCard_ArticleFragment = graphql(`
  fragment ArticleCard_Article on articles {
    id
    slug
    title
    excerpt
    image_url
    read_time
    language
    published_at
    created_at
    author_id
    author {
      name
      slug
    }
  }
`);

export interface ArticleCardProps {
  article: FragmentType<typeof ArticleCard_ArticleFragment>;
  /** The category badge (rendered by the category entity). */
  category: ReactNode;
  /** large: the lead of the featured block; small: beside it; compact: text only; row: list item. */
  size?: CardSize;
  /** The page's first image (the featured lead): fetched at once and first, as it is what readers see first. */
  priority?: boolean;
}

/** An article teaser linking to /article/:slug. */
export function ArticleCard({ size = 'row', category, priority = false, ...props }: ArticleCardProps) {
  const { t } = useItemTranslation('content');
  const format = useLocaleFormat();
  // The mark is left out, not empty, so the meta line has no separator for it.
  const language = useLanguage();
  const article = useFragment(ArticleCard_ArticleFragment, props.article);
  const contentLang = format.langOf(article.language);
  const showImage = size !== 'compact' && !!article.image_url;
  usePageMeta(priority && showImage && article.image_url ? { preloadImage: article.image_url } : {});
  return (
    <Card $size={size} $withImage={showImage}>
      {showImage && (
        <CardCover
          src={article.image_url ?? undefined}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={1200}
          height={630}
        />
      )}
      <Body>
        {category}
        <TitleLink lang={contentLang} to={storyPath('article', article.slug)} $size={size}>
          {article.title}
        </TitleLink>
        {size !== 'small' && <CardExcerpt lang={contentLang}>{article.excerpt}</CardExcerpt>}
        <CardMeta>
          {article.language !== language && <LanguageMark language={article.language} />}
          {article.author ? (
            <CardInlineLink to={authorPath(article.author.slug)}>{article.author.name}</CardInlineLink>
          ) : (
            <span>{t('unknownAuthor')}</span>
          )}
          <time {...format.localTime(article.published_at ?? article.created_at, 'short')} />
          <span>{t('minRead', { minutes: article.read_time || 5 })}</span>
        </CardMeta>
      </Body>
    </Card>
  );
}
