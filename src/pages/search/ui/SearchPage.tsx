import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ContentLanguageToggle, contentScopeParam, useContentScope } from '@/features/choose-content-language';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { SearchResultsQuery } from '../api/searchQueries';
import { groupResults, inScope } from '../model/groupResults';
import { searchOf } from '../model/searchQuery';
import { SearchResultItem } from './SearchResultItem';
import { EmptyText, Form, Group, GroupTitle, Input, Muted, ResultList, Title } from './SearchPage.styles';

export function SearchPage() {
  const { t, i18n } = useTranslation(['search', 'content']);
  useDocumentTitle(t('documentTitle'));
  const [params, setParams] = useSearchParams();
  const [scope, setScope] = useContentScope();
  const { query, variables } = searchOf(params);
  const [draft, setDraft] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  // Follow a new ?q= (e.g. from the header's search box) while this page is open.
  if (query !== lastQuery) {
    setLastQuery(query);
    setDraft(query);
  }
  const [result, reexecute] = useQuery({
    query: SearchResultsQuery,
    variables,
    pause: !query,
  });
  // The action searches every language; the scope narrows its answer here.
  const groups = groupResults(inScope(result.data?.search ?? [], scope, i18n.language));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    const next = new URLSearchParams(text ? { q: text } : {});
    if (scope === 'all') next.set(contentScopeParam, 'all');
    setParams(next);
  };

  return (
    <Page width="narrow">
      <Title>{query ? t('resultsFor', { query }) : t('title')}</Title>
      <Form role="search" aria-label={t('title')} onSubmit={submit}>
        <Input
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('placeholder')}
          aria-label={t('label')}
        />
        <Button type="submit">{t('submit')}</Button>
      </Form>
      <ContentLanguageToggle value={scope} onChange={setScope} />
      {!query ? (
        <Muted>{t('prompt')}</Muted>
      ) : result.error ? (
        <RetryAlert onRetry={() => reexecute()} retryLabel={t('content:retry')}>
          {t('error', { message: apiErrorMessage(result.error) })}
        </RetryAlert>
      ) : result.fetching || !result.data ? (
        <Muted role="status">{t('searching')}</Muted>
      ) : groups.length === 0 ? (
        <div role="status">
          <EmptyText>{t('empty', { query })}</EmptyText>
          <Muted>{t('emptyHint')}</Muted>
        </div>
      ) : (
        groups.map((group) => (
          <Group key={group.type} aria-labelledby={`search-${group.type}`}>
            <GroupTitle id={`search-${group.type}`}>
              {t(`types.${group.type}`)} <span>({group.results.length})</span>
            </GroupTitle>
            <ResultList>
              {group.results.map((item) => (
                <SearchResultItem key={`${item.type}-${item.id}`} item={item} />
              ))}
            </ResultList>
          </Group>
        ))
      )}
    </Page>
  );
}
