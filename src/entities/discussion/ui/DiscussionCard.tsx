import type { ReactNode } from 'react';
import { useItemTranslation } from '@/shared/lib/i18n';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { LanguageMark } from '@/shared/ui/language-mark';
import { parseTopic } from '../config/topics';
import { AuthorMeta } from './AuthorMeta';
import { Actions, Card, Content, Marks, ReadMore, Title, TitleLink, TopicMark } from './DiscussionCard.styles';
import { HiddenMark } from './HiddenMark';
import { MentionText } from './MentionText';

const DiscussionCard_DiscussionFragment = graphql(`
  fragment DiscussionCard_Discussion on discussions {
    id
    title
    topic
    content
    language
    hidden
    created_at
    author {
      ...AuthorMeta_UserProfile
    }
  }
`);

/** Texts longer than this, or of more lines, are clamped in lists, with "Read more" to the thread. */
const clampCharacters = 280;
const clampLines = 4;

/** Whether a list shows the text clamped: long enough that a few lines do not hold it. */
function isLongText(content: string): boolean {
  return content.length > clampCharacters || content.split('\n').length > clampLines;
}

export interface DiscussionCardProps {
  discussion: FragmentType<typeof DiscussionCard_DiscussionFragment>;
  /** The title's heading level: 1 on the thread's own page (not a link there), else 3 under a list's h2. */
  headingLevel?: 1 | 2 | 3;
  /** In lists: the text clamped to a few lines when long, with "Read more" to the thread. */
  clamp?: boolean;
  /** The controls under the text (like, comments toggle, delete). */
  actions?: ReactNode;
  /** What follows the controls, such as the expanded comments. */
  children?: ReactNode;
  /** Reference time for the relative time. */
  now?: Date;
}

/**
 * One forum discussion: its title (a link to the thread, except on the thread's page where it is the h1), author,
 * time, topic, its language when not the reader's, the text, then the page's controls.
 */
export function DiscussionCard({ actions, children, now, headingLevel = 3, clamp = false, ...props }: DiscussionCardProps) {
  const { t } = useItemTranslation('discussion');
  const discussion = useFragment(DiscussionCard_DiscussionFragment, props.discussion);
  const path = `/discussion/${discussion.id}`;
  const topic = parseTopic(discussion.topic);
  const clamped = clamp && isLongText(discussion.content);
  return (
    <Card>
      <Title as={`h${headingLevel}`} $page={headingLevel === 1}>
        {headingLevel === 1 ? discussion.title : <TitleLink to={path}>{discussion.title}</TitleLink>}
      </Title>
      <AuthorMeta author={discussion.author} time={discussion.created_at} now={now} />
      <Marks>
        {topic && <TopicMark to={`/discussion?topic=${topic}`}>{t(`topics.${topic}`)}</TopicMark>}
        <LanguageMark language={discussion.language} />
        {discussion.hidden && <HiddenMark />}
      </Marks>
      <Content $clamped={clamped}>
        <MentionText content={discussion.content} />
      </Content>
      {clamped && (
        <ReadMore to={path} aria-label={t('card.readMoreLabel', { title: discussion.title })}>
          {t('card.readMore')}
        </ReadMore>
      )}
      {actions && <Actions>{actions}</Actions>}
      {children}
    </Card>
  );
}
