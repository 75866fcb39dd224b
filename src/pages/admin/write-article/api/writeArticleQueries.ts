import { graphql } from '@/shared/api';

/** What the form offers: article categories, authors (with emails, to find the admin's own byline) and articles to link a translation to. */
export const WriteArticleOptionsQuery = graphql(`
  query WriteArticleOptionsQuery {
    categories(where: { scope: { _eq: "article" } }, order_by: { name: asc }) {
      id
      name
      name_zh
    }
    authors(order_by: { name: asc }) {
      id
      name
      email
    }
    articles(order_by: { created_at: desc }, limit: 200) {
      id
      title
      language
    }
  }
`);

export const WriteArticleEditQuery = graphql(`
  query WriteArticleEditQuery($id: uuid!) {
    articles_by_pk(id: $id) {
      id
      title
      excerpt
      content
      image_url
      category_id
      author_id
      language
      translation_of_id
      featured
      published
    }
  }
`);

export const WriteArticleInsertMutation = graphql(`
  mutation WriteArticleInsertMutation($object: articles_insert_input!) {
    insert_articles_one(object: $object) {
      id
      published
    }
  }
`);

export const WriteArticleUpdateMutation = graphql(`
  mutation WriteArticleUpdateMutation($id: uuid!, $set: articles_set_input!) {
    update_articles_by_pk(pk_columns: { id: $id }, _set: $set) {
      id
      published
    }
  }
`);

export const WriteArticleCreateAuthorMutation = graphql(`
  mutation WriteArticleCreateAuthorMutation($name: String!, $email: String!) {
    insert_authors_one(object: { name: $name, email: $email }) {
      id
    }
  }
`);
