import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModerationDialog } from '@/features/moderate-member';
import { AdminList, useAdminListQuery } from '@/widgets/admin-list';
import { useFragment } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextField } from '@/shared/ui/text-field';
import { AdminUsersListQuery } from '../api/adminUsersQueries';
import { useAdminRights, type UserRef } from '../model/useAdminRights';
import { usersFilter, usersPageSize } from '../model/usersFilter';
import { AdminRightsDialog } from './AdminRightsDialog';
import { MemberContentDialog } from './MemberContentDialog';
import { FilterBar } from '@/shared/ui/filter-bar';
import { Note } from '@/shared/ui/layout';
import { UserRow_UserProfileFragment, useUserColumns } from './userColumns';

/**
 * /admin/users (the spec's Chinese 'User management panel'): find members, see their content, grant or revoke admin
 * rights, suspend or lift a suspension, for administrators.
 */
export function AdminUsersPage() {
  const { t } = useTranslation('admin-users');
  useDocumentTitle(t('documentTitle'));
  // The submitted search, kept in the address (?q=) so a reload or Back keeps it; members have no status choice.
  const { search, setSearch } = useUrlFilters(['all']);
  const [text, setText] = useState(search);
  const failed = (message: string) => t(search ? 'errors.searchFailed' : 'errors.listFailed', { message });
  const { result, reload, list } = useAdminListQuery({
    query: AdminUsersListQuery,
    rows: 'user_profiles',
    where: usersFilter(search),
    pageSize: usersPageSize,
    failed,
  });
  const rights = useAdminRights();
  const [target, setTarget] = useState<UserRef | null>(null);
  const moderation = useModerationDialog((request) => {
    rights.setNotice({ tone: 'info', text: t('messages.moderated', { name: request.memberName }) });
    reload();
  });
  const [contentOf, setContentOf] = useState<UserRef | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rights.setNotice(null);
    if (text.trim() === search) reload();
    else setSearch(text.trim());
  };
  const confirmChange = async (user: UserRef) => {
    await rights.change(user, !user.isAdmin);
    setTarget(null);
  };

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <FilterBar as="form" role="search" onSubmit={submit}>
        <TextField
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={result.fetching}>
          {result.fetching ? t('search.searching') : t('search.submit')}
        </Button>
      </FilterBar>
      <Note>{t('note')}</Note>
      <AdminList
        {...list}
        rows={useFragment(UserRow_UserProfileFragment, list.rows) ?? undefined}
        // A failed search is told even over the rows of the one before.
        failure={result.error ? failed(apiErrorMessage(result.error)) : null}
        notice={rights.notice}
        onDismissNotice={() => rights.setNotice(null)}
        dismissLabel={t('messages.dismiss')}
        empty={<p>{t('empty')}</p>}
        minWidth="48rem"
        columns={useUserColumns({
          self: rights.currentUserId,
          onChange: setTarget,
          onModerate: moderation.open,
          onShowContent: setContentOf,
        })}
        t={t}
        caption={search ? t('table.captionSearch', { search }) : t('table.caption')}
      />
      <AdminRightsDialog
        user={target}
        self={target?.id === rights.currentUserId}
        onCancel={() => setTarget(null)}
        onConfirm={confirmChange}
      />
      {moderation.dialog}
      <MemberContentDialog user={contentOf} onClose={() => setContentOf(null)} />
    </Page>
  );
}
