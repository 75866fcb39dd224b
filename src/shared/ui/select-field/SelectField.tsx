import type { ComponentProps } from 'react';
import { LabelledField } from '../text-field/LabelledField';
import { Select, SelectBox } from './SelectField.styles';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  /** A help text under the select. */
  hint?: string;
  /** An error under the select; marks it invalid. */
  error?: string;
}

/** A labelled native select with an optional hint or error, announced with it (TextField's twin). */
export function SelectField({ label, hint, error, ...selectProps }: SelectFieldProps) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      box={SelectBox}
      control={(control) => <Select {...control} {...selectProps} />}
    />
  );
}
