import { prefetchCommentThread } from '@/widgets/comment-thread';
import { prefetchLive, type PagePrefetch } from '@/shared/api';
import { isUuid } from '@/shared/lib/uuid';
import { DiscussionThreadPageSubscription } from '../api/discussionThreadQueries';

/** The discussion, then its comments (DiscussionThreadPage's queries as a visitor reads them). */
export const prefetchDiscussionThreadPage: PagePrefetch = async (context) => {
  const id = context.params.id ?? '';
  if (!isUuid(id)) return;
  const discussion = (await prefetchLive(context, DiscussionThreadPageSubscription, { id }))?.discussions_by_pk;
  if (discussion) await prefetchCommentThread(context, { discussionId: discussion.id });
};
