import { graphql } from '@/shared/api';

// The stories that left the site (unpublished or deleted) after a change number: an open timeline drops them.
export const NewsRemovalsStream = graphql(`
  subscription NewsRemovalsStream($since: bigint!) {
    news_removals_stream(batch_size: 100, cursor: { initial_value: { change_seq: $since }, ordering: ASC }) {
      news_id
      change_seq
    }
  }
`);

/** The removals as the streamed lists take them: the story's id and the removal's change number. */
export const removedNewsOf = (data: { news_removals_stream: readonly { news_id: string; change_seq: string | number }[] }) =>
  data.news_removals_stream.map((removal) => ({ id: removal.news_id, change_seq: removal.change_seq }));
