import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Skeleton } from '@/shared/ui/skeleton';
import { DiscussionStatsSubscription } from '../api/discussionQueries';
import { SideHeading, SideSection, StatList } from './DiscussionPage.styles';
import { useLiveQuery } from '@/shared/api';

/** Community statistics, live: discussions, comments, active members, likes (the totals the database keeps). */
export function ForumStats() {
  const { t } = useTranslation('discussion');
  const format = useLocaleFormat();
  const [result] = useLiveQuery({ query: DiscussionStatsSubscription });
  const totals = result.data?.forum_totals[0];
  const stats = [
    { key: 'discussions', label: t('sidebar.discussions'), value: totals?.discussions },
    { key: 'comments', label: t('sidebar.comments'), value: totals?.comments },
    { key: 'members', label: t('sidebar.members'), value: totals?.members },
    { key: 'likes', label: t('sidebar.likes'), value: totals?.likes },
  ];
  return (
    <SideSection>
      <SideHeading>{t('sidebar.stats')}</SideHeading>
      <StatList data-testid="forum-stats">
        {stats.map(({ key, label, value }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value === undefined ? <Skeleton width="2rem" /> : format.number(value)}</dd>
          </div>
        ))}
      </StatList>
    </SideSection>
  );
}
