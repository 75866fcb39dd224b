import { graphql } from '@/shared/api';

export const HomeCategoriesQuery = graphql(`
  query HomeCategoriesQuery @cached {
    categories(where: { scope: { _eq: "article" } }, order_by: { name: asc }) {
      id
      slug
      ...CategoryTabs_Category
    }
  }
`);

export const HomeFeaturedQuery = graphql(`
  query HomeFeaturedQuery($where: articles_bool_exp!) {
    articles(
      where: { _and: [$where, { featured: { _eq: true } }] }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: 3
    ) {
      id
      ...ArticleCard_Article
      category_id
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);

export const HomeLatestQuery = graphql(`
  query HomeLatestQuery($where: articles_bool_exp!) {
    articles(
      where: { _and: [$where, { image_url: { _is_null: true } }] }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: 6
    ) {
      id
      ...ArticleCard_Article
      category_id
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);

export const HomeArticlesQuery = graphql(`
  query HomeArticlesQuery($where: articles_bool_exp!, $offset: Int!, $limit: Int!) {
    articles(
      where: $where
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      offset: $offset
      limit: $limit
    ) {
      id
      ...ArticleCard_Article
      category_id
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);

// The latest stories in the chosen languages, with the highest change number of those (where the sidebar's stream starts).
export const HomeLiveNewsQuery = graphql(`
  query HomeLiveNewsQuery($where: news_articles_bool_exp!, $limit: Int!) {
    news_articles(where: $where, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {
      id
      published_at
      change_seq
      ...NewsItem_NewsArticle
    }
    latest: news_articles(where: $where, order_by: { change_seq: desc }, limit: 1) {
      change_seq
    }
  }
`);

// The stories in the chosen languages added or changed after a change number: a delta per change.
export const HomeLiveNewsStream = graphql(`
  subscription HomeLiveNewsStream($where: news_articles_bool_exp!, $since: bigint!) {
    news_articles_stream(batch_size: 100, cursor: { initial_value: { change_seq: $since }, ordering: ASC }, where: $where) {
      id
      published_at
      change_seq
      ...NewsItem_NewsArticle
    }
  }
`);

/** What the signed-in member follows (members read only their own follows). */
export const HomeFollowsQuery = graphql(`
  query HomeFollowsQuery {
    follows(order_by: { created_at: desc }) {
      id
      author_id
      member_id
      tag
    }
  }
`);

/** The newest articles by followed authors and blog posts by followed members or with followed tags. */
export const HomeFollowingQuery = graphql(`
  query HomeFollowingQuery($articles: articles_bool_exp!, $posts: blog_posts_bool_exp!, $limit: Int!) {
    articles(
      where: { _and: [{ published: { _eq: true } }, $articles] }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      id
      published_at
      ...ArticleCard_Article
      category_id
      category {
        ...CategoryBadge_Category
      }
    }
    blog_posts(
      where: { _and: [{ published: { _eq: true } }, $posts] }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      id
      published_at
      ...BlogPostCard_BlogPost
      category_id
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);
