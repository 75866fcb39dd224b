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

export const NewsTimelineSubscription = graphql(`
  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {
    news_articles(
      where: $where
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

export const NewsPageQuery = graphql(`
  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {
    news_articles(
      where: $where
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      offset: $offset
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
