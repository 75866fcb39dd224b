import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilteredAdminList, useFilteredAdminList } from '@/widgets/admin-list';
import { eventStatuses } from '@/entities/event';
import { useFragment } from '@/shared/api';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminEventsCountFragment, AdminEventsDeleteMutation, AdminEventsListQuery } from '../api/adminEventsQueries';
import { eventsFilter, statusFilters } from '../model/eventsFilter';
import { EventFormDialog, type FormTarget } from './EventFormDialog';
import { EventRow_EventFragment, useEventColumns, type EventRef } from './eventColumns';

/** The figures above the list: all events, then each status's. */
const FIGURES = ['total', ...eventStatuses] as const;

/** /admin/events (the spec's event management): search, filter, create, edit and delete events, for administrators. */
export function AdminEventsPage() {
  const { t } = useTranslation('admin-events');
  useDocumentTitle(t('documentTitle'));
  const list = useFilteredAdminList({
    t,
    statuses: statusFilters,
    filter: eventsFilter,
    query: AdminEventsListQuery,
    rows: 'events',
    remove: AdminEventsDeleteMutation,
    removed: {
      done: t('messages.deleted'),
      failed: (message) => (message ? t('messages.deleteFailedReason', { message }) : t('messages.deleteFailed')),
      missing: t('messages.deleteFailedReason', { message: t('messages.gone') }),
    },
    confirmText: ({ name }: EventRef) => t('confirm.text', { name }),
  });
  const { actions, toDelete } = list;
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const data = list.result.data;
  const counts = useFragment(AdminEventsCountFragment, data ? FIGURES.map((key) => data[key] ?? {}) : []);

  const openForm = (target: FormTarget) => {
    actions.setNotice(null);
    setFormTarget(target);
  };
  const saved = (created: boolean) => {
    setFormTarget(null);
    actions.setNotice({ tone: 'info', text: t(created ? 'messages.created' : 'messages.updated') });
    list.reload();
  };
  const columns = useEventColumns(toDelete?.id, (ref) => openForm({ mode: 'edit', id: ref.id }), list.setToDelete);

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
          items={FIGURES.map((key, index) => ({ key, label: t(`counts.${key}`), value: counts[index]?.aggregate?.count ?? 0 }))}
        />
      )}
      <FilteredAdminList
        state={list}
        rows={useFragment(EventRow_EventFragment, list.list.rows) ?? undefined}
        noneAction={
          <Button variant="ghost" onClick={() => openForm({ mode: 'create' })}>
            {t('empty.noneAction')}
          </Button>
        }
        minWidth="56rem"
        columns={columns}
      />
      <EventFormDialog target={formTarget} onClose={() => setFormTarget(null)} onSaved={saved} />
    </Page>
  );
}
