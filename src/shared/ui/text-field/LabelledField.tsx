import { useId, type ComponentType, type ReactNode } from 'react';
import { Field, Label, Message } from './TextField.styles';

/** What the control gets: the id its label points to, and its invalid mark and description while they apply. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface LabelledFieldProps {
  label: string;
  /** A help text under the control. */
  hint?: string;
  /** An error under the control, in place of the hint; marks the control invalid. */
  error?: string;
  control: (props: ControlProps) => ReactNode;
  box?: ComponentType<{ children: ReactNode }>;
}

/** A label over a control with an optional hint or error under it, announced with the control (TextField and its twins). */
export function LabelledField({ label, hint, error, control, box: Box = Field }: LabelledFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <Box>
      <Label htmlFor={id}>{label}</Label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <Message id={messageId} $error={Boolean(error)}>
          {message}
        </Message>
      )}
    </Box>
  );
}
