import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NewsFlags, TickerChips } from '@/entities/news-item';
import { BookmarkButton } from '@/features/bookmark-item';
import { useCountView } from '@/features/count-view';
import { CurateNewsControls } from '@/features/curate-news';
import { ShareLinkButtons } from '@/features/share-link';
import { openSignInDialog } from '@/features/sign-in';
import { useMyNewsVotes, VoteNewsButtons } from '@/features/vote-news';
import { useLiveQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { localizedName, useLocaleFormat } from '@/shared/lib/locale-format';
import { storyJsonLd, useDocumentTitle, useHttpStatus, usePageMeta } from '@/shared/lib/page-head';
import { useSiteOrigin } from '@/shared/lib/render-env';
import { isUuid } from '@/shared/lib/uuid';
import { RetryAlert } from '@/shared/ui/alert';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { LanguageMark } from '@/shared/ui/language-mark';
import { MessagePage } from '@/shared/ui/message-page';
import { Page } from '@/shared/ui/page';
import { ProblemState } from '@/shared/ui/problem-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { TextAnchor, TextLink } from '@/shared/ui/text-link';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { NewsItemPageSubscription } from '../api/newsItemQueries';
import { Actions, Excerpt, Meta, Share, Title } from './NewsItemPage.styles';

/** The server's PNG card of a story (server/src/http/news-card). */
const cardPath = (id: string) => `/news/${id}/card.png`;

/** A news flash's own page (/news/:id): shareable, server-rendered with its social card and NewsArticle data. */
export function NewsItemPage() {
  const { id = '' } = useParams();
  // A malformed id is no story: the not-found page, without asking the API (which would answer with an error).
  return isUuid(id) ? <NewsItemView id={id} /> : <NewsItemNotFound />;
}

function NewsItemNotFound() {
  const { t } = useTranslation(['not-found', 'news']);
  useDocumentTitle(t('documentTitle'));
  useHttpStatus(404);
  return (
    <MessagePage title={t('title')} message={t('message')}>
      <TextLink to="/news">{t('news:item.back')}</TextLink>
    </MessagePage>
  );
}

function NewsItemView({ id }: { id: string }) {
  const { t } = useTranslation(['news', 'content']);
  const format = useLocaleFormat();
  const origin = useSiteOrigin();
  const [result] = useLiveQuery({ query: NewsItemPageSubscription, variables: { id } });
  const item = result.data?.news_articles_by_pk ?? undefined;
  const myVotes = useMyNewsVotes(item ? [item.id] : []);
  useCountView({ kind: 'news', id: item?.id });
  const found = result.data !== undefined && item !== undefined;
  useDocumentTitle(item ? t('item.pageTitle', { title: item.title }) : t('documentTitle'), item?.excerpt ?? undefined);
  const card = `${origin}${cardPath(id)}`;
  const language = item?.language === 'zh' ? 'zh' : 'en';
  usePageMeta(
    item
      ? {
          type: 'article',
          image: card,
          contentLanguage: language,
          publishedTime: item.published_at,
          modifiedTime: item.updated_at,
          // Only the server writes it: in the browser the builder is left out of the bundle.
          jsonLd: import.meta.env.SSR
            ? storyJsonLd({
                type: 'NewsArticle',
                url: `${origin}/news/${item.id}`,
                headline: item.title,
                description: item.excerpt,
                image: card,
                datePublished: item.published_at,
                dateModified: item.updated_at,
                author: { name: item.author_name ?? item.source?.name },
                language,
                keywords: item.tickers,
                section: item.news_category ? localizedName(item.news_category, language) : undefined,
                publisher: t('brand.name', { ns: 'common' }),
              })
            : undefined,
        }
      : {},
  );

  if (result.data === undefined && !result.error) {
    return (
      <Page width="narrow" spacing="tight" aria-busy="true">
        <VisuallyHidden role="status">{t('item.loading')}</VisuallyHidden>
        <Skeleton width="40%" />
        <Skeleton width="90%" height="2.25rem" />
        <Skeleton />
      </Page>
    );
  }
  if (result.error && !result.data) {
    return (
      <Page width="narrow" spacing="tight">
        <ProblemState title={t('item.loadFailed')}>
          <RetryAlert onRetry={() => window.location.reload()} retryLabel={t('content:retry')}>
            {apiErrorMessage(result.error)}
          </RetryAlert>
          <TextLink to="/news">{t('item.back')}</TextLink>
        </ProblemState>
      </Page>
    );
  }
  if (!found || !item) return <NewsItemNotFound />;

  const time = item.published_at;
  return (
    <Page width="narrow" spacing="tight">
      <TextLink to="/news">{t('item.back')}</TextLink>
      <article data-important={item.is_important || undefined}>
        <Meta>
          <time {...format.localTime(time, 'longClock')} />
          <NewsFlags pinned={item.pinned_at !== null} important={item.is_important} />
          {item.news_category && <span>{localizedName(item.news_category, format.language)}</span>}
          <LanguageMark language={item.language} />
        </Meta>
        <Title $important={item.is_important} lang={format.langOf(item.language)}>
          {item.title}
        </Title>
        {item.excerpt && <Excerpt lang={format.langOf(item.language)}>{item.excerpt}</Excerpt>}
        <TickerChips tickers={item.tickers} />
        <Actions>
          <VoteNewsButtons
            newsId={item.id}
            bull={item.bull_count}
            bear={item.bear_count}
            mine={myVotes.get(item.id) ?? null}
            onSignIn={() => openSignInDialog('login', 'vote')}
          />
          <BookmarkButton target={{ kind: 'news', id: item.id }} onSignIn={() => openSignInDialog('login', 'bookmark')} />
          <CurateNewsControls id={item.id} important={item.is_important} pinned={item.pinned_at !== null} />
        </Actions>
        <Share>
          <TextAnchor href={item.source_url} target="_blank" rel="noopener noreferrer">
            {t('item.readSource', { source: item.source?.name ?? t('item.source') })}
            <VisuallyHidden> {t('content:opensInNewTab')}</VisuallyHidden>
          </TextAnchor>
          <ButtonAnchor href={cardPath(item.id)} download={`chainpulse-news-${item.id}.png`}>
            {t('item.shareImage')}
          </ButtonAnchor>
          <TextAnchor href={cardPath(item.id)} target="_blank" rel="noopener">
            {t('item.openImage')}
            <VisuallyHidden> {t('content:opensInNewTab')}</VisuallyHidden>
          </TextAnchor>
          <ShareLinkButtons title={item.title} text={item.excerpt ?? undefined} url={`${origin}/news/${item.id}`} />
        </Share>
      </article>
    </Page>
  );
}
