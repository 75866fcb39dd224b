import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { FormFrame, rowOfValues, useForm, withFieldProps, type FieldSpec } from '@/shared/ui/form-fields';
import { limitsOf, sectionErrors, type SectionChanges, type SectionConfig, type SectionValues } from '../model/sections';
import type { Editing } from '../model/useManagedSection';

export interface SectionFormProps {
  config: SectionConfig;
  editing: Editing;
  /** Resolves to the failure text, or null when saved (the owner then closes the form). */
  onSave: (changes: SectionChanges) => Promise<string | null>;
  onCancel: () => void;
}

/** A section's create or edit form, drawn and checked from its config (SectionConfig). */
export function SectionForm({ config, editing, onSave, onCancel }: SectionFormProps) {
  const { t } = useTranslation('admin-categories');
  // The field keys are built from the config's field names.
  const words = t as unknown as (key: string, options?: object) => string;
  const alertId = useId();
  const { kind, first, requiredAlert } = config;
  const limits = limitsOf(config);
  const [firstTouched, setFirstTouched] = useState(false);
  const form = useForm<SectionValues>({
    initial: editing.values,
    validate: (values) => sectionErrors(config, values),
    derive: (field, value) => {
      if (field === first) setFirstTouched(true);
      return config.derive?.(field, value) ?? {};
    },
  });
  const { errors } = form;
  const firstEmpty = first !== undefined && form.values[first]!.trim() === '';
  const missing = Object.values(errors).includes('required');
  const error = (field: string) => {
    const found = errors[field] ?? (field === first && firstTouched && firstEmpty ? 'required' : undefined);
    if (found === 'tooLong') return t('tooLong', { max: limits[field] });
    if (found === 'invalid') return words(`${kind}.form.${field}Invalid`);
    return found === 'required' && !requiredAlert ? words(`${kind}.form.${field}Required`) : undefined;
  };
  // Each field with its column's length and its hint; the inputs without the browser's suggestions.
  const fields = withFieldProps(config.fields as FieldSpec<SectionValues>[], (field, spec) => ({
    ...(spec.kind !== 'textarea' && { autoComplete: 'off' }),
    maxLength: limits[field],
    required: config.required.includes(field) || undefined,
    hint: config.hints?.includes(field) ? words(`${kind}.form.${field}Hint`) : undefined,
    ...(field === first && { onBlur: () => setFirstTouched(true) }),
    ...(requiredAlert && errors[field] === 'required' && { 'aria-invalid': true, 'aria-describedby': alertId }),
  }));
  const label = (field: string) => {
    const text = words(`${kind}.form.${field}`);
    return config.required.includes(field) ? text : t('optional', { label: text });
  };
  return (
    <FormFrame
      form={form}
      fields={fields}
      error={error}
      label={label}
      autoFocus
      failure={form.failure}
      title={editing.id ? t(`${kind}.form.editTitle`, { name: editing.name }) : t(`${kind}.form.createTitle`)}
      onSubmit={() => (firstEmpty ? setFirstTouched(true) : void form.submit((values) => onSave(rowOfValues(config.columns, values))))}
      actions={{
        cancel: t('cancel'),
        onCancel,
        submit: t(editing.id ? `${kind}.form.update` : `${kind}.form.create`),
        saving: t('saving'),
        disabled: firstEmpty,
      }}
    >
      {requiredAlert && missing && (
        <div id={alertId}>
          <Alert>{words(`${kind}.form.required`)}</Alert>
        </div>
      )}
    </FormFrame>
  );
}
