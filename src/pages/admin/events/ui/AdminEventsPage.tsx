import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  AdminList,
  deleteConfirmLabels,
  FilteredEmpty,
  filterLabels,
  listLabels,
  SearchStatusFilter,
  useAdminListQuery,
  useFilteredList,
  useRowActions,
} from '@/widgets/admin-list';
import { siteAdminContext, useFragment } from '@/shared/api';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminEventsAfterQuery, AdminEventsDeleteMutation, AdminEventsListQuery } from '../api/adminEventsQueries';
import { eventStatuses } from '@/entities/event';
import { eventsFilter, eventsPageSize, statusFilters } from '../model/eventsFilter';
import { EventFormDialog, type FormTarget } from './EventFormDialog';
import { EventRow_EventFragment, useEventColumns, type EventRef } from './eventColumns';

/** /admin/events (the spec's event management): search, filter, create, edit and delete events, for administrators. */
export function AdminEventsPage() {
  const { t } = useTranslation('admin-events');
  useDocumentTitle(t('documentTitle'));
  const { filters, where } = useFilteredList(statusFilters, eventsFilter, eventsPageSize);
  const { result, reload, list } = useAdminListQuery({
    query: AdminEventsListQuery,
    afterQuery: AdminEventsAfterQuery,
    rows: 'events',
    where,
    pageSize: eventsPageSize,
    failed: (message) => t('loadFailed', { message }),
  });
  const actions = useRowActions(reload);
  const [, deleteEvent] = useMutation(AdminEventsDeleteMutation);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<EventRef | null>(null);
  // After a delete, focus goes to the search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);
  const data = result.data;

  const openForm = (target: FormTarget) => {
    actions.setNotice(null);
    setFormTarget(target);
  };
  const saved = (created: boolean) => {
    setFormTarget(null);
    actions.setNotice({ tone: 'info', text: t(created ? 'messages.created' : 'messages.updated') });
    reload();
  };
  const confirmDelete = async (event: EventRef) => {
    await actions.run(event.id, () => deleteEvent({ id: event.id }, siteAdminContext), {
      done: t('messages.deleted'),
      failed: (message) => (message ? t('messages.deleteFailedReason', { message }) : t('messages.deleteFailed')),
      missing: t('messages.deleteFailedReason', { message: t('messages.gone') }),
    });
    setToDelete(null);
  };
  const columns = useEventColumns(toDelete?.id, (ref) => openForm({ mode: 'edit', id: ref.id }), setToDelete);

  return (
    <Page>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={<Button onClick={() => openForm({ mode: 'create' })}>{t('create')}</Button>}
      />
      {data && (
        <StatCounts
          label={t('counts.label')}
          items={[
            { key: 'total', label: t('counts.total'), value: data.total.aggregate?.count ?? 0 },
            ...eventStatuses.map((status) => ({ key: status, label: t(`counts.${status}`), value: data[status].aggregate?.count ?? 0 })),
          ]}
        />
      )}
      <SearchStatusFilter filters={filters} statuses={statusFilters} searchRef={searchField} labels={filterLabels(statusFilters, t)} />
      <AdminList
        {...list}
        rows={useFragment(EventRow_EventFragment, list.rows) ?? undefined}
        notice={actions.notice}
        onDismissNotice={() => actions.setNotice(null)}
        empty={
          <FilteredEmpty
            filters={filters}
            t={t}
            noneAction={
              <Button variant="ghost" onClick={() => openForm({ mode: 'create' })}>
                {t('empty.noneAction')}
              </Button>
            }
          />
        }
        minWidth="56rem"
        columns={columns}
        labels={listLabels(t)}
      />
      <EventFormDialog target={formTarget} onClose={() => setFormTarget(null)} onSaved={saved} />
      <ConfirmDialog
        target={toDelete}
        {...deleteConfirmLabels(t)}
        message={t('confirm.text', { name: toDelete?.name ?? '' })}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        focusAfterConfirm={searchField}
      />
    </Page>
  );
}
