import type { ReactNode } from 'react';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { LanguageMark } from '@/shared/ui/language-mark';
import { AuthorMeta } from './AuthorMeta';
import { Actions, Card, Content, Marks } from './DiscussionCard.styles';
import { HiddenMark } from './HiddenMark';
import { MentionText } from './MentionText';

const DiscussionCard_DiscussionFragment = graphql(`
  fragment DiscussionCard_Discussion on discussions {
    id
    content
    language
    hidden
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

/** One forum discussion: author, time, its language when not the reader's, text, then the page's controls. */
export function DiscussionCard({ actions, children, now, ...props }: DiscussionCardProps) {
  const discussion = useFragment(DiscussionCard_DiscussionFragment, props.discussion);
  return (
    <Card>
      <AuthorMeta author={discussion.author} time={discussion.created_at} now={now} />
      <Marks>
        <LanguageMark language={discussion.language} />
        {discussion.hidden && <HiddenMark />}
      </Marks>
      <Content>
        <MentionText content={discussion.content} />
      </Content>
      {actions && <Actions>{actions}</Actions>}
      {children}
    </Card>
  );
}
