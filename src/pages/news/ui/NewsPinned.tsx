import { useTranslation } from 'react-i18next';
import { useCountViewOnOpen } from '@/features/count-view';
import { useMyNewsVotes } from '@/features/vote-news';
import { useLiveQuery } from '@/shared/api';
import { NewsPinnedSubscription } from '../api/newsQueries';
import type { newsFilter } from '../model/newsFilter';
import { pinnedVariables } from '../model/newsPageQueries';
import { NewsStreamItem } from './NewsStreamItem';
import { PinnedSection, Timeline, TimelineTitle } from './NewsPage.styles';

/** The stories admins pinned (at most three), above the stream, live; nothing when none matches the filter. */
export function NewsPinned({ where }: { where: ReturnType<typeof newsFilter> }) {
  const { t } = useTranslation('news');
  const countView = useCountViewOnOpen({ kind: 'news' });
  const [result] = useLiveQuery({
    query: NewsPinnedSubscription,
    variables: pinnedVariables(where),
  });
  const items = result.data?.news_articles ?? [];
  const votes = useMyNewsVotes(items.map((item) => item.id));
  if (items.length === 0) return null;
  return (
    <PinnedSection aria-labelledby="news-pinned">
      <TimelineTitle id="news-pinned">{t('pinned')}</TimelineTitle>
      <Timeline data-testid="news-pinned">
        {items.map((item) => (
          <NewsStreamItem key={item.id} item={item} myVote={votes.get(item.id)} onOpen={countView} />
        ))}
      </Timeline>
    </PinnedSection>
  );
}
