import { useId, type ComponentProps } from 'react';
import { FieldMessage, SelectWrapper } from './WriteArticlePage.styles';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled native select with an optional hint or error, announced with it. */
export function SelectField({ label, hint, error, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const message = error ?? hint;
  return (
    <SelectWrapper>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        {...selectProps}
      >
        {children}
      </select>
      {message && (
        <FieldMessage id={`${id}-message`} $error={Boolean(error)}>
          {message}
        </FieldMessage>
      )}
    </SelectWrapper>
  );
}
