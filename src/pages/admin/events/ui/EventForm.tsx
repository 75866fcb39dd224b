import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/text-area';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field';
import { Checkbox } from '@/shared/ui/checkbox';
import { SelectField } from '@/shared/ui/select-field';
import { FieldSlot, focusField, focusFirstError, FormActions, FormChecks, FormNote, FormRow, FormStack } from '@/shared/ui/form-layout';
import { ImagePicker } from '@/features/upload-image';
import { AdminEventsTranslationsQuery } from '../api/adminEventsQueries';
import { browserTimeZone } from '../lib/formatEventTime';
import {
  eventStatuses,
  EVENT_LIMITS as LIMITS,
  missesRequired,
  eventSlug,
  validateDraft,
  type DraftErrors,
  type DraftField,
  type EventDraft,
  type EventStatus,
} from '@/entities/event';
import type { SaveFailure } from '../model/saveFailure';
import { useSaveEvent, type SavedEvent } from '../model/useSaveEvent';

export interface EventFormProps {
  /** The event being edited; absent for a new one. */
  eventId?: string;
  initial: EventDraft;
  onSaved: (event: SavedEvent) => void;
  onCancel: () => void;
}

/** The text of a failed save, in the spec's words: 'Failed to create event: {message}' or 'Failed to update event'. */
function useFailureText(failure: SaveFailure | null, editing: boolean): string | null {
  const { t } = useTranslation('admin-events');
  if (!failure) return null;
  const reasons = {
    field: () => (failure.kind === 'field' ? t(`validation.${failure.key}`) : ''),
    permission: () => t('messages.noPermission'),
    rejected: () => t('messages.rejected'),
    gone: () => t('messages.gone'),
    failed: () => (failure.kind === 'failed' ? failure.message : ''),
  };
  const message = reasons[failure.kind]();
  if (editing) return message ? t('messages.updateFailedReason', { message }) : t('messages.updateFailed');
  return t('messages.createFailed', { message });
}

