import { useId, type ComponentProps } from 'react';
import { Field, Label, Message } from '../text-field/TextField.styles';
import { Area } from './TextArea.styles';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** A help text under the text area. */
  hint?: string;
  /** An error under the text area; marks it invalid. */
  error?: string;
}

/** A labelled multi-line input with an optional hint or error, announced with it (TextField's twin). */
export function TextArea({ label, hint, error, ...areaProps }: TextAreaProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Area id={id} aria-invalid={error ? true : undefined} aria-describedby={message ? messageId : undefined} {...areaProps} />
      {message && (
        <Message id={messageId} $error={Boolean(error)}>
          {message}
        </Message>
      )}
    </Field>
  );
}
