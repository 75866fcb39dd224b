import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space[2]};
    padding: 0;
    font-weight: 600;
  }

  /* The hidden radio is placed inside its label (not the page), so a click on it lands on the chip. */
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${space[4]};
    border: 1px solid ${themeVars.border};
    border-radius: ${radii.pill};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${themeVars.primary};
    color: ${themeVars.primary};
    font-weight: 600;
  }

  label:has(input:focus-visible) {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`;
