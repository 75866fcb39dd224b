import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Note } from '@/shared/ui/layout';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { Skeleton } from '@/shared/ui/skeleton';
import { StatCounts } from '@/shared/ui/stat-counts';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { AdminDashboardAnalyticsQuery } from '../api/adminDashboardQueries';
import { ANALYTICS_DAYS, relativeToLargest, shares, todayViews } from '../model/figures';
import { useFormatters } from '../model/useFormatters';
import { Panels, SkeletonGrid } from './AdminDashboardPage.styles';
import { BarTable } from './BarTable';
import { DailyViewsChart } from './DailyViewsChart';

const KNOWN_DEVICES = ['desktop', 'mobile', 'tablet', 'bot', 'unknown'] as const;

/** The stat cards of a group (`cards` or `community`): each key's label under the group, its figure as text. */
const statItems = <Key extends string>(label: (key: Key) => string, figures: Record<Key, string>) =>
  (Object.keys(figures) as Key[]).map((key) => ({ key, label: label(key), value: figures[key] }));

/**
 * /admin/dashboard (the spec's 'Analytics AdminDashboardPage'): the site's traffic, the community's figures (members,
 * posts, discussions, comments, open reports) and the most read categories, for administrators.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  useDocumentTitle(t('documentTitle'));
  const format = useFormatters();
  const [result, reload] = useAdminQuery(AdminDashboardAnalyticsQuery, { days: ANALYTICS_DAYS });
  const { dailyAnalytics: daily, articleAnalytics: articles, contentTotals: totals, openReports } = result.data ?? {};
  const failure = result.error ? apiErrorMessage(result.error) : daily?.error;
  const header = (actions?: ReactNode) => <PageHeader title={t('title')} lead={t('lead', { days: ANALYTICS_DAYS })} actions={actions} />;

  if (failure || !daily || !articles) {
    return (
      <Page width="wide">
        {header()}
        {failure ? (
          <RetryAlert onRetry={reload} retryLabel={t('retry')}>
            {t('loadFailed', { message: failure })}
          </RetryAlert>
        ) : (
          <div aria-busy="true">
            <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
            <SkeletonGrid>
              {[0, 1, 2, 3].map((card) => (
                <Skeleton key={card} height="5.5rem" radius="0.75rem" />
              ))}
            </SkeletonGrid>
            <Skeleton height="18rem" radius="0.75rem" />
          </div>
        )}
      </Page>
    );
  }

  const deviceName = (device: string) =>
    KNOWN_DEVICES.some((known) => known === device) ? t(`devices.${device as (typeof KNOWN_DEVICES)[number]}`) : device;

  return (
    <Page width="wide">
      {header(
        <Button variant="ghost" disabled={result.fetching} onClick={reload}>
          {result.fetching ? t('refreshing') : t('refresh')}
        </Button>,
      )}
      <StatCounts
        label={t('cards.label')}
        size="large"
        minItemWidth="12rem"
        items={statItems((key) => t(`cards.${key}`), {
          totalViews: format.number(daily.totalViews),
          todayViews: format.number(todayViews(daily.recentActivity)),
          uniqueVisitors: format.number(daily.totalUniqueVisitors),
          bounceRate: format.percent(daily.avgBounceRate / 100),
        })}
      />
      <Note>{t('note', { days: ANALYTICS_DAYS })}</Note>
      {/* Members, posts, discussions and comments from the daily roll-ups the database keeps (contentTotals). */}
      <StatCounts
        label={t('community.label')}
        minItemWidth="9rem"
        items={statItems((key) => t(`community.${key}`), {
          members: format.number(totals?.members ?? 0),
          posts: format.number(totals?.blogPosts ?? 0),
          discussions: format.number(totals?.discussions ?? 0),
          comments: format.number(totals?.comments ?? 0),
          openReports: format.number(openReports?.aggregate?.count ?? 0),
        })}
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
              rows={shares(daily.deviceBreakdown, (entry) => entry.count).map(({ item, share }) => ({
                key: item.device,
                label: deviceName(item.device),
                values: [format.number(item.count), format.percent(share)],
                share,
              }))}
            />
            {/* The most viewed pages of the window (the server's first 5): title (or address) linking to the page. */}
            <BarTable
              title={t('pages.title')}
              caption={t('pages.caption', { shown: daily.topPages.length })}
              columns={[t('pages.page'), t('pages.views')]}
              rows={daily.topPages.map((page) => ({
                key: page.url,
                label: (
                  <Link to={page.url} title={page.url}>
                    {page.title || page.url}
                  </Link>
                ),
                values: [format.number(page.views)],
              }))}
            />
          </Panels>
        </>
      )}
      {articles.topCategories.length > 0 && (
        <BarTable
          title={t('categories.title')}
          caption={t('categories.caption', { total: format.number(articles.totalViews) })}
          columns={[t('categories.category'), t('categories.views')]}
          rows={relativeToLargest(articles.topCategories, (entry) => entry.count).map(({ item, share }) => ({
            key: item.name,
            label: item.name,
            values: [format.number(item.count)],
            share,
          }))}
        />
      )}
    </Page>
  );
}
