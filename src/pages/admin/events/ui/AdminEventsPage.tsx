import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminList,
  deleteConfirmLabels,
  FilteredEmpty,
  filterLabels,
  listLabels,
  SearchStatusFilter,
  useAdminListQuery,
  useFilteredList,
} from '@/widgets/admin-list';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminEventsAfterQuery, AdminEventsListQuery } from '../api/adminEventsQueries';
import { eventStatuses } from '@/entities/event';
import { eventsFilter, eventsPageSize, statusFilters } from '../model/eventsFilter';
import { useEventNotices, type EventRef } from '../model/useEventNotices';
import type { SavedEvent } from '../model/useSaveEvent';
import { EventFormDialog, type FormTarget } from './EventFormDialog';
import { EventRow } from './EventRow';

/** /admin/events (the spec's event management): search, filter, create, edit and delete events, for administrators. */
export function AdminEventsPage() {
  const { t } = useTranslation('admin-events');
  useDocumentTitle(t('documentTitle'));
  const { filters, where } = useFilteredList(statusFilters, eventsFilter, eventsPageSize);
  const { result, later, reload } = useAdminListQuery({
    query: AdminEventsListQuery,
    afterQuery: AdminEventsAfterQuery,
    rows: 'events',
    where,
    pageSize: eventsPageSize,
  });
  const notices = useEventNotices(reload);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<EventRef | null>(null);
  // After a delete, focus goes to the search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);

  const data = result.data;

  const openForm = (target: FormTarget) => {
    notices.setNotice(null);
    setFormTarget(target);
  };
  const saved = (_event: SavedEvent, created: boolean) => {
    setFormTarget(null);
    notices.setNotice({ tone: 'info', text: t(created ? 'messages.created' : 'messages.updated') });
    reload();
  };
  const confirmDelete = async (event: EventRef) => {
    await notices.remove(event);
    setToDelete(null);
  };
  const createButton = <Button onClick={() => openForm({ mode: 'create' })}>{t('create')}</Button>;

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} actions={createButton} />
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
        rows={later.shown}
        matching={data?.matching.aggregate?.count ?? 0}
        fetching={result.fetching || later.fetching}
        failure={result.error && !data ? t('loadFailed', { message: apiErrorMessage(result.error) }) : null}
        onRetry={reload}
        notice={notices.notice}
        onDismissNotice={() => notices.setNotice(null)}
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
        renderRow={(event) => (
          <EventRow
            key={event.id}
            event={event}
            busy={toDelete?.id === event.id}
            onEdit={(ref) => openForm({ mode: 'edit', id: ref.id })}
            onDelete={setToDelete}
          />
        )}
        onMore={later.loadMore}
        labels={listLabels(t, [
          t('table.event'),
          t('table.time'),
          t('table.status'),
          t('table.attendees'),
          t('table.price'),
          t('table.actions'),
        ])}
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