/** The create/edit event form: every column the admin may set, the spec's rules, and the database's refusals at their field. */
export function EventForm({ eventId, initial, onSaved, onCancel }: EventFormProps) {
  const { t } = useTranslation('admin-events');
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  // A new event's slug follows its name until the slug is typed in.
  const [slugFollowsName, setSlugFollowsName] = useState(!eventId && initial.slug === '');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { save, saving } = useSaveEvent(eventId);
  const failureText = useFailureText(failure, eventId !== undefined);

  const update = <K extends DraftField>(field: K, value: EventDraft[K]) => {
    const next = { ...draft, [field]: value };
    if (field === 'name' && slugFollowsName) next.slug = eventSlug(String(value));
    if (field === 'slug') setSlugFollowsName(false);
    // A translation links two languages: changing the language drops a link to the same one.
    if (field === 'language') next.translationOfId = '';
    setDraft(next);
    if (submitted) setErrors(validateDraft(next));
    // A refusal from the database is about the value sent; editing that field clears it.
    if (failure?.kind === 'field' && (failure.field === field || (field === 'startDate' && failure.field === 'endDate'))) setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setFailure(null);
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form.current, found);
      return;
    }
    const result = await save(draft);
    if (result.ok) {
      onSaved(result.event);
      return;
    }
    setFailure(result.failure);
    if (result.failure.kind === 'field') focusField(form.current, result.failure.field);
  };

  const message = (field: DraftField) => {
    const key = errors[field] ?? (failure?.kind === 'field' && failure.field === field ? failure.key : undefined);
    return key ? t(`validation.${key}`) : undefined;
  };
  const text = (field: DraftField, label: string, props: Partial<TextFieldProps> = {}) => (
    <FieldSlot name={field}>
      <TextField
        label={label}
        value={String(draft[field])}
        error={message(field)}
        onChange={(change) => update(field, change.target.value as EventDraft[typeof field])}
        {...props}
      />
    </FieldSlot>
  );
  const check = (field: 'isFree' | 'isOnline' | 'featured' | 'published', label: string) => (
    <Checkbox label={label} checked={draft[field]} onChange={(change) => update(field, change.target.checked)} />
  );
  const [others] = useQuery({ query: AdminEventsTranslationsQuery, variables: { language: draft.language }, context: siteAdminContext });
  const translations = (others.data?.events ?? []).filter((event) => event.id !== eventId);
  const hasErrors = Object.keys(errors).length > 0;
  const zone = browserTimeZone();

  return (
    <FormStack ref={form} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <FormNote>{t('form.requiredNote')}</FormNote>
      {text('name', t('form.fields.name'), { required: true, maxLength: LIMITS.name })}
      {text('slug', t('form.fields.slug'), {
        required: true,
        maxLength: LIMITS.slug,
        spellCheck: false,
        autoCapitalize: 'none',
        hint: t('form.fields.slugHint', { slug: draft.slug.trim() || '…' }),
      })}
      <FieldSlot name="description">
        <TextArea
          label={t('form.fields.description')}
          rows={4}
          required
          value={draft.description}
          error={message('description')}
          onChange={(change) => update('description', change.target.value)}
        />
      </FieldSlot>
      <FormRow $min="11rem">
        {text('startDate', t('form.fields.startDate'), {
          type: 'datetime-local',
          required: true,
          hint: t('form.fields.dateHint', { zone }),
        })}
        {text('endDate', t('form.fields.endDate'), {
          type: 'datetime-local',
          required: true,
          min: draft.startDate || undefined,
          hint: t('form.fields.dateHint', { zone }),
        })}
      </FormRow>
      {text('location', t('form.fields.location'), { required: true, maxLength: LIMITS.location, hint: t('form.fields.locationHint') })}
      {!draft.isOnline &&
        text('timeZone', t('form.fields.timeZone'), { hint: t('form.fields.timeZoneHint'), autoComplete: 'off', spellCheck: false })}
      <FormRow $min="11rem">
        {text('category', t('form.fields.category'), { maxLength: LIMITS.category })}
        <SelectField
          label={t('form.fields.status')}
          value={draft.status}
          onChange={(change) => update('status', change.target.value as EventStatus)}
        >
          {eventStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
      </FormRow>
      <ImagePicker
        label={t('form.fields.image')}
        value={draft.imageUrl.trim() || null}
        onChange={(url) => update('imageUrl', url ?? '')}
        folder="general"
        disabled={saving}
      />
      {text('imageUrl', t('form.fields.imageUrl'), { inputMode: 'url', hint: t('form.fields.imageUrlHint') })}
      {text('registrationUrl', t('form.fields.registrationUrl'), { type: 'url', inputMode: 'url', hint: t('form.fields.urlHint') })}
      <FormRow $min="11rem">
        {text('maxAttendees', t('form.fields.maxAttendees'), {
          type: 'number',
          min: 0,
          step: 1,
          inputMode: 'numeric',
          hint: t('form.fields.maxAttendeesHint'),
        })}
        {text('currentAttendees', t('form.fields.currentAttendees'), { type: 'number', min: 0, step: 1, inputMode: 'numeric' })}
      </FormRow>
      <FormChecks>
        {check('isFree', t('form.fields.isFree'))}
        {check('isOnline', t('form.fields.isOnline'))}
      </FormChecks>
      <FormRow $min="11rem">
        {text('price', t('form.fields.price'), {
          type: 'number',
          min: 0,
          step: 0.01,
          inputMode: 'decimal',
          disabled: draft.isFree,
          hint: draft.isFree ? t('form.fields.priceFreeHint') : undefined,
        })}
        {text('currency', t('form.fields.currency'), {
          maxLength: 3,
          autoComplete: 'off',
          spellCheck: false,
          autoCapitalize: 'characters',
          disabled: draft.isFree,
          hint: t('form.fields.currencyHint'),
        })}
      </FormRow>
      <SelectField
        label={t('form.fields.language')}
        value={draft.language}
        onChange={(change) => update('language', change.target.value === 'zh' ? 'zh' : 'en')}
      >
        <option value="en">{t('form.fields.languageEn')}</option>
        <option value="zh">{t('form.fields.languageZh')}</option>
      </SelectField>
      <SelectField
        label={t('form.fields.translationOf')}
        value={draft.translationOfId}
        hint={t('form.fields.translationHint')}
        onChange={(change) => update('translationOfId', change.target.value)}
      >
        <option value="">{t('form.fields.noTranslation')}</option>
        {translations.map((event) => (
          <option key={event.id} value={event.id}>
            {event.name}
          </option>
        ))}
      </SelectField>
      <FormRow $min="11rem">
        {text('organizerName', t('form.fields.organizerName'), { maxLength: LIMITS.organizerName })}
        {text('organizerEmail', t('form.fields.organizerEmail'), { type: 'email', inputMode: 'email', autoComplete: 'off' })}
      </FormRow>
      <FormChecks>
        {check('featured', t('form.fields.featured'))}
        {check('published', t('form.fields.published'))}
      </FormChecks>
      {submitted && hasErrors && <Alert>{missesRequired(errors) ? t('validation.summary') : t('validation.fix')}</Alert>}
      {failureText && <Alert>{failureText}</Alert>}
      <FormActions>
        <Button type="button" variant="ghost" disabled={saving} onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : t(eventId ? 'form.saveEdit' : 'form.saveNew')}
        </Button>
      </FormActions>
    </FormStack>
  );
}
