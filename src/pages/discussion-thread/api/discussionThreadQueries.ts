import { graphql } from '@/shared/api';

// One discussion, live (its likes and comment count move); hidden ones come only to their author and moderators.
export const DiscussionThreadPageSubscription = graphql(`
  subscription DiscussionThreadPageSubscription($id: uuid!) {
    discussions_by_pk(id: $id) {
      id
      author_id
      title
      content
      language
      likes
      comments_count
      created_at
      updated_at
      author {
        username
        display_name
      }
      ...DiscussionCard_Discussion
    }
  }
`);
