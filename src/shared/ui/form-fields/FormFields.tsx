import { Fragment, isValidElement, type ReactNode } from 'react';
import { Checkbox } from '../checkbox';
import { FieldSlot, FormChecks, FormRow } from '../form-layout';
import { SelectField, type SelectFieldProps } from '../select-field';
import { TextArea, type TextAreaProps } from '../text-area';
import { TextField, type TextFieldProps } from '../text-field';

type KeysOf<Values, Type> = { [K in keyof Values]: Values[K] extends Type ? K : never }[keyof Values] & string;

/** A field of a form by its value's name, with its label (else the form's label of the name) and its control's other props. */
type Field<Values, Type, Props> = { field: KeysOf<Values, Type>; label?: string } & Omit<Partial<Props>, 'value' | 'onChange' | 'error'>;

/**
 * One entry of a form's field list: a text field (the default), a text area, a select with its options, a check box,
 * fields side by side (`row`, at least `min` wide each) or check boxes together (`checks`); an element as it is
 * (an image picker, an editor); false for none.
 */
export type FieldSpec<Values> =
  | ({ kind?: 'text' } & Field<Values, string, TextFieldProps>)
  | ({ kind: 'textarea' } & Field<Values, string, TextAreaProps>)
  | ({ kind: 'select'; options: { value: string; label: string }[] } & Field<Values, string, SelectFieldProps>)
  | ({ kind: 'checkbox' } & Field<Values, boolean, { disabled: boolean }>)
  | { kind: 'row' | 'checks'; min?: string; fields: FieldSpec<Values>[] }
  | ReactNode;

/** What the fields read of their form: its values, a field's message and label, and a change. */
export interface FieldsForm<Values> {
  values: Values;
  error: (field: keyof Values & string) => string | undefined;
  /** The label of a field whose spec has none. */
  label?: (field: keyof Values & string) => string;
  change: <K extends keyof Values>(field: K, value: Values[K]) => void;
}

/** A spec's props for its control: all but its kind, field and options, with its label. */
function ownProps<Values>(spec: { field: keyof Values & string; label?: string }, form: FieldsForm<Values>) {
  const props = Object.fromEntries(Object.entries(spec).filter(([key]) => !['kind', 'field', 'options'].includes(key)));
  return { ...props, label: spec.label ?? form.label?.(spec.field) ?? spec.field };
}

function renderField<Values>(spec: FieldSpec<Values>, form: FieldsForm<Values>, key: number): ReactNode {
  if (isValidElement(spec) || spec === null || typeof spec !== 'object' || !('fields' in spec || 'field' in spec)) {
    return <Fragment key={key}>{spec as ReactNode}</Fragment>;
  }
  if ('fields' in spec) {
    const fields = spec.fields.map((field, index) => renderField(field, form, index));
    return spec.kind === 'row' ? (
      <FormRow key={key} $min={spec.min}>
        {fields}
      </FormRow>
    ) : (
      <FormChecks key={key}>{fields}</FormChecks>
    );
  }
  const set = (value: unknown) => form.change(spec.field, value as Values[keyof Values]);
  if (spec.kind === 'checkbox') {
    return (
      <Checkbox
        key={key}
        {...ownProps(spec, form)}
        checked={Boolean(form.values[spec.field])}
        onChange={(event) => set(event.target.checked)}
      />
    );
  }
  const props = {
    ...ownProps(spec, form),
    value: String(form.values[spec.field]),
    error: form.error(spec.field),
    onChange: (event: { target: { value: string } }) => set(event.target.value),
  };
  return (
    <FieldSlot key={key} name={spec.field}>
      {spec.kind === 'select' ? (
        <SelectField {...props}>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ) : spec.kind === 'textarea' ? (
        <TextArea {...props} />
      ) : (
        <TextField {...props} />
      )}
    </FieldSlot>
  );
}

/** A form's fields from their specs, each in its slot (FieldSlot) so the form can focus the first with a message. */
export function FormFields<Values>({ fields, form }: { fields: FieldSpec<Values>[]; form: FieldsForm<Values> }) {
  return <>{fields.map((spec, index) => renderField(spec, form, index))}</>;
}
