import { useState } from 'react';
import { useClient, useMutation, type CombinedError } from 'urql';
import { queryServer, siteAdminContext } from '@/shared/api';
import { AdminEventsInsertMutation, AdminEventsSlugQuery, AdminEventsUpdateMutation } from '../api/adminEventsQueries';
import { eventColumns, type DraftField, type EventDraft, type ValidationKey } from '@/entities/event';
import type { ConstraintName } from '@/shared/config';
import { writeFailure, type WriteFailure } from '@/shared/lib/classify-failure';

/** Why a save failed: a refused value at its field (`refused`), no rights, an event deleted meanwhile, or another error. */
export type SaveFailure = WriteFailure<[DraftField, ValidationKey]> | { kind: 'gone' };

export type SaveResult = { ok: true } | { ok: false; failure: SaveFailure };

// The events table's constraints (hasura/migrations/default/*_events/up.sql) and the field each one is about.
const CONSTRAINT_FIELDS: Partial<Record<ConstraintName, [DraftField, ValidationKey]>> = {
  events_end_after_start: ['endDate', 'endBeforeStart'],
  events_slug_key: ['slug', 'slugTaken'],
  events_price_check: ['price', 'price'],
  events_image_url_check: ['imageUrl', 'url'],
  events_registration_url_check: ['registrationUrl', 'url'],
  events_organizer_email_check: ['organizerEmail', 'email'],
  events_max_attendees_check: ['maxAttendees', 'wholeNumber'],
  events_current_attendees_check: ['currentAttendees', 'wholeNumber'],
  events_name_check: ['name', 'tooLong'],
  events_description_check: ['description', 'tooLong'],
  events_location_url_check: ['location', 'tooLong'],
  events_organizer_name_check: ['organizerName', 'tooLong'],
  events_category_check: ['category', 'tooLong'],
  events_time_zone_check: ['timeZone', 'timeZone'],
};

/** What a failed insert or update means for the form. */
export const saveFailureOf = (error: CombinedError): SaveFailure => writeFailure(error, CONSTRAINT_FIELDS);

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
    return others.length > 0 ? { kind: 'refused', reason: ['slug', 'slugTaken'] } : null;
  }

  async function write(draft: EventDraft): Promise<SaveResult> {
    const columns = eventColumns(draft);
    const taken = await slugTaken(columns.slug);
    if (taken) return { ok: false, failure: taken };
    if (!eventId) {
      const result = await insertEvent({ object: columns }, siteAdminContext);
      if (result.error) return { ok: false, failure: saveFailureOf(result.error) };
      return result.data?.insert_events_one ? { ok: true } : { ok: false, failure: { kind: 'permission', message: '' } };
    }
    const result = await updateEvent({ id: eventId, set: columns }, siteAdminContext);
    if (result.error) return { ok: false, failure: saveFailureOf(result.error) };
    // null: the event was deleted meanwhile (site_admin reaches every row).
    return result.data?.update_events_by_pk ? { ok: true } : { ok: false, failure: { kind: 'gone' } };
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
