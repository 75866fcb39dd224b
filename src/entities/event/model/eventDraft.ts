import type { Event_Statuses_Enum } from '@/shared/api';
import { COLUMN_LENGTHS } from '@/shared/config';
import { slugify } from '@/shared/lib/slug';
import { fromLocalInput, toLocalInput } from '@/shared/lib/format-date';

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
