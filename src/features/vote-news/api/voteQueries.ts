import { graphql } from '@/shared/api';

// A vote is a row per member and story (the API sets user_id from the token): cast or changed by one upsert,
// withdrawn by deleting the row. The counts on news_articles are kept by a database trigger, which also holds
// each member to a budget of votes.

export const VoteNewsCastMutation = graphql(`
  mutation VoteNewsCastMutation($newsId: uuid!, $side: String!) {
    insert_news_votes_one(
      object: { news_id: $newsId, side: $side }
      on_conflict: { constraint: news_votes_pkey, update_columns: [side] }
    ) {
      news_id
      side
    }
  }
`);

export const VoteNewsWithdrawMutation = graphql(`
  mutation VoteNewsWithdrawMutation($newsId: uuid!, $userId: uuid!) {
    delete_news_votes_by_pk(news_id: $newsId, user_id: $userId) {
      news_id
    }
  }
`);

export const VoteNewsMineSubscription = graphql(`
  subscription VoteNewsMineSubscription($newsIds: [uuid!]!) {
    news_votes(where: { news_id: { _in: $newsIds } }) {
      news_id
      side
    }
  }
`);
