import { fromLocalInput } from '@/shared/lib/format-date';
import { isEmail, isWebAddress, trimmedLength } from '@/shared/lib/text-length';
import { eventSlug, LIMITS, type DraftField, type EventDraft } from './eventDraft';

/** Keys of locales/<lang>/admin-events.json `validation.*`. */
export type ValidationKey =
  | 'required'
  | 'tooLong'
  | 'slugFormat'
  | 'slugTaken'
  | 'dateInvalid'
  | 'endBeforeStart'
  | 'wholeNumber'
  | 'price'
  | 'url'
  | 'email'
  | 'timeZone'
  | 'currency';

export type DraftErrors = Partial<Record<DraftField, ValidationKey>>;

/** Required by the spec (section 5), in the order of the form. */
export const REQUIRED_FIELDS = ['name', 'slug', 'description', 'startDate', 'endDate', 'location'] as const satisfies readonly DraftField[];

const isWholeNumber = (text: string) => /^\d{1,9}$/.test(text.trim());
const isPrice = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) < LIMITS.priceBelow;
// As the database's is_safe_url and is_email.
const isUrl = (text: string) => isWebAddress(text.trim()) && text.trim().length <= LIMITS.url;
// An uploaded image's address is a path on this site (/storage/...), which is_safe_url takes too.
const isImageUrl = (text: string) => isUrl(text) || (/^\/(?![/\\])\S*$/.test(text.trim()) && text.trim().length <= LIMITS.url);
const isEmailAddress = (text: string) => isEmail(text.trim()) && text.trim().length <= 254;

function requiredErrors(draft: EventDraft): DraftErrors {
  return Object.fromEntries(REQUIRED_FIELDS.filter((field) => trimmedLength(draft[field]) === 0).map((field) => [field, 'required']));
}

function dateErrors(draft: EventDraft): DraftErrors {
  const start = draft.startDate ? fromLocalInput(draft.startDate) : undefined;
  const end = draft.endDate ? fromLocalInput(draft.endDate) : undefined;
  if (start === null || end === null) {
    return { ...(start === null ? { startDate: 'dateInvalid' } : {}), ...(end === null ? { endDate: 'dateInvalid' } : {}) };
  }
  return start && end && end <= start ? { endDate: 'endBeforeStart' } : {};
}

function tooLong(draft: EventDraft): DraftErrors {
  const limits: [DraftField, number][] = [
    ['name', LIMITS.name],
    ['description', LIMITS.description],
    ['location', LIMITS.location],
    ['organizerName', LIMITS.organizerName],
    ['category', LIMITS.category],
  ];
  return Object.fromEntries(
    limits.filter(([field, max]) => trimmedLength(String(draft[field])) > max).map(([field]) => [field, 'tooLong']),
  );
}

function formatErrors(draft: EventDraft): DraftErrors {
  const slug = draft.slug.trim();
  const checks: [DraftField, boolean, ValidationKey][] = [
    ['slug', slug !== '' && (slug !== eventSlug(slug) || slug.length > LIMITS.slug), 'slugFormat'],
    ['maxAttendees', draft.maxAttendees.trim() !== '' && !isWholeNumber(draft.maxAttendees), 'wholeNumber'],
    ['currentAttendees', !isWholeNumber(draft.currentAttendees), 'wholeNumber'],
    ['price', !draft.isFree && !isPrice(draft.price), 'price'],
    ['imageUrl', draft.imageUrl.trim() !== '' && !isImageUrl(draft.imageUrl), 'url'],
    ['currency', !/^[A-Z]{3}$/.test(draft.currency.trim().toUpperCase()), 'currency'],
    ['registrationUrl', draft.registrationUrl.trim() !== '' && !isUrl(draft.registrationUrl), 'url'],
    ['organizerEmail', draft.organizerEmail.trim() !== '' && !isEmailAddress(draft.organizerEmail), 'email'],
    ['timeZone', draft.timeZone.trim() !== '' && !isTimeZone(draft.timeZone.trim()), 'timeZone'],
  ];
  return Object.fromEntries(checks.filter(([, failed]) => failed).map(([field, , key]) => [field, key]));
}

// The events.time_zone check (public.is_time_zone): UTC or a region/city name, which Intl must know too.
const ZONE_NAME = /^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z0-9_+-]+(\/[A-Za-z0-9_+-]+)?$/;

/** Whether a venue time zone is an IANA region/city name (or UTC) the browser knows, as the database requires. */
export function isTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The spec's event rules and the table's checks: required fields, lengths, the slug's form, whole attendee
 * counts >= 0, a price >= 0 with at most 2 decimals, web addresses, an email, and an end after the start.
 * A missing field's 'required' wins over its other messages.
 */
export function validateDraft(draft: EventDraft): DraftErrors {
  return { ...tooLong(draft), ...formatErrors(draft), ...dateErrors(draft), ...requiredErrors(draft) };
}

/** Whether any required field is empty (the spec's 'please fill in all required fields'). */
export function missesRequired(errors: DraftErrors): boolean {
  return Object.values(errors).includes('required');
}
