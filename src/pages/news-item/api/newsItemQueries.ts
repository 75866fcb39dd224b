import { graphql } from '@/shared/api';

/** One published story, live (its vote counts, importance and pin follow the other readers and the admins). */
export const NewsItemPageSubscription = graphql(`
  subscription NewsItemPageSubscription($id: uuid!) {
    news_articles_by_pk(id: $id) {
      id
      title
      excerpt
      source_url
      image_url
      author_name
      language
      published_at
      updated_at
      is_important
      pinned_at
      tickers
      bull_count
      bear_count
      news_category {
        slug
        name
        name_zh
        color
      }
      source {
        name
      }
    }
  }
`);
