import { graphql } from '@/shared/api';

/** The member's bookmark of one item, if any (members see only their own). */
export const BookmarkItemStateQuery = graphql(`
  query BookmarkItemStateQuery($where: bookmarks_bool_exp!) {
    bookmarks(where: $where, limit: 1) {
      id
    }
  }
`);

export const BookmarkItemAddMutation = graphql(`
  mutation BookmarkItemAddMutation($object: bookmarks_insert_input!) {
    insert_bookmarks_one(object: $object) {
      id
    }
  }
`);

export const BookmarkItemRemoveMutation = graphql(`
  mutation BookmarkItemRemoveMutation($id: uuid!) {
    delete_bookmarks_by_pk(id: $id) {
      id
    }
  }
`);
