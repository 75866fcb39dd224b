import type { Event_Statuses_Enum } from '@/shared/api';
import { COLUMN_LENGTHS } from '@/shared/config';
import { slugify } from '@/shared/lib/slug';
import { fromLocalInput, toLocalInput } from '@/shared/lib/format-date';
import type { Language } from '@/shared/lib/i18n';
import { isEmail, isWebAddress, trimmedLength } from '@/shared/lib/text-length';
import { rowOfValues, valuesOfRow, type ColumnMap } from '@/shared/ui/form-fields';

/** The four status values of an event, in the order the screens list them (the API's enum `event_statuses_enum`). */
export const eventStatuses = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const satisfies readonly Event_Statuses_Enum[];
export type EventStatus = (typeof eventStatuses)[number];

export function isEventStatus(value: string | null | undefined): value is EventStatus {
  return eventStatuses.some((status) => status === value);
}

/**
 * The event form's values as typed (text inputs hold strings), with the spec's create defaults: published, not
 * featured, upcoming, free, in person.
 */
export function emptyDraft() {
  return {
    name: '',
    slug: '',
    description: '',
    // 'YYYY-MM-DDTHH:mm' in the browser's time zone.
    startDate: '',
    endDate: '',
    location: '',
    // The venue's IANA time zone ('Asia/Shanghai'); '' for none (online events have none).
    timeZone: '',
    imageUrl: '',
    registrationUrl: '',
    // Whole numbers; a maximum of '' or '0' means unlimited.
    maxAttendees: '',
    currentAttendees: '0',
    price: '0',
    // ISO 4217 code of the price ('CNY', 'USD').
    currency: 'CNY',
    // The language the event is written in, and the event in the other language this one translates ('' for none).
    language: 'en' as Language,
    translationOfId: '',
    isFree: true,
    isOnline: false,
    organizerName: '',
    organizerEmail: '',
    status: 'upcoming' as EventStatus,
    featured: false,
    published: true,
    category: '',
  };
}

export type EventDraft = ReturnType<typeof emptyDraft>;
export type DraftField = keyof EventDraft;

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

const EVENTS = COLUMN_LENGTHS.events;

// The events table's CHECK constraints on a web address; the slug's length and the price bound are the form's own.
export const LIMITS = { slug: 80, url: EVENTS.registration_url.max, priceBelow: 100_000_000 } as const;

/** Required by the spec (section 5), in the order of the form. */
export const REQUIRED_FIELDS = ['name', 'slug', 'description', 'startDate', 'endDate', 'location'] as const satisfies readonly DraftField[];

