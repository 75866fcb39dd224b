import { graphql } from '@/shared/api';

export const AdminDashboardAnalyticsQuery = graphql(`
  query AdminDashboardAnalyticsQuery($days: Int!) {
    dailyAnalytics(days: $days) {
      recentActivity {
        date
        views
      }
      totalUniqueVisitors
      avgBounceRate
      deviceBreakdown {
        device
        count
      }
      topPages {
        title
        url
        views
      }
      totalViews
      error
    }
    articleAnalytics {
      totalViews
      topCategories {
        name
        count
      }
    }
    members: user_profiles_aggregate {
      aggregate {
        count
      }
    }
    posts: blog_posts_aggregate(where: { published: { _eq: true } }) {
      aggregate {
        count
      }
    }
    discussions: discussions_aggregate {
      aggregate {
        count
      }
    }
    comments: discussion_comments_aggregate {
      aggregate {
        count
      }
    }
    openReports: content_reports_aggregate(where: { resolved: { _eq: false } }) {
      aggregate {
        count
      }
    }
  }
`);
