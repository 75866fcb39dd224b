import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import { queryServer, siteAdminContext } from '@/shared/api';
import { AdminEventsInsertMutation, AdminEventsSlugQuery, AdminEventsUpdateMutation } from '../api/adminEventsQueries';
import { eventColumns, type EventDraft } from '@/entities/event';
import { saveFailureOf, type SaveFailure } from './saveFailure';

export interface SavedEvent {
  id: string;
  name: string;
  slug: string;
}

export type SaveResult = { ok: true; event: SavedEvent } | { ok: false; failure: SaveFailure };

/**
 * Inserts or updates an event as site_admin. A slug another event has is refused at the field before
 * saving (the database would otherwise add a '-1' silently).
 */
export function useSaveEvent(eventId: string | undefined) {
  const client = useClient();
  const [, insertEvent] = useMutation(AdminEventsInsertMutation);
  const [, updateEvent] = useMutation(AdminEventsUpdateMutation);
  const [saving, setSaving] = useState(false);

  async function slugTaken(slug: string): Promise<SaveFailure | null> {
    const result = await queryServer(client, AdminEventsSlugQuery, { slug }, siteAdminContext);
    if (result.error) return saveFailureOf(result.error);
    const others = result.data?.events.filter((event) => event.id !== eventId) ?? [];
    return others.length > 0 ? { kind: 'field', field: 'slug', key: 'slugTaken' } : null;
  }

  async function write(draft: EventDraft): Promise<SaveResult> {
    const columns = eventColumns(draft);
    const taken = await slugTaken(columns.slug);
    if (taken) return { ok: false, failure: taken };
    if (!eventId) {
      const result = await insertEvent({ object: columns }, siteAdminContext);
      if (result.error) return { ok: false, failure: saveFailureOf(result.error) };
      const event = result.data?.insert_events_one;
      return event ? { ok: true, event } : { ok: false, failure: { kind: 'permission' } };
    }
    const result = await updateEvent({ id: eventId, set: columns }, siteAdminContext);
    if (result.error) return { ok: false, failure: saveFailureOf(result.error) };
    // null: the event was deleted meanwhile (site_admin reaches every row).
    const event = result.data?.update_events_by_pk;
    return event ? { ok: true, event } : { ok: false, failure: { kind: 'gone' } };
  }

  async function save(draft: EventDraft): Promise<SaveResult> {
    setSaving(true);
    try {
      return await write(draft);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
