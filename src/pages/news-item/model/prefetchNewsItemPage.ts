import { prefetchLive, type PagePrefetch } from '@/shared/api';
import { isUuid } from '@/shared/lib/uuid';
import { NewsItemPageSubscription } from '../api/newsItemQueries';

/** NewsItemPage's live story (none for a malformed id: the not-found page asks nothing). */
export const prefetchNewsItemPage: PagePrefetch = async (context) => {
  const id = context.params.id ?? '';
  if (isUuid(id)) await prefetchLive(context, NewsItemPageSubscription, { id });
};
