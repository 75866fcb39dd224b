import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { AUTHOR_LIMITS as LIMITS, toAuthorChanges, validateAuthor, type AuthorChanges, type AuthorFormValues } from '../lib/authorForm';
import type { Editing } from '../model/useManagedSection';
import { useRowForm } from '../model/useRowForm';
import { RowForm } from './RowForm';

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
  const form = useRowForm({ editing, onSave, validate: validateAuthor, toChanges: toAuthorChanges });
  const { errors } = form;
  // A missing name or email gets the spec's one message above the buttons; the fields point to it.
  const required = (field: 'name' | 'email') => ({
    required: true,
    ...(errors[field] === 'required' ? { 'aria-invalid': true, 'aria-describedby': requiredId } : {}),
  });
  return (
    <RowForm
      form={form}
      formRef={form.formRef}
      title={editing.id ? t('authors.form.editTitle', { name: editing.name }) : t('authors.form.createTitle')}
      submitLabel={t(editing.id ? 'authors.form.update' : 'authors.form.create')}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
      fields={[
        { field: 'name', label: t('authors.form.name'), max: LIMITS.name, ...required('name') },
        {
          field: 'email',
          label: t('authors.form.email'),
          type: 'email',
          max: LIMITS.email,
          spellCheck: false,
          messages: { invalid: t('authors.form.emailInvalid') },
          ...required('email'),
        },
        { field: 'expertise', label: t('optional', { label: t('authors.form.expertise') }), max: LIMITS.expertise },
        { field: 'bio', label: t('optional', { label: t('authors.form.bio') }), max: LIMITS.bio, area: true },
      ]}
    >
      {(errors.name === 'required' || errors.email === 'required') && (
        <div id={requiredId}>
          <Alert>{t('authors.form.required')}</Alert>
        </div>
      )}
    </RowForm>
  );
}
