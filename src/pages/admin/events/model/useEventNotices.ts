import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { AdminEventsDeleteMutation } from '../api/adminEventsQueries';

/** What the last action did, shown above the table. */
export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

export interface EventRef {
  id: string;
  name: string;
}

/** Deletes events as site_admin with the spec's messages, and keeps the page's notice; `onDone` reloads the list. */
export function useEventNotices(onDone: () => void) {
  const { t } = useTranslation('admin-events');
  const [, deleteEvent] = useMutation(AdminEventsDeleteMutation);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Deletes the event; resolves true when it is gone. */
  async function remove(event: EventRef): Promise<boolean> {
    const result = await deleteEvent({ id: event.id }, siteAdminContext);
    onDone();
    if (result.error) {
      const message = apiErrorMessage(result.error).trim();
      setNotice({ tone: 'error', text: message ? t('messages.deleteFailedReason', { message }) : t('messages.deleteFailed') });
      return false;
    }
    if (!result.data?.delete_events_by_pk) {
      setNotice({ tone: 'error', text: t('messages.deleteFailedReason', { message: t('messages.gone') }) });
      return false;
    }
    setNotice({ tone: 'info', text: t('messages.deleted') });
    return true;
  }

  return { notice, setNotice, remove };
}
