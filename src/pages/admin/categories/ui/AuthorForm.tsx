import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import { fieldErrorText, FormRow } from '@/shared/ui/form-layout';
import {
  AUTHOR_LIMITS,
  toAuthorChanges,
  validateAuthor,
  type AuthorChanges,
  type AuthorField,
  type AuthorFormErrors,
  type AuthorFormValues,
} from '../lib/authorForm';
import type { Editing } from '../model/useEditor';
import { FormFrame } from './FormFrame';
import { useSaveForm } from './useSaveForm';

export interface AuthorFormProps {
  editing: Editing<AuthorFormValues>;
  /** Saves the changes; resolves to the failure text, or null when saved (the owner then closes the form). */
  onSave: (changes: AuthorChanges) => Promise<string | null>;
  onCancel: () => void;
}

/** The author form in create or edit mode: name and email required, the email as the database accepts it. */
export function AuthorForm({ editing, onSave, onCancel }: AuthorFormProps) {
  const { t } = useTranslation('admin-categories');
  const requiredId = useId();
  const form = useSaveForm(onSave);
  const [values, setValues] = useState(editing.values);
  const [errors, setErrors] = useState<AuthorFormErrors>({});
  const missing = errors.name === 'required' || errors.email === 'required';

  const change = (field: AuthorField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const found = validateAuthor(values);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) form.focusInvalid();
    else void form.save(toAuthorChanges(values));
  };

  const tooLong = (max: number) => t('tooLong', { max });
  // A missing name or email gets the spec's one message above the buttons; the fields point to it.
  const requiredProps = (field: AuthorField) =>
    errors[field] === 'required' ? { 'aria-invalid': true, 'aria-describedby': requiredId } : {};
  return (
    <FormFrame
      formRef={form.formRef}
      title={editing.id ? t('authors.form.editTitle', { name: editing.name }) : t('authors.form.createTitle')}
      saving={form.saving}
      failure={form.failure}
      submitLabel={t(editing.id ? 'authors.form.update' : 'authors.form.create')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormRow $min="16rem">
        <TextField
          label={t('authors.form.name')}
          value={values.name}
          maxLength={AUTHOR_LIMITS.name}
          required
          autoComplete="off"
          error={fieldErrorText(errors.name === 'required' ? undefined : errors.name, { tooLong: tooLong(AUTHOR_LIMITS.name) })}
          onChange={(event) => change('name', event.target.value)}
          {...requiredProps('name')}
        />
        <TextField
          label={t('authors.form.email')}
          type="email"
          value={values.email}
          maxLength={AUTHOR_LIMITS.email}
          required
          autoComplete="off"
          spellCheck={false}
          error={fieldErrorText(errors.email === 'required' ? undefined : errors.email, {
            invalid: t('authors.form.emailInvalid'),
            tooLong: tooLong(AUTHOR_LIMITS.email),
          })}
          onChange={(event) => change('email', event.target.value)}
          {...requiredProps('email')}
        />
        <TextField
          label={t('optional', { label: t('authors.form.expertise') })}
          value={values.expertise}
          maxLength={AUTHOR_LIMITS.expertise}
          autoComplete="off"
          error={fieldErrorText(errors.expertise, { tooLong: tooLong(AUTHOR_LIMITS.expertise) })}
          onChange={(event) => change('expertise', event.target.value)}
        />
      </FormRow>
      <TextArea
        label={t('optional', { label: t('authors.form.bio') })}
        rows={3}
        value={values.bio}
        maxLength={AUTHOR_LIMITS.bio}
        error={fieldErrorText(errors.bio, { tooLong: tooLong(AUTHOR_LIMITS.bio) })}
        onChange={(event) => change('bio', event.target.value)}
      />
      {missing && (
        <div id={requiredId}>
          <Alert>{t('authors.form.required')}</Alert>
        </div>
      )}
    </FormFrame>
  );
}
