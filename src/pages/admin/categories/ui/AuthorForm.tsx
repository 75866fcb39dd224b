import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { FormFrame, useForm } from '@/shared/ui/form-fields';
import { fieldErrorText } from '@/shared/ui/form-layout';
import {
  AUTHOR_LIMITS as LIMITS,
  toAuthorChanges,
  validateAuthor,
  type AuthorChanges,
  type AuthorField,
  type AuthorFormValues,
} from '../lib/authorForm';
import type { RowFormProps } from '../model/useManagedSection';

/** The author form in create or edit mode: name and email required, the email as the database accepts it. */
export function AuthorForm({ editing, onSave, onCancel }: RowFormProps<AuthorFormValues, AuthorChanges>) {
  const { t } = useTranslation('admin-categories');
  const requiredId = useId();
  const form = useForm<AuthorFormValues>({ initial: editing.values, validate: validateAuthor });
  const { errors } = form;
  // A missing name or email gets the spec's one message above the buttons; the fields point to it.
  const required = (field: 'name' | 'email') => ({
    required: true,
    autoComplete: 'off',
    ...(errors[field] === 'required' ? { 'aria-invalid': true, 'aria-describedby': requiredId } : {}),
  });
  const error = (field: AuthorField) =>
    fieldErrorText(errors[field], {
      invalid: field === 'email' ? t('authors.form.emailInvalid') : undefined,
      tooLong: t('tooLong', { max: LIMITS[field] }),
    });
  return (
    <FormFrame
      form={form}
      error={error}
      autoFocus
      failure={form.failure}
      title={editing.id ? t('authors.form.editTitle', { name: editing.name }) : t('authors.form.createTitle')}
      onSubmit={() => void form.submit((values) => onSave(toAuthorChanges(values)))}
      actions={{
        cancel: t('cancel'),
        onCancel,
        submit: t(editing.id ? 'authors.form.update' : 'authors.form.create'),
        saving: t('saving'),
      }}
      fields={[
        {
          kind: 'row',
          min: '16rem',
          fields: [
            { field: 'name', label: t('authors.form.name'), maxLength: LIMITS.name, ...required('name') },
            {
              field: 'email',
              label: t('authors.form.email'),
              type: 'email',
              maxLength: LIMITS.email,
              spellCheck: false,
              ...required('email'),
            },
            {
              field: 'expertise',
              label: t('optional', { label: t('authors.form.expertise') }),
              maxLength: LIMITS.expertise,
              autoComplete: 'off',
            },
          ],
        },
        { kind: 'textarea', field: 'bio', label: t('optional', { label: t('authors.form.bio') }), maxLength: LIMITS.bio, rows: 3 },
      ]}
    >
      {(errors.name === 'required' || errors.email === 'required') && (
        <div id={requiredId}>
          <Alert>{t('authors.form.required')}</Alert>
        </div>
      )}
    </FormFrame>
  );
}
