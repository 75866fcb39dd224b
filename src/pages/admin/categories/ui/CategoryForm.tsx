import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangs } from '@/shared/lib/i18n';
import {
  CATEGORY_LIMITS as LIMITS,
  categorySlug,
  toCategoryChanges,
  validateCategory,
  type CategoryChanges,
  type CategoryFormValues,
} from '@/entities/category';
import type { Editing } from '../model/useManagedSection';
import { useRowForm } from '../model/useRowForm';
import { RowForm } from './RowForm';

export interface CategoryFormProps {
  editing: Editing<CategoryFormValues>;
  /** Saves the changes; resolves to the failure text, or null when saved (the owner then closes the form). */
  onSave: (changes: CategoryChanges) => Promise<string | null>;
  onCancel: () => void;
}

/** The category form in create or edit mode: the slug follows the name and stays editable; saving is disabled while the name is empty. */
export function CategoryForm({ editing, onSave, onCancel }: CategoryFormProps) {
  const { t } = useTranslation('admin-categories');
  const [nameTouched, setNameTouched] = useState(false);
  const form = useRowForm({
    editing,
    onSave,
    validate: validateCategory,
    toChanges: toCategoryChanges,
    derive: (field, value) => {
      if (field !== 'name') return {};
      setNameTouched(true);
      return { slug: categorySlug(value) };
    },
  });
  const nameEmpty = form.values.name.trim() === '';
  return (
    <RowForm
      form={form}
      formRef={form.formRef}
      title={editing.id ? t('categories.form.editTitle', { name: editing.name }) : t('categories.form.createTitle')}
      submitLabel={t(editing.id ? 'categories.form.update' : 'categories.form.create')}
      submitDisabled={nameEmpty}
      onSubmit={() => (nameEmpty ? setNameTouched(true) : void form.submit())}
      onCancel={onCancel}
      fields={[
        {
          field: 'name',
          label: t('categories.form.name'),
          max: LIMITS.name,
          required: true,
          messages: { required: t('categories.form.nameRequired') },
          error: nameTouched && nameEmpty ? 'required' : undefined,
          onBlur: () => setNameTouched(true),
        },
        { field: 'nameZh', label: t('optional', { label: t('categories.form.nameZh') }), lang: htmlLangs.zh, max: LIMITS.nameZh },
        {
          field: 'slug',
          label: t('categories.form.slug'),
          max: LIMITS.slug,
          spellCheck: false,
          hint: t('categories.form.slugHint'),
          messages: { required: t('categories.form.slugRequired'), invalid: t('categories.form.slugInvalid') },
        },
        { field: 'description', label: t('optional', { label: t('categories.form.description') }), max: LIMITS.description, area: true },
      ]}
    />
  );
}
