import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { parseTopic, type DiscussionTopic } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { ContentLanguageToggle, useContentScope } from '@/features/choose-content-language';
import { ConfirmEmailNotice } from '@/features/account/confirm-email';
import { CreateDiscussionBox } from '@/features/discussion/create-discussion';
import { openSignInDialog } from '@/features/sign-in';
import { useDebouncedValue } from '@/shared/lib/timing';
import { useLanguage } from '@/shared/lib/i18n';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';
import { discussionOrder, discussionSorts, MINE_PARAM, parseSort, TOPIC_PARAM } from '../model/discussionFilter';
import { forumWhere } from '../model/forumQueries';
import { DiscussionList } from './DiscussionList';
import { Column, CreateArea, Layout, SearchBox, SideArea, SortField, Toolbar } from './DiscussionPage.styles';
import { ForumSidebar } from './ForumSidebar';

/** How long typing must pause before the search runs. */
const searchDelayMs = 300;

const signIn = () => openSignInDialog('login', 'discuss');

/** /discussion: the forum with its sidebars, search, sort, content language and the live list of discussions. */
export function DiscussionPage() {
  const { t } = useTranslation('discussion');
  useDocumentTitle(t('documentTitle'), t('description'));
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  // The topic filter (?topic=defi): the sidebar's topics are links to it.
  const topic = parseTopic(params.get(TOPIC_PARAM));
  const { pathname } = useLocation();
  // 'My Discussions' (?mine=1): the signed-in member's own threads.
  const { user } = useSession();
  const mine = params.get(MINE_PARAM) === '1' ? (user?.id ?? null) : null;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, searchDelayMs).trim();
  const [scope, setScope] = useContentScope();
  const language = useLanguage();

  // Keeps the other parameters (the content language).
  const selectSort = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'latest') next.delete('sort');
        else next.set('sort', value);
        return next;
      },
      { replace: true },
    );

  const topicHref = (value: DiscussionTopic | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(TOPIC_PARAM, value);
    else next.delete(TOPIC_PARAM);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <Page>
      <PageHeader
        title={mine ? t('mine.title') : t('title')}
        lead={
          mine ? (
            <TextLink to="/discussion">{t('mine.showAll')}</TextLink>
          ) : topic ? (
            t('topicFilter', { topic: t(`topics.${topic}`) })
          ) : (
            t('subtitle')
          )
        }
      />
      <Layout>
        <SideArea>
          <ForumSidebar topic={topic} topicHref={topicHref} onTag={setSearch} />
        </SideArea>
        <Column>
          <Toolbar role="search" aria-label={t('searchLabel')}>
            <SearchBox
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchLabel')}
            />
            <SortField>
              {t('sortLabel')}
              <select value={sort} onChange={(event) => selectSort(event.target.value)}>
                {discussionSorts.map((value) => (
                  <option key={value} value={value}>
                    {t(`sort.${value}`)}
                  </option>
                ))}
              </select>
            </SortField>
          </Toolbar>
          {!mine && <ContentLanguageToggle value={scope} onChange={setScope} />}
          {/* Keyed by the filter: a new search or sort starts again from the first page. A member's own threads
              are listed in every language, the forum in the chosen scope. */}
          <DiscussionList
            key={`${sort} ${mine} ${topic} ${scope} ${language} ${debouncedSearch}`}
            where={forumWhere({ search: debouncedSearch, mine, topic, scope, language })}
            orderBy={discussionOrder(sort)}
            search={debouncedSearch}
            onClearSearch={() => setSearch('')}
            onSignIn={signIn}
          />
        </Column>
        <CreateArea>
          <ConfirmEmailNotice />
          <CreateDiscussionBox onSignIn={signIn} topic={topic} />
        </CreateArea>
      </Layout>
    </Page>
  );
}
