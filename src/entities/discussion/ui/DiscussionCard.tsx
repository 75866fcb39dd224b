import type { ReactNode } from 'react';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { AuthorMeta } from './AuthorMeta';
import { Actions, Card, Content } from './DiscussionCard.styles';

const DiscussionCard_DiscussionFragment = graphql(`
  fragment DiscussionCard_Discussion on discussions {
    id
    content
    created_at
    author {
      ...AuthorMeta_UserProfile
    }
  }
`);

export interface DiscussionCardProps {
  discussion: FragmentType<typeof DiscussionCard_DiscussionFragment>;
  /** The controls under the text (like, comments toggle, delete). */
  actions?: ReactNode;
  /** What follows the controls, such as the expanded comments. */
  children?: ReactNode;
  /** Reference time for the relative time. */
  now?: Date;
}

/** One forum discussion: author, time and text, then the controls the page passes in. */
export function DiscussionCard({ actions, children, now, ...props }: DiscussionCardProps) {
  const discussion = useFragment(DiscussionCard_DiscussionFragment, props.discussion);
  return (
    <Card>
      <AuthorMeta author={discussion.author} time={discussion.created_at} now={now} />
      <Content>{discussion.content}</Content>
      {actions && <Actions>{actions}</Actions>}
      {children}
    </Card>
  );
}
