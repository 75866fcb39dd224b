import { useTranslation } from 'react-i18next';
import { discussionErrorText, type CommentTarget } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { ConfirmEmailNotice } from '@/features/account/confirm-email';
import { CommentDiscussionForm } from '@/features/discussion/comment-discussion';
import { LikePostButton, useMyCommentLikes } from '@/features/discussion/like-discussion';
import { openSignInDialog } from '@/features/sign-in';
import { useKeysetPages, useLiveQuery } from '@/shared/api';
import { useNow } from '@/shared/lib/format-date';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { LoadMore } from '@/shared/ui/load-more';
import { CommentCountSubscription, CommentThreadEarlierQuery, CommentThreadSubscription } from '../api/commentThreadQueries';
import { commentThreadVariables, pageSize } from '../model/threadQueries';
import { Header, Heading, Muted, Section } from './CommentThread.styles';
import { CommentTree } from './CommentTree';

const signIn = () => openSignInDialog();

export interface CommentThreadProps {
  /** What the comments are on: a discussion, an article or a blog post. */
  target: CommentTarget;
  /** Opens the sign-in dialog, offered to visitors who want to comment, reply or like (the site's dialog by default). */
  onSignIn?: () => void;
  /** The section's heading; the thread inside a forum card shows none. */
  heading?: boolean;
  /** The element id, for a toggle's aria-controls. */
  id?: string;
}

/**
 * The comments of an item, live, with replies one level deep, then the comment box (and, on an article or blog
 * post, its like button). Members like, reply, report,
 * and edit or delete their own; the same on discussions, articles and blog posts.
 */
export function CommentThread({ target, onSignIn = signIn, heading = true, id }: CommentThreadProps) {
  const { t } = useTranslation('discussion');
  const userId = useSession().user?.id;
  const now = useNow();
  const variables = commentThreadVariables(target);
  const { where } = variables;
  const [result] = useLiveQuery({ query: CommentThreadSubscription, variables: variables.thread });
  const [counted] = useLiveQuery({ query: CommentCountSubscription, variables: variables.count });
  const earlier = useKeysetPages({
    key: JSON.stringify(where),
    first: result.data?.discussion_comments,
    pageSize,
    query: CommentThreadEarlierQuery,
    variables: (last) => ({ where, beforeAt: last.created_at, beforeId: last.id, limit: pageSize + 1 }),
    rowsOf: (data) => data.discussion_comments,
  });
  const liked = useMyCommentLikes(target);
  // Read newest first, shown oldest first: earlier pages go above.
  const comments = earlier.shown && [...earlier.shown].reverse();
  const count = counted.data?.discussion_comments_aggregate.aggregate?.count;
  const list = () => {
    if (result.error && !comments) {
      return <Alert>{t('errors.commentsFailed', { message: discussionErrorText(result.error, t) })}</Alert>;
    }
    if (!comments) return <Muted role="status">{t('comments.loading')}</Muted>;
    if (comments.length === 0) return <Muted>{t('comments.empty')}</Muted>;
    return (
      <>
        {earlier.error && (
          <RetryAlert onRetry={earlier.retry} retryLabel={t('errors.retry')}>
            {t('errors.commentsFailed', { message: discussionErrorText(earlier.error, t) })}
          </RetryAlert>
        )}
        <LoadMore hasMore={earlier.hasMore} busy={earlier.fetching} label={t('comments.earlier')} onMore={earlier.loadMore} />
        <CommentTree target={target} comments={comments} liked={liked} userId={userId} now={now} onSignIn={onSignIn} />
      </>
    );
  };

  return (
    <Section id={id} aria-label={heading ? undefined : t('comments.label')}>
      {heading && (
        <Header>
          <Heading>{count === undefined ? t('comments.label') : t('comments.heading', { count })}</Heading>
          {'discussionId' in target ? null : <LikePostButton target={target} onSignIn={onSignIn} />}
        </Header>
      )}
      {list()}
      <ConfirmEmailNotice />
      <CommentDiscussionForm target={target} onSignIn={onSignIn} />
    </Section>
  );
}
