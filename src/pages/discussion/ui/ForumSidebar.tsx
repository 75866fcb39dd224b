import { useTranslation } from 'react-i18next';
import { forumTags, forumTopics } from '../config/forum';
import { Aside, SideHeading, SideSection, TagButton, TagList, TopicList } from './DiscussionPage.styles';
import { ForumStats } from './ForumStats';

interface ForumSidebarProps {
  /** Searches the discussions for a tag. */
  onTag: (tag: string) => void;
}

/** The left sidebar: topics, tags that search the forum, and live community statistics. */
export function ForumSidebar({ onTag }: ForumSidebarProps) {
  const { t } = useTranslation('discussion');
  return (
    <Aside as="aside" aria-label={t('sidebar.label')}>
      <SideSection>
        <SideHeading>{t('sidebar.topics')}</SideHeading>
        <TopicList>
          {forumTopics.map((topic) => (
            <li key={topic}>{t(`sidebar.topicList.${topic}`)}</li>
          ))}
        </TopicList>
      </SideSection>
      <SideSection>
        <SideHeading>{t('sidebar.tags')}</SideHeading>
        <TagList>
          {forumTags.map((tag) => (
            <li key={tag}>
              <TagButton aria-label={t('sidebar.tagSearch', { tag })} onClick={() => onTag(tag)}>
                #{tag}
              </TagButton>
            </li>
          ))}
        </TagList>
      </SideSection>
      <ForumStats />
    </Aside>
  );
}
