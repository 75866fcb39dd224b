import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Skeleton } from '@/shared/ui/skeleton';
import { DiscussionCommentStatsSubscription, DiscussionStatsSubscription } from '../api/discussionQueries';
import { SideHeading, SideSection, StatList } from './DiscussionPage.styles';
import { useLiveQuery } from '@/shared/api';

/** Community statistics counted live from the data: discussions, comments, active members, likes. */
export function ForumStats() {
  const { t } = useTranslation('discussion');
  const format = useLocaleFormat();
  const [discussions] = useLiveQuery({ query: DiscussionStatsSubscription });
  const [comments] = useLiveQuery({ query: DiscussionCommentStatsSubscription });
  const ofDiscussions = discussions.data?.discussions_aggregate.aggregate;
  const ofComments = comments.data?.discussion_comments_aggregate.aggregate;
  const likes = ofDiscussions && ofComments ? (ofDiscussions.sum?.likes ?? 0) + (ofComments.sum?.likes ?? 0) : undefined;
  const stats = [
    { key: 'discussions', label: t('sidebar.discussions'), value: ofDiscussions?.count },
    { key: 'comments', label: t('sidebar.comments'), value: ofComments?.count },
    { key: 'members', label: t('sidebar.members'), value: ofDiscussions?.members },
    { key: 'likes', label: t('sidebar.likes'), value: likes },
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
