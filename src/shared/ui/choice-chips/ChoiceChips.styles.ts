import styled from 'styled-components';
import { media, space, themeVars } from '@/shared/config';
import { chipSelectedStyles, chipStyles } from '@/shared/ui/chip';

export const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  /* One line on phones, scrolling sideways when the chips do not fit (as ChipRow), so lists start higher. */
  ${media.down('md')} {
    flex-wrap: nowrap;
    overflow-x: auto;
    padding: 2px;
  }

  legend {
    margin-bottom: ${space[2]};
    padding: 0;
    font-weight: 600;
  }

  /* The hidden radio is placed inside its label (not the page), so a click on it lands on the chip. */
  label {
    ${chipStyles}
    position: relative;
  }

  /* The chosen one looks like every selected chip on the site (shared/ui/chip). */
  label:has(input:checked) {
    ${chipSelectedStyles}
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
