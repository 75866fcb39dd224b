import type { CombinedError } from 'urql';
import { apiErrorMessage, refusedConstraint } from '@/shared/lib/api-error';
import type { DraftField, ValidationKey } from './eventDraft';

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
const CONSTRAINT_FIELDS: Record<string, [DraftField, ValidationKey]> = {
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
};

// Hasura's answers when the role may not write these fields or rows.
const PERMISSION_CODES = new Set(['validation-failed', 'access-denied', 'permission-error']);

/** What a failed insert or update means for the form; never the database's own wording for a refused value. */
export function saveFailureOf(error: CombinedError): SaveFailure {
  const first = error.graphQLErrors[0];
  const code = first ? String(first.extensions.code) : '';
  if (PERMISSION_CODES.has(code)) return { kind: 'permission' };
  if (code === 'constraint-violation' || code === 'data-exception') {
    const constraint = refusedConstraint(first?.message ?? '') ?? '';
    const match = Object.entries(CONSTRAINT_FIELDS).find(([name]) => name === constraint)?.[1];
    return match ? { kind: 'field', field: match[0], key: match[1] } : { kind: 'rejected' };
  }
  return { kind: 'failed', message: apiErrorMessage(error).trim() };
}
