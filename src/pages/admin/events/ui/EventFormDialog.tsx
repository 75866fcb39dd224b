import { useTranslation } from 'react-i18next';
import { graphql, useAdminQuery, useFragment } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { Dialog } from '@/shared/ui/dialog';
import { LoadingLine } from '@/shared/ui/loading-line';
import { AdminEventsEventQuery } from '../api/adminEventsQueries';
import { draftFromEvent, emptyDraft } from '@/entities/event';
import { EventForm } from './EventForm';

const EventFormDialog_EventFragment = graphql(`
  fragment EventFormDialog_Event on events {
    name
    slug
    description
    start_date
    end_date
    location_url
    time_zone
    image_url
    registration_url
    max_attendees
    current_attendees
    price
    currency
    language
    translation_of_id
    is_free
    is_online
    organizer_name
    organizer_email
    status
    featured
    published
    category
  }
`);

/** What the dialog edits: a new event, or an existing one by id. */
export type FormTarget = { mode: 'create' } | { mode: 'edit'; id: string };

export interface EventFormDialogProps {
  /** null keeps the dialog closed. */
  target: FormTarget | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

interface EditEventProps {
  id: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Loads the event to edit (fresh from the API), then shows the form. */
function EditEvent({ id, onClose, onSaved }: EditEventProps) {
  const { t } = useTranslation('admin-events');
  const [result, reload] = useAdminQuery(AdminEventsEventQuery, { id });
  const event = useFragment(EventFormDialog_EventFragment, result.data?.events_by_pk);
  if (result.fetching && !result.data) {
    return <LoadingLine label={t('form.loading')} />;
  }
  if (result.error) {
    return (
      <RetryAlert onRetry={reload} retryLabel={t('retry')}>
        {t('form.loadFailed', { message: apiErrorMessage(result.error) })}
      </RetryAlert>
    );
  }
  if (!event) return <Alert>{t('form.notFound')}</Alert>;
  return <EventForm eventId={id} initial={draftFromEvent(event)} onSaved={onSaved} onCancel={onClose} />;
}

/** The create/edit event modal (focus kept inside, Escape closes it, labelled by its title). */
export function EventFormDialog({ target, onClose, onSaved }: EventFormDialogProps) {
  const { t } = useTranslation('admin-events');
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle')}
      closeLabel={t('form.close')}
    >
      {target?.mode === 'create' && <EventForm initial={emptyDraft()} onSaved={() => onSaved(true)} onCancel={onClose} />}
      {target?.mode === 'edit' && <EditEvent key={target.id} id={target.id} onClose={onClose} onSaved={() => onSaved(false)} />}
    </Dialog>
  );
}
