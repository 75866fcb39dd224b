import type { Discussions_Bool_Exp, Discussions_Order_By } from '@/shared/api';
import { escapeLike } from '@/shared/lib/escape-like';

export const discussionSorts = ['latest', 'popular'] as const;
export type DiscussionSort = (typeof discussionSorts)[number];

/** Discussions per 'Load more'. */
export const discussionPageSize = 20;

/** The sort named in the address, else Latest. */
export function parseSort(value: string | null): DiscussionSort {
  return discussionSorts.find((sort) => sort === value) ?? 'latest';
}

/**
 * Latest: newest first. Popular: most liked, then most commented, then newest, by the key the database keeps of
 * those (popular_key), which is also the cursor of its later pages.
 */
export function discussionOrder(sort: DiscussionSort): Discussions_Order_By[] {
  return sort === 'popular' ? [{ popular_key: 'desc' }] : [{ created_at: 'desc' }, { id: 'asc' }];
}

/** The address parameter of 'My Discussions' (`?mine=1`). */
export const MINE_PARAM = 'mine';

/** The address parameter of the topic filter (`?topic=defi`). */
export const TOPIC_PARAM = 'topic';

/**
 * Discussions whose title, text or author display name contains the search, literally and case-insensitively; only
 * the given member's when `authorId` is set, only the topic's when `topic` is. A title or text holding the term has
 * it in `search_text` (the two lower-cased, joined by a space), which has a trigram index: that condition finds the
 * candidates, the title and text conditions keep the rows that hold the term (not one across the two), and the
 * author's name is matched through the members' own trigram index. Each branch of the `_or` is read through its
 * index (the engine's SQL for an `_or` of a relationship: server/src/engine/sql/bool-exp.ts).
 */
export function discussionWhere(search: string, authorId: string | null = null, topic: string | null = null): Discussions_Bool_Exp {
  const text = search.trim();
  const pattern = `%${escapeLike(text)}%`;
  const matching: Discussions_Bool_Exp = text
    ? {
        _or: [
          { search_text: { _ilike: pattern }, _or: [{ title: { _ilike: pattern } }, { content: { _ilike: pattern } }] },
          { author: { display_name: { _ilike: pattern } } },
        ],
      }
    : {};
  const only: Discussions_Bool_Exp[] = [
    ...(authorId ? [{ author_id: { _eq: authorId } }] : []),
    ...(topic ? [{ topic: { _eq: topic } }] : []),
  ];
  return only.length > 0 ? { _and: [...only, matching] } : matching;
}
