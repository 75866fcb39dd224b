import { graphql } from '@/shared/api';

// The author updates their own thread's title (user update permission filtered by author_id); a moderator runs it as
// site_admin. The database trims it and keeps it to one line of 1 to 120 characters (discussions_title_check); null
// means it is not the member's, or gone.
export const EditDiscussionTitleMutation = graphql(`
  mutation EditDiscussionTitleMutation($id: uuid!, $title: String!) {
    update_discussions_by_pk(pk_columns: { id: $id }, _set: { title: $title }) {
      id
      title
      updated_at
    }
  }
`);