/** The spec's slug of an event name (the database rule), cut to the column's 80 characters. */
export function eventSlug(name: string): string {
  return slugify(name, { maxLength: LIMITS.slug });
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

const isWholeNumber = (text: string) => /^\d{1,9}$/.test(text);
// As the database's is_safe_url and is_email; an uploaded image's address is a path on this site (/storage/...), which is_safe_url takes too.
const isUrl = (text: string) => isWebAddress(text) && text.length <= LIMITS.url;
const isImageUrl = (text: string) => isUrl(text) || (/^\/(?![/\\])\S*$/.test(text) && text.length <= LIMITS.url);
/** A test an empty text passes (an optional field). */
const orEmpty = (test: (text: string) => boolean) => (text: string) => text === '' || test(text);
const isDate = orEmpty((text) => fromLocalInput(text) !== null);

// The inputs of the event form's fields by kind: the control and the keyboard a phone shows, and no suggestions for a code.
const INPUTS = {
  check: { kind: 'checkbox' },
  date: { type: 'datetime-local' },
  url: { type: 'url', inputMode: 'url' },
  // A web address or a path on this site (an uploaded image).
  path: { inputMode: 'url' },
  whole: { type: 'number', min: 0, step: 1, inputMode: 'numeric' },
  decimal: { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'off' },
  code: { autoComplete: 'off', spellCheck: false },
} as const;

/**
 * Each field's column, its input's kind, and its check on the trimmed text: a test whose failure is told as
 * `invalid` (as is the column's CHECK constraint refusing it, `events_<column>_check`), else its column's length
 * (told as 'tooLong').
 */
const FIELDS: Record<
  DraftField,
  { column: string; input?: keyof typeof INPUTS; valid?: (text: string, draft: EventDraft) => boolean; invalid?: ValidationKey }
> = {
  name: { column: 'name' },
  slug: {
    column: 'slug',
    input: 'code',
    valid: orEmpty((slug) => slug === eventSlug(slug) && slug.length <= LIMITS.slug),
    invalid: 'slugFormat',
  },
  description: { column: 'description' },
  startDate: { column: 'start_date', input: 'date', valid: isDate, invalid: 'dateInvalid' },
  endDate: { column: 'end_date', input: 'date', valid: isDate, invalid: 'dateInvalid' },
  location: { column: 'location_url' },
  timeZone: { column: 'time_zone', input: 'code', valid: orEmpty(isTimeZone), invalid: 'timeZone' },
  imageUrl: { column: 'image_url', input: 'path', valid: orEmpty(isImageUrl), invalid: 'url' },
  registrationUrl: { column: 'registration_url', input: 'url', valid: orEmpty(isUrl), invalid: 'url' },
  maxAttendees: { column: 'max_attendees', input: 'whole', valid: orEmpty(isWholeNumber), invalid: 'wholeNumber' },
  currentAttendees: { column: 'current_attendees', input: 'whole', valid: isWholeNumber, invalid: 'wholeNumber' },
  price: {
    column: 'price',
    input: 'decimal',
    valid: (price, draft) => draft.isFree || (/^\d+(\.\d{1,2})?$/.test(price) && Number(price) < LIMITS.priceBelow),
    invalid: 'price',
  },
  currency: { column: 'currency', input: 'code', valid: (currency) => /^[A-Z]{3}$/.test(currency.toUpperCase()), invalid: 'currency' },
  language: { column: 'language' },
  translationOfId: { column: 'translation_of_id' },
  isFree: { column: 'is_free', input: 'check' },
  isOnline: { column: 'is_online', input: 'check' },
  organizerName: { column: 'organizer_name' },
  organizerEmail: {
    column: 'organizer_email',
    input: 'email',
    valid: orEmpty((email) => isEmail(email) && email.length <= EVENTS.organizer_email.max),
    invalid: 'email',
  },
  status: { column: 'status' },
  featured: { column: 'featured', input: 'check' },
  published: { column: 'published', input: 'check' },
  category: { column: 'category' },
};

/** A field's most characters: its column's length, unless its own test checks it. */
const maxOf = (field: DraftField) =>
  FIELDS[field].valid ? undefined : (EVENTS as Record<string, { max: number } | undefined>)[FIELDS[field].column]?.max;

const COLUMNS = Object.fromEntries(Object.entries(FIELDS).map(([field, { column }]) => [field, column])) as ColumnMap<EventDraft>;

/** The table's CHECK constraints on one column, and the field and message each refusal is told at. */
export const CHECK_FIELDS = Object.fromEntries(
  Object.entries(FIELDS)
    .filter(([field, { invalid }]) => maxOf(field as DraftField) !== undefined || invalid)
    .map(([field, { column, invalid }]) => [`events_${column}_check`, [field as DraftField, invalid ?? 'tooLong'] as const]),
);

/** A field's input: its kind's props, its required mark and its column's most characters. */
export const fieldProps = (field: DraftField) => ({
  ...(FIELDS[field].input && INPUTS[FIELDS[field].input]),
  required: REQUIRED_FIELDS.some((required) => required === field) || undefined,
  maxLength: maxOf(field),
});

/**
 * The spec's event rules and the table's checks: required fields, lengths, the slug's form, whole attendee
 * counts >= 0, a price >= 0 with at most 2 decimals, web addresses, an email, and an end after the start.
 * A missing field's 'required' wins over its other messages.
 */
export function validateDraft(draft: EventDraft): DraftErrors {
  const errorOf = (field: DraftField): ValidationKey | undefined => {
    const text = String(draft[field]).trim();
    const { valid, invalid } = FIELDS[field];
    const max = maxOf(field);
    if (!text && REQUIRED_FIELDS.some((required) => required === field)) return 'required';
    if (max !== undefined && trimmedLength(text) > max) return 'tooLong';
    return valid?.(text, draft) === false ? invalid : undefined;
  };
  const errors = Object.fromEntries(
    Object.keys(FIELDS)
      .map((field) => [field, errorOf(field as DraftField)])
      .filter(([, key]) => key),
  ) as DraftErrors;
  const start = fromLocalInput(draft.startDate);
  const end = fromLocalInput(draft.endDate);
  return start && end && end <= start ? { ...errors, endDate: 'endBeforeStart' } : errors;
}

/** Whether any required field is empty (the spec's 'please fill in all required fields'). */
export function missesRequired(errors: DraftErrors): boolean {
  return Object.values(errors).includes('required');
}

/** The event's columns for insert and update, trimmed, an empty text as null; 0 or no maximum is stored as null (unlimited). */
export function eventColumns(draft: EventDraft) {
  const max = Number(draft.maxAttendees.trim() || 0);
  return rowOfValues(COLUMNS, draft, {
    startDate: () => fromLocalInput(draft.startDate) ?? '',
    endDate: () => fromLocalInput(draft.endDate) ?? '',
    // An online event happens in every zone: it has no venue's.
    timeZone: () => (draft.isOnline ? null : draft.timeZone.trim() || null),
    maxAttendees: () => (max > 0 ? max : null),
    currentAttendees: () => Number(draft.currentAttendees.trim()),
    // A free event costs nothing, whatever was typed before it was marked free.
    price: () => (draft.isFree ? '0' : String(Number(draft.price.trim()))),
    currency: () => draft.currency.trim().toUpperCase(),
  });
}

/** The form's values for an event being edited (its row as read from the API); an unlimited maximum shows as empty. */
export function draftFromEvent(event: Record<string, unknown>): EventDraft {
  return valuesOfRow(COLUMNS, emptyDraft(), event, {
    startDate: (date: string) => toLocalInput(date),
    endDate: (date: string) => toLocalInput(date),
    maxAttendees: (max: number | null) => (max ? String(max) : ''),
    price: (price: string | number) => String(Number(price)),
    language: (language: string | null) => (language === 'zh' ? 'zh' : 'en'),
    status: (status: string) => (isEventStatus(status) ? status : 'upcoming'),
  });
}
