import type { ReactNode } from 'react';
import { Group } from './ChoiceChips.styles';

export interface ChoiceChipsProps<Value extends string> {
  legend: ReactNode;
  /** The radio group's name (unique on the page). */
  name: string;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A radio group drawn as a row of chips: one choice among a few, such as a status filter. */
export function ChoiceChips<Value extends string>({ legend, name, options, value, onChange }: ChoiceChipsProps<Value>) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </Group>
  );
}
