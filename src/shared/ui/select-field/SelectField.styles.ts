import styled from 'styled-components';
import { themeVars } from '@/shared/config';
import { Field } from '../text-field/TextField.styles';

/** Kept at the top of its grid cell when a neighbour in the row is taller. */
export const SelectBox = styled(Field)`
  align-content: start;
`;

export const Select = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
  background: ${themeVars.surface};
  color: ${themeVars.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${themeVars.danger};
  }
`;
