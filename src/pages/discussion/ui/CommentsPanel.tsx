import { useTranslation } from 'react-i18next';
import { CommentItem, discussionErrorText } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { CommentDiscussionForm } from '@/features/comment-discussion';
import { DeleteDiscussionButton } from '@/features/delete-discussion';
import { LikeDiscussionButton, useMyCommentLikes } from '@/features/like-discussion';
import { Alert } from '@/shared/ui/alert';
import { DiscussionCommentsSubscription } from '../api/discussionQueries';
import { CommentList, Muted, Panel } from './DiscussionPage.styles';
import { useLiveQuery } from '@/shared/api';

interface CommentsPanelProps {
  id: string;
  discussionId: string;
  now: Date;
  onSignIn: () => void;
}

/** The comments of a discussion, oldest first and live, then the comment box. */
export function CommentsPanel({ id, discussionId, now, onSignIn }: CommentsPanelProps) {
  const { t } = useTranslation('discussion');
  const userId = useSession().user?.id;
  const [result] = useLiveQuery({ query: DiscussionCommentsSubscription, variables: { discussionId } });
  const liked = useMyCommentLikes(discussionId);
  const comments = result.data?.discussion_comments;

  const list = () => {
    if (result.error && !comments) {
      return <Alert>{t('errors.fetchFailed', { message: discussionErrorText(result.error, t) })}</Alert>;
    }
    if (!comments) return <Muted role="status">{t('comments.loading')}</Muted>;
    if (comments.length === 0) return <Muted>{t('comments.empty')}</Muted>;
    return (
      <CommentList aria-label={t('comments.label')}>
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            now={now}
            actions={
              <>
                <LikeDiscussionButton
                  target={{ commentId: comment.id }}
                  likes={comment.likes}
                  liked={liked.has(comment.id)}
                  onSignIn={onSignIn}
                />
                {comment.author_id === userId && <DeleteDiscussionButton kind="comment" id={comment.id} />}
              </>
            }
          />
        ))}
      </CommentList>
    );
  };

  return (
    <Panel id={id}>
      {list()}
      <CommentDiscussionForm discussionId={discussionId} onSignIn={onSignIn} />
    </Panel>
  );
}
