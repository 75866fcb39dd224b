import { graphql } from '@/shared/api';

export const NewsCategoriesQuery = graphql(`
  query NewsCategoriesQuery @cached {
    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {
      slug
      name
      name_zh
      color
    }
  }
`);

// The timeline's first page, with the highest change number of the stories it filters (where its stream starts).
export const NewsFirstPageQuery = graphql(`
  query NewsFirstPageQuery($where: news_articles_bool_exp!, $limit: Int!) {
    news_articles(where: $where, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {
      id
      published_at
      created_at
      change_seq
      ...NewsStreamItem_NewsArticle
    }
    latest: news_articles(where: $where, order_by: { change_seq: desc }, limit: 1) {
      change_seq
    }
  }
`);

// The stories of the timeline's filter added or changed after a change number: a delta per change.
export const NewsTimelineStream = graphql(`
  subscription NewsTimelineStream($where: news_articles_bool_exp!, $since: bigint!) {
    news_articles_stream(batch_size: 100, cursor: { initial_value: { change_seq: $since }, ordering: ASC }, where: $where) {
      id
      published_at
      created_at
      change_seq
      ...NewsStreamItem_NewsArticle
    }
  }
`);

// A later page of the timeline: the stories after the last one the reader has (a keyset page: the same order and
// its tiebreak as a cursor, so stories added meanwhile neither repeat nor hide one, and page 500 costs as page 2).
export const NewsPageQuery = graphql(`
  query NewsPageQuery($where: news_articles_bool_exp!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    news_articles(
      where: {
        _and: [
          $where
          { _or: [{ published_at: { _lt: $afterAt } }, { published_at: { _eq: $afterAt }, id: { _gt: $afterId } }] }
        ]
      }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      id
      published_at
      created_at
      ...NewsStreamItem_NewsArticle
    }
  }
`);

export const NewsPinnedSubscription = graphql(`
  subscription NewsPinnedSubscription($where: news_articles_bool_exp!, $limit: Int!) {
    news_articles(where: $where, order_by: [{ pinned_at: desc }, { id: asc }], limit: $limit) {
      id
      published_at
      created_at
      ...NewsStreamItem_NewsArticle
    }
  }
`);
