import { graphql } from '@/shared/api';

/** /database-test: the row counts of the main tables, as site_admin. */
export const DiagnosticsCountsQuery = graphql(`
  query DiagnosticsCountsQuery {
    articles: articles_aggregate { aggregate { count } }
    blogPosts: blog_posts_aggregate { aggregate { count } }
    news: news_articles_aggregate { aggregate { count } }
    events: events_aggregate { aggregate { count } }
    discussions: discussions_aggregate { aggregate { count } }
    comments: discussion_comments_aggregate { aggregate { count } }
    users: auth_users_aggregate { aggregate { count } }
    pageViews: page_views_aggregate { aggregate { count } }
  }
`);

/** /image-test: the newest images stored for articles, blog posts and profiles (demo images left out). */
export const DiagnosticsImagesQuery = graphql(`
  query DiagnosticsImagesQuery($limit: Int!) {
    articles(where: { image_url: { _is_null: false, _nlike: "/demo/%" } }, order_by: [{ updated_at: desc }], limit: $limit) { id title image_url }
    blog_posts(where: { image_url: { _is_null: false, _nlike: "/demo/%" } }, order_by: [{ updated_at: desc }], limit: $limit) { id title image_url }
    user_profiles(where: { avatar_url: { _is_null: false, _nlike: "/demo/%" } }, order_by: [{ updated_at: desc }], limit: $limit) { id display_name avatar_url }
  }
`);

/** /update-categories: every category with the number of its articles. */
export const DiagnosticsCategoriesQuery = graphql(`
  query DiagnosticsCategoriesQuery {
    categories(order_by: [{ scope: asc }, { name: asc }]) { id name name_zh slug scope articles_aggregate { aggregate { count } } }
  }
`);

/** /update-categories: the server's reset to the demo seed's Web3 categories (one transaction); `dryRun` only answers what it would do. */
export const DiagnosticsResetCategoriesMutation = graphql(`
  mutation DiagnosticsResetCategoriesMutation($dryRun: Boolean!) {
    resetWeb3Categories(dryRun: $dryRun) {
      removed added articlesUncategorized
      removedCategories { slug name name_zh }
      addedCategories { slug name name_zh }
      web3Categories { slug name name_zh }
    }
  }
`);

/** /todos: the administrator's own to-do list, newest first, and its changes. */
export const DiagnosticsTodosQuery = graphql(`
  query DiagnosticsTodosQuery {
    todos(order_by: [{ created_at: desc }, { id: asc }]) { id title is_completed }
  }
`);

export const DiagnosticsAddTodoMutation = graphql(`
  mutation DiagnosticsAddTodoMutation($title: String!) { insert_todos_one(object: { title: $title }) { id } }
`);

export const DiagnosticsToggleTodoMutation = graphql(`
  mutation DiagnosticsToggleTodoMutation($id: uuid!, $done: Boolean!) {
    update_todos_by_pk(pk_columns: { id: $id }, _set: { is_completed: $done }) { id is_completed }
  }
`);

export const DiagnosticsDeleteTodoMutation = graphql(`
  mutation DiagnosticsDeleteTodoMutation($id: uuid!) { delete_todos_by_pk(id: $id) { id } }
`);
