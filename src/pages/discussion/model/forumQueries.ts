import { parseTopic, type DiscussionTopic } from '@/entities/discussion';
import { contentLanguageWhere, contentScopeOf, contentScopeParam, type ContentScope } from '@/features/choose-content-language';
import { prefetchLive, type Discussions_Bool_Exp, type PagePrefetch } from '@/shared/api';
import { DiscussionListSubscription, DiscussionStatsSubscription } from '../api/discussionQueries';
import { discussionOrder, discussionPageSize, discussionWhere, parseSort, TOPIC_PARAM } from './discussionFilter';

export interface ForumFilter {
  search: string;
  /** The member whose own threads are listed ('My Discussions', in every language), else null. */
  mine: string | null;
  topic: DiscussionTopic | null;
  scope: ContentScope;
  language: string;
}

/** The forum list's filter: a member's own threads, or the forum's in the chosen scope; a search and a topic. */
export function forumWhere({ search, mine, topic, scope, language }: ForumFilter): Discussions_Bool_Exp {
  return mine
    ? discussionWhere(search, mine, topic)
    : { _and: [discussionWhere(search, null, topic), contentLanguageWhere({ scope, language }) as Discussions_Bool_Exp] };
}

/** The list's live first page (one more tells whether more exist). */
export const forumListVariables = (where: Discussions_Bool_Exp, orderBy: ReturnType<typeof discussionOrder>) => ({
  where,
  orderBy,
  limit: discussionPageSize + 1,
});

/** DiscussionPage's queries as a visitor's render asks them: the forum's totals and the list's first page. */
export const prefetchDiscussionPage: PagePrefetch = (context) => {
  const { search, language } = context;
  const where = forumWhere({
    search: '',
    mine: null,
    topic: parseTopic(search.get(TOPIC_PARAM)),
    scope: contentScopeOf(search.get(contentScopeParam)),
    language,
  });
  return Promise.all([
    prefetchLive(context, DiscussionStatsSubscription, {}),
    prefetchLive(context, DiscussionListSubscription, forumListVariables(where, discussionOrder(parseSort(search.get('sort'))))),
  ]);
};
