import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '@/shared/api';
import { Alert } from '@/shared/ui/alert';
import { Loadable } from '@/shared/ui/diag-kit';
import { Dialog } from '@/shared/ui/dialog';
import { AdminEventsEventQuery } from '../api/adminEventsQueries';
import { draftFromEvent, emptyDraft } from '@/entities/event';
import { EventForm } from './EventForm';

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
  return (
    <Loadable
      data={result.data}
      error={result.error}
      failed={(message) => t('form.loadFailed', { message })}
      retry={reload}
      retryLabel={t('retry')}
      loadingLabel={t('form.loading')}
    >
      {({ events_by_pk: event }) =>
        event ? (
          <EventForm eventId={id} initial={draftFromEvent(event)} onSaved={onSaved} onCancel={onClose} />
        ) : (
          <Alert>{t('form.notFound')}</Alert>
        )
      }
    </Loadable>
  );
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
