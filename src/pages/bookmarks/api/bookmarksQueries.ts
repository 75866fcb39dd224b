import { graphql } from '@/shared/api';

/** The member's bookmarks, newest first (the database keeps at most 200 per member). */
export const BookmarksPageQuery = graphql(`
  query BookmarksPageQuery {
    bookmarks(order_by: [{ created_at: desc }, { id: asc }], limit: 200) {
      id
      created_at
      article {
        id
        slug
        title
        language
      }
      blog_post {
        id
        slug
        title
        language
      }
      news_article {
        id
        title
        language
      }
      discussion {
        id
        content
      }
    }
  }
`);
