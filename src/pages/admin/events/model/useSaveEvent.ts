import { useClient, type CombinedError } from 'urql';
import { queryServer, siteAdminContext, useSaveRow } from '@/shared/api';
import { AdminEventsInsertMutation, AdminEventsSlugQuery, AdminEventsUpdateMutation } from '../api/adminEventsQueries';
import { EVENT_CHECK_FIELDS, eventColumns, type DraftField, type EventDraft, type ValidationKey } from '@/entities/event';
import type { ConstraintName } from '@/shared/config';
import { writeFailure, type WriteFailure } from '@/shared/lib/classify-failure';

/** Why a save failed: a refused value at its field (`refused`), no rights, an event deleted meanwhile, or another error. */
export type SaveFailure = WriteFailure<[DraftField, ValidationKey]> | { kind: 'gone' };

// The events table's constraints (hasura/migrations/default/*_events/up.sql) and the field each one is about.
const CONSTRAINT_FIELDS: Partial<Record<ConstraintName, [DraftField, ValidationKey]>> = {
  ...EVENT_CHECK_FIELDS,
  events_end_after_start: ['endDate', 'endBeforeStart'],
  events_slug_key: ['slug', 'slugTaken'],
};

/** What a failed insert or update means for the form. */
export const saveFailureOf = (error: CombinedError): SaveFailure => writeFailure(error, CONSTRAINT_FIELDS);

/**
 * Inserts or updates an event as site_admin; resolves to the failure, or null when saved. A slug another event has
 * is refused at the field before saving (the database would otherwise add a '-1' silently).
 */
export function useSaveEvent(eventId: string | undefined) {
  const client = useClient();
  const saveRow = useSaveRow(AdminEventsInsertMutation, AdminEventsUpdateMutation);

  async function slugTaken(slug: string): Promise<SaveFailure | null> {
    const result = await queryServer(client, AdminEventsSlugQuery, { slug }, siteAdminContext);
    if (result.error) return saveFailureOf(result.error);
    const others = result.data?.events.filter((event) => event.id !== eventId) ?? [];
    return others.length > 0 ? { kind: 'refused', reason: ['slug', 'slugTaken'] } : null;
  }

  return async (draft: EventDraft): Promise<SaveFailure | null> => {
    const columns = eventColumns(draft);
    const taken = await slugTaken(draft.slug.trim());
    if (taken) return taken;
    const outcome = await saveRow(eventId, columns);
    if (outcome.error) return saveFailureOf(outcome.error);
    // No row: an insert the role may not make, or an event deleted meanwhile (site_admin reaches every row).
    if (!outcome.row) return eventId ? { kind: 'gone' } : { kind: 'permission', message: '' };
    return null;
  };
}
