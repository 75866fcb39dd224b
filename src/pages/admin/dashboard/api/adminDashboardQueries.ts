import { graphql } from '@/shared/api';

export const AdminDashboardAnalyticsQuery = graphql(`
  query AdminDashboardAnalyticsQuery($days: Int!) {
    dailyAnalytics(days: $days) {
      recentActivity { date views }
      totalUniqueVisitors avgBounceRate totalViews error
      deviceBreakdown { device count }
      topPages { title url views }
    }
    articleAnalytics { totalViews topCategories { name count } }
    contentTotals { members blogPosts discussions comments }
    openReports: content_reports_aggregate(where: { resolved: { _eq: false } }) { aggregate { count } }
  }
`);
