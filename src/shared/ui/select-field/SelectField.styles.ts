import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';
import { Field } from '../text-field/TextField.styles';

/** Kept at the top of its grid cell when a neighbour in the row is taller. */
export const SelectBox = styled(Field)`
  align-content: start;
`;

export const Select = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  background: ${themeVars.surface};
  color: ${themeVars.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${themeVars.danger};
  }
`;
