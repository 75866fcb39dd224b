import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { htmlLangs } from '@/shared/lib/i18n';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import { fieldErrorText, FormRow } from '@/shared/ui/form-layout';
import {
  CATEGORY_LIMITS,
  categorySlug,
  toCategoryChanges,
  validateCategory,
  type CategoryChanges,
  type CategoryField,
  type CategoryFormErrors,
  type CategoryFormValues,
} from '@/entities/category';
import type { Editing } from '../model/useEditor';
import { FormFrame } from './FormFrame';
import { useSaveForm } from './useSaveForm';

export interface CategoryFormProps {
  editing: Editing<CategoryFormValues>;
  /** Saves the changes; resolves to the failure text, or null when saved (the owner then closes the form). */
  onSave: (changes: CategoryChanges) => Promise<string | null>;
  onCancel: () => void;
}

/** The category form in create or edit mode: the slug follows the name and stays editable; saving is disabled while the name is empty. */
export function CategoryForm({ editing, onSave, onCancel }: CategoryFormProps) {
  const { t } = useTranslation('admin-categories');
  const form = useSaveForm(onSave);
  const [values, setValues] = useState(editing.values);
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [nameTouched, setNameTouched] = useState(false);
  const nameEmpty = values.name.trim() === '';

  const change = (field: CategoryField, value: string) => {
    setValues((current) => (field === 'name' ? { ...current, name: value, slug: categorySlug(value) } : { ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === 'name' ? { slug: undefined } : {}) }));
    if (field === 'name') setNameTouched(true);
  };

  const submit = () => {
    if (nameEmpty) {
      setNameTouched(true);
      return;
    }
    const found = validateCategory(values);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) form.focusInvalid();
    else void form.save(toCategoryChanges(values));
  };

  const tooLong = (max: number) => t('tooLong', { max });
  const nameError = errors.name ?? (nameTouched && nameEmpty ? 'required' : undefined);
  return (
    <FormFrame
      formRef={form.formRef}
      title={editing.id ? t('categories.form.editTitle', { name: editing.name }) : t('categories.form.createTitle')}
      saving={form.saving}
      failure={form.failure}
      submitLabel={t(editing.id ? 'categories.form.update' : 'categories.form.create')}
      submitDisabled={nameEmpty}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormRow $min="16rem">
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
          lang={htmlLangs.zh}
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
      </FormRow>
      <TextArea
        label={t('optional', { label: t('categories.form.description') })}
        rows={3}
        value={values.description}
        maxLength={CATEGORY_LIMITS.description}
        error={fieldErrorText(errors.description, { tooLong: tooLong(CATEGORY_LIMITS.description) })}
        onChange={(event) => change('description', event.target.value)}
      />
    </FormFrame>
  );
}
