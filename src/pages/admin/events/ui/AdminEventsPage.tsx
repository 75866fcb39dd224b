import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDebouncedValue } from '@/shared/lib/timing';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { usePagedLimit, useUrlFilters } from '@/shared/lib/url-filters';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextField } from '@/shared/ui/text-field';
import { ChoiceChips } from '@/shared/ui/choice-chips';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable, ListFooter } from '@/shared/ui/data-table';
import { DismissibleAlert } from '@/shared/ui/dismissible-alert';
import { FilterBar } from '@/shared/ui/filter-bar';
import { LoadingLine } from '@/shared/ui/loading-line';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminEventsListQuery } from '../api/adminEventsQueries';
import { eventStatuses } from '../model/eventDraft';
import { eventsFilter, eventsPageSize, statusFilters } from '../model/eventsFilter';
import { useEventNotices, type EventRef } from '../model/useEventNotices';
import type { SavedEvent } from '../model/useSaveEvent';
import { EventFormDialog, type FormTarget } from './EventFormDialog';
import { EventRow } from './EventRow';

const SEARCH_DELAY_MS = 300;

/** /admin/events (the spec's event management): search, filter, create, edit and delete events, for administrators. */
export function AdminEventsPage() {
  const { t } = useTranslation('admin-events');
  useDocumentTitle(t('documentTitle'));
  const filters = useUrlFilters(statusFilters);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const where = eventsFilter({ search, status: filters.status });
  const paging = usePagedLimit(JSON.stringify(where), eventsPageSize);
  const [result, reexecute] = useQuery({
    query: AdminEventsListQuery,
    variables: { where, limit: paging.limit },
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'cache-and-network' });
  const notices = useEventNotices(reload);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<EventRef | null>(null);
  // After a delete, focus goes to the search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);

  const data = result.data;
  const matching = data?.matching.aggregate?.count ?? 0;

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
      <FilterBar>
        <TextField
          ref={searchField}
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.target.value)}
        />
        <ChoiceChips
          legend={t('status.label')}
          name="status"
          options={statusFilters.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filters.status}
          onChange={filters.setStatus}
        />
      </FilterBar>
      {notices.notice && (
        <DismissibleAlert tone={notices.notice.tone} dismissLabel={t('messages.dismiss')} onDismiss={() => notices.setNotice(null)}>
          {notices.notice.text}
        </DismissibleAlert>
      )}
      {result.error && !data && (
        <RetryAlert onRetry={reload} retryLabel={t('retry')}>
          {t('loadFailed', { message: apiErrorMessage(result.error) })}
        </RetryAlert>
      )}
      {!data && !result.error && <LoadingLine label={t('loading')} />}
      {data && data.events.length === 0 && (
        <EmptyState>
          <p>{filters.filtered ? t('empty.filtered') : t('empty.none')}</p>
          {filters.filtered ? (
            <Button variant="ghost" onClick={filters.clear}>
              {t('empty.clear')}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => openForm({ mode: 'create' })}>
              {t('empty.noneAction')}
            </Button>
          )}
        </EmptyState>
      )}
      {data && data.events.length > 0 && (
        <>
          <DataTable
            label={t('table.region')}
            caption={t('table.caption')}
            columns={[t('table.event'), t('table.time'), t('table.status'), t('table.attendees'), t('table.price'), t('table.actions')]}
            minWidth="56rem"
            busy={result.fetching}
          >
            {data.events.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                busy={toDelete?.id === event.id}
                onEdit={(ref) => openForm({ mode: 'edit', id: ref.id })}
                onDelete={setToDelete}
              />
            ))}
          </DataTable>
          <ListFooter
            summary={t('showing', { shown: data.events.length, count: matching })}
            hasMore={data.events.length < matching}
            busy={result.fetching}
            moreLabel={t('loadMore')}
            onMore={paging.loadMore}
          />
        </>
      )}
      <EventFormDialog target={formTarget} onClose={() => setFormTarget(null)} onSaved={saved} />
      <ConfirmDialog
        target={toDelete}
        title={t('confirm.title')}
        message={t('confirm.text', { name: toDelete?.name ?? '' })}
        confirmLabel={t('confirm.delete')}
        busyLabel={t('confirm.deleting')}
        cancelLabel={t('confirm.cancel')}
        closeLabel={t('confirm.close')}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        focusAfterConfirm={searchField}
      />
    </Page>
  );
}
