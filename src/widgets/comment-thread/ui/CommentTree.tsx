import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentItem, type CommentTarget } from '@/entities/discussion';
import { CommentDiscussionForm } from '@/features/discussion/comment-discussion';
import { DeleteDiscussionButton } from '@/features/discussion/delete-discussion';
import { EditCommentForm } from '@/features/discussion/edit-comment';
import { LikeDiscussionButton } from '@/features/discussion/like-discussion';
import { ReportButton } from '@/features/discussion/report-content';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { TextButton } from '@/shared/ui/text-button';
import { CommentList, ReplyBox, ReplyList } from './CommentThread.styles';

const CommentTree_CommentFragment = graphql(`
  fragment CommentTree_Comment on discussion_comments {
    id
    author_id
    content
    likes
    ...CommentItem_DiscussionComment
  }
`);

type CommentRef = FragmentType<typeof CommentTree_CommentFragment> & { id: string };

/** A top-level comment and its replies. */
export type ThreadComment = CommentRef & { replies: CommentRef[] };

export interface CommentTreeProps {
  target: CommentTarget;
  comments: ThreadComment[];
  /** The ids of the comments the signed-in member likes. */
  liked: ReadonlySet<string>;
  /** The signed-in member's id (none for visitors). */
  userId: string | undefined;
  now: Date;
  onSignIn: () => void;
}

/** Comments, each with its replies indented under it, and their controls by who is reading. */
export function CommentTree({ comments, ...context }: CommentTreeProps) {
  const { t } = useTranslation('discussion');
  return (
    <CommentList aria-label={t('comments.label')}>
      {comments.map((comment) => (
        <Comment key={comment.id} comment={comment} replies={comment.replies} {...context} />
      ))}
    </CommentList>
  );
}

type CommentProps = Omit<CommentTreeProps, 'comments'> & { comment: CommentRef; replies?: CommentRef[] };

function Comment({ comment: ref, replies, ...context }: CommentProps) {
  const { t } = useTranslation('discussion');
  const { target, liked, userId, now, onSignIn } = context;
  const comment = useFragment(CommentTree_CommentFragment, ref);
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const own = comment.author_id === userId;
  const topLevel = replies !== undefined;

  return (
    <CommentItem
      comment={comment}
      now={now}
      editor={editing ? <EditCommentForm id={comment.id} content={comment.content} onDone={() => setEditing(false)} /> : undefined}
      actions={
        <>
          <LikeDiscussionButton
            target={{ commentId: comment.id }}
            likes={comment.likes}
            liked={liked.has(comment.id)}
            onSignIn={onSignIn}
          />
          {topLevel && userId && (
            <TextButton type="button" aria-expanded={replying} onClick={() => setReplying((open) => !open)}>
              {t('reply.action')}
            </TextButton>
          )}
          {own && !editing && (
            <TextButton type="button" onClick={() => setEditing(true)}>
              {t('edit.action')}
            </TextButton>
          )}
          {userId && !own && <ReportButton kind="comment" id={comment.id} />}
          {own && <DeleteDiscussionButton kind="comment" id={comment.id} />}
        </>
      }
    >
      {topLevel && (replies.length > 0 || replying) && (
        <ReplyList aria-label={t('reply.listLabel')}>
          {replies.map((reply) => (
            <Comment key={reply.id} comment={reply} {...context} />
          ))}
          {replying && (
            <ReplyBox>
              <CommentDiscussionForm target={target} parentId={comment.id} onSignIn={onSignIn} onSent={() => setReplying(false)} />
            </ReplyBox>
          )}
        </ReplyList>
      )}
    </CommentItem>
  );
}
