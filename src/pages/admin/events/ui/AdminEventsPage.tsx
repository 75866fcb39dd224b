import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { AdminGate } from '@/features/admin-gate';
import { openSignInDialog } from '@/features/sign-in';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Alert, Button, EmptyState, Page, PageHeader, Spinner, TextField } from '@/shared/ui';
import { AdminEventsListQuery } from '../api/adminEventsQueries';
import { eventStatuses } from '../model/eventDraft';
import { eventsFilter, eventsPageSize, isStatusFilter, statusFilters, type StatusFilter } from '../model/eventsFilter';
import { useEventNotices, type EventRef } from '../model/useEventNotices';
import type { SavedEvent } from '../model/useSaveEvent';
import { Counts, Filters, Footer, Loading, StatusGroup, Table, TableRegion } from './AdminEventsPage.styles';
import { DeleteEventDialog } from './DeleteEventDialog';
import { EventFormDialog, type FormTarget } from './EventFormDialog';
import { EventRow } from './EventRow';

const SEARCH_DELAY_MS = 300;

/** Search text and status, kept in the address (?q=&status=) so a reload or Back keeps them. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const set = (name: 'q' | 'status', value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    search: params.get('q') ?? '',
    status: isStatusFilter(status) ? status : ('all' as StatusFilter),
    setSearch: (value: string) => set('q', value, ''),
    setStatus: (value: StatusFilter) => set('status', value, 'all'),
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}

function AdminEvents() {
  const { t } = useTranslation('admin-events');
  useDocumentTitle(t('documentTitle'));
  const filters = useFilters();
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const where = eventsFilter({ search, status: filters.status });
  // "Load more" grows the list of the current filter; another filter starts from one page again.
  const filterKey = JSON.stringify(where);
  const [pages, setPages] = useState({ filterKey, count: 1 });
  const limit = (pages.filterKey === filterKey ? pages.count : 1) * eventsPageSize;
  const [result, reexecute] = useQuery({
    query: AdminEventsListQuery,
    variables: { where, limit },
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const notices = useEventNotices(reload);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<EventRef | null>(null);

  const data = result.data;
  const matching = data?.matching.aggregate?.count ?? 0;
  const filtered = filters.search.trim() !== '' || filters.status !== 'all';

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
        <Counts aria-label={t('counts.label')}>
          <div>
            <dt>{t('counts.total')}</dt>
            <dd>{data.total.aggregate?.count ?? 0}</dd>
          </div>
          {eventStatuses.map((status) => (
            <div key={status}>
              <dt>{t(`counts.${status}`)}</dt>
              <dd>{data[status].aggregate?.count ?? 0}</dd>
            </div>
          ))}
        </Counts>
      )}
      <Filters>
        <TextField
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.target.value)}
        />
        <StatusGroup>
          <legend>{t('status.label')}</legend>
          {statusFilters.map((status) => (
            <label key={status}>
              <input type="radio" name="status" value={status} checked={filters.status === status} onChange={() => filters.setStatus(status)} />
              {t(`status.${status}`)}
            </label>
          ))}
        </StatusGroup>
      </Filters>
      {notices.notice && (
        <Alert
          tone={notices.notice.tone}
          action={
            <Button variant="ghost" aria-label={t('messages.dismiss')} onClick={() => notices.setNotice(null)}>
              <span aria-hidden="true">×</span>
            </Button>
          }
        >
          {notices.notice.text}
        </Alert>
      )}
      {result.error && !data && (
        <Alert action={<Button variant="ghost" onClick={reload}>{t('retry')}</Button>}>{t('loadFailed', { message: apiErrorMessage(result.error) })}</Alert>
      )}
      {!data && !result.error && (
        <Loading aria-busy="true">
          <Spinner label={t('loading')} />
          <span aria-hidden="true">{t('loading')}</span>
        </Loading>
      )}
      {data && data.events.length === 0 && (
        <EmptyState>
          <p>{filtered ? t('empty.filtered') : t('empty.none')}</p>
          {filtered ? (
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
          <TableRegion role="region" aria-label={t('table.region')} tabIndex={0}>
            <Table aria-busy={result.fetching}>
              <caption>{t('table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('table.event')}</th>
                  <th scope="col">{t('table.time')}</th>
                  <th scope="col">{t('table.status')}</th>
                  <th scope="col">{t('table.attendees')}</th>
                  <th scope="col">{t('table.price')}</th>
                  <th scope="col">{t('table.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.events.map((event) => (
                  <EventRow
                    key={event.id}
                    event={event}
                    busy={toDelete?.id === event.id}
                    onEdit={(ref) => openForm({ mode: 'edit', id: ref.id })}
                    onDelete={setToDelete}
                  />
                ))}
              </tbody>
            </Table>
          </TableRegion>
          <Footer>
            <span>{t('showing', { shown: data.events.length, count: matching })}</span>
            {data.events.length < matching && (
              <Button variant="ghost" disabled={result.fetching} onClick={() => setPages({ filterKey, count: limit / eventsPageSize + 1 })}>
                {t('loadMore')}
              </Button>
            )}
          </Footer>
        </>
      )}
      <EventFormDialog target={formTarget} onClose={() => setFormTarget(null)} onSaved={saved} />
      <DeleteEventDialog event={toDelete} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </Page>
  );
}

/** /admin/events (the spec's event management): search, filter, create, edit and delete events, for administrators. */
export function AdminEventsPage() {
  return (
    <AdminGate onSignIn={() => openSignInDialog('login')}>
      <AdminEvents />
    </AdminGate>
  );
}
