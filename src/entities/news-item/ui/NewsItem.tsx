import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { localizedName } from '@/shared/lib/locale-format';
import { CategoryDot, Excerpt, Item, Meta, SourceLink, Title } from './NewsItem.styles';

const NewsItem_NewsArticleFragment = graphql(`
  fragment NewsItem_NewsArticle on news_articles {
    id
    title
    excerpt
    source_url
    published_at
    created_at
    news_category {
      slug
      name
      name_zh
      color
    }
    source {
      name
    }
  }
`);

export interface NewsItemProps {
  item: FragmentType<typeof NewsItem_NewsArticleFragment>;
  /** Also show the excerpt and source (the timeline); the sidebar shows title and time only. */
  detailed?: boolean;
  /** Reference time for the relative time; re-render with a new one to keep it fresh. */
  now?: Date;
  /** Called when the reader opens the story's source (a click or a middle click), with the story's id. */
  onOpen?: (id: string) => void;
}

/** A news story that opens its source in a new tab (without opener) and tells `onOpen` (which counts the view). */
export function NewsItem({ detailed = false, now, onOpen, ...props }: NewsItemProps) {
  const { t } = useTranslation('content');
  const format = useLocaleFormat();
  const item = useFragment(NewsItem_NewsArticleFragment, props.item);
  const time = item.published_at ?? item.created_at;
  const category = item.news_category;
  return (
    <Item $color={category?.color ?? undefined}>
      <Meta>
        {category && (
          <span>
            <CategoryDot $color={category.color} aria-hidden="true" />
            {localizedName(category, format.language)}
          </span>
        )}
        <time dateTime={time}>{format.relativeTime(time, { justNow: t('justNow'), now })}</time>
      </Meta>
      <SourceLink
        href={item.source_url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onOpen?.(item.id)}
        onAuxClick={(event) => {
          if (event.button === 1) onOpen?.(item.id);
        }}
      >
        <Title $detailed={detailed}>{item.title}</Title>
        <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
      </SourceLink>
      {detailed && item.excerpt && <Excerpt>{item.excerpt}</Excerpt>}
      {detailed && item.source && <Meta>{item.source.name}</Meta>}
    </Item>
  );
}
