import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { Skeleton } from '@/shared/ui/skeleton';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminDashboardAnalyticsQuery } from '../api/adminDashboardQueries';
import { ANALYTICS_DAYS, relativeToLargest, shares, todayViews } from '../model/figures';
import { useFormatters } from '../model/useFormatters';
import { Note } from '@/shared/ui/layout';
import { Panels, SkeletonGrid } from './AdminDashboardPage.styles';
import { BarTable } from './BarTable';
import { DailyViewsChart } from './DailyViewsChart';
import { TopPages } from './TopPages';

const KNOWN_DEVICES = ['desktop', 'mobile', 'tablet', 'bot', 'unknown'] as const;

function DashboardSkeleton() {
  const { t } = useTranslation('admin-dashboard');
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <SkeletonGrid>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} height="5.5rem" radius="0.75rem" />
        ))}
      </SkeletonGrid>
      <Skeleton height="18rem" radius="0.75rem" />
    </div>
  );
}

/**
 * /admin/dashboard (the spec's 'Analytics AdminDashboardPage'): the site's traffic, the community's figures (members,
 * posts, discussions, comments, open reports) and the most read categories, for administrators.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  useDocumentTitle(t('documentTitle'));
  const format = useFormatters();
  const [result, reload] = useAdminQuery(AdminDashboardAnalyticsQuery, { days: ANALYTICS_DAYS });
  const refresh = (
    <Button variant="ghost" disabled={result.fetching} onClick={reload}>
      {result.fetching ? t('refreshing') : t('refresh')}
    </Button>
  );
  const daily = result.data?.dailyAnalytics;
  const count = (aggregate: { aggregate?: { count: number } | null } | undefined) => aggregate?.aggregate?.count ?? 0;
  // Members, posts, discussions and comments from the daily roll-ups the database keeps (contentTotals).
  const totals = result.data?.contentTotals;
  const community = {
    members: totals?.members ?? 0,
    posts: totals?.blogPosts ?? 0,
    discussions: totals?.discussions ?? 0,
    comments: totals?.comments ?? 0,
    openReports: count(result.data?.openReports),
  };
  const articles = result.data?.articleAnalytics;
  const failure = result.error ? apiErrorMessage(result.error) : daily?.error;

  if (failure || !daily || !articles) {
    return (
      <Page width="wide">
        <PageHeader title={t('title')} lead={t('lead', { days: ANALYTICS_DAYS })} />
        {failure ? (
          <RetryAlert onRetry={reload} retryLabel={t('retry')}>
            {t('loadFailed', { message: failure })}
          </RetryAlert>
        ) : (
          <DashboardSkeleton />
        )}
      </Page>
    );
  }

  const deviceName = (device: string) =>
    KNOWN_DEVICES.some((known) => known === device) ? t(`devices.${device as (typeof KNOWN_DEVICES)[number]}`) : device;
  const devices = shares(daily.deviceBreakdown, (entry) => entry.count).map(({ item, share }) => ({
    key: item.device,
    label: deviceName(item.device),
    values: [format.number(item.count), format.percent(share)],
    share,
  }));
  const categories = relativeToLargest(articles.topCategories, (entry) => entry.count).map(({ item, share }) => ({
    key: item.name,
    label: item.name,
    values: [format.number(item.count)],
    share,
  }));

  return (
    <Page width="wide">
      <PageHeader title={t('title')} lead={t('lead', { days: ANALYTICS_DAYS })} actions={refresh} />
      <StatCounts
        label={t('cards.label')}
        size="large"
        minItemWidth="12rem"
        items={[
          { key: 'totalViews', label: t('cards.totalViews'), value: format.number(daily.totalViews) },
          { key: 'todayViews', label: t('cards.todayViews'), value: format.number(todayViews(daily.recentActivity)) },
          { key: 'uniqueVisitors', label: t('cards.uniqueVisitors'), value: format.number(daily.totalUniqueVisitors) },
          { key: 'bounceRate', label: t('cards.bounceRate'), value: format.percent(daily.avgBounceRate / 100) },
        ]}
      />
      <Note>{t('note', { days: ANALYTICS_DAYS })}</Note>
      <StatCounts
        label={t('community.label')}
        minItemWidth="9rem"
        items={[
          { key: 'members', label: t('community.members'), value: format.number(community.members) },
          { key: 'posts', label: t('community.posts'), value: format.number(community.posts) },
          { key: 'discussions', label: t('community.discussions'), value: format.number(community.discussions) },
          { key: 'comments', label: t('community.comments'), value: format.number(community.comments) },
          { key: 'openReports', label: t('community.openReports'), value: format.number(community.openReports) },
        ]}
      />
      <Note>
        <Link to={ADMIN_PAGE_PATHS.reports}>{t('community.reportsLink')}</Link>
      </Note>
      {daily.totalViews === 0 ? (
        <EmptyState>
          <p>{t('empty')}</p>
        </EmptyState>
      ) : (
        <>
          <DailyViewsChart days={daily.recentActivity} format={format} />
          <Panels>
            <BarTable
              title={t('devices.title')}
              caption={t('devices.caption')}
              columns={[t('devices.device'), t('devices.views'), t('devices.share')]}
              rows={devices}
            />
            <TopPages pages={daily.topPages} format={format} />
          </Panels>
        </>
      )}
      {categories.length > 0 && (
        <BarTable
          title={t('categories.title')}
          caption={t('categories.caption', { total: format.number(articles.totalViews) })}
          columns={[t('categories.category'), t('categories.views')]}
          rows={categories}
        />
      )}
    </Page>
  );
}
