import type { ComponentProps, ReactNode } from 'react';
import { LabelledField } from './LabelledField';
import { End, Input, InputRow } from './TextField.styles';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** A help text under the input. */
  hint?: string;
  /** An error under the input; marks the input invalid. */
  error?: string;
  /** A control inside the input's end, such as a show-password button. */
  end?: ReactNode;
}

/** A labelled input with an optional hint or error, announced with the input. */
export function TextField({ label, hint, error, end, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      control={(control) => (
        <InputRow>
          <Input $hasEnd={end !== undefined} {...control} {...inputProps} />
          {end !== undefined && <End>{end}</End>}
        </InputRow>
      )}
    />
  );
}
