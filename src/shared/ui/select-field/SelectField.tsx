import { useId, type ComponentProps } from 'react';
import { Label, Message } from '../text-field/TextField.styles';
import { Select, SelectBox } from './SelectField.styles';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  /** A help text under the select. */
  hint?: string;
  /** An error under the select; marks it invalid. */
  error?: string;
}

/** A labelled native select with an optional hint or error, announced with it (TextField's twin). */
export function SelectField({ label, hint, error, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <SelectBox>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={message ? messageId : undefined} {...selectProps}>
        {children}
      </Select>
      {message && (
        <Message id={messageId} $error={Boolean(error)}>
          {message}
        </Message>
      )}
    </SelectBox>
  );
}
