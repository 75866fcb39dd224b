// The profile form's rules, mirroring the CHECK constraints of public.user_profiles
// (hasura/migrations/default/1795305600000_extensions_and_auth/up.sql), so the member learns of a
// problem at the field before the database refuses it.

import { COLUMN_LENGTHS, type ConstraintName } from '@/shared/config';
import { refusedConstraint } from '@/shared/lib/api-error';
import { trimmedLength } from '@/shared/lib/text-length';

const PROFILE = COLUMN_LENGTHS.user_profiles;

/** Limits in characters (code points, as Postgres char_length counts them). */
export const PROFILE_LIMITS = {
  displayName: PROFILE.display_name.max,
  bio: PROFILE.bio.max,
  website: PROFILE.website.max,
  location: PROFILE.location.max,
} as const;

export interface ProfileFormValues {
  displayName: string;
  bio: string;
  website: string;
  location: string;
  avatarUrl: string | null;
}

export type ProfileField = keyof ProfileFormValues;

export type ProfileFieldError = 'required' | 'tooLong' | 'invalid';

export type ProfileFormErrors = Partial<Record<ProfileField, ProfileFieldError>>;

/** The columns the form saves (user_profiles_set_input). */
export interface ProfileChanges {
  display_name: string;
  bio: string | null;
  website: string | null;
  location: string | null;
  avatar_url: string | null;
}

// public.is_safe_url, without the site-relative form: a website is always a full address.
const WEBSITE_PATTERN = /^https?:\/\/[^\s/]+[^\s]*$/;

// A scheme before a colon ('javascript:', 'mailto:'), not a host before its port ('localhost:3000').
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The trimmed website with https:// added when no scheme was typed ('example.com'); '' when empty. Another scheme
 * ('javascript:alert(1)') is kept as typed, so the form refuses it rather than sending 'https://javascript:...'.
 */
export function normalizeWebsite(raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  if (!value.includes('://')) return OTHER_SCHEME.test(value) ? value : `https://${value}`;
  return value.replace(/^[a-z]+:\/\//i, (scheme) => scheme.toLowerCase());
}

function lengthError(value: string, max: number): ProfileFieldError | undefined {
  return trimmedLength(value) > max ? 'tooLong' : undefined;
}

function websiteError(raw: string): ProfileFieldError | undefined {
  const website = normalizeWebsite(raw);
  if (!website) return undefined;
  return lengthError(website, PROFILE_LIMITS.website) ?? (WEBSITE_PATTERN.test(website) ? undefined : 'invalid');
}

/** The field errors of the form (empty when it can be saved). */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const displayName = values.displayName.trim();
  const errors: ProfileFormErrors = {
    displayName: displayName ? lengthError(displayName, PROFILE_LIMITS.displayName) : 'required',
    bio: lengthError(values.bio.trim(), PROFILE_LIMITS.bio),
    website: websiteError(values.website),
    location: lengthError(values.location.trim(), PROFILE_LIMITS.location),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as ProfileFormErrors;
}

/** What to save: trimmed texts, empty optional fields as null. */
export function toProfileChanges(values: ProfileFormValues): ProfileChanges {
  return {
    display_name: values.displayName.trim(),
    bio: values.bio.trim() || null,
    website: normalizeWebsite(values.website) || null,
    location: values.location.trim() || null,
    avatar_url: values.avatarUrl,
  };
}

const CONSTRAINT_FIELDS: Partial<Record<ConstraintName, ProfileField>> = {
  user_profiles_display_name_check: 'displayName',
  user_profiles_bio_check: 'bio',
  user_profiles_website_check: 'website',
  user_profiles_location_check: 'location',
  user_profiles_avatar_url_check: 'avatarUrl',
};

/**
 * The field a database refusal is about, read from the constraint named in the API's message
 * ('Check constraint violation. new row ... violates check constraint "user_profiles_bio_check"').
 */
export function refusedField(message: string): ProfileField | undefined {
  const constraint = refusedConstraint(message);
  return constraint ? CONSTRAINT_FIELDS[constraint as ConstraintName] : undefined;
}
