import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { CategoryTabs } from '@/entities/category';
import { ContentLanguageToggle, useContentScope, withContentScope } from '@/features/choose-content-language';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { ChipLink } from '@/shared/ui/chip';
import { Page } from '@/shared/ui/page';
import { ShareBanner } from '@/widgets/share-banner';
import { HomeCategoriesQuery } from '../api/homeQueries';
import { articleFilter } from '../model/articleFilter';
import { homeAddressOf, liveNewsWhere } from '../model/homeQueryVariables';
import { ArticleFeed } from './ArticleFeed';
import { FeaturedBlock } from './FeaturedBlock';
import { FollowingFeed } from './FollowingFeed';
import { LatestGrid } from './LatestGrid';
import { LiveNewsSidebar } from './LiveNewsSidebar';
import { Columns, FeedTabs, MainColumn, Title } from './HomePage.styles';

export function HomePage() {
  const { t, i18n } = useTranslation(['home', 'content']);
  useDocumentTitle(t('documentTitle'), t('description'));
  const [params] = useSearchParams();
  const { category, following } = homeAddressOf(params);
  const [scope, setScope] = useContentScope();
  const [categories] = useQuery({ query: HomeCategoriesQuery });
  const where = articleFilter({ category, language: i18n.language, scope });

  return (
    <Page>
      <Title>{t('title')}</Title>
      <FeedTabs aria-label={t('feedsLabel')}>
        <ChipLink to={withContentScope('/', scope)} aria-current={following ? undefined : 'page'}>
          {t('feedLatest')}
        </ChipLink>
        <ChipLink to="/?feed=following" aria-current={following ? 'page' : undefined} data-testid="following-tab">
          {t('feedFollowing')}
        </ChipLink>
      </FeedTabs>
      {!following && (
        <>
          <CategoryTabs
            categories={categories.data?.categories ?? []}
            selected={category}
            label={t('categoriesLabel')}
            hrefFor={(slug) => withContentScope(slug ? `/?category=${encodeURIComponent(slug)}` : '/', scope)}
          />
          <ContentLanguageToggle value={scope} onChange={setScope} />
        </>
      )}
      <Columns>
        {following ? (
          <MainColumn>
            <FollowingFeed />
          </MainColumn>
        ) : (
          // Keyed by category and languages: a new choice starts a fresh list instead of mixing results.
          <MainColumn key={`${category ?? ''}:${i18n.language}:${scope}`}>
            <FeaturedBlock where={where} />
            <LatestGrid where={where} />
            <ShareBanner />
            <ArticleFeed where={where} />
          </MainColumn>
        )}
        {/* News has no translations, so the scope is a match of the language column or nothing. */}
        <LiveNewsSidebar where={liveNewsWhere({ scope, language: i18n.language })} />
      </Columns>
    </Page>
  );
}
