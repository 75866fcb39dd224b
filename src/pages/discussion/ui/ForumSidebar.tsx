import { useTranslation } from 'react-i18next';
import { discussionTopics, type DiscussionTopic } from '@/entities/discussion';
import { forumTags } from '../config/forum';
import { Aside, SideHeading, SideSection, TagButton, TagList, TopicLink, TopicList } from './DiscussionPage.styles';
import { ForumStats } from './ForumStats';

interface ForumSidebarProps {
  /** The topic in force, null for all. */
  topic: DiscussionTopic | null;
  /** The forum's address with this topic chosen (null: every topic), keeping the other filters. */
  topicHref: (topic: DiscussionTopic | null) => string;
  /** Searches the discussions for a tag. */
  onTag: (tag: string) => void;
}

/** The left sidebar: topics that filter the forum (links, so each topic has its address), tags that search it, and live community statistics. */
export function ForumSidebar({ topic, topicHref, onTag }: ForumSidebarProps) {
  const { t } = useTranslation('discussion');
  return (
    <Aside as="aside" aria-label={t('sidebar.label')}>
      <SideSection as="nav" aria-label={t('sidebar.topicsNav')}>
        <SideHeading>{t('sidebar.topics')}</SideHeading>
        <TopicList>
          {[null, ...discussionTopics].map((value) => (
            <li key={value ?? 'all'}>
              <TopicLink to={topicHref(value)} aria-current={value === topic ? 'page' : undefined}>
                {value ? t(`topics.${value}`) : t('sidebar.allTopics')}
              </TopicLink>
            </li>
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
