import { useId, type ComponentProps, type ReactNode } from 'react';
import { End, Field, Input, InputRow, Label, Message } from './TextField.styles';

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
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <Input
          id={id}
          $hasEnd={end !== undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...inputProps}
        />
        {end !== undefined && <End>{end}</End>}
      </InputRow>
      {message && (
        <Message id={messageId} $error={Boolean(error)}>
          {message}
        </Message>
      )}
    </Field>
  );
}
