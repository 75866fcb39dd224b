import type { ComponentProps } from 'react';
import { LabelledField } from '../text-field/LabelledField';
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
  return <LabelledField label={label} hint={hint} error={error} control={(control) => <Area {...control} {...areaProps} />} />;
}
