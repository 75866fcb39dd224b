import type { ReactNode } from 'react';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { AuthorMeta } from './AuthorMeta';
import { Actions, Comment, Content } from './CommentItem.styles';

const CommentItem_DiscussionCommentFragment = graphql(`
  fragment CommentItem_DiscussionComment on discussion_comments {
    id
    content
    created_at
    author {
      ...AuthorMeta_UserProfile
    }
  }
`);

export interface CommentItemProps {
  comment: FragmentType<typeof CommentItem_DiscussionCommentFragment>;
  /** The controls under the text (like, delete). */
  actions?: ReactNode;
  /** Reference time for the relative time. */
  now?: Date;
}

/** One comment of a discussion, as a list item. */
export function CommentItem({ actions, now, ...props }: CommentItemProps) {
  const comment = useFragment(CommentItem_DiscussionCommentFragment, props.comment);
  return (
    <Comment>
      <AuthorMeta author={comment.author} time={comment.created_at} now={now} compact />
      <Content>{comment.content}</Content>
      {actions && <Actions>{actions}</Actions>}
    </Comment>
  );
}
