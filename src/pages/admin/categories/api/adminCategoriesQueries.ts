import { graphql } from '@/shared/api';

// Article categories only: the member blog's categories (scope 'blog') are fixed and not managed here.
export const AdminCategoriesCategoriesQuery = graphql(`
  query AdminCategoriesCategoriesQuery {
    categories(where: { scope: { _eq: "article" } }, order_by: [{ name: asc }, { id: asc }]) {
      id
      name
      name_zh
      slug
      description
      articles_aggregate {
        aggregate {
          count
        }
      }
    }
  }
`);

export const AdminCategoriesInsertCategoryMutation = graphql(`
  mutation AdminCategoriesInsertCategoryMutation($object: categories_insert_input!) {
    insert_categories_one(object: $object) {
      id
    }
  }
`);

export const AdminCategoriesUpdateCategoryMutation = graphql(`
  mutation AdminCategoriesUpdateCategoryMutation($id: uuid!, $set: categories_set_input!) {
    update_categories_by_pk(pk_columns: { id: $id }, _set: $set) {
      id
    }
  }
`);

export const AdminCategoriesDeleteCategoryMutation = graphql(`
  mutation AdminCategoriesDeleteCategoryMutation($id: uuid!) {
    delete_categories_by_pk(id: $id) {
      id
    }
  }
`);

export const AdminCategoriesAuthorsQuery = graphql(`
  query AdminCategoriesAuthorsQuery {
    authors(order_by: [{ name: asc }, { id: asc }]) {
      id
      name
      email
      bio
      expertise
      articles_aggregate {
        aggregate {
          count
        }
      }
    }
  }
`);

export const AdminCategoriesInsertAuthorMutation = graphql(`
  mutation AdminCategoriesInsertAuthorMutation($object: authors_insert_input!) {
    insert_authors_one(object: $object) {
      id
    }
  }
`);

export const AdminCategoriesUpdateAuthorMutation = graphql(`
  mutation AdminCategoriesUpdateAuthorMutation($id: uuid!, $set: authors_set_input!) {
    update_authors_by_pk(pk_columns: { id: $id }, _set: $set) {
      id
    }
  }
`);

export const AdminCategoriesDeleteAuthorMutation = graphql(`
  mutation AdminCategoriesDeleteAuthorMutation($id: uuid!) {
    delete_authors_by_pk(id: $id) {
      id
    }
  }
`);
