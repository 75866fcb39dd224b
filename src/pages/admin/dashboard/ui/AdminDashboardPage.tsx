import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { useAdminQuery } from '@/shared/api';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Button } from '@/shared/ui/button';
import { Loadable } from '@/shared/ui/diag-kit';
import { EmptyState } from '@/shared/ui/empty-state';
import { Note } from '@/shared/ui/layout';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminDashboardAnalyticsQuery } from '../api/adminDashboardQueries';
import { ANALYTICS_DAYS, shares, todayViews } from '../model/figures';
import { useFormatters } from '../model/useFormatters';
import { Panels } from './AdminDashboardPage.styles';
import { DailyViewsChart } from './DailyViewsChart';
import { Figure } from './Figure';

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
  const deviceName = (device: string) =>
    KNOWN_DEVICES.some((known) => known === device) ? t(`devices.${device as (typeof KNOWN_DEVICES)[number]}`) : device;
  const [result, reload] = useAdminQuery(AdminDashboardAnalyticsQuery, { days: ANALYTICS_DAYS });
  const { dailyAnalytics: daily, articleAnalytics: articles, contentTotals: totals, openReports } = result.data ?? {};
  return (
    <Page width="wide">
      <PageHeader
        title={t('title')}
        lead={t('lead', { days: ANALYTICS_DAYS })}
        actions={
          result.data && (
            <Button variant="ghost" disabled={result.fetching} onClick={reload}>
              {result.fetching ? t('refreshing') : t('refresh')}
            </Button>
          )
        }
      />
      <Loadable
        data={!result.error && !daily?.error && daily && articles ? { daily, articles } : null}
        error={result.error ?? daily?.error}
        failed={(message) => t('loadFailed', { message })}
        retry={reload}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
      >
        {({ daily, articles }) => (
          <>
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
                <Figure
                  title={t('daily.title')}
                  caption={t('daily.caption', { days: daily.recentActivity.length })}
                  columns={[t('daily.day'), t('daily.views')]}
                  rows={daily.recentActivity.map((day) => ({
                    key: day.date,
                    label: <time dateTime={day.date}>{format.longDay(day.date)}</time>,
                    values: [format.number(day.views)],
                  }))}
                  chart={{
                    picture: <DailyViewsChart days={daily.recentActivity} format={format} views={t('daily.views')} />,
                    showTable: t('daily.showTable'),
                  }}
                />
                <Panels>
                  <Figure
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
                  <Figure
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
              <Figure
                title={t('categories.title')}
                caption={t('categories.caption', { total: format.number(articles.totalViews) })}
                columns={[t('categories.category'), t('categories.views')]}
                rows={shares(articles.topCategories, (entry) => entry.count, 'largest').map(({ item, share }) => ({
                  key: item.name,
                  label: item.name,
                  values: [format.number(item.count)],
                  share,
                }))}
              />
            )}
          </>
        )}
      </Loadable>
    </Page>
  );
}
