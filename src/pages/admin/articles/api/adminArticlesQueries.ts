import { graphql } from '@/shared/api';

export const AdminArticlesListQuery = graphql(`
  query AdminArticlesListQuery($where: articles_bool_exp!, $limit: Int!, $later: Boolean! = false) {
    articles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {
      id
      created_at
      ...ArticleRow_Article
    }
    matching: articles_aggregate(where: $where) @skip(if: $later) {
      aggregate {
        count
      }
    }
    total: articles_aggregate @skip(if: $later) {
      aggregate {
        count
      }
    }
    published: articles_aggregate(where: { published: { _eq: true } }) @skip(if: $later) {
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
