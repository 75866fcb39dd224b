import type { Event_Statuses_Enum } from '@/shared/api';
import { COLUMN_LENGTHS } from '@/shared/config';
import { slugify } from '@/shared/lib/slug';
import { trimmedLength } from '@/shared/lib/text-length';

/** The four status values of an event, in the order the screens list them (the API's enum `event_statuses_enum`). */
export const eventStatuses = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const satisfies readonly Event_Statuses_Enum[];
export type EventStatus = (typeof eventStatuses)[number];

export function isEventStatus(value: string | null | undefined): value is EventStatus {
  return eventStatuses.some((status) => status === value);
}

/** The event form's values, as typed: text inputs hold strings, dates are datetime-local values. */
export interface EventDraft {
  name: string;
  slug: string;
  description: string;
  /** 'YYYY-MM-DDTHH:mm' in the browser's time zone. */
  startDate: string;
  endDate: string;
  location: string;
  /** The venue's IANA time zone ('Asia/Shanghai'); '' for none (online events have none). */
  timeZone: string;
  imageUrl: string;
  registrationUrl: string;
  /** Whole number; '' or '0' means unlimited. */
  maxAttendees: string;
  currentAttendees: string;
  price: string;
  /** ISO 4217 code of the price ('CNY', 'USD'). */
  currency: string;
  /** The language the event is written in. */
  language: 'en' | 'zh';
  /** The event in the other language this one translates; '' for none. */
  translationOfId: string;
  isFree: boolean;
  isOnline: boolean;
  organizerName: string;
  organizerEmail: string;
  status: EventStatus;
  featured: boolean;
  published: boolean;
  category: string;
}

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

/** Required by the spec (section 5), in the order of the form. */
export const REQUIRED_FIELDS = ['name', 'slug', 'description', 'startDate', 'endDate', 'location'] as const satisfies readonly DraftField[];

const EVENTS = COLUMN_LENGTHS.events;

// The events table's CHECK constraints; the slug's length and the price bound are the form's own.
export const LIMITS = {
  name: EVENTS.name.max,
  slug: 80,
  description: EVENTS.description.max,
  location: EVENTS.location_url.max,
  organizerName: EVENTS.organizer_name.max,
  category: EVENTS.category.max,
  url: EVENTS.registration_url.max,
  priceBelow: 100_000_000,
} as const;

/** The spec's create defaults: published, not featured, upcoming, free, in person. */
export function emptyDraft(): EventDraft {
  return {
    name: '',
    slug: '',
    description: '',
    startDate: '',
    endDate: '',
    location: '',
    timeZone: '',
    imageUrl: '',
    registrationUrl: '',
    maxAttendees: '',
    currentAttendees: '0',
    price: '0',
    currency: 'CNY',
    language: 'en',
    translationOfId: '',
    isFree: true,
    isOnline: false,
    organizerName: '',
    organizerEmail: '',
    status: 'upcoming',
    featured: false,
    published: true,
    category: '',
  };
}

/** The spec's slug of an event name (the database rule), cut to the column's 80 characters. */
export function eventSlug(name: string): string {
  return slugify(name, { maxLength: LIMITS.slug });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A timestamptz as a datetime-local value in the browser's time zone ('' for none or an invalid one). */
export function toLocalInput(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as an ISO timestamp in UTC; null when it is not a date. */
export function fromLocalInput(value: string): string | null {
  // A date-time without an offset is read in local time.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const isWholeNumber = (text: string) => /^\d{1,9}$/.test(text.trim());
const isPrice = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) < LIMITS.priceBelow;
// As the database's is_safe_url and is_email.
const isUrl = (text: string) => /^https?:\/\/[^\s/]+[^\s]*$/i.test(text.trim()) && text.trim().length <= LIMITS.url;
// An uploaded image's address is a path on this site (/storage/...), which is_safe_url takes too.
const isImageUrl = (text: string) => isUrl(text) || (/^\/(?![/\\])\S*$/.test(text.trim()) && text.trim().length <= LIMITS.url);
const isEmail = (text: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text.trim()) && text.trim().length <= 254;

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
    ['organizerEmail', draft.organizerEmail.trim() !== '' && !isEmail(draft.organizerEmail), 'email'],
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

const optional = (text: string) => text.trim() || null;

/** The event's columns for insert and update, trimmed; 0 or no maximum is stored as null (unlimited). */
export function eventColumns(draft: EventDraft) {
  const max = Number(draft.maxAttendees.trim() || 0);
  return {
    name: draft.name.trim(),
    slug: draft.slug.trim(),
    description: draft.description.trim(),
    start_date: fromLocalInput(draft.startDate) ?? '',
    end_date: fromLocalInput(draft.endDate) ?? '',
    location_url: draft.location.trim(),
    // An online event happens in every zone: it has no venue's.
    time_zone: draft.isOnline ? null : optional(draft.timeZone),
    image_url: optional(draft.imageUrl),
    registration_url: optional(draft.registrationUrl),
    max_attendees: max > 0 ? max : null,
    current_attendees: Number(draft.currentAttendees.trim()),
    // A free event costs nothing, whatever was typed before it was marked free.
    price: draft.isFree ? '0' : String(Number(draft.price.trim())),
    currency: draft.currency.trim().toUpperCase(),
    language: draft.language,
    translation_of_id: draft.translationOfId || null,
    is_free: draft.isFree,
    is_online: draft.isOnline,
    organizer_name: optional(draft.organizerName),
    organizer_email: optional(draft.organizerEmail),
    status: draft.status,
    featured: draft.featured,
    published: draft.published,
    category: optional(draft.category),
  };
}

/** The columns the form edits, as read from the API (the EventForm_Event fragment has them). */
export interface EditableEvent {
  name: string;
  slug: string;
  description: string;
  start_date: string;
  end_date: string;
  location_url: string;
  time_zone?: string | null;
  image_url?: string | null;
  registration_url?: string | null;
  max_attendees?: number | null;
  current_attendees: number;
  price: string | number;
  currency?: string | null;
  language?: string | null;
  translation_of_id?: string | null;
  is_free: boolean;
  is_online: boolean;
  organizer_name?: string | null;
  organizer_email?: string | null;
  status: string;
  featured: boolean;
  published: boolean;
  category?: string | null;
}

/** The form's values for an event being edited; an unlimited maximum shows as empty. */
export function draftFromEvent(event: EditableEvent): EventDraft {
  return {
    name: event.name,
    slug: event.slug,
    description: event.description,
    startDate: toLocalInput(event.start_date),
    endDate: toLocalInput(event.end_date),
    location: event.location_url,
    timeZone: event.time_zone ?? '',
    imageUrl: event.image_url ?? '',
    registrationUrl: event.registration_url ?? '',
    maxAttendees: event.max_attendees ? String(event.max_attendees) : '',
    currentAttendees: String(event.current_attendees),
    price: String(Number(event.price)),
    currency: event.currency ?? 'CNY',
    language: event.language === 'zh' ? 'zh' : 'en',
    translationOfId: event.translation_of_id ?? '',
    isFree: event.is_free,
    isOnline: event.is_online,
    organizerName: event.organizer_name ?? '',
    organizerEmail: event.organizer_email ?? '',
    status: isEventStatus(event.status) ? event.status : 'upcoming',
    featured: event.featured,
    published: event.published,
    category: event.category ?? '',
  };
}
