import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

const Box = styled.label`
  display: inline-flex;
  gap: ${space[2]};
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${themeVars.primary};
  }
`;

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
}

/** A native checkbox with its label, the whole label clickable (at least 44 px high). */
export function Checkbox({ label, ...inputProps }: CheckboxProps) {
  return (
    <Box>
      <input type="checkbox" {...inputProps} />
      {label}
    </Box>
  );
}
