import { graphql } from '@/shared/api';

export const AdminArticlesListQuery = graphql(`
  query AdminArticlesListQuery($where: articles_bool_exp!, $limit: Int!) {
    articles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {
      id
      ...ArticleRow_Article
    }
    matching: articles_aggregate(where: $where) {
      aggregate {
        count
      }
    }
    total: articles_aggregate {
      aggregate {
        count
      }
    }
    published: articles_aggregate(where: { published: { _eq: true } }) {
      aggregate {
        count
      }
    }
  }
`);

export const AdminArticlesSetPublishedMutation = graphql(`
  mutation AdminArticlesSetPublishedMutation($id: uuid!, $published: Boolean!) {
    update_articles_by_pk(pk_columns: { id: $id }, _set: { published: $published }) {
      id
      published
      published_at
    }
  }
`);

export const AdminArticlesDeleteMutation = graphql(`
  mutation AdminArticlesDeleteMutation($id: uuid!) {
    delete_articles_by_pk(id: $id) {
      id
    }
  }
`);
