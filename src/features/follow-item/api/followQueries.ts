import { graphql } from '@/shared/api';

/** The member's follow of one author, member or tag, if any (members see only their own). */
export const FollowItemStateQuery = graphql(`
  query FollowItemStateQuery($where: follows_bool_exp!) {
    follows(where: $where, limit: 1) {
      id
    }
  }
`);

export const FollowItemAddMutation = graphql(`
  mutation FollowItemAddMutation($object: follows_insert_input!) {
    insert_follows_one(object: $object) {
      id
    }
  }
`);

export const FollowItemRemoveMutation = graphql(`
  mutation FollowItemRemoveMutation($id: uuid!) {
    delete_follows_by_pk(id: $id) {
      id
    }
  }
`);
