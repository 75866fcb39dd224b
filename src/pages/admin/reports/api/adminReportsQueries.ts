import { graphql } from '@/shared/api';

// Run as site_admin (siteAdminContext): moderators read every report and every item, hidden ones included.
export const AdminReportsListQuery = graphql(`
  query AdminReportsListQuery($resolved: Boolean!) {
    content_reports(where: { resolved: { _eq: $resolved } }, order_by: [{ created_at: desc }, { id: asc }], limit: 100) {
      id reason created_at
      reporter { username display_name }
      discussion { id content hidden author { id username display_name is_admin suspended_until suspension_reason } }
      comment {
        id content hidden discussion_id article { slug } blog_post { slug }
        author { id username display_name is_admin suspended_until suspension_reason }
      }
      blog_post { id slug title excerpt hidden author { id username display_name is_admin suspended_until suspension_reason } }
    }
  }
`);

// Shows a hidden item again, the one of its kind ($discussion, $comment or $blogPost) named by $id. A hidden post is
// never published (CHECK blog_posts_hidden_unpublished): showing it again restores what its author had chosen,
// published on its first date or a draft (trigger blog_posts_visibility).
export const AdminReportsUnhideMutation = graphql(`
  mutation AdminReportsUnhideMutation($id: uuid!, $discussion: Boolean! = false, $comment: Boolean! = false, $blogPost: Boolean! = false) {
    update_discussions_by_pk(pk_columns: { id: $id }, _set: { hidden: false }) @include(if: $discussion) { id hidden }
    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { hidden: false }) @include(if: $comment) { id hidden }
    update_blog_posts_by_pk(pk_columns: { id: $id }, _set: { hidden: false }) @include(if: $blogPost) { id hidden published }
  }
`);

export const AdminReportsResolveMutation = graphql(`
  mutation AdminReportsResolveMutation($id: uuid!) {
    update_content_reports_by_pk(pk_columns: { id: $id }, _set: { resolved: true }) { id resolved }
  }
`);
