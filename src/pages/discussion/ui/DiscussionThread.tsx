import { useId, useState } from 'react';
import { useItemTranslation } from '@/shared/lib/i18n';
import { DiscussionCard, type DiscussionCardProps } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { DeleteDiscussionButton } from '@/features/discussion/delete-discussion';
import { LikeDiscussionButton } from '@/features/discussion/like-discussion';
import { ReportButton } from '@/features/discussion/report-content';
import { TextLink } from '@/shared/ui/text-link';
import { CommentThread } from '@/widgets/comment-thread';
import { CommentsToggle } from './DiscussionPage.styles';

type Discussion = { id: string; author_id: string; likes: number; comments_count: number } & DiscussionCardProps['discussion'];

interface DiscussionThreadProps {
  discussion: Discussion;
  /** Whether the signed-in member likes it. */
  liked: boolean;
  now: Date;
  onSignIn: () => void;
}

/**
 * A discussion with its like, comments toggle, link to its own page, report (other members) or delete (author)
 * and, when expanded, its comments.
 */
export function DiscussionThread({ discussion, liked, now, onSignIn }: DiscussionThreadProps) {
  const { t } = useItemTranslation('discussion');
  const userId = useSession().user?.id;
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <DiscussionCard
      discussion={discussion}
      now={now}
      clamp
      actions={
        <>
          <LikeDiscussionButton target={{ discussionId: discussion.id }} likes={discussion.likes} liked={liked} onSignIn={onSignIn} />
          <CommentsToggle
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            onClick={() => setExpanded((open) => !open)}
          >
            {t('comments.toggle', { count: discussion.comments_count })}
          </CommentsToggle>
          <TextLink to={`/discussion/${discussion.id}`}>{t('thread.open')}</TextLink>
          {userId && discussion.author_id !== userId && <ReportButton kind="discussion" id={discussion.id} />}
          {discussion.author_id === userId && <DeleteDiscussionButton kind="discussion" id={discussion.id} />}
        </>
      }
    >
      {expanded && <CommentThread id={panelId} target={{ discussionId: discussion.id }} heading={false} onSignIn={onSignIn} />}
    </DiscussionCard>
  );
}
