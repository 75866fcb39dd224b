import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangs } from '@/shared/lib/i18n';
import { FormFrame, useForm } from '@/shared/ui/form-fields';
import { fieldErrorText } from '@/shared/ui/form-layout';
import {
  CATEGORY_LIMITS as LIMITS,
  categorySlug,
  toCategoryChanges,
  validateCategory,
  type CategoryChanges,
  type CategoryField,
  type CategoryFormValues,
} from '@/entities/category';
import type { RowFormProps } from '../model/useManagedSection';

/** The category form in create or edit mode: the slug follows the name and stays editable; saving is disabled while the name is empty. */
export function CategoryForm({ editing, onSave, onCancel }: RowFormProps<CategoryFormValues, CategoryChanges>) {
  const { t } = useTranslation('admin-categories');
  const [nameTouched, setNameTouched] = useState(false);
  const form = useForm<CategoryFormValues>({
    initial: editing.values,
    validate: validateCategory,
    derive: (field, value) => {
      if (field !== 'name') return {};
      setNameTouched(true);
      return { slug: categorySlug(String(value)) };
    },
  });
  const nameEmpty = form.values.name.trim() === '';
  const texts: Partial<Record<CategoryField, { required?: string; invalid?: string }>> = {
    name: { required: t('categories.form.nameRequired') },
    slug: { required: t('categories.form.slugRequired'), invalid: t('categories.form.slugInvalid') },
  };
  const error = (field: CategoryField) =>
    fieldErrorText(form.errors[field] ?? (field === 'name' && nameTouched && nameEmpty ? 'required' : undefined), {
      ...texts[field],
      tooLong: t('tooLong', { max: LIMITS[field] }),
    });
  return (
    <FormFrame
      form={form}
      error={error}
      autoFocus
      failure={form.failure}
      title={editing.id ? t('categories.form.editTitle', { name: editing.name }) : t('categories.form.createTitle')}
      onSubmit={() => (nameEmpty ? setNameTouched(true) : void form.submit((values) => onSave(toCategoryChanges(values))))}
      actions={{
        cancel: t('cancel'),
        onCancel,
        submit: t(editing.id ? 'categories.form.update' : 'categories.form.create'),
        saving: t('saving'),
        disabled: nameEmpty,
      }}
      fields={[
        {
          kind: 'row',
          min: '16rem',
          fields: [
            {
              field: 'name',
              label: t('categories.form.name'),
              maxLength: LIMITS.name,
              autoComplete: 'off',
              required: true,
              onBlur: () => setNameTouched(true),
            },
            {
              field: 'nameZh',
              label: t('optional', { label: t('categories.form.nameZh') }),
              lang: htmlLangs.zh,
              maxLength: LIMITS.nameZh,
              autoComplete: 'off',
            },
            {
              field: 'slug',
              label: t('categories.form.slug'),
              maxLength: LIMITS.slug,
              autoComplete: 'off',
              spellCheck: false,
              hint: t('categories.form.slugHint'),
            },
          ],
        },
        {
          kind: 'textarea',
          field: 'description',
          label: t('optional', { label: t('categories.form.description') }),
          maxLength: LIMITS.description,
          rows: 3,
        },
      ]}
    />
  );
}
