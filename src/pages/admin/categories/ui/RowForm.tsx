import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/text-area';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field';
import { fieldErrorText, FormActions, FormPanel, FormRow, type FieldError } from '@/shared/ui/form-layout';
import type { RowFormState } from '../model/useRowForm';

/** One text field of a section's form: its column's limit, its messages other than 'tooLong', a text area when `area`. */
export interface RowField<Field extends string> extends Omit<Partial<TextFieldProps>, 'onChange' | 'error'> {
  field: Field;
  label: string;
  max: number;
  messages?: { required?: string; invalid?: string };
  area?: boolean;
  /** The field's error while validation found none (a name left empty). */
  error?: FieldError;
}

export interface RowFormProps<Values extends { [K in keyof Values]: string }> {
  form: Omit<RowFormState<Values>, 'formRef'>;
  formRef: RowFormState<Values>['formRef'];
  /** The form's heading, which also names it. */
  title: string;
  /** The fields in one row, then the text area. */
  fields: RowField<keyof Values & string>[];
  submitLabel: string;
  submitDisabled?: boolean;
  /** Called on submit (not while saving). */
  onSubmit: () => void;
  onCancel: () => void;
  /** Under the fields, above the failure. */
  children?: ReactNode;
}

/** A section's create or edit form: its heading, text fields, failure, and cancel and save buttons. */
export function RowForm<Values extends { [K in keyof Values]: string }>({
  form,
  formRef,
  title,
  fields,
  submitLabel,
  ...props
}: RowFormProps<Values>) {
  const { t } = useTranslation('admin-categories');
  const titleId = useId();
  const input = ({ field, label, max, messages, area, error, ...rest }: RowField<keyof Values & string>) => {
    const shared = {
      label,
      value: form.values[field],
      maxLength: max,
      error: fieldErrorText(form.errors[field] ?? error, { ...messages, tooLong: t('tooLong', { max }) }),
    };
    if (area) return <TextArea key={field} {...shared} rows={3} onChange={(event) => form.change(field, event.target.value)} />;
    return <TextField key={field} {...shared} autoComplete="off" {...rest} onChange={(event) => form.change(field, event.target.value)} />;
  };
  return (
    <FormPanel
      ref={formRef}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.saving) props.onSubmit();
      }}
    >
      <h3 id={titleId}>{title}</h3>
      <FormRow $min="16rem">{fields.filter((field) => !field.area).map(input)}</FormRow>
      {fields.filter((field) => field.area).map(input)}
      {props.children}
      {form.failure && <Alert>{form.failure}</Alert>}
      <FormActions>
        <Button variant="ghost" disabled={form.saving} onClick={props.onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={form.saving || props.submitDisabled}>
          {form.saving ? t('saving') : submitLabel}
        </Button>
      </FormActions>
    </FormPanel>
  );
}
