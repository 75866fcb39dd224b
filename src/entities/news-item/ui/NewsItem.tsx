import type { ReactNode } from 'react';
import { useItemTranslation } from '@/shared/lib/i18n';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { localizedName, useLocaleFormat } from '@/shared/lib/locale-format';
import { LanguageMark } from '@/shared/ui/language-mark';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { newsItemPath } from '../config/tickers';
import { NewsFlags } from './NewsFlags';
import { TickerChips } from './TickerChips';
import { CategoryDot, Clock, Excerpt, Footer, Item, Meta, SourceLink, Title, TitleLink } from './NewsItem.styles';

const NewsItem_NewsArticleFragment = graphql(`
  fragment NewsItem_NewsArticle on news_articles {
    id
    title
    excerpt
    source_url
    language
    published_at
    created_at
    is_important
    pinned_at
    tickers
    category
    news_category {
      slug
      name
      name_zh
      color
    }
    source_id
    source {
      name
    }
  }
`);

interface NewsItemBaseProps {
  item: FragmentType<typeof NewsItem_NewsArticleFragment>;
  /** Called when the reader opens the story's source (a click or a middle click), with the story's id. */
  onOpen?: (id: string) => void;
  /** Controls under a detailed story: votes, an admin's flags. */
  actions?: ReactNode;
}

/**
 * The stream's card (`detailed`): excerpt, clock time (HH:mm, under a day heading), importance, tickers, language
 * mark and the source. Else the sidebar's: title and relative time only, from `now` (useNow: the server render's time
 * while hydrating, so both render the same text; re-render with a new one to keep it fresh).
 */
export type NewsItemProps = NewsItemBaseProps & ({ detailed: true; now?: Date } | { detailed?: false; now: Date });

/**
 * A news story whose title opens its page on this site (/news/:id); a detailed one also links its source in a
 * new tab (without opener) and tells `onOpen` (which counts the view).
 */
export function NewsItem({ detailed = false, now, onOpen, actions, ...props }: NewsItemProps) {
  const { t } = useItemTranslation(detailed ? ['news', 'content'] : 'content');
  const format = useLocaleFormat();
  const item = useFragment(NewsItem_NewsArticleFragment, props.item);
  const time = item.published_at ?? item.created_at;
  const category = item.news_category;
  const important = detailed && item.is_important;
  const pinned = detailed && item.pinned_at !== null;
  return (
    <Item $color={category?.color ?? undefined} $important={important} data-important={important || undefined}>
      <Meta>
        {detailed ? (
          <Clock {...format.localTime(time, 'clock')} />
        ) : (
          <time {...format.relativeTimeProps(time, { justNow: t('content:justNow'), now })} />
        )}
        {detailed && <NewsFlags pinned={pinned} important={important} />}
        {category && (
          <span>
            <CategoryDot $color={category.color} aria-hidden="true" />
            {localizedName(category, format.language)}
          </span>
        )}
        {detailed && <LanguageMark language={item.language} />}
      </Meta>
      <TitleLink to={newsItemPath(item.id)} lang={format.langOf(item.language)}>
        <Title $detailed={detailed}>{item.title}</Title>
      </TitleLink>
      {detailed && item.excerpt && <Excerpt lang={format.langOf(item.language)}>{item.excerpt}</Excerpt>}
      {detailed && (
        <Footer>
          <TickerChips tickers={item.tickers} />
          <SourceLink
            href={item.source_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onOpen?.(item.id)}
            onAuxClick={(event) => {
              if (event.button === 1) onOpen?.(item.id);
            }}
          >
            {item.source?.name ?? t('news:item.source')}
            <VisuallyHidden> {t('content:opensInNewTab')}</VisuallyHidden>
          </SourceLink>
          {actions}
        </Footer>
      )}
    </Item>
  );
}
