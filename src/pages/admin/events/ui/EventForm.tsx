import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { Alert } from '@/shared/ui/alert';
import { dropsTranslation, FormFrame, translationFields, useForm, withFieldProps, type NamedFieldSpec } from '@/shared/ui/form-fields';
import { focusField, FormNote } from '@/shared/ui/form-layout';
import { ImagePicker } from '@/features/upload-image';
import { AdminEventsTranslationsQuery } from '../api/adminEventsQueries';
import { browserTimeZone } from '../lib/formatEventTime';
import {
  eventFieldProps,
  eventStatuses,
  EVENT_LIMITS as LIMITS,
  missesRequired,
  eventSlug,
  validateDraft,
  type DraftField,
  type EventDraft,
  type ValidationKey,
} from '@/entities/event';
import { useSaveEvent, type SaveFailure } from '../model/useSaveEvent';

export interface EventFormProps {
  /** The event being edited; absent for a new one. */
  eventId?: string;
  initial: EventDraft;
  onSaved: () => void;
  onCancel: () => void;
}

/** The text of a failed save, in the spec's words: 'Failed to create event: {message}' or 'Failed to update event'. */
function useFailureText(failure: SaveFailure | null, editing: boolean): string | null {
  const { t } = useTranslation('admin-events');
  if (!failure) return null;
  const texts = { permission: t('messages.noPermission'), rejected: t('messages.rejected'), gone: t('messages.gone') };
  const message =
    failure.kind === 'refused' ? t(`validation.${failure.reason[1]}`) : failure.kind === 'failed' ? failure.message : texts[failure.kind];
  if (editing) return message ? t('messages.updateFailedReason', { message }) : t('messages.updateFailed');
  return t('messages.createFailed', { message });
}

// The fields with a hint, and its key under form.fields.
const HINTS: Partial<Record<DraftField, string>> = {
  slug: 'slugHint',
  startDate: 'dateHint',
  endDate: 'dateHint',
  location: 'locationHint',
  timeZone: 'timeZoneHint',
  imageUrl: 'imageUrlHint',
  registrationUrl: 'urlHint',
  maxAttendees: 'maxAttendeesHint',
  currency: 'currencyHint',
};

/** The create/edit event form: every column the admin may set, the spec's rules, and the database's refusals at their field. */
export function EventForm({ eventId, initial, onSaved, onCancel }: EventFormProps) {
  const { t } = useTranslation('admin-events');
  // The language and translation keys are built from their names.
  const words = t as unknown as (key: string, options?: object) => string;
  // A new event's slug follows its name until the slug is typed in.
  const [slugFollowsName, setSlugFollowsName] = useState(!eventId && initial.slug === '');
  const form = useForm<EventDraft, ValidationKey, SaveFailure>({
    initial,
    validate: validateDraft,
    live: true,
    derive: (field, value) => {
      if (field === 'slug') setSlugFollowsName(false);
      return field === 'name' && slugFollowsName ? { slug: eventSlug(String(value)) } : dropsTranslation(field);
    },
    // A refusal from the database is about the value sent; editing that field clears it.
    clearsFailure: (failure, field) =>
      failure.kind === 'refused' && (failure.reason[0] === field || (field === 'startDate' && failure.reason[0] === 'endDate')),
  });
  const { values: draft, errors, failure, formRef } = form;
  const save = useSaveEvent(eventId);
  const failureText = useFailureText(failure, eventId !== undefined);
  const saving = form.busy !== null;

  const submit = () =>
    void form.submit(async (values) => {
      const failed = await save(values);
      if (!failed) onSaved();
      else if (failed.kind === 'refused') focusField(formRef.current, failed.reason[0]);
      return failed;
    });

  const message = (field: DraftField) => {
    const key = errors[field] ?? (failure?.kind === 'refused' && failure.reason[0] === field ? failure.reason[1] : undefined);
    return key ? t(`validation.${key}`) : undefined;
  };
  const [others] = useQuery({ query: AdminEventsTranslationsQuery, variables: { language: draft.language }, context: siteAdminContext });
  const hasErrors = Object.keys(errors).length > 0;
  const row = (...fields: NamedFieldSpec<EventDraft>[]) => ({ kind: 'row', min: '11rem', fields }) as const;
  const checks = (...fields: NamedFieldSpec<EventDraft>[]) => ({ kind: 'checks', fields }) as const;
  const fields: NamedFieldSpec<EventDraft>[] = [
    <FormNote key="note">{t('form.requiredNote')}</FormNote>,
    'name',
    { field: 'slug', maxLength: LIMITS.slug, autoCapitalize: 'none' },
    { kind: 'textarea', field: 'description', rows: 4 },
    row('startDate', { field: 'endDate', min: draft.startDate || undefined }),
    'location',
    !draft.isOnline && 'timeZone',
    row('category', { kind: 'select', field: 'status', options: eventStatuses.map((value) => ({ value, label: t(`status.${value}`) })) }),
    <ImagePicker
      key="image"
      label={t('form.fields.image')}
      value={draft.imageUrl.trim() || null}
      onChange={(url) => form.change('imageUrl', url ?? '')}
      folder="general"
      disabled={saving}
    />,
    'imageUrl',
    'registrationUrl',
    row('maxAttendees', 'currentAttendees'),
    checks('isFree', 'isOnline'),
    row(
      { field: 'price', disabled: draft.isFree, hint: draft.isFree ? t('form.fields.priceFreeHint') : undefined },
      { field: 'currency', maxLength: 3, autoCapitalize: 'characters', disabled: draft.isFree },
    ),
    translationFields(
      draft,
      (key) => words(`form.fields.${key}`),
      (others.data?.events ?? []).map((event) => ({ id: event.id, label: event.name })),
      eventId,
    ),
    row('organizerName', 'organizerEmail'),
    checks('featured', 'published'),
  ];
  // Each field's input from the event's field spec, with its hint (some say the slug or the browser's time zone).
  const hintWords = { zone: browserTimeZone(), slug: draft.slug.trim() || '…' };
  const props = (field: DraftField) => ({
    ...eventFieldProps(field),
    ...(HINTS[field] && { hint: words(`form.fields.${HINTS[field]}`, hintWords) }),
  });

  return (
    <FormFrame
      form={form}
      fields={withFieldProps(fields, props)}
      error={message}
      label={(field) => words(`form.fields.${field}`)}
      aria-busy={saving}
      onSubmit={submit}
      failure={failureText}
      actions={{ cancel: t('form.cancel'), onCancel, submit: t(eventId ? 'form.saveEdit' : 'form.saveNew'), saving: t('form.saving') }}
    >
      {hasErrors && <Alert>{missesRequired(errors) ? t('validation.summary') : t('validation.fix')}</Alert>}
    </FormFrame>
  );
}
