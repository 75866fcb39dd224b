import { graphql } from '@/shared/api';

// Site admins only (the API refuses everyone else): flag a story important, pin it above the stream or unpin it.
// The database keeps at most three pinned (constraint news_articles_pin_limit).

export const CurateNewsImportantMutation = graphql(`
  mutation CurateNewsImportantMutation($id: uuid!, $important: Boolean!) {
    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { is_important: $important }) {
      id
      is_important
    }
  }
`);

export const CurateNewsPinMutation = graphql(`
  mutation CurateNewsPinMutation($id: uuid!, $pinnedAt: timestamptz) {
    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { pinned_at: $pinnedAt }) {
      id
      pinned_at
    }
  }
`);
