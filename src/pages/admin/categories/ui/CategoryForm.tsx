import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextArea, TextField } from '@/shared/ui';
import {
  CATEGORY_LIMITS,
  slugify,
  toCategoryChanges,
  validateCategory,
  type CategoryChanges,
  type CategoryField,
  type CategoryFormErrors,
  type CategoryFormValues,
} from '../lib/categoryForm';
import type { Editing } from '../model/useEditor';
import { FormActions, FormGrid, FormPanel } from './AdminCategoriesPage.styles';
import { fieldErrorText } from './fieldErrorText';

export interface CategoryFormProps {
  editing: Editing<CategoryFormValues>;
  /** Saves the changes; resolves to the failure text, or null when saved (the owner then closes the form). */
  onSave: (changes: CategoryChanges) => Promise<string | null>;
  onCancel: () => void;
}

/** The category form in create or edit mode: the slug follows the name and stays editable; saving is disabled while the name is empty. */
export function CategoryForm({ editing, onSave, onCancel }: CategoryFormProps) {
  const { t } = useTranslation('admin-categories');
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(editing.values);
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [nameTouched, setNameTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameEmpty = values.name.trim() === '';

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const change = (field: CategoryField, value: string) => {
    setValues((current) => (field === 'name' ? { ...current, name: value, slug: slugify(value) } : { ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === 'name' ? { slug: undefined } : {}) }));
    if (field === 'name') setNameTouched(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (nameEmpty) {
      setNameTouched(true);
      return;
    }
    const found = validateCategory(values);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    const failed = await onSave(toCategoryChanges(values));
    if (failed) {
      setFailure(failed);
      setSaving(false);
    }
  };

  const tooLong = (max: number) => t('tooLong', { max });
  const nameError = errors.name ?? (nameTouched && nameEmpty ? 'required' : undefined);
  return (
    <FormPanel ref={formRef} aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={titleId}>{editing.id ? t('categories.form.editTitle', { name: editing.name }) : t('categories.form.createTitle')}</h3>
      <FormGrid>
        <TextField
          label={t('categories.form.name')}
          value={values.name}
          maxLength={CATEGORY_LIMITS.name}
          required
          autoComplete="off"
          error={fieldErrorText(nameError, { required: t('categories.form.nameRequired'), tooLong: tooLong(CATEGORY_LIMITS.name) })}
          onChange={(event) => change('name', event.target.value)}
          onBlur={() => setNameTouched(true)}
        />
        <TextField
          label={t('optional', { label: t('categories.form.nameZh') })}
          lang="zh-CN"
          value={values.nameZh}
          maxLength={CATEGORY_LIMITS.nameZh}
          autoComplete="off"
          error={fieldErrorText(errors.nameZh, { tooLong: tooLong(CATEGORY_LIMITS.nameZh) })}
          onChange={(event) => change('nameZh', event.target.value)}
        />
        <TextField
          label={t('categories.form.slug')}
          value={values.slug}
          maxLength={CATEGORY_LIMITS.slug}
          autoComplete="off"
          spellCheck={false}
          hint={t('categories.form.slugHint')}
          error={fieldErrorText(errors.slug, {
            required: t('categories.form.slugRequired'),
            invalid: t('categories.form.slugInvalid'),
            tooLong: tooLong(CATEGORY_LIMITS.slug),
          })}
          onChange={(event) => change('slug', event.target.value)}
        />
      </FormGrid>
      <TextArea
        label={t('optional', { label: t('categories.form.description') })}
        rows={3}
        value={values.description}
        maxLength={CATEGORY_LIMITS.description}
        error={fieldErrorText(errors.description, { tooLong: tooLong(CATEGORY_LIMITS.description) })}
        onChange={(event) => change('description', event.target.value)}
      />
      {failure && <Alert>{failure}</Alert>}
      <FormActions>
        <Button variant="ghost" disabled={saving} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={saving || nameEmpty}>
          {saving ? t('saving') : t(editing.id ? 'categories.form.update' : 'categories.form.create')}
        </Button>
      </FormActions>
    </FormPanel>
  );
}
