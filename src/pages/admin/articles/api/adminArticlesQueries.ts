import { graphql } from '@/shared/api';

export const AdminArticlesListQuery = graphql(`
  query AdminArticlesListQuery($where: articles_bool_exp!, $limit: Int!) {
    articles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {
      id
      created_at
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

// A later page of the table: the rows after the last one shown (a keyset page: the table's order and its tiebreak as
// the cursor, so a deep page costs as the second and rows added meanwhile repeat none).
export const AdminArticlesAfterQuery = graphql(`
  query AdminArticlesAfterQuery($where: articles_bool_exp!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    articles(
      where: {
        _and: [$where, { _or: [{ created_at: { _lt: $afterAt } }, { created_at: { _eq: $afterAt }, id: { _gt: $afterId } }] }]
      }
      order_by: [{ created_at: desc }, { id: asc }]
      limit: $limit
    ) {
      id
      created_at
      ...ArticleRow_Article
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
