import type { CombinedError } from 'urql';
import type { ConstraintName } from '@/shared/config';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { classifyFailure } from '@/shared/lib/classify-failure';
import type { DraftField, ValidationKey } from '@/entities/event';

/**
 * Why a save failed: a field the database refused (shown at the field), no admin rights, a value refused
 * for a reason the form does not know, an event deleted meanwhile, or another error's message.
 */
export type SaveFailure =
  | { kind: 'field'; field: DraftField; key: ValidationKey }
  | { kind: 'permission' }
  | { kind: 'rejected' }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string };

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

// Hasura's answer when the role may not write these fields (the others are classifyFailure's `unauthorized`).
const FIELD_NOT_WRITABLE = 'validation-failed';

/** What a failed insert or update means for the form; never the database's own wording for a refused value. */
export function saveFailureOf(error: CombinedError): SaveFailure {
  const failure = classifyFailure(error);
  if (failure.kind === 'unauthorized' || failure.code === FIELD_NOT_WRITABLE) return { kind: 'permission' };
  if (failure.kind === 'validation' || failure.kind === 'conflict') {
    const match = failure.constraint && CONSTRAINT_FIELDS[failure.constraint.name];
    return match ? { kind: 'field', field: match[0], key: match[1] } : { kind: 'rejected' };
  }
  return { kind: 'failed', message: apiErrorMessage(error).trim() };
}
