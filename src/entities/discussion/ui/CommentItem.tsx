import type { ReactNode } from 'react';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { AuthorMeta } from './AuthorMeta';
import { Actions, Comment, Content } from './CommentItem.styles';
import { HiddenMark } from './HiddenMark';
import { MentionText } from './MentionText';

const CommentItem_DiscussionCommentFragment = graphql(`
  fragment CommentItem_DiscussionComment on discussion_comments {
    id
    content
    hidden
    created_at
    author {
      ...AuthorMeta_UserProfile
    }
  }
`);

export interface CommentItemProps {
  comment: FragmentType<typeof CommentItem_DiscussionCommentFragment>;
  /** The controls under the text (like, reply, edit, report, delete). */
  actions?: ReactNode;
  /** Shown instead of the text, such as the editor while the author edits it. */
  editor?: ReactNode;
  /** What follows the controls: the replies and the reply box. */
  children?: ReactNode;
  /** Reference time for the relative time. */
  now?: Date;
}

/** One comment (of a discussion, an article or a blog post), as a list item, with its replies after it. */
export function CommentItem({ actions, editor, children, now, ...props }: CommentItemProps) {
  const comment = useFragment(CommentItem_DiscussionCommentFragment, props.comment);
  return (
    <Comment id={`comment-${comment.id}`}>
      <AuthorMeta author={comment.author} time={comment.created_at} now={now} compact />
      {comment.hidden && <HiddenMark />}
      {editor ?? (
        <Content>
          <MentionText content={comment.content} />
        </Content>
      )}
      {actions && <Actions>{actions}</Actions>}
      {children}
    </Comment>
  );
}
