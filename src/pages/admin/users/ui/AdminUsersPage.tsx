import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { AdminGate } from '@/features/admin-gate';
import { openSignInDialog } from '@/features/sign-in';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Alert, Button, EmptyState, Page, PageHeader, RetryAlert, Spinner, TextField } from '@/shared/ui';
import { AdminUsersListQuery } from '../api/adminUsersQueries';
import { useAdminRights, type UserRef } from '../model/useAdminRights';
import { usersFilter, usersPageSize } from '../model/usersFilter';
import { AdminRightsDialog } from './AdminRightsDialog';
import { Footer, Loading, Note, SearchForm, Table, TableRegion } from './AdminUsersPage.styles';
import { UserRow } from './UserRow';

/** The submitted search, kept in the address (?q=) so a reload or Back keeps it. */
function useSubmittedSearch(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  return [params.get('q') ?? '', set];
}

function AdminUsers() {
  const { t } = useTranslation('admin-users');
  useDocumentTitle(t('documentTitle'));
  const [search, setSearch] = useSubmittedSearch();
  const [text, setText] = useState(search);
  const where = usersFilter(search);
  // "Load more" grows the list of the current search; another search starts from one page again.
  const [pages, setPages] = useState({ search, count: 1 });
  const limit = (pages.search === search ? pages.count : 1) * usersPageSize;
  const [result, reexecute] = useQuery({
    query: AdminUsersListQuery,
    variables: { where, limit },
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const rights = useAdminRights();
  const [target, setTarget] = useState<UserRef | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rights.setNotice(null);
    if (text.trim() === search) reload();
    else setSearch(text);
  };
  const confirmChange = async (user: UserRef) => {
    await rights.change(user, !user.isAdmin);
    setTarget(null);
  };

  const data = result.data;
  const matching = data?.matching.aggregate?.count ?? 0;
  const failure = result.error && t(search ? 'errors.searchFailed' : 'errors.listFailed', { message: apiErrorMessage(result.error) });

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <SearchForm role="search" onSubmit={submit}>
        <TextField type="search" label={t('search.label')} placeholder={t('search.placeholder')} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" disabled={result.fetching}>
          {result.fetching ? t('search.searching') : t('search.submit')}
        </Button>
      </SearchForm>
      <Note>{t('note')}</Note>
      {rights.notice && (
        <Alert
          tone={rights.notice.tone}
          action={
            <Button variant="ghost" aria-label={t('messages.dismiss')} onClick={() => rights.setNotice(null)}>
              <span aria-hidden="true">×</span>
            </Button>
          }
        >
          {rights.notice.text}
        </Alert>
      )}
      {failure && (
        <RetryAlert onRetry={reload} retryLabel={t('retry')}>
          {failure}
        </RetryAlert>
      )}
      {!data && !result.error && (
        <Loading aria-busy="true">
          <Spinner label={t('loading')} />
          <span aria-hidden="true">{t('loading')}</span>
        </Loading>
      )}
      {data && data.user_profiles.length === 0 && (
        <EmptyState>
          <p>{t('empty')}</p>
        </EmptyState>
      )}
      {data && data.user_profiles.length > 0 && (
        <>
          <TableRegion role="region" aria-label={t('table.region')} tabIndex={0}>
            <Table aria-busy={result.fetching}>
              <caption>{search ? t('table.captionSearch', { search }) : t('table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('table.user')}</th>
                  <th scope="col">{t('table.email')}</th>
                  <th scope="col">{t('table.registered')}</th>
                  <th scope="col">{t('table.id')}</th>
                  <th scope="col">{t('table.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.user_profiles.map((profile) => (
                  <UserRow key={profile.id} profile={profile} self={profile.id === rights.currentUserId} onChange={setTarget} />
                ))}
              </tbody>
            </Table>
          </TableRegion>
          <Footer>
            <span>{t('showing', { shown: data.user_profiles.length, count: matching })}</span>
            {data.user_profiles.length < matching && (
              <Button variant="ghost" disabled={result.fetching} onClick={() => setPages({ search, count: limit / usersPageSize + 1 })}>
                {t('loadMore')}
              </Button>
            )}
          </Footer>
        </>
      )}
      <AdminRightsDialog user={target} self={target?.id === rights.currentUserId} onCancel={() => setTarget(null)} onConfirm={confirmChange} />
    </Page>
  );
}

/** /admin/users (the spec's Chinese 'User management panel'): find members and grant or revoke admin rights, for administrators. */
export function AdminUsersPage() {
  return (
    <AdminGate onSignIn={() => openSignInDialog('login')}>
      <AdminUsers />
    </AdminGate>
  );
}
